import type { MenuProps } from 'antd';
import { menuIcon } from '../../components/menuIcons.tsx';
import { isExternal, type MenuNode, resolvePath, visibleChildren, withQuery } from '../../utils/menuTree.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Where a leaf key leads: an in-app location (with the menu's default query) or an external URL. */
export interface MenuTarget {
  to: string;
  external: boolean;
}

export interface BuiltMenu {
  items: MenuItem[];
  targets: Map<string, MenuTarget>;
}

function leaf(key: string, route: MenuNode, icon: string | null | undefined, targets: Map<string, MenuTarget>): MenuItem | null {
  const title = route.meta?.title;
  if (!title) return null;
  // an http(s) path opens in a new tab; an InnerLink page (meta.link) stays in the app as an iframe
  const external = isExternal(key);
  targets.set(key, { to: external ? key : withQuery(key, route.query), external });
  const label = external ? (
    <a href={key} target="_blank" rel="noopener noreferrer">
      {title}
    </a>
  ) : (
    <span title={title.length > 5 ? title : undefined}>{title}</span>
  );
  return { key, icon: menuIcon(icon), label };
}

function build(routes: readonly MenuNode[], base: string, targets: Map<string, MenuTarget>): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const path = resolvePath(base, route.path);
    const children = visibleChildren(route);
    const only = children.length === 1 ? children[0] : undefined;
    if (only && !route.alwaysShow && visibleChildren(only).length === 0) {
      const item = leaf(resolvePath(path, only.path), only, only.meta?.icon || route.meta?.icon, targets);
      if (item) items.push(item);
      continue;
    }
    if (children.length === 0) {
      const item = leaf(path, route, route.meta?.icon, targets);
      if (item) items.push(item);
      continue;
    }
    const title = route.meta?.title;
    const sub = build(children, path, targets);
    if (!title) {
      items.push(...sub);
      continue;
    }
    items.push({
      key: path,
      icon: menuIcon(route.meta?.icon),
      label: <span title={title.length > 5 ? title : undefined}>{title}</span>,
      children: sub,
    });
  }
  return items;
}

/**
 * Turns the server menu tree into antd Menu items, with RuoYi's rules: hidden entries are skipped,
 * a directory with exactly one visible leaf child (and no `alwaysShow`) shows that child directly,
 * paths are resolved against their parents and external links open in a new tab.
 */
export function buildMenuItems(routes: readonly MenuNode[], base = '/'): BuiltMenu {
  const targets = new Map<string, MenuTarget>();
  return { items: build(routes, base, targets), targets };
}

/** Keys of the sub-menus that contain `key` (outermost first), to open them. */
export function parentKeys(items: readonly MenuItem[], key: string, trail: string[] = []): string[] | null {
  for (const item of items) {
    if (!item || !('key' in item)) continue;
    if (item.key === key) return trail;
    if ('children' in item && Array.isArray(item.children)) {
      const found = parentKeys(item.children, key, [...trail, String(item.key)]);
      if (found) return found;
    }
  }
  return null;
}
