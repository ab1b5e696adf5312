import { FIRST_CUSTOM_ROLE_ID, Perm, type RoleAdd, type RoleDataScope, type RoleEdit } from '@ceping/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { dataScopeOf } from '../../../core/access.ts';
import { fail } from '../../../core/errors.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysDept, sysRole, sysRoleDept, sysRoleMenu } from '../../../db/schema/index.ts';
import { type AccessDeps, changeUserAccess, deptTree } from '../user/index.ts';
import {
  checkDeptsVisible,
  checkMenusExist,
  checkRoleVisible,
  checkedDeptIds,
  findRole,
  grantableMenuIds,
  holderCount,
  isAdminRole,
  lockRoleNames,
  menusOfRole,
  replaceRoleDepts,
  replaceRoleMenus,
  roleTaken,
} from './repo.ts';
import { type ServerSysRole, toSysRole } from './view.ts';

export type RoleDeps = AccessDeps;

/** The super-admin role is never changed here (RuoYi `checkRoleAllowed`). */
function assertNotAdminRole(roleId: number): void {
  if (isAdminRole(roleId)) throw fail('role.admin.protected');
}

/** True when the caller's own data scope under `perm` is "all data" (the super admin, or a role with scope 1). */
const seesAllData = (caller: LoginUser, perm: string) => dataScopeOf(caller, perm, { dept: sysDept.deptId }) === undefined;

/** A live role the caller may see under `perm`; a scoped caller is refused a foreign or missing role alike. */
async function visibleRole(db: Executor, caller: LoginUser, perm: string, roleId: number) {
  await checkRoleVisible(db, caller, perm, [roleId]);
  const role = await findRole(db, roleId);
  if (!role) throw fail('role.notFound');
  return role;
}

/** `GET /system/role/{roleId}`. */
export async function roleDetail(db: Executor, caller: LoginUser, roleId: number): Promise<ServerSysRole> {
  return toSysRole(await visibleRole(db, caller, Perm.role.query, roleId));
}

/**
 * The menus a role ends up with when `caller` submits `requested`. The super admin sets them as
 * asked. Anyone else can grant only menus it holds itself (a role holder with `system:role:edit`
 * must not hand out more than it has), and a role keeps the menus the caller cannot see: its tree
 * showed only the caller's own menus, so their absence from the request is no removal.
 */
async function resultingMenus(db: Executor, caller: LoginUser, requested: number[], current: number[]): Promise<number[]> {
  await checkMenusExist(db, requested);
  const grantable = await grantableMenuIds(db, caller);
  if (grantable === 'all') return [...new Set(requested)];
  if (requested.some((id) => !grantable.has(id))) throw fail('role.menu.notHeld');
  return [...new Set([...requested, ...current.filter((id) => !grantable.has(id))])];
}

export async function createRole(d: RoleDeps, caller: LoginUser, body: RoleAdd): Promise<number> {
  const menus = await resultingMenus(d.db, caller, body.menuIds ?? [], []);
  return d.db.transaction(async (tx) => {
    await lockRoleNames(tx);
    if (await roleTaken(tx, 'roleName', body.roleName)) throw fail('role.add.nameExists', body.roleName);
    if (await roleTaken(tx, 'roleKey', body.roleKey)) throw fail('role.add.keyExists', body.roleName);
    const [created] = await tx
      .insert(sysRole)
      .values({
        roleName: body.roleName,
        roleNameEn: body.roleNameEn || null,
        roleKey: body.roleKey,
        roleSort: body.roleSort,
        // RuoYi's default is "all data"; a creator that does not see all data itself starts the role at "only self".
        dataScope: seesAllData(caller, Perm.role.add) ? '1' : '5',
        menuCheckStrictly: body.menuCheckStrictly ?? true,
        deptCheckStrictly: body.deptCheckStrictly ?? true,
        status: body.status ?? '0',
        remark: body.remark ?? null,
        createBy: caller.userName,
      })
      .returning({ roleId: sysRole.roleId });
    await replaceRoleMenus(tx, created.roleId, menus);
    return created.roleId;
  });
}

