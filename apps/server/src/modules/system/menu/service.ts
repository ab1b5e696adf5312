import { ALL_PERMISSION, type Lang, type MenuAdd, type MenuEdit, type MessageKey } from '@ceping/contract';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { isAdminUser } from '../../../core/access.ts';
import { fail, warn } from '../../../core/errors.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysMenu, sysRoleMenu } from '../../../db/schema/index.ts';
import { checkRoleVisible, checkedMenuIds, findRole } from '../role/index.ts';
import { type AccessDeps, changeUserAccess } from '../user/index.ts';
import { callerMenus, findMenu, rolesOfMenu } from './repo.ts';
import { type ServerSysMenu, menuTreeSelect, toSysMenu } from './view.ts';

export type MenuDeps = AccessDeps;
type Body = MenuAdd | MenuEdit;
const isEdit = (b: Body): b is MenuEdit => 'menuId' in b && typeof b.menuId === 'number';
const isHttp = (s: string) => /^https?:\/\//i.test(s);

export async function menuDetail(db: Executor, menuId: number): Promise<ServerSysMenu> {
  const found = await findMenu(db, menuId);
  if (!found) throw fail('menu.notFound');
  return toSysMenu(found.row, found.parentName);
}

/** `GET /system/menu/treeselect`: the caller's menus as a tree. */
export async function callerMenuTree(db: Executor, caller: LoginUser, lang: Lang) {
  return menuTreeSelect(
    (await callerMenus(db, caller, {})).map((r) => r.row),
    lang,
  );
}

/** `GET /system/menu/roleMenuTreeselect/{roleId}`: the caller's menus as a tree and the role's menus checked in it. */
export async function roleMenuTree(db: Executor, caller: LoginUser, roleId: number, lang: Lang) {
  // Any role of the caller qualifies (the route has no permission of its own, as in RuoYi).
  await checkRoleVisible(db, caller, undefined, [roleId]);
  const role = await findRole(db, roleId);
  if (!role) throw fail('role.notFound');
  const [checkedKeys, menus] = await Promise.all([checkedMenuIds(db, roleId, role.menuCheckStrictly), callerMenuTree(db, caller, lang)]);
  return { checkedKeys, menus };
}

/**
 * The columns a menu of this type keeps (RuoYi's form shows no route for a button, no component for a
 * directory). A button keeps the path it was sent, as RuoYi does (its seed gives buttons `#`); sent
 * none, a new button's is empty and an edited one keeps its own, as RuoYi's update leaves out an
 * empty path.
 */
function columnsOf(b: Body) {
  const base = {
    menuName: b.menuName,
    menuNameEn: b.menuNameEn || null,
    parentId: b.parentId,
    orderNum: b.orderNum,
    menuType: b.menuType,
    status: b.status,
    remark: b.remark ?? '',
  };
  if (b.menuType === 'F')
    return {
      ...base,
      ...(b.path ? { path: b.path } : {}),
      component: null,
      query: null,
      routeName: '',
      isFrame: 1,
      isCache: 0,
      visible: '0',
      perms: b.perms || null,
      icon: '#',
    };
  const route = { ...base, path: b.path ?? '', isFrame: Number(b.isFrame), visible: b.visible, icon: b.icon || '#' };
  if (b.menuType === 'M') return { ...route, component: null, query: null, routeName: '', isCache: 0, perms: null };
  return { ...route, component: b.component || null, query: b.query || null, routeName: b.routeName ?? '', isCache: Number(b.isCache), perms: b.perms || null };
}

/** RuoYi's checks of a saved menu, in its order, with the add or edit wording, plus the tree's own rules. */
async function checkMenu(tx: Executor, caller: LoginUser, b: Body): Promise<void> {
  const edit = isEdit(b);
  const key = (what: string) => `menu.${edit ? 'edit' : 'add'}.${what}` as MessageKey;
  const self = edit ? b.menuId : 0;
  if (b.parentId !== 0) {
    const parent = await findMenu(tx, b.parentId);
    if (!parent) throw fail('menu.parent.notFound');
    if (parent.row.menuType === 'F') throw fail('menu.parent.button');
  }
  const [sameName] = await tx
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(and(eq(sysMenu.menuName, b.menuName), eq(sysMenu.parentId, b.parentId), edit ? ne(sysMenu.menuId, self) : undefined))
    .limit(1);
  if (sameName) throw fail(key('nameExists'), b.menuName);
  if (b.menuType !== 'F' && b.isFrame === '0' && !isHttp(b.path ?? '')) throw fail(key('frameUrl'), b.menuName);
  if (edit) {
    if (b.parentId === b.menuId) throw fail('menu.edit.parentSelf', b.menuName);
    if (await isDescendant(tx, b.parentId, b.menuId)) throw fail('menu.edit.parentCycle', b.menuName);
    if (b.menuType === 'F') {
      const [{ n }] = await tx.select({ n: count() }).from(sysMenu).where(eq(sysMenu.parentId, b.menuId));
      if (n > 0) throw fail('menu.parent.button');
    }
  }
  if (b.menuType !== 'F' && (await routeTaken(tx, b, self))) throw fail(key('routeExists'), b.menuName);
  if (b.menuType !== 'M' && b.perms) assertPermsHeld(caller, b.perms);
}

