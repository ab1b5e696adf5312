import {
  type StatementGenerate,
  type StatementLinesQuery,
  type StatementListQuery,
  StatementStatus,
  type StatementStatusValue,
  StatementTransition,
  type ComplaintStatusValue,
} from '@ceping/contract';
import { type SQL, and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { isAdminUser } from '../../../core/access.ts';
import { fail, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import { type Db, type Executor, type Tx, rows } from '../../../db/client.ts';
import { bizComplaint, bizOrder, bizStatement, sysSite, sysUser } from '../../../db/schema/index.ts';
import { SELLER_ROLES, isSellerOnly, sellerRolesOf } from '../../system/user/index.ts';
import { insertComplaint } from '../complaint/service.ts';
import { ownerCols, transitionMissed, withOwner } from '../money-docs.ts';
import { type Window, checksDiffer, lineOf, lineTotals, linesQuery, linesWhere, moneyCheck } from './compute.ts';
import { cutoffOf, periodAt, periodOf, statementNoOf } from './period.ts';

/** The most rows one export writes. */
export const EXPORT_LIMIT = 50_000;

/** Who reads or moves a statement: a seller account only its own (confirm, dispute); finance all of them. */
export interface StatementCaller {
  userId: number;
  userName: string;
  seller: boolean;
  admin: boolean;
}
export const statementCallerOf = (u: Pick<LoginUser, 'userId' | 'userName' | 'roles'>): StatementCaller => ({
  userId: u.userId,
  userName: u.userName,
  seller: isSellerOnly(u),
  admin: isAdminUser(u),
});

const cols = {
  statementId: bizStatement.statementId,
  statementNo: bizStatement.statementNo,
  userId: bizStatement.userId,
  ...ownerCols,
  period: bizStatement.period,
  periodStart: bizStatement.periodStart,
  periodEnd: bizStatement.periodEnd,
  cutoff: bizStatement.cutoff,
  status: bizStatement.status,
  orderCount: bizStatement.orderCount,
  cancelledCount: bizStatement.cancelledCount,
  estimate: bizStatement.estimate,
  fees: bizStatement.fees,
  actual: bizStatement.actual,
  difference: bizStatement.difference,
  refunds: bizStatement.refunds,
  compensation: bizStatement.compensation,
  net: bizStatement.net,
  ledgerSum: bizStatement.ledgerSum,
  mismatch: bizStatement.mismatch,
  breakdown: bizStatement.breakdown,
  disputeReason: bizStatement.disputeReason,
  complaintId: bizStatement.complaintId,
  complaintNo: sql<string>`coalesce(${bizComplaint.complaintNo}, '')`,
  complaintStatus: bizComplaint.status,
  confirmBy: bizStatement.confirmBy,
  confirmTime: bizStatement.confirmTime,
  settleBy: bizStatement.settleBy,
  settleTime: bizStatement.settleTime,
  createBy: bizStatement.createBy,
  createTime: bizStatement.createTime,
  generateBy: bizStatement.generateBy,
  generateTime: bizStatement.generateTime,
};

const joined = (ex: Executor) =>
  ex
    .select(cols)
    .from(bizStatement)
    .leftJoin(sysUser, eq(sysUser.userId, bizStatement.userId))
    .leftJoin(sysSite, eq(sysSite.siteId, bizStatement.siteId))
    .leftJoin(bizComplaint, eq(bizComplaint.complaintId, bizStatement.complaintId))
    .$dynamic();
type Stored = Awaited<ReturnType<typeof joined>>[number];

/** A stored row as the API answers it (the breakdown only in the detail). */
function rowOf({ breakdown: _, ...r }: Stored) {
  return { ...r, status: r.status as StatementStatusValue, complaintStatus: r.complaintStatus as ComplaintStatusValue | null };
}
export type StatementRecord = ReturnType<typeof rowOf>;

const SORTABLE = {
  statementId: bizStatement.statementId,
  period: bizStatement.period,
  status: bizStatement.status,
  net: bizStatement.net,
  ledgerSum: bizStatement.ledgerSum,
  orderCount: bizStatement.orderCount,
};
const DEFAULT_ORDER = [desc(bizStatement.period), desc(bizStatement.statementId)];

/** A seller account reads only its own statements (a sub-account its own too), whatever the query names. */
function filter(q: Omit<StatementListQuery, 'pageNum' | 'pageSize'>, caller: StatementCaller): SQL | undefined {
  const userName = caller.seller ? undefined : likeOf(q.userName);
  const userId = caller.seller ? caller.userId : q.userId;
  return and(
    userId ? eq(bizStatement.userId, userId) : undefined,
    userName ? ilike(sysUser.userName, userName) : undefined,
    q.period ? eq(bizStatement.period, q.period) : undefined,
    q.status ? eq(bizStatement.status, q.status) : undefined,
  );
}

/** What the list's filter reads: the rows and their owners (the user-name filter). */
const STATEMENT_FROM = withOwner(bizStatement, bizStatement.userId);

/** A page of statements; its total above 10,000 rows is the planner's estimate (core/list-page.ts). */
export async function listStatements(ex: Executor, q: StatementListQuery, caller: StatementCaller) {
  const where = filter(q, caller);
  const page = await listPage(
    ex,
    STATEMENT_FROM,
    where,
    q,
    joined(ex)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER)),
  );
  return mapPage(page, rowOf);
}

