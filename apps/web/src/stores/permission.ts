import type { RouteObject } from 'react-router';
import { create } from 'zustand';
import { getRouters } from '../api/auth.ts';
import { type MenuRoute, toRouteObjects } from '../app/dynamicRoutes.ts';
import { fixedMenus } from '../app/fixedRoutes.ts';
import i18n from '../i18n/index.ts';
import { getToken } from '../utils/auth.ts';

export const FIXED_ROUTE_PREFIX = 'fixed';
export const DYNAMIC_ROUTE_PREFIX = 'dyn';

export interface PermissionState {
  /** Fixed menus + the server's menu tree (everything routable, for tags and breadcrumbs). */
  routes: MenuRoute[];
  /** What the sidebar shows: fixed menus + the server tree (the top nav may narrow it). */
  sidebarRouters: MenuRoute[];
  /** The full sidebar tree, to restore after the top nav narrowed it. */
  defaultRoutes: MenuRoute[];
  /** The server's menu tree, for the top nav. */
  topbarRouters: MenuRoute[];
  /** The server's routes were loaded for the current session. */
  loaded: boolean;
  /** Bumped whenever the menus are rebuilt (titles follow the language). */
  version: number;
  /** Fetches `/getRouters`, rebuilds the menus and adds the page routes to the router. */
  generateRoutes(): Promise<RouteObject[]>;
  setSidebarRouters(routes: MenuRoute[]): void;
  reset(): void;
}

type Patcher = (routes: RouteObject[]) => void;
let patcher: Patcher | null = null;

/** The router registers how new page routes are added to it (`router.patchRoutes('layout', …)`). */
export function setRoutePatcher(fn: Patcher | null): void {
  patcher = fn;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  routes: [],
  sidebarRouters: [],
  defaultRoutes: [],
  topbarRouters: [],
  loaded: false,
  version: 0,
  async generateRoutes() {
    const res = await getRouters();
    const server: MenuRoute[] = Array.isArray(res.data) ? res.data : [];
    const fixed = fixedMenus();
    // Rebuilding the fixed routes only refreshes their titles; the router has them from the start.
    toRouteObjects(fixed, FIXED_ROUTE_PREFIX);
    const pages = toRouteObjects(server, DYNAMIC_ROUTE_PREFIX);
    patcher?.(pages);
    const sidebar = [...fixed, ...server];
    set((s) => ({
      routes: sidebar,
      sidebarRouters: sidebar,
      defaultRoutes: sidebar,
      topbarRouters: server,
      loaded: true,
      version: s.version + 1,
    }));
    return pages;
  },
  setSidebarRouters(routes) {
    set({ sidebarRouters: routes });
  },
  reset() {
    set((s) => ({ routes: [], sidebarRouters: [], defaultRoutes: [], topbarRouters: [], loaded: false, version: s.version + 1 }));
  },
}));

// Menu titles are localized by the server: fetch them again in the new language.
i18n.on('languageChanged', () => {
  const state = usePermissionStore.getState();
  if (state.loaded && getToken()) state.generateRoutes().catch(() => undefined);
});
