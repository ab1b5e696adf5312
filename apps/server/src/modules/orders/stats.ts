import type { OrderStatusValue, OrderTotalQuery, OrderTotalRow, OrderTotals, OrdersCharts3, OrdersChartsIndex } from '@ceping/contract';
import Decimal from 'decimal.js';
import { type AnyColumn, and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { parseDate } from '../../core/envelope.ts';
import { pageOf } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { bizOrder, bizOrderCount, bizOrderDaily, bizTask, bizTaskStateCount } from '../../db/schema/index.ts';
import { type Actor, balanceOf } from './deps.ts';
import { scopeOf, visibleOrders } from './query.ts';

const DAY = 86_400_000;
const GMT8 = 8 * 3600_000;
/** yyyy-MM-dd of an instant in GMT+8. */
const dayOf = (ms: number) => new Date(ms + GMT8).toISOString().slice(0, 10);
/** The start of the GMT+8 day holding `ms`. */
const dayStart = (ms: number) => Date.parse(`${dayOf(ms)}T00:00:00Z`) - GMT8;
const dayExpr = (col: AnyColumn) => sql<string>`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const money = (v: string | null | undefined) => new Decimal(v ?? 0).toFixed(2);
const int = (v: unknown) => Number(v ?? 0);

/**
 * `GET /system/orders/chartsIndex`: the dashboard's figures for the caller's scope, all exact. None
 * counts the scope's orders: the states and reviews pending come from `biz_order_count` (a few rows
 * per seller, kept by the orders' trigger), today's orders and amount from today's `biz_order_daily`
 * rows, the completions of today from the completion-time index (today's range only), the
 * settlements awaiting from the partial index on them, the tasks in progress from the status index.
 */
export async function chartsIndex(db: Executor, actor: Actor, now = Date.now()): Promise<OrdersChartsIndex> {
  const ids = await scopeOf(db, actor);
  const start = dayStart(now);
  const today = new Date(start);
  const [counts, [d], [c], [t], balance] = await Promise.all([
    db
      .select({ orderStatus: bizOrderCount.orderStatus, evaluateStatus: bizOrderCount.evaluateStatus, n: sql<number>`sum(${bizOrderCount.n})::int` })
      .from(bizOrderCount)
      .where(ids ? inArray(bizOrderCount.userId, ids) : undefined)
      .groupBy(bizOrderCount.orderStatus, bizOrderCount.evaluateStatus),
    db
      .select({ orders: sql<number>`coalesce(sum(${bizOrderDaily.orders}), 0)::int`, amount: sql<string>`coalesce(sum(${bizOrderDaily.totalPrice}), 0)::text` })
      .from(bizOrderDaily)
      .where(and(eq(bizOrderDaily.day, dayOf(start)), ids ? inArray(bizOrderDaily.userId, ids) : undefined)),
    db
      .select({
        completedToday: sql<number>`count(*)::int`,
        awaiting: sql<number>`(select count(*) from ${bizOrder} where ${and(visibleOrders(ids), eq(bizOrder.settleStatus, 'awaiting'))})::int`,
      })
      .from(bizOrder)
      .where(and(visibleOrders(ids), gte(bizOrder.completeTime, today))),
    db
      .select({ n: sql<number>`coalesce(sum(${bizTaskStateCount.n}), 0)::int` })
      .from(bizTaskStateCount)
      .where(and(eq(bizTaskStateCount.status, '1'), ids ? inArray(bizTaskStateCount.userId, ids) : undefined)),
    ids ? balanceOf(db, actor.userId) : Promise.resolve(null),
  ]);
  const byStatus = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0 };
  let toReview = 0;
  for (const r of counts) {
    const n = int(r.n);
    if (r.orderStatus in byStatus) byStatus[r.orderStatus as keyof typeof byStatus] += n;
    if ((r.orderStatus === '1' || r.orderStatus === '2') && r.evaluateStatus === '0') toReview += n;
  }
  return {
    scope: ids ? 'own' : 'all',
    ordersToday: int(d.orders),
    completedToday: int(c.completedToday),
    ordersTotal: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    amountToday: money(d.amount),
    tasksInProgress: int(t.n),
    balance: balance === null ? null : money(balance),
    pending: { toShip: byStatus['0'], toComplete: byStatus['1'], toReview, exceptions: byStatus['4'], awaitingSettlement: int(c.awaiting) },
  };
}

/** The longest range a chart or total covers. */
const MAX_DAYS = 366;

/** `[from, to]` GMT+8 day starts of a range: default the last 30 days, at most {@link MAX_DAYS}. */
function rangeOf(beginTime: string | undefined, endTime: string | undefined, now: number): { from: number; to: number } {
  const end = endTime ? parseDate(endTime) : undefined;
  const to = dayStart(end ? end.getTime() : now);
  const begin = beginTime ? parseDate(beginTime) : undefined;
  let from = begin ? dayStart(begin.getTime()) : to - 29 * DAY;
  if (from > to) from = to;
  if ((to - from) / DAY >= MAX_DAYS) from = to - (MAX_DAYS - 1) * DAY;
  return { from, to };
}

/** `GET /system/orders/charts3`: per day (placed, completed, amount), per platform and per state over a range, in the caller's scope. */
export async function charts3(db: Executor, actor: Actor, q: { beginTime?: string; endTime?: string }, now = Date.now()): Promise<OrdersCharts3> {
  const ids = await scopeOf(db, actor);
  const { from, to } = rangeOf(q.beginTime, q.endTime, now);
  const start = new Date(from);
  const stop = new Date(to + DAY);
  const placed = and(visibleOrders(ids), gte(bizOrder.acceptTime, start), sql`${bizOrder.acceptTime} < ${stop}`);
  const acceptDay = dayExpr(bizOrder.acceptTime);
  const completeDay = dayExpr(bizOrder.completeTime);
  const [perDay, donePerDay, perPlatform, perStatus] = await Promise.all([
    db
      .select({ day: acceptDay, n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${bizOrder.totalPrice}), 0)::text` })
      .from(bizOrder)
      .where(placed)
      .groupBy(acceptDay),
    db
      .select({ day: completeDay, n: sql<number>`count(*)::int` })
      .from(bizOrder)
      .where(and(visibleOrders(ids), gte(bizOrder.completeTime, start), sql`${bizOrder.completeTime} < ${stop}`))
      .groupBy(completeDay),
    db
      .select({ platform: bizOrder.platform, n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${bizOrder.totalPrice}), 0)::text` })
      .from(bizOrder)
      .where(placed)
      .groupBy(bizOrder.platform)
      .orderBy(sql`count(*) desc`, bizOrder.platform),
    db
      .select({ orderStatus: bizOrder.orderStatus, n: sql<number>`count(*)::int` })
      .from(bizOrder)
      .where(placed)
      .groupBy(bizOrder.orderStatus)
      .orderBy(bizOrder.orderStatus),
  ]);
  const placedBy = new Map(perDay.map((r) => [r.day, r]));
  const doneBy = new Map(donePerDay.map((r) => [r.day, int(r.n)]));
  const out: OrdersCharts3 = {
    beginTime: dayOf(from),
    endTime: dayOf(to),
    days: [],
    counts: [],
    completed: [],
    amounts: [],
    platforms: perPlatform.map((r) => ({ platform: r.platform, count: int(r.n), amount: money(r.amount) })),
    statuses: perStatus.map((r) => ({ orderStatus: r.orderStatus as OrderStatusValue, count: int(r.n) })),
  };
  for (let d = from; d <= to; d += DAY) {
    const day = dayOf(d);
    out.days.push(day);
    out.counts.push(int(placedBy.get(day)?.n));
    out.completed.push(doneBy.get(day) ?? 0);
    out.amounts.push(money(placedBy.get(day)?.amount));
  }
  return out;
}

/** The sums of `biz_order_daily` rows (orders placed per seller, day and task). */
const aggregates = {
  orders: sql<number>`coalesce(sum(${bizOrderDaily.orders}), 0)::int`,
  open: sql<number>`coalesce(sum(${bizOrderDaily.open}), 0)::int`,
  completed: sql<number>`coalesce(sum(${bizOrderDaily.completed}), 0)::int`,
  cancelled: sql<number>`coalesce(sum(${bizOrderDaily.cancelled}), 0)::int`,
  totalPrice: sql<string>`coalesce(sum(${bizOrderDaily.totalPrice}), 0)::text`,
  actualPrincipal: sql<string>`coalesce(sum(${bizOrderDaily.actualPrincipal}), 0)::text`,
  settleDiff: sql<string>`coalesce(sum(${bizOrderDaily.settleDiff}), 0)::text`,
};
type Agg = { orders: number; open: number; completed: number; cancelled: number; totalPrice: string; actualPrincipal: string; settleDiff: string };
const totalsOf = (a: Agg): OrderTotals => ({
  orders: int(a.orders),
  open: int(a.open),
  completed: int(a.completed),
  cancelled: int(a.cancelled),
  totalPrice: money(a.totalPrice),
  actualPrincipal: money(a.actualPrincipal),
  settleDiff: money(a.settleDiff),
});
/** A group with orders (a day or task whose orders were all deleted keeps a row of zeros). */
const withOrders = sql`sum(${bizOrderDaily.orders}) > 0`;

/**
 * `GET /system/orders/total`: orders placed in a range (default the last 30 days) counted and
 * summed per day or per task, newest first, in the caller's scope; `totals` over the whole range.
 * Exact, and read from `biz_order_daily` (one row per seller, day and task, kept by the orders'
 * trigger) within the range, never from the orders themselves.
 */
export async function orderTotals(
  db: Executor,
  actor: Actor,
  q: OrderTotalQuery,
  now = Date.now(),
): Promise<{ rows: OrderTotalRow[]; total: number; totals: OrderTotals }> {
  const ids = await scopeOf(db, actor);
  const { from, to } = rangeOf(q.beginTime, q.endTime, now);
  const where = and(
    ids ? inArray(bizOrderDaily.userId, ids) : undefined,
    gte(bizOrderDaily.day, dayOf(from)),
    lte(bizOrderDaily.day, dayOf(to)),
    q.userId ? eq(bizOrderDaily.userId, q.userId) : undefined,
  );
  const { limit, offset } = pageOf(q);
  const [all] = await db.select(aggregates).from(bizOrderDaily).where(where);
  if (q.groupBy === 'task') {
    const groups = db.select({ taskId: bizOrderDaily.taskId }).from(bizOrderDaily).where(where).groupBy(bizOrderDaily.taskId).having(withOrders);
    const [found, [{ n }]] = await Promise.all([
      db
        .select({
          ...aggregates,
          taskId: bizOrderDaily.taskId,
          taskNo: sql<string>`max(${bizTask.taskNo})`,
          productTitle: sql<string>`max(${bizTask.productTitle})`,
        })
        .from(bizOrderDaily)
        .leftJoin(bizTask, eq(bizTask.taskId, bizOrderDaily.taskId))
        .where(where)
        .groupBy(bizOrderDaily.taskId)
        .having(withOrders)
        .orderBy(desc(bizOrderDaily.taskId))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(groups.as('g')),
    ]);
    return {
      rows: found.map((r) => ({ key: r.taskNo, day: null, taskId: r.taskId, taskNo: r.taskNo, productTitle: r.productTitle, ...totalsOf(r) })),
      total: int(n),
      totals: totalsOf(all),
    };
  }
  const groups = db.select({ day: bizOrderDaily.day }).from(bizOrderDaily).where(where).groupBy(bizOrderDaily.day).having(withOrders);
  const [found, [{ n }]] = await Promise.all([
    db
      .select({ ...aggregates, day: bizOrderDaily.day })
      .from(bizOrderDaily)
      .where(where)
      .groupBy(bizOrderDaily.day)
      .having(withOrders)
      .orderBy(desc(bizOrderDaily.day))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(groups.as('g')),
  ]);
  return {
    rows: found.map((r) => ({ key: r.day, day: r.day, taskId: null, taskNo: null, productTitle: null, ...totalsOf(r) })),
    total: int(n),
    totals: totalsOf(all),
  };
}
