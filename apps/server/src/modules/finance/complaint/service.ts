import {
  COMPLAINT_REOPEN_DAYS,
  COMPLAINT_REPLY_STATES,
  type ComplaintAction,
  type ComplaintAdd,
  type ComplaintListQuery,
  type ComplaintReply,
  type ComplaintResolve,
  ComplaintStatus,
  ComplaintTransition,
} from '@ceping/contract';
import { and, asc, desc, eq, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { isAdminUser } from '../../../core/access.ts';
import { fail, forbidden, notFound } from '../../../core/errors.ts';
import { withOwner } from '../money-docs.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Db, Executor, Tx } from '../../../db/client.ts';
import { bizComplaint, bizComplaintReply, bizOrder, bizTask, sysUser } from '../../../db/schema/index.ts';
import { bilingual } from '../charges.ts';
import { FundType, postLedger } from '../ledger.ts';
import { isSellerOnly } from '../../system/user/index.ts';

const DAY_MS = 86_400_000;
const REOPEN_MS = COMPLAINT_REOPEN_DAYS * DAY_MS;

/** Who acts on a complaint: a seller sees and moves only its own; the platform side sees all. */
export interface ComplaintCaller {
  userId: number;
  userName: string;
  admin: boolean;
  seller: boolean;
}
export const complaintCallerOf = (u: Pick<LoginUser, 'userId' | 'userName' | 'roles'>): ComplaintCaller => ({
  userId: u.userId,
  userName: u.userName,
  admin: isAdminUser(u),
  seller: isSellerOnly(u),
});

const cols = {
  complaintId: bizComplaint.complaintId,
  complaintNo: bizComplaint.complaintNo,
  userId: bizComplaint.userId,
  userName: sql<string>`coalesce(${sysUser.userName}, '')`,
  nickName: sql<string>`coalesce(${sysUser.nickName}, '')`,
  orderId: bizComplaint.orderId,
  orderNo: bizComplaint.orderNo,
  taskId: bizComplaint.taskId,
  taskNo: bizComplaint.taskNo,
  statementId: bizComplaint.statementId,
  statementNo: bizComplaint.statementNo,
  complaintType: bizComplaint.complaintType,
  content: bizComplaint.content,
  images: bizComplaint.images,
  status: bizComplaint.status,
  handleBy: bizComplaint.handleBy,
  result: bizComplaint.result,
  compensation: bizComplaint.compensation,
  resolveTime: bizComplaint.resolveTime,
  closeTime: bizComplaint.closeTime,
  createTime: bizComplaint.createTime,
  updateTime: bizComplaint.updateTime,
};
type Stored = Awaited<ReturnType<typeof selectRows>>[number];

const selectRows = (ex: Executor) => ex.select(cols).from(bizComplaint).leftJoin(sysUser, eq(sysUser.userId, bizComplaint.userId)).$dynamic();

/** A stored row as the API answers it: the type and status narrowed, and until when it may be reopened. */
function rowOf(r: Stored) {
  const closable = r.status === ComplaintStatus.RESOLVED || r.status === ComplaintStatus.REJECTED;
  return {
    ...r,
    complaintType: r.complaintType as ComplaintAdd['complaintType'],
    status: r.status as (typeof ComplaintTransition)[ComplaintAction]['to'],
    reopenUntil: closable && r.resolveTime ? new Date(r.resolveTime.getTime() + REOPEN_MS) : null,
  };
}
export type ComplaintRecord = ReturnType<typeof rowOf>;

const SORTABLE = { complaintId: bizComplaint.complaintId, createTime: bizComplaint.createTime, status: bizComplaint.status };

function listFilter(q: Omit<ComplaintListQuery, 'pageNum' | 'pageSize'>, caller: ComplaintCaller) {
  const userName = caller.seller ? undefined : likeOf(q.userName);
  return and(
    caller.seller ? eq(bizComplaint.userId, caller.userId) : undefined,
    userName ? ilike(sysUser.userName, userName) : undefined,
    q.complaintNo ? eq(bizComplaint.complaintNo, q.complaintNo) : undefined,
    q.complaintType ? eq(bizComplaint.complaintType, q.complaintType) : undefined,
    q.status ? eq(bizComplaint.status, q.status) : undefined,
    q.orderId ? eq(bizComplaint.orderId, q.orderId) : undefined,
    q.taskId ? eq(bizComplaint.taskId, q.taskId) : undefined,
    dateRangeOf(bizComplaint.createTime, q.params),
  );
}

/** What the list's filter reads: the rows and their owners (the user-name filter). */
const COMPLAINT_FROM = withOwner(bizComplaint, bizComplaint.userId);

/** A page of complaints; its total above 10,000 rows is the planner's estimate (core/list-page.ts). */
export async function listComplaints(ex: Executor, q: ComplaintListQuery, caller: ComplaintCaller) {
  const where = listFilter(q, caller);
  const page = await listPage(
    ex,
    COMPLAINT_FROM,
    where,
    q,
    selectRows(ex)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [desc(bizComplaint.complaintId)])),
  );
  return mapPage(page, rowOf);
}

