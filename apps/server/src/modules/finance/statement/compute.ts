import { FUND_TYPES, STATEMENT_SOURCE } from '@ceping/contract';
import Decimal from 'decimal.js';
import { type SQL, and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../../db/client.ts';
import { type StoredBreakdown, bizOrder } from '../../../db/schema/index.ts';
import { FundType } from '../ledger.ts';

/**
 * The figures of a statement (docs/DOMAIN.md "Statements"), for one account over [start, cutoff):
 * the order lines, their totals, and the period's money by fund type — the ledger's rows beside what
 * the documents account for. Reads only.
 */
export interface Window {
  userId: number;
  start: Date;
  cutoff: Date;
}

const money = (v: Decimal.Value | null | undefined) => new Decimal(v ?? 0).toFixed(2);
/** Some slack around the window for candidates whose money is placed by their ledger row's time (written in the same transaction). */
const SLACK = sql`interval '1 day'`;

/** When an order closed: completed or cancelled (an order is never both). */
const closeTime = sql`coalesce(${bizOrder.completeTime}, ${bizOrder.cancelTime})`;

/** The lines: the account's orders completed or cancelled in the window (deleted ones too: their money moved). */
export const linesWhere = (w: Window): SQL | undefined =>
  and(eq(bizOrder.userId, w.userId), inArray(bizOrder.orderStatus, ['2', '3']), gte(closeTime, w.start), lt(closeTime, w.cutoff));

/**
 * What the ledger gave back for the order up to the cutoff: its settlement refund (fund 7, `ref_type`
 * order) and its cancellation refund (fund 6, the row its history points at).
 */
// The order is named by its table: drizzle writes a column of a one-table select unqualified, which the
// subqueries' own tables would capture.
const refundsOf = (cutoff: Date) => sql<string>`(
  coalesce((select sum(f.amount) from biz_fund f where f.ref_type = 'order' and f.ref_id = biz_order.order_id and f.type = ${FundType.SETTLE_REFUND}
    and f.create_time < ${cutoff}), 0)
  + coalesce((select sum(f.amount) from biz_order_event e join biz_fund f on f.fund_id = e.fund_id
    where e.order_id = biz_order.order_id and e.action in ('cancel', 'resolve') and f.type = ${FundType.TASK_REFUND} and f.create_time < ${cutoff}), 0)
)::numeric(14,2)::text`;

/** Compensation paid up to the cutoff on the complaints about the order (fund 9, `ref_type` complaint). */
const compensationOf = (cutoff: Date) => sql<string>`coalesce((select sum(f.amount) from biz_complaint c
  join biz_fund f on f.ref_type = 'complaint' and f.ref_id = c.complaint_id and f.type = ${FundType.COMPENSATION}
  where c.order_id = biz_order.order_id and f.create_time < ${cutoff}), 0)::numeric(14,2)::text`;

const lineCols = (cutoff: Date) => ({
  orderId: bizOrder.orderId,
  orderNo: bizOrder.orderNo,
  taskId: bizOrder.taskId,
  taskNo: bizOrder.taskNo,
  productTitle: bizOrder.productTitle,
  platform: bizOrder.platform,
  regionName: bizOrder.regionName,
  orderStatus: bizOrder.orderStatus,
  closeTime: sql<Date | null>`${closeTime}`.mapWith(bizOrder.completeTime).as('close_time'),
  estimate: bizOrder.totalPrice,
  fees: bizOrder.unitPrice,
  actual: bizOrder.actualPrincipal,
  difference: bizOrder.settleDiff,
  settleStatus: bizOrder.settleStatus,
  refunds: refundsOf(cutoff).as('refunds'),
  compensation: compensationOf(cutoff).as('compensation'),
});

/** One page of lines (or all of them up to `limit`), oldest first. */
export const linesQuery = (ex: Executor, w: Window) =>
  ex.select(lineCols(w.cutoff)).from(bizOrder).where(linesWhere(w)).orderBy(asc(closeTime), asc(bizOrder.orderId));

/** A line as read, its money with two decimals. */
export const lineOf = (r: Awaited<ReturnType<typeof linesQuery>>[number]) => ({
  ...r,
  estimate: money(r.estimate),
  fees: money(r.fees),
  actual: r.actual === null ? null : money(r.actual),
  difference: r.difference === null ? null : money(r.difference),
  settleStatus: r.settleStatus as 'none' | 'settled' | 'awaiting' | 'rejected',
});
export type StatementLine = ReturnType<typeof lineOf>;

export interface LineTotals {
  orderCount: number;
  cancelledCount: number;
  estimate: string;
  fees: string;
  actual: string;
  difference: string;
  refunds: string;
  compensation: string;
}

/** Σ of the lines' columns (a cancelled order has no actual principal and no difference). */
export async function lineTotals(ex: Executor, w: Window): Promise<LineTotals> {
  const lines = ex.select(lineCols(w.cutoff)).from(bizOrder).where(linesWhere(w)).as('l');
  const [t] = await ex
    .select({
      orderCount: sql<number>`count(*)::int`,
      cancelledCount: sql<number>`(count(*) filter (where ${lines.orderStatus} = '3'))::int`,
      estimate: sql<string>`coalesce(sum(${lines.estimate}), 0)::text`,
      fees: sql<string>`coalesce(sum(${lines.fees}), 0)::text`,
      actual: sql<string>`coalesce(sum(${lines.actual}), 0)::text`,
      difference: sql<string>`coalesce(sum(${lines.difference}), 0)::text`,
      refunds: sql<string>`coalesce(sum(${lines.refunds}::numeric), 0)::text`,
      compensation: sql<string>`coalesce(sum(${lines.compensation}::numeric), 0)::text`,
    })
    .from(lines);
  return {
    orderCount: Number(t.orderCount),
    cancelledCount: Number(t.cancelledCount),
    estimate: money(t.estimate),
    fees: money(t.fees),
    actual: money(t.actual),
    difference: money(t.difference),
    refunds: money(t.refunds),
    compensation: money(t.compensation),
  };
}

export interface MoneyCheck {
  breakdown: StoredBreakdown[];
  /** Σ statement amounts. */
  net: string;
  /** Σ ledger amounts. */
  ledgerSum: string;
  mismatch: boolean;
}

/**
 * The period's money by fund type. The ledger side is the account's rows in the window. The
 * statement side takes settlement true-ups (7 refund, 8 charge) from the orders settled in the
 * window (`settle_diff`, placed at their ledger row's time, or at `settle_time` when the row is
 * missing), cancellation refunds (part of 6) from the cancelled orders' history (the amount the
 * cancellation recorded, placed the same way), and every other row from the ledger. So net equals
 * the ledger sum exactly when every order's money is in the ledger once, with the order's amount.
 */
export async function moneyCheck(ex: Executor, w: Window): Promise<MoneyCheck> {
  const { userId, start, cutoff } = w;
  const [r] = await rows<{
    ledger: { type: number; n: number; total: string }[] | null;
    settle_refund: string;
    settle_charge: string;
    cancel_doc: string;
    cancel_posted: string;
  }>(
    ex,
    sql`with ledger as (
        select type, count(*)::int as n, sum(amount)::numeric(14,2)::text as total from biz_fund
        where user_id = ${userId} and create_time >= ${start} and create_time < ${cutoff} group by type
      ), settled as (
        select o.settle_diff as amount from biz_order o
        where o.user_id = ${userId} and o.settle_status = 'settled' and o.settle_diff <> 0
          and o.settle_time >= ${start}::timestamptz - ${SLACK} and o.settle_time < ${cutoff}::timestamptz + ${SLACK}
          and coalesce((select min(f.create_time) from biz_fund f where f.ref_type = 'order' and f.ref_id = o.order_id
            and f.type in (${FundType.SETTLE_REFUND}, ${FundType.SETTLE_CHARGE})), o.settle_time) >= ${start}
          and coalesce((select min(f.create_time) from biz_fund f where f.ref_type = 'order' and f.ref_id = o.order_id
            and f.type in (${FundType.SETTLE_REFUND}, ${FundType.SETTLE_CHARGE})), o.settle_time) < ${cutoff}
      ), refunded as (
        select e.amount, f.amount as posted, f.type as posted_type from biz_order o
        join biz_order_event e on e.order_id = o.order_id and e.fund_id is not null and e.amount is not null and e.action in ('cancel', 'resolve')
        left join biz_fund f on f.fund_id = e.fund_id and f.user_id = o.user_id
        where o.user_id = ${userId} and o.order_status = '3'
          and coalesce(o.complete_time, o.cancel_time) >= ${start}::timestamptz - ${SLACK}
          and coalesce(o.complete_time, o.cancel_time) < ${cutoff}::timestamptz + ${SLACK}
          and coalesce(f.create_time, e.create_time) >= ${start} and coalesce(f.create_time, e.create_time) < ${cutoff}
      )
      select (select json_agg(json_build_object('type', type, 'n', n, 'total', total)) from ledger) as ledger,
        (select coalesce(sum(amount) filter (where amount > 0), 0)::text from settled) as settle_refund,
        (select coalesce(sum(amount) filter (where amount < 0), 0)::text from settled) as settle_charge,
        (select coalesce(sum(amount), 0)::text from refunded) as cancel_doc,
        (select coalesce(sum(posted) filter (where posted_type = ${FundType.TASK_REFUND}), 0)::text from refunded) as cancel_posted`,
  );
  const byType = new Map((r.ledger ?? []).map((l) => [Number(l.type), { n: Number(l.n), total: new Decimal(l.total) }]));
  const ledgerOf = (type: number) => byType.get(type)?.total ?? new Decimal(0);
  // Task refunds that are not an order's cancellation refund come from the ledger.
  const taskRefunds = ledgerOf(FundType.TASK_REFUND).minus(r.cancel_posted);
  const statementOf = (type: number): Decimal => {
    if (type === FundType.SETTLE_REFUND) return new Decimal(r.settle_refund);
    if (type === FundType.SETTLE_CHARGE) return new Decimal(r.settle_charge);
    if (type === FundType.TASK_REFUND) return new Decimal(r.cancel_doc).plus(taskRefunds);
    return ledgerOf(type);
  };
  // Types outside the dictionary (none today) still count, from the ledger.
  const types = [...FUND_TYPES, ...[...byType.keys()].filter((t) => !(FUND_TYPES as readonly number[]).includes(t)).sort((a, b) => a - b)];
  const breakdown: StoredBreakdown[] = types.map((type) => ({
    type,
    source: STATEMENT_SOURCE[type as (typeof FUND_TYPES)[number]] ?? 'ledger',
    count: byType.get(type)?.n ?? 0,
    ledger: money(ledgerOf(type)),
    statement: money(statementOf(type)),
  }));
  const net = breakdown.reduce((s, b) => s.plus(b.statement), new Decimal(0));
  const ledgerSum = breakdown.reduce((s, b) => s.plus(b.ledger), new Decimal(0));
  return { breakdown, net: money(net), ledgerSum: money(ledgerSum), mismatch: !net.eq(ledgerSum) };
}

/** Whether two checks differ in any figure. */
export function checksDiffer(a: Pick<MoneyCheck, 'breakdown' | 'net' | 'ledgerSum'>, b: Pick<MoneyCheck, 'breakdown' | 'net' | 'ledgerSum'>): boolean {
  if (a.net !== b.net || a.ledgerSum !== b.ledgerSum || a.breakdown.length !== b.breakdown.length) return true;
  return a.breakdown.some((x, i) => {
    const y = b.breakdown[i];
    return x.type !== y.type || x.count !== y.count || x.ledger !== y.ledger || x.statement !== y.statement;
  });
}
