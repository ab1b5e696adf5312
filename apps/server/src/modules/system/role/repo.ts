import { ADMIN_ROLE_ID, ALL_PERMISSION, type RoleListQuery } from '@ceping/contract';
import { type SQL, and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { dataScopeOf, isAdminUser } from '../../../core/access.ts';
import { fail } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Executor } from '../../../db/client.ts';
import { sysDept, sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/index.ts';
import { type RoleRow, type ServerSysRole, toSysRole } from './view.ts';

/** The list filters shared by `/list`, `/export` and `optionselect`. */
export type RoleFilters = Partial<RoleListQuery>;

const SORTABLE = {
  roleId: sysRole.roleId,
  roleName: sysRole.roleName,
  roleKey: sysRole.roleKey,
  roleSort: sysRole.roleSort,
  status: sysRole.status,
  createTime: sysRole.createTime,
};

/**
 * RuoYi's role data scope: a caller sees the roles held by users of the departments it may see
 * (the role list joins sys_user_role, sys_user and sys_dept and filters on the dept). An undefined
 * `perm` lets every role of the caller qualify. `undefined` result: all roles.
 */
export function roleScope(db: Executor, caller: LoginUser, perm: string | undefined): SQL | undefined {
  const scope = dataScopeOf(caller, perm, { dept: sysUser.deptId });
  if (!scope) return undefined;
  const held = db
    .select({ id: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
    .where(and(eq(sysUser.delFlag, '0'), scope));
  return inArray(sysRole.roleId, held);
}

function listWhere(db: Executor, caller: LoginUser, perm: string, q: RoleFilters): SQL | undefined {
  return and(
    eq(sysRole.delFlag, '0'),
    q.roleId ? eq(sysRole.roleId, q.roleId) : undefined,
    q.roleName ? ilike(sysRole.roleName, likeOf(q.roleName) ?? '') : undefined,
    q.roleKey ? ilike(sysRole.roleKey, likeOf(q.roleKey) ?? '') : undefined,
    q.status ? eq(sysRole.status, q.status) : undefined,
    dateRangeOf(sysRole.createTime, q.params),
    roleScope(db, caller, perm),
  );
}

/** Roles matching `where`, by `role_sort`. */
const roleQuery = (db: Executor, q: RoleFilters, where: SQL | undefined) =>
  db
    .select()
    .from(sysRole)
    .where(where)
    .orderBy(...orderByOf(q, SORTABLE, [asc(sysRole.roleSort), asc(sysRole.roleId)]))
    .$dynamic();

/** A page of the roles matching the filters within the caller's data scope (a few rows: one statement, core/list-page.ts). */
export async function listRoles(db: Executor, caller: LoginUser, perm: string, q: RoleListQuery) {
  const where = listWhere(db, caller, perm, q);
  const page = await listPage(db, sysRole, where, q, roleQuery(db, q, where));
  return mapPage(page, toSysRole);
}

/** Every role matching the filters within the caller's data scope, neither paged nor counted: the export and the options. */
export async function allRoles(db: Executor, caller: LoginUser, perm: string, q: RoleFilters): Promise<ServerSysRole[]> {
  return (await roleQuery(db, q, listWhere(db, caller, perm, q))).map(toSysRole);
}

/** `checkRoleDataScope`: every id must be a live role the caller sees under `perm` (the super admin skips it). */
export async function checkRoleVisible(db: Executor, caller: LoginUser, perm: string | undefined, roleIds: number[]): Promise<void> {
  if (isAdminUser(caller) || roleIds.length === 0) return;
  const unique = [...new Set(roleIds)];
  const found = await db
    .select({ id: sysRole.roleId })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, unique), eq(sysRole.delFlag, '0'), roleScope(db, caller, perm)));
  if (found.length !== unique.length) throw fail('role.scope.denied');
}

/** A live role, or undefined. */
export async function findRole(db: Executor, roleId: number): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0')));
  return row;
}

