import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../src/i18n/index.ts';
import { useUserStore } from '../../src/stores/user.ts';

export interface Viewer {
  userId?: number;
  roles?: string[];
  permissions?: string[];
  money?: string | null;
}

/** Renders a screen as the given viewer (admin with every permission by default), inside a router at `route`. */
export async function renderAs(element: ReactElement, options: Viewer & { route?: string; path?: string; lang?: 'zh-CN' | 'en-US' } = {}) {
  await i18n.changeLanguage(options.lang ?? 'zh-CN');
  useUserStore.setState({
    userId: options.userId ?? 1,
    roles: options.roles ?? ['admin'],
    permissions: options.permissions ?? ['*:*:*'],
    money: options.money ?? '5000.00',
  });
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

/** Every permission a seller (role common) holds on the task screens. */
export const SELLER_PERMS = [
  'system:task:list',
  'system:task:query',
  'system:task:add',
  'system:task:edit',
  'system:task:remove',
  'system:template:list',
  'system:template:query',
  'system:template:add',
  'system:template:edit',
];
/** Staff (role service). */
export const STAFF_PERMS = ['system:task:list', 'system:task:query', 'system:task:edit', 'system:task:audit', 'system:task:distribute'];
