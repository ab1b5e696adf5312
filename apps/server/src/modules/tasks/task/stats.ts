import type { TaskChart, TaskStatusValue, TaskSummary } from '@ceping/contract';
import Decimal from 'decimal.js';
import { and, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bizTask } from '../../../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { visibleTasks } from './query.ts';

const DAY = 86_400_000;
const GMT8 = 8 * 3600_000;
/** yyyy-MM-dd of an instant in GMT+8. */
const dayOf = (ms: number) => new Date(ms + GMT8).toISOString().slice(0, 10);
const dayExpr = sql<string>`to_char((${bizTask.createTime} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * `GET /system/task/chart`: tasks published and money spent on them (net paid) per day over the last
 * `days` days (GMT+8, today included, days without tasks as zeros) and per region, in the caller's scope.
 */
export async function taskChart(db: Executor, actor: Actor, days: number, now = Date.now()): Promise<TaskChart> {
  const todayStart = Date.parse(`${dayOf(now)}T00:00:00Z`) - GMT8;
  const from = new Date(todayStart - (days - 1) * DAY);
  const where = and(visibleTasks(actor), gte(bizTask.createTime, from));
  const [perDay, perRegion] = await Promise.all([
    db
      .select({ day: dayExpr, n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${bizTask.paidAmount}), 0)::text` })
      .from(bizTask)
      .where(where)
      .groupBy(dayExpr),
    db
      .select({
        regionId: bizTask.regionId,
        name: sql<string>`max(${bizTask.regionName})`,
        n: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${bizTask.paidAmount}), 0)::text`,
      })
      .from(bizTask)
      .where(where)
      .groupBy(bizTask.regionId)
      .orderBy(sql`count(*) desc`, bizTask.regionId),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, r]));
  const out: TaskChart = { days: [], counts: [], amounts: [], regions: [] };
  for (let i = 0; i < days; i++) {
    const d = dayOf(from.getTime() + i * DAY);
    const r = byDay.get(d);
    out.days.push(d);
    out.counts.push(r?.n ?? 0);
    out.amounts.push(new Decimal(r?.amount ?? 0).toFixed(2));
  }
  out.regions = perRegion.map((r) => ({ regionId: r.regionId, name: r.name, count: r.n, amount: new Decimal(r.amount).toFixed(2) }));
  return out;
}

/** `GET /system/task/getTaskSummary`: counts by state and the money still committed to running/paused tasks. */
export async function taskSummary(db: Executor, actor: Actor): Promise<TaskSummary> {
  const found = await db
    .select({
      status: bizTask.status,
      n: sql<number>`count(*)::int`,
      money: sql<string>`coalesce(sum(${bizTask.remainQuantity} * ${bizTask.totalPrice}), 0)::text`,
      remain: sql<number>`coalesce(sum(${bizTask.remainQuantity}), 0)::int`,
    })
    .from(bizTask)
    .where(visibleTasks(actor))
    .groupBy(bizTask.status);
  const counts: Record<TaskStatusValue, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let money = new Decimal(0);
  let remain = 0;
  for (const r of found) {
    counts[r.status as TaskStatusValue] = r.n;
    if (r.status === '1' || r.status === '2') {
      money = money.plus(r.money);
      remain += r.remain;
    }
  }
  return { total: found.reduce((s, r) => s + r.n, 0), counts, moneyInProgress: money.toFixed(2), remainInProgress: remain };
}
