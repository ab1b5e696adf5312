import type { OrderStatusValue, OrderTotalQuery, OrderTotalRow, OrderTotals, OrdersCharts3, OrdersChartsIndex } from '@ceping/contract';
import Decimal from 'decimal.js';
import { type AnyColumn, type SQL, and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { parseDate } from '../../core/envelope.ts';
import { pageOf } from '../../core/paging.ts';
import { type Executor, rows } from '../../db/client.ts';
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

/** A page row of {@link orderTotals}' statement: its group's sums, with the range's count of groups and totals beside. */
type TotalsRow = {
  n: number;
  t_orders: number;
  t_open: number;
  t_completed: number;
  t_cancelled: number;
  t_total_price: string;
  t_actual_principal: string;
  t_settle_diff: string;
  /** The day (yyyy-MM-dd) or the task id. */
  k: string | number | null;
  orders: number | null;
  open: number | null;
  completed: number | null;
  cancelled: number | null;
  total_price: string | null;
  actual_principal: string | null;
  settle_diff: string | null;
  task_no: string | null;
  product_title: string | null;
};

/** The sums of a row's group (`p` = '') or of the whole range (`p` = 't_'). */
const totalsOf = (r: Record<string, unknown>, p: '' | 't_'): OrderTotals => ({
  orders: int(r[`${p}orders`]),
  open: int(r[`${p}open`]),
  completed: int(r[`${p}completed`]),
  cancelled: int(r[`${p}cancelled`]),
  totalPrice: money(r[`${p}total_price`] as string | null),
  actualPrincipal: money(r[`${p}actual_principal`] as string | null),
  settleDiff: money(r[`${p}settle_diff`] as string | null),
});

const d = bizOrderDaily;
/**
 * The columns of `biz_order_daily` a total sums, by their SQL names (the groups of {@link totalsStatement}
 * carry the same names): counts are answered as integers, money (numeric) as its exact text.
 */
const SUMMED = [d.orders, d.open, d.completed, d.cancelled, d.totalPrice, d.actualPrincipal, d.settleDiff].map((c) => ({
  name: c.name,
  cast: c.dataType === 'number' ? 'int' : 'text',
}));
/** The sums of rows or of groups, as they are summed again. */
const rawSums = sql.raw(SUMMED.map((c) => `sum(${c.name}) as ${c.name}`).join(', '));
/** The same sums as the answer reads them (`t_` for the range's totals), none null. */
const sumsAs = (p: '' | 't_') => sql.raw(SUMMED.map((c) => `coalesce(sum(${c.name}), 0)::${c.cast} as ${p}${c.name}`).join(', '));
const groupSums = sumsAs('');
const rangeSums = sumsAs('t_');

/**
 * The statement of {@link orderTotals}: one row per group of the page, newest first, each with the
 * count of groups that have orders and the range's totals beside (one row with no group when the
 * page is past the end). Days are at most {@link MAX_DAYS} groups: the range's rows are summed per
 * day once, and the count, the totals and the page come from those sums. Tasks are as many groups as
 * tasks had orders, whose every sum held at once outgrew the sort memory (8,600 tasks: 23 ms, spilled
 * to disk): the groups are then found by their order count alone, the totals summed over the rows,
 * and the sums taken only for the page's tasks, which are joined for their number and title.
 */
function totalsStatement(where: SQL | undefined, byTask: boolean, limit: number, offset: number): SQL {
  const rangeRows = sql`from ${d} where ${where}`;
  const window = sql`limit ${limit} offset ${offset}`;
  if (!byTask)
    return sql`with g as (select ${d.day} as k, ${rawSums} ${rangeRows} group by 1),
      t as (select (count(*) filter (where orders > 0))::int as n, ${rangeSums} from g)
    select t.*, p.*, null as task_no, null as product_title
    from t left join lateral (select g.k::text as k, ${groupSums} from g where g.orders > 0 group by g.k order by g.k desc ${window}) p on true
    order by p.k desc`;
  return sql`with g as (select ${d.taskId} as k, sum(${d.orders}) as orders ${rangeRows} group by 1),
      t as (select (select count(*) from g where orders > 0)::int as n, ${rangeSums} ${rangeRows})
    select t.*, p.*, task.${sql.identifier(bizTask.taskNo.name)} as task_no, task.${sql.identifier(bizTask.productTitle.name)} as product_title
    from t left join lateral (select ${d.taskId} as k, ${groupSums} ${rangeRows}
        and ${d.taskId} in (select k from g where orders > 0 order by k desc ${window}) group by ${d.taskId}) p on true
      left join ${bizTask} task on task.${sql.identifier(bizTask.taskId.name)} = p.k
    order by p.k desc`;
}

/**
 * `GET /system/orders/total`: orders placed in a range (default the last 30 days) counted and
 * summed per day or per task, newest first, in the caller's scope; `totals` over the whole range.
 * Exact, and read from `biz_order_daily` (one row per seller, day and task, kept by the orders'
 * trigger) within the range, never from the orders themselves, in one statement
 * ({@link totalsStatement}). A day or task whose orders were all deleted keeps a row of zeros, and
 * is neither listed nor counted.
 */
export async function orderTotals(
  db: Executor,
  actor: Actor,
  q: OrderTotalQuery,
  now = Date.now(),
): Promise<{ rows: OrderTotalRow[]; total: number; totals: OrderTotals }> {
  const ids = await scopeOf(db, actor);
  const { from, to } = rangeOf(q.beginTime, q.endTime, now);
  const where = and(ids ? inArray(d.userId, ids) : undefined, gte(d.day, dayOf(from)), lte(d.day, dayOf(to)), q.userId ? eq(d.userId, q.userId) : undefined);
  const { limit, offset } = pageOf(q);
  const byTask = q.groupBy === 'task';
  const found = await rows<TotalsRow>(db, totalsStatement(where, byTask, limit, offset));
  const [first] = found;
  return {
    rows: found
      .filter((r) => r.k !== null)
      .map((r) =>
        byTask
          ? { key: r.task_no ?? String(r.k), day: null, taskId: Number(r.k), taskNo: r.task_no, productTitle: r.product_title, ...totalsOf(r, '') }
          : { key: String(r.k), day: String(r.k), taskId: null, taskNo: null, productTitle: null, ...totalsOf(r, '') },
      ),
    total: int(first?.n),
    totals: totalsOf(first ?? {}, 't_'),
  };
}
