import { unlink } from 'node:fs/promises';
import type { Lang } from '@ceping/contract';
import { and, eq } from 'drizzle-orm';
import { fail, notFound } from '../../../core/errors.ts';
import type { LoginUser } from '../../../core/session.ts';
import { resolveProfilePath, saveUpload } from '../../../core/storage.ts';
import type { Executor } from '../../../db/client.ts';
import { sysUser } from '../../../db/schema/index.ts';
import { checkPassword, hashPassword } from '../../../core/password.ts';
import { findUser, isTaken, postsOfUser } from './repo.ts';
import type { UserDeps } from './service.ts';
import { loadUserView } from './view.ts';

/** `GET /system/user/profile`: the caller as stored now, with role and post names. */
export async function profileView(db: Executor, userId: number, lang: Lang) {
  const view = await loadUserView(db, userId, lang);
  if (!view) throw notFound();
  const { row: _row, ...data } = view;
  const posts = await postsOfUser(db, userId);
  return {
    data,
    roleGroup: (data.roles ?? []).map((r) => r.roleName).join(','),
    postGroup: posts.map((p) => p.postName).join(','),
  };
}

/** Only these four fields of one's own account can change here; everything else in the body was stripped by the schema. */
export async function updateProfile(
  db: Executor,
  caller: LoginUser,
  body: { nickName: string; email?: string | null; phonenumber?: string | null; sex?: '0' | '1' | '2' },
): Promise<void> {
  if (await isTaken(db, 'phonenumber', body.phonenumber, caller.userId)) throw fail('user.profile.phoneExists', caller.userName);
  if (await isTaken(db, 'email', body.email, caller.userId)) throw fail('user.profile.emailExists', caller.userName);
  await db
    .update(sysUser)
    .set({
      nickName: body.nickName,
      email: body.email === undefined ? undefined : (body.email ?? ''),
      phonenumber: body.phonenumber === undefined ? undefined : (body.phonenumber ?? ''),
      sex: body.sex,
      updateBy: caller.userName,
      updateTime: new Date(),
    })
    .where(and(eq(sysUser.userId, caller.userId), eq(sysUser.delFlag, '0')));
}

/** Changes one's own password; the caller's other sessions end, this one stays. */
export async function updateOwnPassword(d: UserDeps, caller: LoginUser, oldPassword: string, newPassword: string): Promise<void> {
  const user = await findUser(d.db, caller.userId);
  if (!user) throw notFound();
  if (!(await checkPassword(oldPassword, user.password))) throw fail('user.pwd.oldWrong');
  if (await checkPassword(newPassword, user.password)) throw fail('user.pwd.same');
  const hashed = await hashPassword(newPassword);
  await d.db
    .update(sysUser)
    .set({ password: hashed, pwdUpdateDate: new Date(), updateBy: caller.userName, updateTime: new Date() })
    .where(and(eq(sysUser.userId, caller.userId), eq(sysUser.delFlag, '0')));
  const others = (await d.sessions.all()).filter((s) => s.userId === caller.userId && s.tokenId !== caller.tokenId);
  await Promise.all(others.map((s) => d.sessions.remove(s.tokenId)));
}

/** Stores a checked image as the caller's avatar and removes the previous file. Returns the public path. */
export async function saveAvatar(db: Executor, dataDir: string, caller: LoginUser, ext: string, buf: Buffer): Promise<string> {
  const before = await findUser(db, caller.userId);
  if (!before) throw notFound();
  const { fileName, absPath } = saveUpload(dataDir, 'avatar', ext, buf);
  try {
    await db.update(sysUser).set({ avatar: fileName, updateBy: caller.userName, updateTime: new Date() }).where(eq(sysUser.userId, caller.userId));
  } catch (err) {
    await unlink(absPath).catch(() => {});
    throw err;
  }
  const old = before.avatar ? resolveProfilePath(dataDir, before.avatar) : null;
  if (old && before.avatar.startsWith('/profile/avatar/')) await unlink(old).catch(() => {});
  return fileName;
}