/** True when another live role already uses this name or key (RuoYi checks both, among live roles). */
export async function roleTaken(db: Executor, field: 'roleName' | 'roleKey', value: string, exceptRoleId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sysRole.roleId })
    .from(sysRole)
    .where(and(eq(sysRole[field], value), eq(sysRole.delFlag, '0'), exceptRoleId ? ne(sysRole.roleId, exceptRoleId) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * The menus of a role, as the role form's tree checks them: with `strictly` (the tree's parents and
 * children linked), menus that are the parent of another granted menu are left out, so checking the
 * keys does not tick every child of a half-granted directory.
 */
export async function checkedMenuIds(db: Executor, roleId: number, strictly: boolean): Promise<number[]> {
  const granted = await db
    .select({ id: sysMenu.menuId, parentId: sysMenu.parentId })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(eq(sysRoleMenu.roleId, roleId))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
  if (!strictly) return granted.map((m) => m.id);
  const parents = new Set(granted.map((m) => m.parentId));
  return granted.filter((m) => !parents.has(m.id)).map((m) => m.id);
}

/** The custom-scope depts of a role, left out parents of other linked depts when `strictly` (as for menus). */
export async function checkedDeptIds(db: Executor, roleId: number, strictly: boolean): Promise<number[]> {
  const linked = await db
    .select({ id: sysDept.deptId, parentId: sysDept.parentId })
    .from(sysRoleDept)
    .innerJoin(sysDept, eq(sysDept.deptId, sysRoleDept.deptId))
    .where(and(eq(sysRoleDept.roleId, roleId), eq(sysDept.delFlag, '0')))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
  if (!strictly) return linked.map((d) => d.id);
  const parents = new Set(linked.map((d) => d.parentId));
  return linked.filter((d) => !parents.has(d.id)).map((d) => d.id);
}

/** Menu ids the caller may grant: every menu for the super admin, else the menus of its own enabled roles. */
export async function grantableMenuIds(db: Executor, caller: LoginUser): Promise<Set<number> | 'all'> {
  if (isAdminUser(caller) || caller.permissions.includes(ALL_PERMISSION)) return 'all';
  const rows = await db
    .selectDistinct({ id: sysRoleMenu.menuId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
    .where(and(eq(sysUserRole.userId, caller.userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
  return new Set(rows.map((r) => r.id));
}

/** Every id must be an existing menu. */
export async function checkMenusExist(db: Executor, menuIds: number[]): Promise<void> {
  const unique = [...new Set(menuIds)];
  if (unique.length === 0) return;
  const found = await db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.menuId, unique));
  if (found.length !== unique.length) throw fail('role.menu.notFound');
}

/** The menus now granted to a role. */
export async function menusOfRole(db: Executor, roleId: number): Promise<number[]> {
  return (await db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))).map((r) => r.id);
}

export async function replaceRoleMenus(tx: Executor, roleId: number, menuIds: number[]): Promise<void> {
  await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  const unique = [...new Set(menuIds)];
  if (unique.length) await tx.insert(sysRoleMenu).values(unique.map((menuId) => ({ roleId, menuId })));
}

export async function replaceRoleDepts(tx: Executor, roleId: number, deptIds: number[]): Promise<void> {
  await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
  const unique = [...new Set(deptIds)];
  if (unique.length) await tx.insert(sysRoleDept).values(unique.map((deptId) => ({ roleId, deptId })));
}

/** Every id must be a live dept the caller may see under `perm`. */
export async function checkDeptsVisible(db: Executor, caller: LoginUser, perm: string, deptIds: number[]): Promise<void> {
  const unique = [...new Set(deptIds)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(inArray(sysDept.deptId, unique), eq(sysDept.delFlag, '0'), dataScopeOf(caller, perm, { dept: sysDept.deptId })));
  if (found.length !== unique.length) throw fail(isAdminUser(caller) ? 'user.dept.notFound' : 'dept.scope.denied');
}

/** Number of user links of a role (RuoYi `countUserRoleByRoleId`). */
export async function holderCount(db: Executor, roleId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(sysUserRole).where(eq(sysUserRole.roleId, roleId));
  return n;
}

/** True when the super admin role: it is never changed through the role screens. */
export const isAdminRole = (roleId: number) => roleId === ADMIN_ROLE_ID;

/** Serialises writes that check role names and keys for uniqueness (sys_role has no unique index on them). */
export async function lockRoleNames(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_NAMES_LOCK})`);
}
const ROLE_NAMES_LOCK = 7_204_001;