export async function exportStatements(ex: Executor, q: Omit<StatementListQuery, 'pageNum' | 'pageSize'>, caller: StatementCaller) {
  const found = await joined(ex)
    .where(filter(q, caller))
    .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER))
    .limit(EXPORT_LIMIT);
  return found.map(rowOf);
}

/** One statement the caller may read (a seller account: its own; another's answers "not found"). */
async function findVisible(ex: Executor, id: number, caller: StatementCaller): Promise<Stored> {
  const [r] = await joined(ex).where(and(eq(bizStatement.statementId, id), caller.seller ? eq(bizStatement.userId, caller.userId) : undefined));
  if (!r) throw notFound();
  return r;
}

const windowOf = (r: Pick<Stored, 'userId' | 'periodStart' | 'cutoff'>): Window => ({ userId: r.userId, start: r.periodStart, cutoff: r.cutoff });

/**
 * `GET /system/statement/{id}`: the statement with the breakdown stored with its totals, and the same
 * check run again now over the same window (so a change of the ledger since shows, never hides).
 */
export async function getStatement(ex: Executor, id: number, caller: StatementCaller) {
  const r = await findVisible(ex, id, caller);
  const now = await moneyCheck(ex, windowOf(r));
  const stored = { breakdown: r.breakdown, net: r.net, ledgerSum: r.ledgerSum };
  return {
    ...rowOf(r),
    breakdown: r.breakdown,
    recheck: { net: now.net, ledgerSum: now.ledgerSum, mismatch: now.mismatch, changed: checksDiffer(stored, now), breakdown: now.breakdown },
  };
}
export type StatementDetailRecord = Awaited<ReturnType<typeof getStatement>>;

/**
 * `GET /system/statement/{id}/lines`: one page of its orders, read from the orders now; its total above
 * 10,000 lines is the planner's estimate (core/list-page.ts), the statement's own figures are exact.
 */
export async function statementLines(ex: Executor, id: number, q: StatementLinesQuery, caller: StatementCaller) {
  const w = windowOf(await findVisible(ex, id, caller));
  return mapPage(await listPage(ex, bizOrder, linesWhere(w), q, linesQuery(ex, w)), lineOf);
}

/** The statement and all its lines (up to the export limit), for its workbook. */
export async function statementForExport(ex: Executor, id: number, caller: StatementCaller) {
  const detail = await getStatement(ex, id, caller);
  const lines = (await linesQuery(ex, { userId: detail.userId, start: detail.periodStart, cutoff: detail.cutoff }).limit(EXPORT_LIMIT)).map(lineOf);
  return { detail, lines };
}