export async function updateRole(d: RoleDeps, caller: LoginUser, body: RoleEdit): Promise<void> {
  const perm = Perm.role.edit;
  assertNotAdminRole(body.roleId);
  const current = await visibleRole(d.db, caller, perm, body.roleId);
  if (current.roleId < FIRST_CUSTOM_ROLE_ID && body.roleKey !== current.roleKey) throw fail('role.key.builtin', current.roleName);
  const menus = body.menuIds ? await resultingMenus(d.db, caller, body.menuIds, await menusOfRole(d.db, body.roleId)) : undefined;
  await changeUserAccess(d, async (tx, access) => {
    await lockRoleNames(tx);
    if (await roleTaken(tx, 'roleName', body.roleName, body.roleId)) throw fail('role.edit.nameExists', body.roleName);
    if (await roleTaken(tx, 'roleKey', body.roleKey, body.roleId)) throw fail('role.edit.keyExists', body.roleName);
    const changed = await tx
      .update(sysRole)
      .set({
        roleName: body.roleName,
        roleNameEn: body.roleNameEn || null,
        roleKey: body.roleKey,
        roleSort: body.roleSort,
        status: body.status,
        menuCheckStrictly: body.menuCheckStrictly,
        deptCheckStrictly: body.deptCheckStrictly,
        remark: body.remark,
        updateBy: caller.userName,
        updateTime: new Date(),
      })
      .where(and(eq(sysRole.roleId, body.roleId), eq(sysRole.delFlag, '0')))
      .returning({ roleId: sysRole.roleId });
    if (changed.length === 0) throw fail('role.notFound');
    if (menus) await replaceRoleMenus(tx, body.roleId, menus);
    // Key, status and menus decide what holders may do: their live sessions reload on their next request.
    access.rolesChanged([body.roleId]);
  });
}

/** `PUT /system/role/dataScope`: the scope and, for "custom", its depts (other scopes keep none). */
export async function updateDataScope(d: RoleDeps, caller: LoginUser, body: RoleDataScope): Promise<void> {
  const perm = Perm.role.edit;
  assertNotAdminRole(body.roleId);
  await visibleRole(d.db, caller, perm, body.roleId);
  if (body.dataScope === '1' && !seesAllData(caller, perm)) throw fail('role.dataScope.tooWide');
  const deptIds = body.dataScope === '2' ? (body.deptIds ?? []) : [];
  await checkDeptsVisible(d.db, caller, perm, deptIds);
  await changeUserAccess(d, async (tx, access) => {
    const changed = await tx
      .update(sysRole)
      .set({ dataScope: body.dataScope, deptCheckStrictly: body.deptCheckStrictly, updateBy: caller.userName, updateTime: new Date() })
      .where(and(eq(sysRole.roleId, body.roleId), eq(sysRole.delFlag, '0')))
      .returning({ roleId: sysRole.roleId });
    if (changed.length === 0) throw fail('role.notFound');
    await replaceRoleDepts(tx, body.roleId, deptIds);
    access.rolesChanged([body.roleId]);
  });
}

export async function changeRoleStatus(d: RoleDeps, caller: LoginUser, roleId: number, status: '0' | '1'): Promise<void> {
  assertNotAdminRole(roleId);
  await visibleRole(d.db, caller, Perm.role.edit, roleId);
  await changeUserAccess(d, async (tx, access) => {
    const changed = await tx
      .update(sysRole)
      .set({ status, updateBy: caller.userName, updateTime: new Date() })
      .where(and(eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0')))
      .returning({ roleId: sysRole.roleId });
    if (changed.length === 0) throw fail('role.notFound');
    access.rolesChanged([roleId]);
  });
}

/** Soft-deletes roles no user holds; built-in roles and a role still assigned refuse the whole request. */
export async function deleteRoles(db: Db, caller: LoginUser, roleIds: number[]): Promise<void> {
  for (const id of roleIds) assertNotAdminRole(id);
  await checkRoleVisible(db, caller, Perm.role.remove, roleIds);
  await db.transaction(async (tx) => {
    // Locked: a user assignment waits (it reads the role `for share`), so no holder appears meanwhile.
    const rows = await tx
      .select()
      .from(sysRole)
      .where(and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')))
      .for('update');
    if (rows.length !== roleIds.length) throw fail('role.notFound');
    for (const r of rows.sort((a, b) => roleIds.indexOf(a.roleId) - roleIds.indexOf(b.roleId))) {
      if (r.roleId < FIRST_CUSTOM_ROLE_ID) throw fail('role.delete.builtin', r.roleName);
      if ((await holderCount(tx, r.roleId)) > 0) throw fail('role.delete.assigned', r.roleName);
    }
    await tx.update(sysRole).set({ delFlag: '2', updateBy: caller.userName, updateTime: new Date() }).where(inArray(sysRole.roleId, roleIds));
    await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
    await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds));
  });
}

/** `GET /system/role/deptTree/{roleId}`: the caller's scoped dept tree and the role's custom depts. */
export async function roleDeptTree(db: Executor, caller: LoginUser, roleId: number) {
  const role = await visibleRole(db, caller, Perm.role.query, roleId);
  const [checkedKeys, depts] = await Promise.all([checkedDeptIds(db, roleId, role.deptCheckStrictly), deptTree(db, caller, Perm.role.query, {})]);
  return { checkedKeys, depts: depts.map(withDisabled) };
}

type Tree = { id: number; label: string; disabled?: boolean; children?: Tree[] };
type StrictTree = { id: number; label: string; disabled: boolean; children?: StrictTree[] };
/** RuoYi's TreeSelect always carries `disabled`. */
function withDisabled(n: Tree): StrictTree {
  return { id: n.id, label: n.label, disabled: n.disabled ?? false, ...(n.children?.length ? { children: n.children.map(withDisabled) } : {}) };
}
