/**
 * The orders list's keyword: a product title, SKU, task no. or order no. holding the text.
 *
 * An order's title, SKU and task no. are its task's, copied when it is created and fixed on both sides
 * from then on (migration 0026's guard). So the product half is searched on the tasks, ten times
 * fewer rows than the orders, and their orders are read by task id; only the order no. is searched on
 * the orders themselves. At a million orders a SKU costs about 2 ms of the tasks' index and 0.2 ms of
 * the orders' this way, where one trigram index over the four columns of every order read about 890
 * buffers of posting lists (17 ms), for the page and again for its count: the bench's SKUs and order
 * numbers share most of their trigrams.
 */
import { type SQL, and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { estimateMatches } from '../../core/count.ts';
import { likeOf } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { bizOrder, bizTask, orderSearchText, productSearchText } from '../../db/schema/index.ts';

/**
 * The most matching tasks whose ids the filter names. A keyword in more tasks than that is common: the
 * filter then joins the tasks it matches instead, and a walk of the newest orders checks each order's
 * own columns ({@link KeywordFilter.perRow}).
 */
export const KEYWORD_TASK_LIMIT = 2_000;

/** A keyword as a filter on the orders. */
export interface KeywordFilter {
  /** For the planner: the matching tasks' orders (their ids, or a join when many) and the matching order numbers. */
  where: SQL;
  /**
   * A common keyword's check of one order by its own columns, for a walk of the newest orders, which
   * meets its matches soon; undefined for a keyword in at most {@link KEYWORD_TASK_LIMIT} tasks.
   */
  perRow?: SQL;
}

/**
 * The keyword's filter for a list in the scope of `owners` (undefined: every seller). An order's
 * seller is its task's owner, so a seller's search reads only its own tasks. The planner's estimate
 * tells a common keyword first (one plan, reused for a few seconds), so its tasks are never listed.
 */
export async function keywordFilter(
  db: Executor,
  keyword: string | undefined,
  owners: number[] | undefined,
  taskLimit = KEYWORD_TASK_LIMIT,
): Promise<KeywordFilter | undefined> {
  const like = likeOf(keyword);
  if (!like) return undefined;
  const tasksWhere = and(sql`${productSearchText(bizTask)} ilike ${like}`, owners ? inArray(bizTask.userId, owners) : undefined);
  const byNo = and(eq(bizOrder.delFlag, '0'), ilike(bizOrder.orderNo, like));
  // Many tasks: the orders of the tasks it matches (a semi-join the planner estimates from the tasks' share).
  const broad = () => {
    const byTask = db
      .select({ id: bizOrder.orderId })
      .from(bizOrder)
      .where(inArray(bizOrder.taskId, db.select({ id: bizTask.taskId }).from(bizTask).where(tasksWhere)));
    const byNumber = db.select({ id: bizOrder.orderId }).from(bizOrder).where(byNo);
    return { where: inArray(bizOrder.orderId, unionAll(byTask, byNumber)), perRow: sql`${orderSearchText(bizOrder)} ilike ${like}` };
  };
  if ((await estimateMatches(db, bizTask, tasksWhere, taskLimit)) > taskLimit) return broad();
  const tasks = await db
    .select({ id: bizTask.taskId })
    .from(bizTask)
    .where(tasksWhere)
    .limit(taskLimit + 1);
  if (tasks.length > taskLimit) return broad();
  const ids = tasks.map((t) => t.id);
  return { where: ids.length ? (or(sql`${bizOrder.taskId} = any(${sql.param(ids)}::bigint[])`, byNo) as SQL) : (byNo as SQL) };
}