/** Seller accounts (common/zi) with ledger rows or closed orders in [start, cutoff). */
async function activeSellers(ex: Executor, start: Date, cutoff: Date): Promise<number[]> {
  const found = await rows<{ user_id: number }>(
    ex,
    sql`select u.user_id from sys_user u
      where exists (select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id
          where ur.user_id = u.user_id and r.del_flag = '0' and r.role_key in ${[...SELLER_ROLES]})
        and (exists (select 1 from biz_fund f where f.user_id = u.user_id and f.create_time >= ${start} and f.create_time < ${cutoff})
          or exists (select 1 from biz_order o where o.user_id = u.user_id and o.order_status in ('2', '3')
            and coalesce(o.complete_time, o.cancel_time) >= ${start} and coalesce(o.complete_time, o.cancel_time) < ${cutoff}))
      order by u.user_id`,
  );
  return found.map((f) => Number(f.user_id));
}

type Outcome = 'created' | 'recomputed' | 'kept';

/** Computes one account's statement and stores it: a new one, an open one again, or leaves a later state alone. */
async function generateOne(db: Db, userId: number, period: string, now: Date, operator: string): Promise<Outcome> {
  const p = periodOf(period);
  const w: Window = { userId, start: p.start, cutoff: cutoffOf(p, now) };
  return db.transaction(async (tx) => {
    const [totals, check] = [await lineTotals(tx, w), await moneyCheck(tx, w)];
    const [user] = await tx.select({ siteId: sysUser.siteId }).from(sysUser).where(eq(sysUser.userId, userId));
    const figures = { cutoff: w.cutoff, ...totals, ...check, generateBy: operator, generateTime: now };
    const [stored] = await tx
      .insert(bizStatement)
      .values({
        statementNo: statementNoOf(period, userId),
        userId,
        siteId: user?.siteId ?? null,
        period,
        periodStart: p.start,
        periodEnd: p.end,
        ...figures,
        createBy: operator,
        createTime: now,
      })
      .onConflictDoUpdate({
        target: [bizStatement.userId, bizStatement.period],
        set: { ...figures, updateBy: operator, updateTime: now },
        setWhere: eq(bizStatement.status, StatementStatus.OPEN),
      })
      .returning({ created: sql<boolean>`(xmax = 0)` });
    if (!stored) return 'kept';
    return stored.created ? 'created' : 'recomputed';
  });
}

/**
 * `POST /system/statement/generate` (finance): the statements of a month, for one seller account or
 * every one with activity in it. Idempotent: one statement per (account, month); an open one is
 * computed again, a confirmed, disputed or settled one is left as it is.
 */
export async function generateStatements(db: Db, b: StatementGenerate, operator: string, now: Date = new Date()) {
  const p = periodOf(b.period);
  if (p.start > now) throw fail('statement.periodFuture', b.period);
  let users: number[];
  if (b.userId) {
    if ((await sellerRolesOf(db, b.userId)).length === 0) throw fail('statement.notSeller');
    users = [b.userId];
  } else {
    users = await activeSellers(db, p.start, cutoffOf(p, now));
  }
  const result = { period: b.period, created: 0, recomputed: 0, kept: 0 };
  for (const userId of users) result[await generateOne(db, userId, b.period, now, operator)] += 1;
  return result;
}

/** The months (GMT+8) in which an account's orders closed, oldest first (for the demo statements). */
export async function monthsWithOrders(ex: Executor, userId: number): Promise<string[]> {
  const found = await rows<{ at: Date | string }>(
    ex,
    sql`select min(coalesce(complete_time, cancel_time)) as at from biz_order
      where user_id = ${userId} and order_status in ('2', '3')
      group by date_trunc('month', (coalesce(complete_time, cancel_time) at time zone 'UTC') + interval '8 hours') order by 1`,
  );
  return found.map((f) => periodAt(new Date(f.at)));
}

const existsSql = (id: number, ownerId?: number) =>
  sql`select 1 from biz_statement where statement_id = ${id}${ownerId ? sql` and user_id = ${ownerId}` : sql``}`;

