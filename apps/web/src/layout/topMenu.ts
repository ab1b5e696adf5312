import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { usePermissionStore } from '../stores/permission.ts';
import { isExternal, type MenuNode, resolvePath } from '../utils/menuTree.ts';

/** A top-level menu shown in the top navigation, with its absolute path. */
export interface TopMenu {
  key: string;
  route: MenuNode;
}

/** Pages that never select a top menu (they belong to no server menu). */
const STANDALONE_PATHS = ['/home/index', '/user/profile'];

/** The top menus: visible top-level routes; a `/` wrapper (menu frame) stands for its first child. */
export function topMenus(routes: readonly MenuNode[]): TopMenu[] {
  const out: TopMenu[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    if (route.path === '/' && route.children?.length) {
      const child = route.children[0];
      if (!child.hidden) out.push({ key: resolvePath('/', child.path), route: child });
      continue;
    }
    out.push({ key: resolvePath('/', route.path), route });
  }
  return out;
}

/** The top menu a location belongs to: its first segment, or the path itself for single-segment pages. */
export function topKeyOf(path: string, link?: string | null): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 1 && !STANDALONE_PATHS.includes(path) && !link) return `/${segments[0]}`;
  return path;
}

interface TopNavState {
  /** Top menu chosen in the top navigation without navigating (only shows its side menu). */
  chosen: { key: string; fromPath: string } | null;
  choose: (key: string, fromPath: string) => void;
}

export const useTopNavStore = create<TopNavState>()((set) => ({
  chosen: null,
  choose: (key, fromPath) => set({ chosen: { key, fromPath } }),
}));

/** Active top key and the side menu (its children) for top-navigation mode. */
export function useTopMenu() {
  const topbarRouters = usePermissionStore((s) => s.topbarRouters);
  const { pathname } = useLocation();
  const chosen = useTopNavStore((s) => s.chosen);
  return useMemo(() => {
    const menus = topMenus(topbarRouters);
    const activeKey = chosen && chosen.fromPath === pathname ? chosen.key : topKeyOf(pathname);
    const active = menus.find((m) => m.key === activeKey);
    const children = active && !isExternal(active.key) ? (active.route.children ?? []) : [];
    return { menus, activeKey, active, sideRoutes: children, sideBase: active?.key ?? '/' };
  }, [topbarRouters, pathname, chosen]);
}