/** One complaint the caller may see (a seller: its own; another's answers "not found"). */
async function findVisible(ex: Executor, id: number, caller: ComplaintCaller): Promise<ComplaintRecord> {
  const [r] = await selectRows(ex).where(and(eq(bizComplaint.complaintId, id), caller.seller ? eq(bizComplaint.userId, caller.userId) : undefined));
  if (!r) throw notFound();
  return rowOf(r);
}

export async function getComplaint(ex: Executor, id: number, caller: ComplaintCaller) {
  const row = await findVisible(ex, id, caller);
  const replies = await ex
    .select({
      replyId: bizComplaintReply.replyId,
      kind: bizComplaintReply.kind,
      userName: bizComplaintReply.userName,
      staff: bizComplaintReply.staff,
      content: bizComplaintReply.content,
      images: bizComplaintReply.images,
      createTime: bizComplaintReply.createTime,
    })
    .from(bizComplaintReply)
    .where(eq(bizComplaintReply.complaintId, id))
    .orderBy(asc(bizComplaintReply.replyId));
  return { ...row, replies: replies.map((r) => ({ ...r, kind: r.kind as ReplyKind })) };
}

type ReplyKind = 'reply' | 'take' | 'resolve' | 'reject' | 'reopen' | 'confirm' | 'close';

async function addReply(
  tx: Tx,
  complaintId: number,
  caller: Pick<ComplaintCaller, 'userId' | 'userName' | 'seller'> | null,
  kind: ReplyKind,
  content: string,
  images = '',
) {
  const [r] = await tx
    .insert(bizComplaintReply)
    .values({ complaintId, kind, userId: caller?.userId ?? null, userName: caller?.userName ?? '', staff: !caller?.seller, content, images })
    .returning({
      replyId: bizComplaintReply.replyId,
      kind: bizComplaintReply.kind,
      userName: bizComplaintReply.userName,
      staff: bizComplaintReply.staff,
      content: bizComplaintReply.content,
      images: bizComplaintReply.images,
      createTime: bizComplaintReply.createTime,
    });
  return { ...r, kind: r.kind as ReplyKind };
}

const complaintNoOf = (id: number, at: Date) => {
  const z = new Date(at.getTime() + 8 * 3_600_000);
  return `C${z.toISOString().slice(0, 10).replaceAll('-', '')}${id}`;
};

/** The order or task named, when it belongs to the caller; its number and task filled in. */
async function targetOf(tx: Tx, b: ComplaintAdd, userId: number) {
  if (b.orderId != null) {
    const [o] = await tx
      .select({ orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, taskId: bizOrder.taskId, taskNo: bizOrder.taskNo, siteId: bizOrder.siteId })
      .from(bizOrder)
      .where(and(eq(bizOrder.orderId, b.orderId), eq(bizOrder.userId, userId), eq(bizOrder.delFlag, '0')));
    if (!o || (b.taskId != null && b.taskId !== o.taskId)) throw fail('complaint.targetNotOwn');
    return o;
  }
  const [t] = await tx
    .select({ taskId: bizTask.taskId, taskNo: bizTask.taskNo, siteId: bizTask.siteId })
    .from(bizTask)
    .where(and(eq(bizTask.taskId, b.taskId ?? 0), eq(bizTask.userId, userId), eq(bizTask.delFlag, '0')));
  if (!t) throw fail('complaint.targetNotOwn');
  return { ...t, orderId: null, orderNo: '' };
}