/** A step of the owner's (confirm, dispute): a seller account on its own statement only. */
function assertOwnerSide(caller: StatementCaller): void {
  if (!caller.seller) throw fail('statement.ownerOnly');
}

/** Moves a statement of `ownerId` (when given) from an expected state, or says why not (changed meanwhile, or missing). */
async function moveFrom(
  tx: Tx,
  id: number,
  from: readonly StatementStatusValue[],
  to: StatementStatusValue,
  set: Partial<typeof bizStatement.$inferInsert>,
  caller: StatementCaller,
  ownerId?: number,
) {
  const [moved] = await tx
    .update(bizStatement)
    .set({ ...set, status: to, updateBy: caller.userName, updateTime: new Date() })
    .where(and(eq(bizStatement.statementId, id), inArray(bizStatement.status, [...from]), ownerId === undefined ? undefined : eq(bizStatement.userId, ownerId)))
    .returning({ statementId: bizStatement.statementId, statementNo: bizStatement.statementNo, siteId: bizStatement.siteId });
  if (!moved) return transitionMissed(tx, existsSql(id, ownerId));
  return moved;
}

/** `PUT /system/statement/{id}/confirm`: the owner agrees with it (0→1). */
export async function confirmStatement(db: Db, id: number, caller: StatementCaller): Promise<StatementRecord> {
  assertOwnerSide(caller);
  const { from, to } = StatementTransition.confirm;
  return db.transaction(async (tx) => {
    await moveFrom(tx, id, from, to, { confirmBy: caller.userName, confirmTime: new Date() }, caller, caller.userId);
    return rowOf(await findVisible(tx, id, caller));
  });
}

/**
 * `PUT /system/statement/{id}/dispute`: the owner disputes it (0→2) with a reason; in the same
 * transaction a fees complaint (type 4) about the statement opens with the reason as its text.
 */
export async function disputeStatement(db: Db, id: number, reason: string, caller: StatementCaller): Promise<StatementRecord> {
  assertOwnerSide(caller);
  const { from, to } = StatementTransition.dispute;
  return db.transaction(async (tx) => {
    const moved = await moveFrom(tx, id, from, to, { disputeReason: reason }, caller, caller.userId);
    const complaint = await insertComplaint(
      tx,
      { userId: caller.userId, userName: caller.userName, admin: caller.admin, seller: caller.seller },
      { siteId: moved.siteId, orderId: null, orderNo: '', taskId: null, taskNo: '', statementId: moved.statementId, statementNo: moved.statementNo },
      { complaintType: '4', content: reason, images: '' },
    );
    await tx.update(bizStatement).set({ complaintId: complaint.complaintId }).where(eq(bizStatement.statementId, id));
    return rowOf(await findVisible(tx, id, caller));
  });
}

/** Complaint states after which a disputed statement may be settled: resolved, rejected or closed. */
const HANDLED: readonly string[] = ['2', '3', '4'];

/**
 * `PUT /system/statement/{id}/settle` (finance): a confirmed statement (1→3), or a disputed one once
 * its complaint is resolved, rejected or closed (2→3). The complaint row is read under a share lock,
 * so it cannot be reopened while the statement settles.
 */
export async function settleStatement(db: Db, id: number, caller: StatementCaller): Promise<StatementRecord> {
  const { from, to } = StatementTransition.settle;
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select({ status: bizStatement.status, complaintId: bizStatement.complaintId })
      .from(bizStatement)
      .where(eq(bizStatement.statementId, id))
      .for('update');
    if (!s) throw notFound();
    if (s.status === StatementStatus.DISPUTED && s.complaintId !== null) {
      const [c] = await tx
        .select({ status: bizComplaint.status, complaintNo: bizComplaint.complaintNo })
        .from(bizComplaint)
        .where(eq(bizComplaint.complaintId, s.complaintId))
        .for('share');
      if (c && !HANDLED.includes(c.status)) throw fail('statement.disputeOpen', c.complaintNo);
    }
    await moveFrom(tx, id, from, to, { settleBy: caller.userName, settleTime: new Date() }, caller);
    return rowOf(await findVisible(tx, id, caller));
  });
}
