import '../i18n/index.ts';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { useUserStore } from '../stores/user.ts';
import { getToken } from '../utils/auth.ts';
import { Providers } from './Providers.tsx';
import { createAppRouter } from './router.tsx';

/**
 * The console: every text, antd, the stores, the query cache and the router. `main.tsx` loads it at
 * once with a session, and from the login page when the user is about to sign in.
 */
export function mountConsole(root: Root): void {
  // The login page (before the console) stored the token: the store may have been created before it.
  useUserStore.setState({ token: getToken() });
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
