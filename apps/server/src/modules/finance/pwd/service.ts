import type { PwdListQuery, PwdOwn, PwdSet } from '@ceping/contract';
import { type SQL, and, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { fail, notFound } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Store } from '../../../core/store.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysRole, sysUser, sysUserRole } from '../../../db/schema/index.ts';
import { checkPassword, hashPassword } from '../../../core/password.ts';
import { LOCK_MINUTES, MAX_RETRY } from '../../auth/index.ts';

/** Wrong second-password attempts per user; MAX_RETRY within LOCK_MINUTES locks checks like the login lock. */
const ERR_PREFIX = 'pay_pwd_err_cnt:';
const errKey = (userId: number) => `${ERR_PREFIX}${userId}`;

async function assertNotLocked(store: Store, userId: number) {
  if (Number((await store.get(errKey(userId))) ?? 0) >= MAX_RETRY) throw fail('pwd.locked', MAX_RETRY, LOCK_MINUTES);
}

/** Counts a wrong attempt; the attempt that reaches the limit answers the lock message. */
async function countFailure(store: Store, userId: number) {
  const n = await store.incr(errKey(userId), LOCK_MINUTES * 60);
  if (n >= MAX_RETRY) throw fail('pwd.locked', MAX_RETRY, LOCK_MINUTES);
}

async function secretsOf(ex: Executor, userId: number) {
  const [u] = await ex
    .select({ password: sysUser.password, payPwd: sysUser.payPwd })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  if (!u) throw notFound();
  return u;
}

export type PwdCheck = 'ok' | 'wrong' | 'notSet';

/** Compares `pwd` with the caller's second password. */
export async function checkPayPwd(db: Executor, store: Store, userId: number, pwd: string): Promise<PwdCheck> {
  await assertNotLocked(store, userId);
  const { payPwd } = await secretsOf(db, userId);
  if (!payPwd) return 'notSet';
  if (pwd && (await checkPassword(pwd, payPwd))) {
    await store.del(errKey(userId));
    return 'ok';
  }
  await countFailure(store, userId);
  return 'wrong';
}

const roleKeys = sql<
  string[]
>`coalesce((select array_agg(r.role_key order by r.role_sort) from ${sysUserRole} ur join ${sysRole} r on r.role_id = ur.role_id where ur.user_id = "sys_user"."user_id" and r.del_flag = '0'), '{}')`;
const statusCols = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  roleKeys,
  hasPwd: isNotNull(sysUser.payPwd),
  status: sysUser.status,
};
const hasRoleKey = (key: string) =>
  sql`exists (select 1 from ${sysUserRole} ur join ${sysRole} r on r.role_id = ur.role_id where ur.user_id = "sys_user"."user_id" and r.del_flag = '0' and r.role_key = ${key})`;

/** Whether a user has a second password (never the hash). */
export async function pwdStatus(db: Executor, userId: number) {
  const [row] = await db
    .select(statusCols)
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  if (!row) throw notFound();
  return row;
}

/** A page of accounts and whether each has a second password; its total above 10,000 accounts is the planner's estimate (core/list-page.ts). */
export function listPwdStatus(db: Executor, q: PwdListQuery) {
  const name = likeOf(q.userName);
  const where: SQL | undefined = and(
    eq(sysUser.delFlag, '0'),
    name ? ilike(sysUser.userName, name) : undefined,
    q.hasPwd === '1' ? isNotNull(sysUser.payPwd) : q.hasPwd === '0' ? isNull(sysUser.payPwd) : undefined,
    q.roleKey ? hasRoleKey(q.roleKey) : undefined,
  );
  return listPage(
    db,
    sysUser,
    where,
    q,
    db
      .select(statusCols)
      .from(sysUser)
      .where(where)
      .orderBy(...orderByOf(q, { userId: sysUser.userId, userName: sysUser.userName }, [desc(sysUser.userId)])),
  );
}

/** Admin: sets or resets a user's second password and clears its lock. */
export async function setPayPwd(db: Db, store: Store, b: PwdSet, by: string) {
  const done = await db
    .update(sysUser)
    .set({ payPwd: await hashPassword(b.pwd), updateBy: by, updateTime: new Date() })
    .where(and(eq(sysUser.userId, b.userId), eq(sysUser.delFlag, '0')))
    .returning({ id: sysUser.userId });
  if (done.length === 0) throw notFound();
  await store.del(errKey(b.userId));
}

/**
 * Own second password. The first one needs the login password; a change needs the login password or
 * the current second password. Wrong answers count toward the same lock as checks.
 */
export async function changeOwnPayPwd(db: Db, store: Store, userId: number, userName: string, b: PwdOwn) {
  await assertNotLocked(store, userId);
  const { password, payPwd } = await secretsOf(db, userId);
  if (!payPwd && !b.loginPassword) throw fail('pwd.loginRequired');
  if (b.loginPassword) {
    if (!(await checkPassword(b.loginPassword, password))) {
      await countFailure(store, userId);
      throw fail('pwd.loginWrong');
    }
  } else if (payPwd) {
    if (!b.oldPwd) throw fail('pwd.oldRequired');
    if (!(await checkPassword(b.oldPwd, payPwd))) {
      await countFailure(store, userId);
      throw fail('pwd.oldWrong');
    }
  }
  if (payPwd && (await checkPassword(b.newPwd, payPwd))) throw fail('pwd.same');
  await db
    .update(sysUser)
    .set({ payPwd: await hashPassword(b.newPwd), updateBy: userName, updateTime: new Date() })
    .where(eq(sysUser.userId, userId));
  await store.del(errKey(userId));
}
