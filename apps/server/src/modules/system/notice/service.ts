import { type NoticeAdd, type NoticeEdit, type NoticeListQuery, type NoticeReadUsersQuery, Perm, type ServerDates, type SysNotice } from '@ceping/contract';
import { type SQL, and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { hasPermi } from '../../../core/access.ts';
import { fail, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysDept, sysNotice, sysNoticeRead, sysSite, sysUser } from '../../../db/schema/index.ts';
import { sanitizeNoticeContent } from './sanitize.ts';

/** How many notices `listTop` answers (RuoYi 3.9.2). */
export const TOP_SIZE = 5;

type Row = typeof sysNotice.$inferSelect;
export type NoticeView = ServerDates<SysNotice, 'createTime' | 'updateTime'>;

const toNotice = (r: Row, isRead: boolean): NoticeView => ({
  noticeId: r.noticeId,
  noticeTitle: r.noticeTitle,
  noticeType: r.noticeType,
  noticeContent: r.noticeContent,
  status: r.status,
  siteId: r.siteId,
  isRead,
  remark: r.remark,
  createBy: r.createBy,
  createTime: r.createTime,
  updateBy: r.updateBy,
  updateTime: r.updateTime,
});

/**
 * True when `userId` has a read record of the notice row in the same select. The outer column is
 * named with its table on purpose: drizzle writes the columns of a single-table select's fields
 * without their table, so `${sysNotice.noticeId}` there became a bare `notice_id`, which inside the
 * subquery is the read record's own column: every notice read as soon as the user had read any one.
 */
const readBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${sysNoticeRead} r where r.notice_id = ${sysNotice}.${sql.identifier(sysNotice.noticeId.name)} and r.user_id = ${userId})`.mapWith(
    Boolean,
  );

/** The site of a user (null: none, so only notices for every site reach it). */
async function siteOf(db: Executor, userId: number): Promise<number | null> {
  const [u] = await db.select({ siteId: sysUser.siteId }).from(sysUser).where(eq(sysUser.userId, userId));
  return u?.siteId ?? null;
}

/** Published notices a user may read: status `0`, for every site or for the user's own. */
async function visibleTo(db: Executor, userId: number): Promise<SQL> {
  const site = await siteOf(db, userId);
  const sites = site === null ? isNull(sysNotice.siteId) : or(isNull(sysNotice.siteId), eq(sysNotice.siteId, site));
  return and(eq(sysNotice.status, '0'), sites) as SQL;
}

/** A page of the notices (a few rows: one statement, core/list-page.ts), each marked read or not by the caller. */
export async function listNotices(db: Executor, caller: LoginUser, q: NoticeListQuery) {
  const title = likeOf(q.noticeTitle);
  const by = likeOf(q.createBy);
  const where = and(
    title ? ilike(sysNotice.noticeTitle, title) : undefined,
    by ? ilike(sysNotice.createBy, by) : undefined,
    q.noticeType ? eq(sysNotice.noticeType, q.noticeType) : undefined,
    q.status ? eq(sysNotice.status, q.status) : undefined,
  );
  const page = await listPage(
    db,
    sysNotice,
    where,
    q,
    db
      .select({ row: sysNotice, isRead: readBy(caller.userId) })
      .from(sysNotice)
      .where(where)
      .orderBy(desc(sysNotice.noticeId)),
  );
  return mapPage(page, (r) => toNotice(r.row, r.isRead));
}

/**
 * One notice. Whoever manages notices (`system:notice:list`) reads any; everyone else only a
 * published one of their site or of every site (RuoYi 3.9.2 opened this route to every user).
 */
export async function getNotice(db: Executor, caller: LoginUser, noticeId: number) {
  const managed = hasPermi(caller, Perm.notice.list);
  const where = and(eq(sysNotice.noticeId, noticeId), managed ? undefined : await visibleTo(db, caller.userId));
  const [r] = await db
    .select({ row: sysNotice, isRead: readBy(caller.userId) })
    .from(sysNotice)
    .where(where);
  if (!r) throw notFound();
  return toNotice(r.row, r.isRead);
}

/** The newest published notices the caller may read, with how many of all those are unread. */
export async function topNotices(db: Executor, caller: LoginUser) {
  const visible = await visibleTo(db, caller.userId);
  const isRead = readBy(caller.userId);
  const rows = await db
    .select({
      noticeId: sysNotice.noticeId,
      noticeTitle: sysNotice.noticeTitle,
      noticeType: sysNotice.noticeType,
      status: sysNotice.status,
      createBy: sysNotice.createBy,
      createTime: sysNotice.createTime,
      isRead,
    })
    .from(sysNotice)
    .where(visible)
    .orderBy(desc(sysNotice.noticeId))
    .limit(TOP_SIZE);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(sysNotice)
    .where(and(visible, sql`not ${isRead}`));
  return { rows, unreadCount: unread };
}

/** Records that the caller read these notices (those it may read); repeats change nothing. */
async function markRead(db: Executor, caller: LoginUser, ids: number[]): Promise<number> {
  const readable = await db
    .select({ id: sysNotice.noticeId })
    .from(sysNotice)
    .where(and(inArray(sysNotice.noticeId, ids), await visibleTo(db, caller.userId)));
  if (readable.length === 0) return 0;
  await db
    .insert(sysNoticeRead)
    .values(readable.map((r) => ({ noticeId: r.id, userId: caller.userId })))
    .onConflictDoNothing({ target: [sysNoticeRead.userId, sysNoticeRead.noticeId] });
  return readable.length;
}

export async function markOneRead(db: Executor, caller: LoginUser, noticeId: number) {
  if ((await markRead(db, caller, [noticeId])) === 0) throw notFound();
}

export const markAllRead = (db: Executor, caller: LoginUser, ids: number[]) => markRead(db, caller, ids);

/**
 * What the readers' filter reads: the read records of users that still exist (the inner join drops
 * the others, as the page does) and their names (the search).
 */
const READERS_FROM = sql`${sysNoticeRead} inner join ${sysUser} on ${sysUser.userId} = ${sysNoticeRead.userId}`;

/** A page of a notice's readers; its total above 10,000 readers is the planner's estimate (core/list-page.ts). */
export function readUsers(db: Executor, q: NoticeReadUsersQuery) {
  const search = likeOf(q.searchValue);
  const where = and(eq(sysNoticeRead.noticeId, q.noticeId), search ? or(ilike(sysUser.userName, search), ilike(sysUser.nickName, search)) : undefined);
  return listPage(
    db,
    READERS_FROM,
    where,
    q,
    db
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        deptName: sysDept.deptName,
        phonenumber: sysUser.phonenumber,
        readTime: sysNoticeRead.readTime,
      })
      .from(sysNoticeRead)
      .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(where)
      .orderBy(desc(sysNoticeRead.readTime), desc(sysNoticeRead.readId)),
  );
}

async function requireSite(db: Executor, siteId: number | null | undefined) {
  if (siteId == null) return;
  const [site] = await db.select({ id: sysSite.siteId }).from(sysSite).where(eq(sysSite.siteId, siteId));
  if (!site) throw fail('notice.siteMissing');
}

const fields = (body: NoticeAdd) => ({
  noticeTitle: body.noticeTitle,
  noticeType: body.noticeType,
  noticeContent: sanitizeNoticeContent(body.noticeContent),
  status: body.status ?? '0',
  siteId: body.siteId ?? null,
  remark: body.remark ?? null,
});

export async function addNotice(db: Db, body: NoticeAdd, by: string) {
  await db.transaction(async (tx) => {
    await requireSite(tx, body.siteId);
    await tx.insert(sysNotice).values({ ...fields(body), createBy: by });
  });
}

export async function editNotice(db: Db, body: NoticeEdit, by: string) {
  await db.transaction(async (tx) => {
    await requireSite(tx, body.siteId);
    const [done] = await tx
      .update(sysNotice)
      .set({ ...fields(body), updateBy: by, updateTime: new Date() })
      .where(eq(sysNotice.noticeId, body.noticeId))
      .returning({ id: sysNotice.noticeId });
    if (!done) throw notFound();
  });
}

/** Deletes notices and their read records; one missing id refuses the whole request. */
export async function removeNotices(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: sysNotice.noticeId }).from(sysNotice).where(inArray(sysNotice.noticeId, ids)).for('update');
    if (rows.length !== ids.length) throw notFound();
    await tx.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, ids));
    await tx.delete(sysNotice).where(inArray(sysNotice.noticeId, ids));
  });
}