/** What a complaint is about: an order (and its task), a task, or a statement; the site is the target's. */
export interface ComplaintTarget {
  siteId: number | null;
  orderId: number | null;
  orderNo: string;
  taskId: number | null;
  taskNo: string;
  statementId?: number | null;
  statementNo?: string;
}

/**
 * Inserts a complaint (→0) of the calling seller about `target`, in the caller's transaction, and
 * gives it its number. Opening one from the complaint screen and disputing a statement both use it.
 */
export async function insertComplaint(
  tx: Tx,
  caller: ComplaintCaller,
  target: ComplaintTarget,
  b: Pick<ComplaintAdd, 'complaintType' | 'content' | 'images'>,
): Promise<ComplaintRecord> {
  if (!caller.seller) throw fail('complaint.sellerOnly');
  const now = new Date();
  const [created] = await tx
    .insert(bizComplaint)
    .values({
      userId: caller.userId,
      siteId: target.siteId,
      orderId: target.orderId,
      orderNo: target.orderNo,
      taskId: target.taskId,
      taskNo: target.taskNo,
      statementId: target.statementId ?? null,
      statementNo: target.statementNo ?? '',
      complaintType: b.complaintType,
      content: b.content,
      images: b.images,
      createBy: caller.userName,
      createTime: now,
    })
    .returning({ complaintId: bizComplaint.complaintId });
  await tx
    .update(bizComplaint)
    .set({ complaintNo: complaintNoOf(created.complaintId, now) })
    .where(eq(bizComplaint.complaintId, created.complaintId));
  return findVisible(tx, created.complaintId, caller);
}

/** `POST /system/complaint`: a seller opens a complaint (→0) about one of its own orders or tasks. */
export async function openComplaint(db: Db, b: ComplaintAdd, caller: ComplaintCaller): Promise<ComplaintRecord> {
  if (!caller.seller) throw fail('complaint.sellerOnly');
  return db.transaction(async (tx) => insertComplaint(tx, caller, await targetOf(tx, b, caller.userId), b));
}

/**
 * Locks a complaint the caller may act on. A seller reaches only its own (another's is "not found");
 * `ownerOnly` steps (reopen, confirm) are the owner's alone, so the platform side is refused them.
 */
async function lockComplaint(tx: Tx, id: number, caller: ComplaintCaller, ownerOnly: boolean) {
  const [row] = await tx.select().from(bizComplaint).where(eq(bizComplaint.complaintId, id)).for('update');
  if (!row || (caller.seller && row.userId !== caller.userId)) throw notFound();
  if (ownerOnly && row.userId !== caller.userId) throw forbidden();
  return row;
}

type Locked = Awaited<ReturnType<typeof lockComplaint>>;
type ComplaintSet = PgUpdateSetSource<typeof bizComplaint>;

/** Moves a locked complaint from its expected state (compare-and-set), so a double action applies once. */
async function moveFrom(tx: Tx, row: Locked, action: ComplaintAction, set: ComplaintSet, caller: ComplaintCaller) {
  const { to } = ComplaintTransition[action];
  const [moved] = await tx
    .update(bizComplaint)
    .set({ ...set, status: to, updateBy: caller.userName, updateTime: new Date() })
    .where(and(eq(bizComplaint.complaintId, row.complaintId), eq(bizComplaint.status, row.status)))
    .returning({ complaintId: bizComplaint.complaintId });
  if (!moved) throw fail('complaint.stateRefused');
}

async function step(
  db: Db,
  id: number,
  caller: ComplaintCaller,
  action: ComplaintAction,
  apply: (tx: Tx, row: Locked) => Promise<{ set: ComplaintSet; content: string }>,
): Promise<ComplaintRecord> {
  return db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id, caller, action === 'reopen' || action === 'confirm');
    if (!(ComplaintTransition[action].from as readonly string[]).includes(row.status)) throw fail('complaint.stateRefused');
    const { set, content } = await apply(tx, row);
    await moveFrom(tx, row, action, set, caller);
    await addReply(tx, id, caller, action, content);
    return findVisible(tx, id, caller);
  });
}

