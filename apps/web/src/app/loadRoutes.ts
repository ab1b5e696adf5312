import type { RouteObject } from 'react-router';
import { getRouters } from '../api/auth.ts';
import i18n from '../i18n/index.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { useUserStore } from '../stores/user.ts';
import { getToken } from '../utils/auth.ts';
import type { MenuRoute } from '../utils/menuTree.ts';
import { toRouteObjects } from './dynamicRoutes.ts';
import { fixedMenus } from './fixedRoutes.ts';

export const FIXED_ROUTE_PREFIX = 'fixed';
export const DYNAMIC_ROUTE_PREFIX = 'dyn';

/** The console shell's module (the Layout route's component), loaded once. */
export const loadLayout = () => import('../layout/Layout.tsx');

type Patcher = (routes: RouteObject[]) => void;
let patcher: Patcher | null = null;

/** The router registers how new page routes are added to it (`router.patchRoutes('layout', …)`). */
export function setRoutePatcher(fn: Patcher | null): void {
  patcher = fn;
}

/** Fetches `/getRouters`, rebuilds the menus and adds the page routes to the router. */
export async function generateRoutes(): Promise<RouteObject[]> {
  const res = await getRouters();
  const server: MenuRoute[] = Array.isArray(res.data) ? res.data : [];
  const fixed = fixedMenus();
  // Rebuilding the fixed routes only refreshes their titles; the router has them from the start.
  toRouteObjects(fixed, FIXED_ROUTE_PREFIX);
  const pages = toRouteObjects(server, DYNAMIC_ROUTE_PREFIX);
  patcher?.(pages);
  usePermissionStore.getState().setMenus(fixed, server);
  return pages;
}

// Menu titles and the user's role names are localized by the server: fetch them again in the new language.
i18n.on('languageChanged', () => {
  if (!usePermissionStore.getState().loaded || !getToken()) return;
  generateRoutes().catch(() => undefined);
  useUserStore
    .getState()
    .refreshInfo()
    .catch(() => undefined);
});
