import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, type SubAccountQuery } from '@ceping/contract';
import { type SQL, and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { fail, isUniqueViolation } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import { type Db, type Executor, rows } from '../../../db/client.ts';
import { sysUser } from '../../../db/schema/index.ts';

/** A seller's main account (role `common`) invites; sub-accounts, staff and administrators do not. */
export function assertInviter(u: Pick<LoginUser, 'roles'>): void {
  if (!u.roles.some((r) => r.roleKey === 'common')) throw fail('invitation.sellerOnly');
}

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/**
 * Sets a fresh code on the user (only while it has none when `onlyIfMissing`); a code another user
 * holds (the unique index says so) is drawn again. Returns whether a row was written.
 */
async function writeCode(db: Db, userId: number, onlyIfMissing: boolean): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      const written = await db
        .update(sysUser)
        .set({ inviteCode: newInviteCode() })
        .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'), onlyIfMissing ? isNull(sysUser.inviteCode) : undefined))
        .returning({ id: sysUser.userId });
      return written.length > 0;
    } catch (err) {
      // 31^8 codes: a second clash in a row is not chance.
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

async function subAccountCount(ex: Executor, userId: number): Promise<number> {
  const [{ n }] = await ex
    .select({ n: count() })
    .from(sysUser)
    .where(and(eq(sysUser.parentId, userId), eq(sysUser.delFlag, '0')));
  return n;
}

async function codeOf(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await ex.select({ code: sysUser.inviteCode }).from(sysUser).where(eq(sysUser.userId, userId));
  return row?.code ?? null;
}

/** The caller's code, made the first time it is asked for (two first requests at once agree on one). */
export async function invitationInfo(db: Db, u: LoginUser) {
  assertInviter(u);
  let code = await codeOf(db, u.userId);
  if (code === null) {
    await writeCode(db, u.userId, true);
    code = await codeOf(db, u.userId);
  }
  return { inviteCode: code ?? '', subAccounts: await subAccountCount(db, u.userId) };
}

/** A new code; the old one no longer registers anybody. */
export async function regenerateInviteCode(db: Db, u: LoginUser) {
  assertInviter(u);
  await writeCode(db, u.userId, false);
  return { inviteCode: (await codeOf(db, u.userId)) ?? '', subAccounts: await subAccountCount(db, u.userId) };
}

const SORTABLE = { userId: sysUser.userId, userName: sysUser.userName, createTime: sysUser.createTime };

/** A page of the caller's sub-accounts (`parent_id` = the caller), newest first (a few rows: one statement, core/list-page.ts). */
export async function listSubAccounts(ex: Executor, u: LoginUser, q: SubAccountQuery) {
  assertInviter(u);
  const name = likeOf(q.userName);
  const where: SQL | undefined = and(
    eq(sysUser.parentId, u.userId),
    eq(sysUser.delFlag, '0'),
    name ? ilike(sysUser.userName, name) : undefined,
    q.status ? eq(sysUser.status, q.status) : undefined,
    dateRangeOf(sysUser.createTime, q.params),
  );
  return listPage(
    ex,
    sysUser,
    where,
    q,
    ex
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        status: sysUser.status,
        loginDate: sysUser.loginDate,
        createTime: sysUser.createTime,
      })
      .from(sysUser)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [desc(sysUser.userId)])),
  );
}

export interface Inviter {
  userId: number;
  userName: string;
  siteId: number | null;
}

/**
 * The live, enabled seller (role common) holding this code, or null. Its row is share-locked until
 * the registration commits, so a regeneration running meanwhile waits for it.
 */
export async function findInviter(tx: Executor, code: string): Promise<Inviter | null> {
  const [row] = await rows<{ user_id: number; user_name: string; site_id: number | null }>(
    tx,
    sql`select u.user_id, u.user_name, u.site_id from sys_user u
         where u.invite_code = ${code} and u.del_flag = '0' and u.status = '0'
           and exists (select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id
                        where ur.user_id = u.user_id and r.role_key = 'common' and r.del_flag = '0' and r.status = '0')
         for share of u`,
  );
  if (!row) return null;
  return { userId: Number(row.user_id), userName: row.user_name, siteId: row.site_id === null ? null : Number(row.site_id) };
}
