import { useCallback } from 'react';
import { usePermissionStore } from '../stores/permission.ts';
import { flattenMenus } from '../utils/menuTree.ts';

/**
 * Where a screen lives for this user: the path of the server menu entry that shows `component`
 * (e.g. `/seller/publish` for `user/publish/index`), or `fallback` (a fixed route) when the menu
 * has none. Links inside the console use it so they reuse the menu's tab instead of opening a twin.
 */
export function useMenuPath() {
  const server = usePermissionStore((s) => s.topbarRouters);
  return useCallback(
    /** `hidden`: also a menu entry hidden from the sidebar (a page opened from another one, e.g. one shop's page). */
    (component: string, fallback: string, { hidden = false }: { hidden?: boolean } = {}) =>
      flattenMenus(server).find((e) => e.route.component === component && (hidden || !e.route.hidden))?.fullPath ?? fallback,
    [server],
  );
}
