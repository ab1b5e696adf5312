import type { OrderStatusValue, OrderTotalQuery, OrderTotalRow, OrderTotals, OrdersCharts3, OrdersChartsIndex } from '@ceping/contract';
import Decimal from 'decimal.js';
import { type AnyColumn, and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { parseDate } from '../../core/envelope.ts';
import { pageOf } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { bizOrder, bizTask } from '../../db/schema/index.ts';
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

/** `GET /system/orders/chartsIndex`: the dashboard's figures for the caller's scope. */
export async function chartsIndex(db: Executor, actor: Actor, now = Date.now()): Promise<OrdersChartsIndex> {
  const ids = await scopeOf(db, actor);
  const today = new Date(dayStart(now));
  const [[f], [t], balance] = await Promise.all([
    db
      .select({
        s0: sql<number>`count(*) filter (where ${bizOrder.orderStatus} = '0')::int`,
        s1: sql<number>`count(*) filter (where ${bizOrder.orderStatus} = '1')::int`,
        s2: sql<number>`count(*) filter (where ${bizOrder.orderStatus} = '2')::int`,
        s3: sql<number>`count(*) filter (where ${bizOrder.orderStatus} = '3')::int`,
        s4: sql<number>`count(*) filter (where ${bizOrder.orderStatus} = '4')::int`,
        today: sql<number>`count(*) filter (where ${bizOrder.acceptTime} >= ${today})::int`,
        completedToday: sql<number>`count(*) filter (where ${bizOrder.completeTime} >= ${today})::int`,
        amountToday: sql<string>`coalesce(sum(${bizOrder.totalPrice}) filter (where ${bizOrder.acceptTime} >= ${today}), 0)::text`,
        toReview: sql<number>`count(*) filter (where ${bizOrder.orderStatus} in ('1', '2') and ${bizOrder.evaluateStatus} = '0')::int`,
        awaiting: sql<number>`count(*) filter (where ${bizOrder.settleStatus} = 'awaiting')::int`,
      })
      .from(bizOrder)
      .where(visibleOrders(ids)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bizTask)
      .where(and(eq(bizTask.status, '1'), eq(bizTask.delFlag, '0'), ids ? inArray(bizTask.userId, ids) : undefined)),
    ids ? balanceOf(db, actor.userId) : Promise.resolve(null),
  ]);
  const byStatus = { '0': int(f.s0), '1': int(f.s1), '2': int(f.s2), '3': int(f.s3), '4': int(f.s4) };
  return {
    scope: ids ? 'own' : 'all',
    ordersToday: int(f.today),
    completedToday: int(f.completedToday),
    ordersTotal: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    amountToday: money(f.amountToday),
    tasksInProgress: int(t.n),
    balance: balance === null ? null : money(balance),
    pending: { toShip: byStatus['0'], toComplete: byStatus['1'], toReview: int(f.toReview), exceptions: byStatus['4'], awaitingSettlement: int(f.awaiting) },
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

const aggregates = {
  orders: sql<number>`count(*)::int`,
  open: sql<number>`count(*) filter (where ${bizOrder.orderStatus} in ('0', '1', '4'))::int`,
  completed: sql<number>`count(*) filter (where ${bizOrder.orderStatus} = '2')::int`,
  cancelled: sql<number>`count(*) filter (where ${bizOrder.orderStatus} = '3')::int`,
  totalPrice: sql<string>`coalesce(sum(${bizOrder.totalPrice}) filter (where ${bizOrder.orderStatus} <> '3'), 0)::text`,
  actualPrincipal: sql<string>`coalesce(sum(${bizOrder.actualPrincipal}) filter (where ${bizOrder.orderStatus} = '2'), 0)::text`,
  settleDiff: sql<string>`coalesce(sum(${bizOrder.settleDiff}) filter (where ${bizOrder.settleStatus} = 'settled'), 0)::text`,
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

/**
 * `GET /system/orders/total`: orders placed in a range (default the last 30 days) counted and
 * summed per day or per task, newest first, in the caller's scope; `totals` over the whole range.
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
    visibleOrders(ids),
    gte(bizOrder.acceptTime, new Date(from)),
    lte(bizOrder.acceptTime, new Date(to + DAY - 1)),
    q.userId ? eq(bizOrder.userId, q.userId) : undefined,
  );
  const { limit, offset } = pageOf(q);
  const [all] = await db.select(aggregates).from(bizOrder).where(where);
  if (q.groupBy === 'task') {
    const [found, [{ n }]] = await Promise.all([
      db
        .select({
          ...aggregates,
          taskId: bizOrder.taskId,
          taskNo: sql<string>`max(${bizOrder.taskNo})`,
          productTitle: sql<string>`max(${bizOrder.productTitle})`,
        })
        .from(bizOrder)
        .where(where)
        .groupBy(bizOrder.taskId)
        .orderBy(desc(bizOrder.taskId))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: sql<number>`count(distinct ${bizOrder.taskId})::int` })
        .from(bizOrder)
        .where(where),
    ]);
    return {
      rows: found.map((r) => ({ key: r.taskNo, day: null, taskId: r.taskId, taskNo: r.taskNo, productTitle: r.productTitle, ...totalsOf(r) })),
      total: int(n),
      totals: totalsOf(all),
    };
  }
  const day = dayExpr(bizOrder.acceptTime);
  const [found, [{ n }]] = await Promise.all([
    db
      .select({ ...aggregates, day })
      .from(bizOrder)
      .where(where)
      .groupBy(day)
      .orderBy(desc(day))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(distinct ${day})::int` })
      .from(bizOrder)
      .where(where),
  ]);
  return {
    rows: found.map((r) => ({ key: r.day, day: r.day, taskId: null, taskNo: null, productTitle: null, ...totalsOf(r) })),
    total: int(n),
    totals: totalsOf(all),
  };
}