/** `PUT /system/complaint/{id}/take`: staff take it in hand (0→1). */
export const takeComplaint = (db: Db, id: number, caller: ComplaintCaller) =>
  step(db, id, caller, 'take', async () => ({ set: { handleBy: caller.userName }, content: '' }));

/**
 * `PUT /system/complaint/{id}/resolve` (0|1→2) with the note. A compensation is an admin's (the route
 * asked for the second password) and posts one ledger row of type 9 in the same transaction.
 */
export const resolveComplaint = (db: Db, id: number, b: ComplaintResolve, caller: ComplaintCaller) =>
  step(db, id, caller, 'resolve', async (tx, row) => {
    const set: ComplaintSet = { result: b.note, resolveTime: new Date(), handleBy: row.handleBy || caller.userName };
    if (!b.compensation) return { set, content: b.note };
    if (!caller.admin) throw fail('complaint.compensationAdmin');
    await postLedger(tx, {
      userId: row.userId,
      type: FundType.COMPENSATION,
      amount: b.compensation,
      refType: 'complaint',
      refId: row.complaintId,
      refNo: row.complaintNo,
      operator: caller.userName,
      ...bilingual('complaint.ledger.compensation', row.complaintNo),
      mode: 'allowDebt',
    });
    set.compensation = sql`coalesce(${bizComplaint.compensation}, 0) + ${b.compensation}::numeric`;
    return { set, content: b.note };
  });

/** `PUT /system/complaint/{id}/reject` (0|1→3) with the reason. */
export const rejectComplaint = (db: Db, id: number, note: string, caller: ComplaintCaller) =>
  step(db, id, caller, 'reject', async (_tx, row) => ({
    set: { result: note, resolveTime: new Date(), handleBy: row.handleBy || caller.userName },
    content: note,
  }));

/** `PUT /system/complaint/{id}/reopen`: the seller reopens a resolved or rejected one (→0) within 7 days. */
export const reopenComplaint = (db: Db, id: number, note: string, caller: ComplaintCaller, now = new Date()) =>
  step(db, id, caller, 'reopen', async (_tx, row) => {
    if (row.resolveTime && now.getTime() - row.resolveTime.getTime() > REOPEN_MS) throw fail('complaint.reopenExpired', COMPLAINT_REOPEN_DAYS);
    return { set: { resolveTime: null }, content: note };
  });

/** `PUT /system/complaint/{id}/confirm`: the seller accepts the outcome (2|3→4). */
export const confirmComplaint = (db: Db, id: number, caller: ComplaintCaller) =>
  step(db, id, caller, 'confirm', async () => ({ set: { closeTime: new Date() }, content: '' }));

/** `POST /system/complaint/{id}/reply`: a message in the thread, from either side, until it closes. */
export async function replyComplaint(db: Db, id: number, b: ComplaintReply, caller: ComplaintCaller) {
  return db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id, caller, false);
    if (!(COMPLAINT_REPLY_STATES as readonly string[]).includes(row.status)) throw fail('complaint.closed');
    const reply = await addReply(tx, id, caller, 'reply', b.content, b.images);
    await tx.update(bizComplaint).set({ updateBy: caller.userName, updateTime: new Date() }).where(eq(bizComplaint.complaintId, id));
    return reply;
  });
}

/**
 * Closes every complaint resolved or rejected more than 7 days before `now` (2|3→4), each with a
 * "closed automatically" step in its thread; answers how many closed. A scheduler calls it.
 */
export async function closeStaleComplaints(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(bizComplaint)
      .set({ status: ComplaintStatus.CLOSED, closeTime: now, updateBy: 'system', updateTime: now })
      .where(
        and(
          inArray(bizComplaint.status, [ComplaintStatus.RESOLVED, ComplaintStatus.REJECTED]),
          lt(bizComplaint.resolveTime, new Date(now.getTime() - REOPEN_MS)),
        ),
      )
      .returning({ complaintId: bizComplaint.complaintId });
    if (closed.length > 0) {
      await tx.insert(bizComplaintReply).values(closed.map((c) => ({ complaintId: c.complaintId, kind: 'close', userName: 'system', staff: true })));
    }
    return closed.length;
  });
}
