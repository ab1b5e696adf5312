import { create } from 'zustand';
import type { MenuRoute } from '../utils/menuTree.ts';

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
  /** Keeps freshly built menus: the fixed ones first, then the server's tree. */
  setMenus(fixed: MenuRoute[], server: MenuRoute[]): void;
  setSidebarRouters(routes: MenuRoute[]): void;
  reset(): void;
}

/** The user's menus; `app/loadRoutes.ts` fetches them and adds their pages to the router. */
export const usePermissionStore = create<PermissionState>()((set) => ({
  routes: [],
  sidebarRouters: [],
  defaultRoutes: [],
  topbarRouters: [],
  loaded: false,
  version: 0,
  setMenus(fixed, server) {
    const sidebar = [...fixed, ...server];
    set((s) => ({ routes: sidebar, sidebarRouters: sidebar, defaultRoutes: sidebar, topbarRouters: server, loaded: true, version: s.version + 1 }));
  },
  setSidebarRouters(routes) {
    set({ sidebarRouters: routes });
  },
  reset() {
    set((s) => ({ routes: [], sidebarRouters: [], defaultRoutes: [], topbarRouters: [], loaded: false, version: s.version + 1 }));
  },
}));
