import { type Lang, Perm, type UserAdd, type UserEdit } from '@ceping/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import type { LoginUser, Sessions } from '../../../core/session.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysUser, sysUserPost } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../core/password.ts';
import { changeUserAccess } from './access-change.ts';
import { allPosts, checkDeptScope, checkPosts, checkRoleScope, checkUserScope, findUser, isTaken, offeredRoles, postsOfUser, replacePosts } from './repo.ts';
import { defaultSiteId } from './placement.ts';
import { loadUserView, roleLite } from './view.ts';

export interface UserDeps {
  db: Db;
  sessions: Sessions;
}

const text = (v: string | null | undefined) => (v === undefined ? undefined : (v ?? ''));

/** The super admin (user 1) is never changed through user management. */
export function assertNotAdmin(userId: number): void {
  if (userId === 1) throw fail('user.admin.protected');
}

/** `GET /system/user/{id?}`: offered roles and posts, plus the user itself when an id is given. */
export async function userDetail(db: Executor, caller: LoginUser, lang: Lang, userId?: number) {
  const roles = (await offeredRoles(db, caller, Perm.user.query, userId)).map((r) => roleLite(r, lang));
  const posts = await allPosts(db);
  if (!userId) return { roles, posts };
  await checkUserScope(db, caller, Perm.user.query, [userId]);
  const view = await loadUserView(db, userId, lang);
  if (!view) throw notFound();
  const { row: _row, ...data } = view;
  const postIds = (await postsOfUser(db, userId)).map((p) => p.postId);
  return { data, roles, posts, postIds, roleIds: (data.roles ?? []).map((r) => r.roleId) };
}

export async function createUser(d: UserDeps, caller: LoginUser, body: UserAdd): Promise<number> {
  const perm = Perm.user.add;
  await checkDeptScope(d.db, caller, perm, body.deptId);
  await checkRoleScope(d.db, caller, perm, body.roleIds ?? []);
  await checkPosts(d.db, body.postIds ?? []);
  if (await isTaken(d.db, 'userName', body.userName)) throw fail('user.add.nameExists', body.userName);
  if (await isTaken(d.db, 'phonenumber', body.phonenumber)) throw fail('user.add.phoneExists', body.userName);
  if (await isTaken(d.db, 'email', body.email)) throw fail('user.add.emailExists', body.userName);
  const password = await hashPassword(body.password);
  try {
    return await changeUserAccess(d, async (tx, access) => {
      const [created] = await tx
        .insert(sysUser)
        .values({
          // The form has no site: an account an administrator adds belongs to the default site.
          siteId: await defaultSiteId(tx),
          userName: body.userName,
          nickName: body.nickName,
          deptId: body.deptId ?? null,
          email: body.email ?? '',
          phonenumber: body.phonenumber ?? '',
          sex: body.sex,
          status: body.status,
          remark: body.remark ?? null,
          password,
          pwdUpdateDate: null,
          createBy: caller.userName,
        })
        .returning({ userId: sysUser.userId });
      await access.replaceRoles(created.userId, body.roleIds ?? []);
      await replacePosts(tx, created.userId, body.postIds ?? []);
      return created.userId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('user.add.nameExists', body.userName);
    throw err;
  }
}

export async function updateUser(d: UserDeps, caller: LoginUser, body: UserEdit): Promise<void> {
  const perm = Perm.user.edit;
  assertNotAdmin(body.userId);
  await checkUserScope(d.db, caller, perm, [body.userId]);
  const current = await findUser(d.db, body.userId);
  if (!current) throw notFound();
  await checkDeptScope(d.db, caller, perm, body.deptId);
  await checkRoleScope(d.db, caller, perm, body.roleIds ?? []);
  await checkPosts(d.db, body.postIds ?? []);
  if (await isTaken(d.db, 'phonenumber', body.phonenumber, body.userId)) throw fail('user.edit.phoneExists', current.userName);
  if (await isTaken(d.db, 'email', body.email, body.userId)) throw fail('user.edit.emailExists', current.userName);
  await changeUserAccess(d, async (tx, access) => {
    await access.updateUsers(
      [body.userId],
      {
        deptId: body.deptId,
        nickName: body.nickName,
        email: text(body.email),
        phonenumber: text(body.phonenumber),
        sex: body.sex,
        status: body.status,
        remark: body.remark,
        updateBy: caller.userName,
        updateTime: new Date(),
      },
      eq(sysUser.delFlag, '0'),
    );
    if (body.roleIds) await access.replaceRoles(body.userId, body.roleIds);
    if (body.postIds) await replacePosts(tx, body.userId, body.postIds);
  });
}

export async function deleteUsers(d: UserDeps, caller: LoginUser, userIds: number[]): Promise<void> {
  if (userIds.includes(caller.userId)) throw fail('user.delete.self');
  if (userIds.includes(1)) throw fail('user.admin.protected');
  // A scoped caller gets the same refusal for a missing id as for a foreign one.
  await checkUserScope(d.db, caller, Perm.user.remove, userIds);
  await changeUserAccess(d, async (tx, access) => {
    const deleted = await access.updateUsers(userIds, { delFlag: '2', updateBy: caller.userName, updateTime: new Date() }, eq(sysUser.delFlag, '0'));
    // Every id must be a live user; otherwise nothing is deleted (RuoYi: not 操作成功 for a missing row).
    if (deleted.length !== new Set(userIds).size) throw notFound();
    await access.removeRoles(userIds);
    await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, userIds));
  });
}

/** Loads a user other than the super admin that the caller may change under `perm`. */
async function changeableUser(db: Executor, caller: LoginUser, perm: string, userId: number) {
  assertNotAdmin(userId);
  await checkUserScope(db, caller, perm, [userId]);
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  return user;
}

export async function resetPassword(d: UserDeps, caller: LoginUser, userId: number, password: string): Promise<void> {
  await changeableUser(d.db, caller, Perm.user.resetPwd, userId);
  const hashed = await hashPassword(password);
  await d.db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ password: hashed, pwdUpdateDate: new Date(), updateBy: caller.userName, updateTime: new Date() })
      .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  });
  await d.sessions.removeUsers([userId]);
}

export async function changeStatus(d: UserDeps, caller: LoginUser, userId: number, status: '0' | '1'): Promise<void> {
  await changeableUser(d.db, caller, Perm.user.edit, userId);
  await changeUserAccess(d, (_tx, access) =>
    access.updateUsers([userId], { status, updateBy: caller.userName, updateTime: new Date() }, eq(sysUser.delFlag, '0')),
  );
}

/** `GET /system/user/authRole/{id}`: the user and the offered roles, flagged when assigned. */
export async function authRoleView(db: Executor, caller: LoginUser, userId: number, lang: Lang) {
  await checkUserScope(db, caller, Perm.user.query, [userId]);
  const view = await loadUserView(db, userId, lang);
  if (!view) throw notFound();
  const { row: _row, ...user } = view;
  const assigned = new Set((user.roles ?? []).map((r) => r.roleId));
  const roles = (await offeredRoles(db, caller, Perm.user.query, userId)).map((r) => roleLite(r, lang, assigned.has(r.roleId)));
  return { user, roles };
}

export async function setUserRoles(d: UserDeps, caller: LoginUser, userId: number, roleIds: number[]): Promise<void> {
  const perm = Perm.user.edit;
  await changeableUser(d.db, caller, perm, userId);
  await checkRoleScope(d.db, caller, perm, roleIds);
  await changeUserAccess(d, async (_tx, access) => {
    await access.replaceRoles(userId, roleIds);
    await access.updateUsers([userId], { updateBy: caller.userName, updateTime: new Date() });
  });
}
