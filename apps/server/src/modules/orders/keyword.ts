/**
 * The orders list's keyword: a product title, SKU, task no. or order no. holding the text.
 *
 * An order's title, SKU and task no. are its task's, copied when it is created and fixed on both sides
 * from then on (migration 0026's guard). So the product half is searched on the tasks, ten times
 * fewer rows than the orders, and their orders are read by task id; only the order no. is searched on
 * the orders themselves. The title goes through its trigram index (with the owner, btree_gin), the SKU
 * and task no. through their suffixes (`biz_task_code_suffix`, migration 0029): codes share most of
 * their trigrams, so a SKU's search read tens of thousands of trigram entries to find one task (2 ms),
 * where the suffixes' B-tree finds it in one range (0.3 ms).
 *
 * A rare keyword's tasks and order numbers are looked up first, in one statement, and the list then
 * filters on plain id arrays. Left in the list's statement, the trigram condition beside an array of
 * task ids cost the planner 0.9 ms for every plan (the page's, and the count's `EXPLAIN`).
 */
import { type SQL, and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { union, unionAll } from 'drizzle-orm/pg-core';
import { firstTake, forgetEstimate, freshEstimate, rememberEstimate } from '../../core/count.ts';
import { keptPerHandle } from '../../core/kept.ts';
import { escapeLike, likeOf } from '../../core/paging.ts';
import { type Executor, rowsOfText } from '../../db/client.ts';
import { bizOrder, bizTask, bizTaskCodeSuffix } from '../../db/schema/index.ts';

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
 * read once, up to one past the limit by their title and as many by their codes: a rare keyword's ids
 * are the filter, and a common one is remembered for a few seconds with the planner's kept estimates
 * (`core/count.ts`, under its own kind: a lower bound of tasks, never a total), so the next pages skip
 * the tasks altogether. Asking the planner first cost an `EXPLAIN` on every rare keyword (0.5–0.8 ms
 * of planning at a million orders), more than reading its few tasks.
 */
export async function keywordFilter(
  db: Executor,
  keyword: string | undefined,
  owners: number[] | undefined,
  taskLimit = KEYWORD_TASK_LIMIT,
): Promise<KeywordFilter | undefined> {
  const like = likeOf(keyword);
  if (!like || !keyword) return undefined;
  // Many tasks: the orders of the tasks it matches (a semi-join the planner estimates from the tasks' share).
  // Many tasks: the orders of the tasks it matches (a semi-join the planner estimates from the tasks' share),
  // built only when asked for: a walk of the newest orders, which usually answers, reads `perRow` alone.
  const broad = (): KeywordFilter => {
    let where: SQL | undefined;
    return {
      get where() {
        where ??= tasksOrNumbers(db, keyword, like, owners);
        return where;
      },
      perRow: ownFields(like),
    };
  };
  const key = `keyword-tasks\u0000${owners?.join(',') ?? '*'}\u0000${keyword}`;
  const atLeast = freshEstimate(key);
  if (taskLimit <= 0 || (atLeast !== undefined && atLeast > taskLimit)) return broad();
  const lookup = () => keywordIds(db, key, like, keyword, owners, taskLimit);
  let found: Awaited<ReturnType<typeof lookup>>;
  if (atLeast === undefined && !keptTasks.get(db, key)) {
    // Nothing known of it: one caller reads its tasks; the others then go by what that one kept.
    const first = await firstTake(key, lookup);
    if (first) found = first.value;
    else {
      const now = freshEstimate(key);
      if (now !== undefined && now > taskLimit) return broad();
      found = await lookup();
    }
  } else found = await lookup();
  const { tasks, orders } = found;
  if (tasks.length > taskLimit || orders.length > taskLimit || found.titles > taskLimit || found.codes > taskLimit) {
    rememberEstimate(key, Math.max(tasks.length, orders.length, taskLimit + 1));
    return broad();
  }
  if (atLeast !== undefined) forgetEstimate(key);
  const named = [
    tasks.length ? sql`${bizOrder.taskId} = any(${sql.param(tasks)}::bigint[])` : undefined,
    orders.length ? sql`${bizOrder.orderId} = any(${sql.param(orders)}::bigint[])` : undefined,
  ].filter((w) => w !== undefined);
  return { where: named.length ? (or(...named) as SQL) : sql`false`, scoped: true };
}

/**
 * The keyword's tasks by title ($1, an ILIKE pattern) and by code (the suffixes starting with $2, a LIKE
 * prefix), the live orders by their number, each up to $3 ids, and the newest order id in the same
 * snapshot; `_OF_OWNERS` within the owners $4. Fixed texts, named: drizzle's builder cost more of a
 * keyword call than the statement's own planning.
 */
const idsText = (scope: string) => `select
  array(select task_id from biz_task where product_title ilike $1${scope} limit $3) as titles,
  array(select task_id from biz_task_code_suffix where suffix like lower($2)${scope} limit $3) as codes,
  ${numbersText('$3', scope)}`;
/** The live orders whose number holds the keyword ($1), up to `limit`, and the newest order id. */
function numbersText(limit: string, scope: string) {
  return `array(select order_id from biz_order where del_flag = '0' and order_no ilike $1${scope} limit ${limit}) as orders,
  (select coalesce(max(order_id), 0) from biz_order)::bigint as newest`;
}
const ownersAt = (n: number) => ` and user_id = any($${n}::bigint[])`;
const KEYWORD_IDS = idsText('');
const KEYWORD_IDS_OF_OWNERS = idsText(ownersAt(4));
/** {@link numbersText} alone: $1 the pattern, $2 the limit, $3 the owners. */
const KEYWORD_NUMBERS = `select ${numbersText('$2', '')}`;
const KEYWORD_NUMBERS_OF_OWNERS = `select ${numbersText('$2', ownersAt(3))}`;

/** How long a rare keyword's tasks are kept; their use checks each time that no order came since. */
const KEPT_TASKS_MS = 30_000;

/**
 * A rare keyword's tasks per scope and keyword, with the newest order id they were read beside, kept
 * per database handle (a transaction's handle is new each time, so it never finds any), 500 at most.
 */
const keptTasks = keptPerHandle<{ tasks: number[]; newest: string }>(KEPT_TASKS_MS, 500);

/**
 * The keyword's tasks (title and code matches, deduplicated), its orders by number, and how many
 * tasks each way matched (up to one past the limit). A rare keyword's tasks are kept for
 * {@link KEPT_TASKS_MS}: only its order numbers (which staff may edit) and the newest order id are
 * read again, and the kept tasks stand while that id is the same. That is exact: whether a task's
 * orders match can change only through a task without orders (a new task, an edit before approval,
 * a SKU changed before the first order; the snapshot guard of migration 0026 fixes the product once
 * a task has orders), and such a task enters the list only with a new order, whose id is above every
 * id given out before. The title search of a rare keyword (a trigram scan, 2.6–20 ms at 100,000 tasks)
 * then runs once for all the pages a seller turns, instead of once for each.
 */
async function keywordIds(
  db: Executor,
  key: string,
  like: string,
  keyword: string,
  owners: number[] | undefined,
  taskLimit: number,
): Promise<{ tasks: number[]; orders: number[]; titles: number; codes: number }> {
  const scope = owners ? [owners] : [];
  const kept = keptTasks.get(db, key);
  if (kept) {
    const [now] = await rowsOfText<{ orders: (string | number)[]; newest: string | number }>(
      db,
      { sql: owners ? KEYWORD_NUMBERS_OF_OWNERS : KEYWORD_NUMBERS, params: [like, taskLimit + 1, ...scope] },
      owners ? 'orders_keyword_numbers_of_owners' : 'orders_keyword_numbers',
    );
    if (now && String(now.newest) === kept.newest) {
      return { tasks: kept.tasks, orders: now.orders.map(Number), titles: 0, codes: 0 };
    }
  }
  // One round trip: the tasks matching by title, by code, and the order numbers, each up to one past the limit.
  const [found] = await rowsOfText<{ titles: (string | number)[]; codes: (string | number)[]; orders: (string | number)[]; newest: string | number }>(
    db,
    { sql: owners ? KEYWORD_IDS_OF_OWNERS : KEYWORD_IDS, params: [like, `${escapeLike(keyword)}%`, taskLimit + 1, ...scope] },
    owners ? 'orders_keyword_ids_of_owners' : 'orders_keyword_ids',
  );
  const titles = found?.titles ?? [];
  const codes = found?.codes ?? [];
  const tasks = [...new Set([...titles, ...codes].map(Number))];
  if (titles.length > taskLimit || codes.length > taskLimit || !found) keptTasks.delete(db, key);
  else keptTasks.set(db, key, { tasks, newest: String(found.newest) });
  return { tasks, orders: (found?.orders ?? []).map(Number), titles: titles.length, codes: codes.length };
}

/** The orders of the tasks the keyword matches by title or code, and those it matches by number. */
function tasksOrNumbers(db: Executor, keyword: string, like: string, owners: number[] | undefined): SQL {
  const s = bizTaskCodeSuffix;
  const titled = db
    .select({ id: bizTask.taskId })
    .from(bizTask)
    .where(and(ilike(bizTask.productTitle, like), owners ? inArray(bizTask.userId, owners) : undefined));
  const coded = db
    .select({ id: s.taskId })
    .from(s)
    .where(and(sql`${s.suffix} like lower(${`${escapeLike(keyword)}%`})`, owners ? inArray(s.userId, owners) : undefined));
  const byTask = db
    .select({ id: bizOrder.orderId })
    .from(bizOrder)
    .where(inArray(bizOrder.taskId, union(titled, coded)));
  const byNumber = db
    .select({ id: bizOrder.orderId })
    .from(bizOrder)
    .where(and(eq(bizOrder.delFlag, '0'), ilike(bizOrder.orderNo, like)));
  return inArray(bizOrder.orderId, unionAll(byTask, byNumber));
}

/** An order's own copy of the searched fields holding the keyword (`like`): a walk of the newest orders checks each. */
const ownFields = (like: string) =>
  or(ilike(bizOrder.productTitle, like), ilike(bizOrder.sku, like), ilike(bizOrder.taskNo, like), ilike(bizOrder.orderNo, like)) as SQL;
