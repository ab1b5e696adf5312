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
 *
 * A rare keyword's tasks and order numbers are looked up first, in one statement, and the list then
 * filters on plain id arrays. Left in the list's statement, the trigram condition beside an array of
 * task ids cost the planner 0.9 ms for every plan (the page's, and the count's `EXPLAIN`).
 */
import { type SQL, and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { freshEstimate, keptKey, rememberEstimate } from '../../core/count.ts';
import { likeOf } from '../../core/paging.ts';
import { type Executor, rows } from '../../db/client.ts';
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
   * meets its matches soon; undefined for a rare keyword (at most {@link KEYWORD_TASK_LIMIT} tasks and
   * as many order numbers).
   */
  perRow?: SQL;
  /**
   * True when `where` names only orders of the scope it was built for (a rare keyword's ids, read
   * within it): the list then checks the scope on each row it reads, not through an owner index.
   */
  scoped?: boolean;
}

/**
 * The keyword's filter for a list in the scope of `owners` (undefined: every seller). An order's
 * seller is its task's owner, so a seller's search reads only its own tasks. The matching tasks are
 * read once, up to one past the limit: a rare keyword's ids are the filter, and a common one is
 * remembered for a few seconds with the planner's kept estimates (`core/count.ts`, under its own kind:
 * a lower bound of tasks, never a total), so the next pages skip the tasks altogether. Asking the planner
 * first cost an `EXPLAIN` on every rare keyword (0.5–0.8 ms of planning at a million orders), more
 * than reading its few tasks.
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
  const key = keptKey('keyword-tasks', tasksWhere);
  const atLeast = freshEstimate(key);
  if (taskLimit <= 0 || (atLeast !== undefined && atLeast > taskLimit)) return broad();
  // One round trip: the matching tasks and order numbers, each up to one past the limit.
  const byNoInScope = and(byNo, owners ? inArray(bizOrder.userId, owners) : undefined);
  const [found] = await rows<{ tasks: (string | number)[]; orders: (string | number)[] }>(
    db,
    sql`select array(${db
      .select({ id: bizTask.taskId })
      .from(bizTask)
      .where(tasksWhere)
      .limit(taskLimit + 1)}) as tasks,
      array(${db
        .select({ id: bizOrder.orderId })
        .from(bizOrder)
        .where(byNoInScope)
        .limit(taskLimit + 1)}) as orders`,
  );
  const tasks = (found?.tasks ?? []).map(Number);
  const orders = (found?.orders ?? []).map(Number);
  if (tasks.length > taskLimit || orders.length > taskLimit) {
    rememberEstimate(key, Math.max(tasks.length, orders.length));
    return broad();
  }
  const named = [
    tasks.length ? sql`${bizOrder.taskId} = any(${sql.param(tasks)}::bigint[])` : undefined,
    orders.length ? sql`${bizOrder.orderId} = any(${sql.param(orders)}::bigint[])` : undefined,
  ].filter((w) => w !== undefined);
  return { where: named.length ? (or(...named) as SQL) : sql`false`, scoped: true };
}
