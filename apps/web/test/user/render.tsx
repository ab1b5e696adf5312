import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../src/i18n/index.ts';
import { useUserStore } from '../../src/stores/user.ts';

/** Renders a screen as the admin (every permission) in zh-CN, or `as` another user, inside a router at `path`. */
export async function renderScreen(
  element: ReactElement,
  options: { route?: string; path?: string; lang?: 'zh-CN' | 'en-US'; as?: { roles: string[]; permissions: string[] } } = {},
) {
  await i18n.changeLanguage(options.lang ?? 'zh-CN');
  useUserStore.setState(options.as ?? { permissions: ['*:*:*'], roles: ['admin'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: options.path ?? '/', element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [options.route ?? '/'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
