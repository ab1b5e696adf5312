import type { Lang, ServerDates, SysMenu, TreeSelectNode } from '@ceping/contract';
import type { sysMenu } from '../../../db/schema/index.ts';

export type MenuTableRow = typeof sysMenu.$inferSelect;
/** A menu as a response carries it (dates still `Date`). */
export type ServerSysMenu = ServerDates<SysMenu, 'createTime' | 'updateTime'>;

/** RuoYi's SysMenu JSON (with `menuNameEn`); `isFrame`/`isCache` travel as "0"/"1" strings, as RuoYi's entity holds them. */
export function toSysMenu(m: MenuTableRow, parentName: string | null = null): ServerSysMenu {
  return {
    menuId: m.menuId,
    menuName: m.menuName,
    menuNameEn: m.menuNameEn,
    parentName,
    parentId: m.parentId,
    orderNum: m.orderNum,
    path: m.path,
    component: m.component,
    query: m.query,
    routeName: m.routeName,
    isFrame: String(m.isFrame),
    isCache: String(m.isCache),
    menuType: m.menuType,
    visible: m.visible,
    status: m.status,
    perms: m.perms,
    icon: m.icon,
    children: [],
    createBy: m.createBy,
    createTime: m.createTime,
    updateBy: m.updateBy,
    updateTime: m.updateTime,
    remark: m.remark,
  };
}

/** A menu's title in the caller's language (the English one when there is one). */
export const menuTitle = (m: Pick<MenuTableRow, 'menuName' | 'menuNameEn'>, lang: Lang) => (lang === 'en-US' && m.menuNameEn ? m.menuNameEn : m.menuName);

/**
 * RuoYi's `buildMenuTreeSelect`: menus whose parent is not in the list are roots (so a filtered or
 * partial list still shows), children in list order, labels in `lang`, `disabled` always false.
 */
export function menuTreeSelect(rows: Pick<MenuTableRow, 'menuId' | 'parentId' | 'menuName' | 'menuNameEn'>[], lang: Lang): TreeSelectNode[] {
  const nodes = new Map<number, TreeSelectNode>(rows.map((m) => [m.menuId, { id: m.menuId, label: menuTitle(m, lang), disabled: false }]));
  const roots: TreeSelectNode[] = [];
  for (const m of rows) {
    const node = nodes.get(m.menuId) as TreeSelectNode;
    const parent = m.parentId !== m.menuId ? nodes.get(m.parentId) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}
