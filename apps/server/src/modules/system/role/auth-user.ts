import { type AuthUser, type AuthUserListQuery, Perm, type ServerDates } from '@ceping/contract';
import { type SQL, and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { isAdminUser } from '../../../core/access.ts';
import { fail } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Executor } from '../../../db/client.ts';
import { sysRole, sysUser, sysUserRole } from '../../../db/schema/index.ts';
import { changeUserAccess, checkRoleScope, checkUserScope, userScope } from '../user/index.ts';
import { checkRoleVisible, isAdminRole } from './repo.ts';
import type { RoleDeps } from './service.ts';

type ServerAuthUser = ServerDates<AuthUser, 'createTime'>;

/** The super admin (user 1) keeps exactly its role: it is never added to nor taken from a role here. */
const SUPER_ADMIN_USER_ID = 1;

const holds = (roleId: number) =>
  sql`exists (select 1 from ${sysUserRole} where ${sysUserRole.userId} = ${sysUser.userId} and ${sysUserRole.roleId} = ${roleId})`;

/**
 * Users holding (`allocated`) or not holding the role, within the caller's user data scope under
 * `system:role:list`, by user id. The super admin is never offered for a role it does not hold.
 */
export async function authUserList(db: Executor, caller: LoginUser, q: AuthUserListQuery, allocated: boolean) {
  const where: SQL | undefined = and(
    eq(sysUser.delFlag, '0'),
    allocated ? holds(q.roleId) : sql`not ${holds(q.roleId)}`,
    allocated ? undefined : ne(sysUser.userId, SUPER_ADMIN_USER_ID),
    q.userName ? ilike(sysUser.userName, likeOf(q.userName) ?? '') : undefined,
    q.phonenumber ? ilike(sysUser.phonenumber, likeOf(q.phonenumber) ?? '') : undefined,
    userScope(caller, Perm.role.list),
  );
  // Every condition reads sys_user (the role through an `exists`), so the count reads sys_user alone:
  // above 10,000 matches of its 100,000 users the total is the planner's estimate (core/list-page.ts).
  const page = await listPage(
    db,
    sysUser,
    where,
    q,
    db
      .select({
        userId: sysUser.userId,
        deptId: sysUser.deptId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        email: sysUser.email,
        phonenumber: sysUser.phonenumber,
        status: sysUser.status,
        createTime: sysUser.createTime,
      })
      .from(sysUser)
      .where(where)
      .orderBy(asc(sysUser.userId)),
  );
  return mapPage(page, (r): ServerAuthUser => ({ ...r, admin: r.userId === SUPER_ADMIN_USER_ID }));
}

/** Checks shared by every assignment change: never the super-admin role or user, a role and users the caller may act on. */
async function checkAssignment(db: Executor, caller: LoginUser, roleId: number, userIds: number[]): Promise<void> {
  if (isAdminRole(roleId)) throw fail('role.admin.protected');
  if (userIds.includes(SUPER_ADMIN_USER_ID)) throw fail('user.admin.protected');
  await checkRoleVisible(db, caller, Perm.role.edit, [roleId]);
  await checkUserScope(db, caller, Perm.role.edit, userIds);
  if (isAdminUser(caller)) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(sysUser)
      .where(and(inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0')));
    if (n !== new Set(userIds).size) throw fail('role.user.notFound');
  }
}

/** Reads the role inside the assignment's transaction, sharing its lock with a deletion (which then waits or wins). */
async function liveRoleForShare(tx: Executor, roleId: number): Promise<void> {
  const [role] = await tx
    .select({ id: sysRole.roleId })
    .from(sysRole)
    .where(and(eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0')))
    .for('share');
  if (!role) throw fail('role.notFound');
}

/**
 * `PUT /system/role/authUser/selectAll`: gives the role to users. Beyond the role's data scope
 * (RuoYi), a caller other than the super admin cannot hand out a role granting more than it holds.
 */
export async function grantUsers(d: RoleDeps, caller: LoginUser, roleId: number, userIds: number[]): Promise<void> {
  await checkAssignment(d.db, caller, roleId, userIds);
  await checkRoleScope(d.db, caller, Perm.role.edit, [roleId]);
  await changeUserAccess(d, async (tx, access) => {
    await liveRoleForShare(tx, roleId);
    await access.grantRole(roleId, userIds);
  });
}

/** `PUT /system/role/authUser/cancel|cancelAll`: takes the role from users; none of them holding it is RuoYi's "操作失败". */
export async function revokeUsers(d: RoleDeps, caller: LoginUser, roleId: number, userIds: number[]): Promise<void> {
  await checkAssignment(d.db, caller, roleId, userIds);
  const removed = await changeUserAccess(d, (_tx, access) => access.revokeRole(roleId, userIds));
  if (removed.length === 0) throw fail('fail');
}
