import type { MenuType, SysMenu } from '@ceping/contract';

/** The fields of the menu dialog that depend on the type (RuoYi's `v-if`s). */
export type MenuField = 'icon' | 'routeName' | 'isFrame' | 'path' | 'component' | 'perms' | 'query' | 'isCache' | 'visible';

const FIELDS: Record<MenuType, readonly MenuField[]> = {
  // a directory: a route, an icon, shown or hidden; no page, no permission
  M: ['icon', 'isFrame', 'path', 'visible'],
  // a page: everything
  C: ['icon', 'routeName', 'isFrame', 'path', 'component', 'perms', 'query', 'isCache', 'visible'],
  // a button: only its permission
  F: ['perms'],
};

/** Which type-dependent fields the dialog shows for `type`. */
export function menuFields(type: MenuType): ReadonlySet<MenuField> {
  return new Set(FIELDS[type]);
}

/** RuoYi's type tag of the tree table: external links (isFrame 0) first, then directory, page, button. */
export function menuTypeTag(menuType: string, isFrame: string): { key: 'link' | 'dir' | 'page' | 'button'; color: string } {
  if ((menuType === 'M' || menuType === 'C') && isFrame === '0') return { key: 'link', color: 'red' };
  if (menuType === 'M') return { key: 'dir', color: 'blue' };
  if (menuType === 'C') return { key: 'page', color: 'green' };
  return { key: 'button', color: 'orange' };
}

/** A menu row of the tree table; leaves carry no `children` (an empty list would draw an expander). */
export type MenuNode = Omit<SysMenu, 'children'> & { children?: MenuNode[] };

/** A flat menu list as a tree (RuoYi `handleTree`: a row whose parent is absent is a root, so a filtered list still shows). */
export function menuTreeOf(rows: readonly SysMenu[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(
    rows.map((r) => {
      const { children: _none, ...row } = r;
      return [r.menuId, row];
    }),
  );
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.menuId) as MenuNode;
    const parent = r.parentId !== r.menuId ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** Ids of the rows that have children (what "expand all" opens). */
export function expandableIds(nodes: readonly MenuNode[]): number[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.menuId, ...expandableIds(n.children)] : []));
}
