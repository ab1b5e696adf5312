import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { getToken } from '../utils/auth.ts';
import { lazyView, toRouteObjects } from './dynamicRoutes.ts';
import { fixedMenus } from './fixedRoutes.ts';
import { guard, HOME_PATH } from './guard.tsx';
import { loadLayout, setRoutePatcher } from './loadRoutes.ts';
import { PageLoading } from './PageLoading.tsx';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';

export const ROOT_ROUTE_ID = 'root';
/** The Layout route: fixed pages and the server's page routes are its children. */
export const LAYOUT_ROUTE_ID = 'layout';

/** Social sign-in is not offered: its callback pages lead to the login page (query kept). */
const toLogin = ({ request }: LoaderFunctionArgs) => redirect(`/login${new URL(request.url).search}`);

export function createRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      middleware: [guard],
      children: [
        { path: '/', loader: () => redirect(getToken() ? HOME_PATH : '/login'), element: <PageLoading /> },
        { path: '/login', lazy: lazyView('login') },
        { path: '/user/login', lazy: lazyView('login') },
        { path: '/register', lazy: lazyView('register') },
        { path: '/401', lazy: lazyView('error/401') },
        { path: '/404', lazy: lazyView('error/404') },
        { path: '/lock', lazy: lazyView('lock') },
        { path: '/auth-redirect', loader: toLogin, element: <PageLoading /> },
        { path: '/bind', loader: toLogin, element: <PageLoading /> },
        {
          id: LAYOUT_ROUTE_ID,
          // The console shell (sidebar, navbar, tags) is not needed before sign-in: the login page loads without it.
          lazy: async () => ({ Component: (await loadLayout()).default }),
          children: [...toRouteObjects(fixedMenus(), 'fixed'), { path: '/redirect/*', lazy: lazyView('redirect') }],
        },
        { path: '*', lazy: lazyView('error/404') },
      ],
    },
  ];
}

/** The console's router (created when the console mounts: it starts the first navigation at once). */
export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  setRoutePatcher((routes) => router.patchRoutes(LAYOUT_ROUTE_ID, routes));
  return router;
}
