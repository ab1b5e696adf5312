import type { MenuListQuery } from '@ceping/contract';
import { type SQL, and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdminUser } from '../../../core/access.ts';
import { likeOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Executor } from '../../../db/client.ts';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../../db/schema/index.ts';
import { type MenuTableRow, type ServerSysMenu, toSysMenu } from './view.ts';

const parent = alias(sysMenu, 'parent');

function filters(q: MenuListQuery): SQL | undefined {
  return and(
    q.menuName ? ilike(sysMenu.menuName, likeOf(q.menuName) ?? '') : undefined,
    q.visible ? eq(sysMenu.visible, q.visible) : undefined,
    q.status ? eq(sysMenu.status, q.status) : undefined,
  );
}

/** Menu ids granted to the caller through its enabled roles (undefined for the super admin: every menu). */
function ownMenuIds(db: Executor, caller: LoginUser) {
  if (isAdminUser(caller)) return undefined;
  return db
    .selectDistinct({ id: sysRoleMenu.menuId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
    .where(and(eq(sysUserRole.userId, caller.userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
}

/**
 * RuoYi's `selectMenuList(userId)`: every menu for the super admin, else the menus of the caller's
 * roles; filtered, ordered by parent and order.
 */
export async function callerMenus(db: Executor, caller: LoginUser, q: MenuListQuery): Promise<{ row: MenuTableRow; parentName: string | null }[]> {
  const own = ownMenuIds(db, caller);
  const rows = await db
    .select({ row: sysMenu, parentName: parent.menuName })
    .from(sysMenu)
    .leftJoin(parent, eq(parent.menuId, sysMenu.parentId))
    .where(and(filters(q), own ? inArray(sysMenu.menuId, own) : undefined))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
  return rows;
}

export async function listMenus(db: Executor, caller: LoginUser, q: MenuListQuery): Promise<ServerSysMenu[]> {
  return (await callerMenus(db, caller, q)).map((r) => toSysMenu(r.row, r.parentName));
}

/** One menu with its parent's name, or undefined. */
export async function findMenu(db: Executor, menuId: number): Promise<{ row: MenuTableRow; parentName: string | null } | undefined> {
  const [found] = await db
    .select({ row: sysMenu, parentName: parent.menuName })
    .from(sysMenu)
    .leftJoin(parent, eq(parent.menuId, sysMenu.parentId))
    .where(eq(sysMenu.menuId, menuId));
  return found;
}

/** Ids of the roles a menu is granted to. */
export async function rolesOfMenu(db: Executor, menuId: number): Promise<number[]> {
  return (await db.select({ id: sysRoleMenu.roleId }).from(sysRoleMenu).where(eq(sysRoleMenu.menuId, menuId))).map((r) => r.id);
}