/** True when `candidate` lies in the subtree under `menuId` (saving it as the parent would make a cycle). */
async function isDescendant(tx: Executor, candidate: number, menuId: number): Promise<boolean> {
  if (candidate === 0) return false;
  const all = await tx.select({ id: sysMenu.menuId, parentId: sysMenu.parentId }).from(sysMenu);
  const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
  const seen = new Set<number>();
  for (let id = candidate; id !== 0 && !seen.has(id); id = parentOf.get(id) ?? 0) {
    if (id === menuId) return true;
    seen.add(id);
  }
  return false;
}

/**
 * RuoYi 3.9.2's route check among the other directories and pages: the same path (any case) under the
 * same parent, the same path at the top level, or the same route name (a menu without one is named
 * by its path) anywhere.
 */
async function routeTaken(tx: Executor, b: Body, self: number): Promise<boolean> {
  const path = (b.path ?? '').toLowerCase();
  const name = (b.menuType === 'C' && b.routeName ? b.routeName : (b.path ?? '')).toLowerCase();
  const others = await tx
    .select({ parentId: sysMenu.parentId, path: sysMenu.path, routeName: sysMenu.routeName, menuType: sysMenu.menuType })
    .from(sysMenu)
    .where(and(inArray(sysMenu.menuType, ['M', 'C']), ne(sysMenu.menuId, self)));
  return others.some((o) => {
    const oPath = o.path.toLowerCase();
    const oName = (o.routeName || o.path).toLowerCase();
    if (path && oPath === path && (o.parentId === b.parentId || b.parentId === 0)) return true;
    return name !== '' && oName === name;
  });
}

/** A caller other than the super admin cannot put a permission string it does not hold on a menu (and so on a role). */
function assertPermsHeld(caller: LoginUser, perms: string): void {
  if (isAdminUser(caller) || caller.permissions.includes(ALL_PERMISSION)) return;
  const held = new Set(caller.permissions);
  if (
    perms
      .split(',')
      .map((p) => p.trim())
      .some((p) => p && !held.has(p))
  )
    throw fail('menu.perms.notHeld');
}

export async function createMenu(db: Db, caller: LoginUser, body: MenuAdd): Promise<number> {
  return db.transaction(async (tx) => {
    await checkMenu(tx, caller, body);
    const [created] = await tx
      .insert(sysMenu)
      .values({ ...columnsOf(body), createBy: caller.userName })
      .returning({ menuId: sysMenu.menuId });
    return created.menuId;
  });
}

/** Saves a menu; the holders of every role granted it reload their permissions on their next request. */
export async function updateMenu(d: MenuDeps, caller: LoginUser, body: MenuEdit): Promise<void> {
  await changeUserAccess(d, async (tx, access) => {
    const [current] = await tx.select({ id: sysMenu.menuId }).from(sysMenu).where(eq(sysMenu.menuId, body.menuId)).for('update');
    if (!current) throw fail('menu.notFound');
    await checkMenu(tx, caller, body);
    await tx
      .update(sysMenu)
      .set({ ...columnsOf(body), updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysMenu.menuId, body.menuId));
    access.rolesChanged(await rolesOfMenu(tx, body.menuId));
  });
}

/** Deletes one menu; children or a role grant refuse it with RuoYi's warnings (code 601). */
export async function deleteMenu(db: Db, menuId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: sysMenu.menuId }).from(sysMenu).where(eq(sysMenu.menuId, menuId)).for('update');
    if (!current) throw fail('menu.notFound');
    const [{ children }] = await tx.select({ children: count() }).from(sysMenu).where(eq(sysMenu.parentId, menuId));
    if (children > 0) throw warn('menu.delete.hasChildren');
    const [{ grants }] = await tx.select({ grants: count() }).from(sysRoleMenu).where(eq(sysRoleMenu.menuId, menuId));
    if (grants > 0) throw warn('menu.delete.assigned');
    await tx.delete(sysMenu).where(eq(sysMenu.menuId, menuId));
  });
}

/** `PUT /system/menu/updateSort`: pairs of ids and orders, all or nothing. */
export async function updateMenuSort(db: Db, caller: LoginUser, menuIds: number[], orderNums: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < menuIds.length; i++) {
      const changed = await tx
        .update(sysMenu)
        .set({ orderNum: orderNums[i], updateBy: caller.userName, updateTime: new Date() })
        .where(eq(sysMenu.menuId, menuIds[i]))
        .returning({ id: sysMenu.menuId });
      if (changed.length === 0) throw fail('menu.sort.invalid');
    }
  });
}
