import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rows, rowsOfText } from '../db/client.ts';

/**
 * Above this many matching rows (the planner's estimate) a list answers the estimate as its total
 * instead of counting: an exact count reads every matching index entry or row (100,000 for the admin's
 * unfiltered task list, a million for the orders), the estimate costs one EXPLAIN. Below it the
 * count is exact, which is where users page to the end and compare figures (a seller's own rows).
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** The planner's estimate of the rows `select … text` returns (one `EXPLAIN`, nothing executed). */
async function estimateText(db: Executor, text: string, params: unknown[]): Promise<number> {
  const [row] = await rowsOfText<Record<string, unknown>>(db, { sql: `explain (format json) ${text}`, params });
  const raw = Object.values(row ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * How long an estimate is reused for the same filter (pages 2, 3, … of one list ask again). A large
 * one is shown as the total, an estimate anyway; a small one only tells the next pages that their
 * matches are few, and their totals are still counted, so small lists stay exact.
 */
const ESTIMATE_TTL_MS = 5_000;
const ESTIMATE_CACHE_MAX = 1_000;
const estimates = new Map<string, { rows: number; until: number }>();

/** One past `limit`: how many matches a capped statement reads to tell "at most the limit" from "more". */
const capOf = (limit: number) => Math.max(0, Math.trunc(limit)) + 1;

const estimateKey = (text: string, params: unknown[]) => `${text}\u0000${JSON.stringify(params)}`;

/**
 * The key a figure about the rows matching `where` is kept under by {@link rememberEstimate}, apart
 * from the planner's estimates of whole statements: `kind` names what the figure is and how it was
 * found (a probe's share, a keyword's tasks).
 */
export function keptKey(kind: string, where: SQL | undefined): string {
  const { text, params } = where ? render(where) : { text: '', params: [] };
  return `${kind}\u0000${estimateKey(text, params)}`;
}

/** An estimate of this statement (or the figure of a {@link keptKey}) taken less than {@link ESTIMATE_TTL_MS} ago. */
export function freshEstimate(key: string): number | undefined {
  const hit = estimates.get(key);
  return hit && hit.until > Date.now() ? hit.rows : undefined;
}

/**
 * Keeps an estimate for {@link ESTIMATE_TTL_MS}. One above the exact-count limit is answered as the
 * total; one at or below it only picks the plan of the next pages (their totals are counted).
 */
export function rememberEstimate(key: string, rows: number) {
  if (estimates.size >= ESTIMATE_CACHE_MAX) estimates.clear();
  estimates.set(key, { rows, until: Date.now() + ESTIMATE_TTL_MS });
}

/** `select 1 from table where …`, rendered: what the estimate, its cache key and the capped count wrap. */
const matches = (db: Executor, table: PgTable, where: SQL | undefined) => db.select({ one: sql`1` }).from(table).where(where).toSQL();

/**
 * The total of a list page over `table` filtered by `where`: exact when at most `limit` rows match,
 * else the planner's estimate with `estimated: true`. One statement counts the matches up to one past
 * the limit (an exact count that never reads more than `limit + 1` rows); only above the limit is the
 * planner asked, and its estimate is then reused for a few seconds ({@link ESTIMATE_TTL_MS}), so the
 * pages of a large list skip the count altogether (a planner expecting no more than the limit there is
 * behind the table, and the matches are counted in full, as before). A seller's list (a few thousand
 * rows) took an `EXPLAIN` and a `count(*)` before, two statements per call.
 */
export function countOrEstimate(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<{ total: number; estimated: boolean }> {
  const { sql: text, params } = matches(db, table, where);
  return totalOf(db, { text, params }, table, where, limit);
}

/**
 * {@link countOrEstimate} of the rendered `select 1 from … where …` (its text is the estimate's key);
 * `above` when more than `limit` rows are already known to match, so they are not counted again.
 */
async function totalOf(
  db: Executor,
  { text, params }: { text: string; params: unknown[] },
  table: PgTable,
  where: SQL | undefined,
  limit: number,
  above = false,
): Promise<{ total: number; estimated: boolean }> {
  const key = estimateKey(text, params);
  const known = freshEstimate(key);
  if (known !== undefined && known > limit) return { total: known, estimated: true };
  if (!above) {
    const cap = capOf(limit);
    const [found] = await rowsOfText<{ n: number | string }>(db, { sql: `select count(*)::int as n from (${text} limit ${cap}) capped`, params });
    const counted = Number(found?.n ?? 0);
    if (counted < cap) return { total: counted, estimated: false };
  }
  const estimate = await estimateText(db, text, params);
  if (estimate > limit) {
    rememberEstimate(key, estimate);
    return { total: estimate, estimated: true };
  }
  // More rows than the limit, where the planner expects fewer: its statistics lag behind (a table
  // just filled); count them all rather than answer a figure below what was counted.
  return { total: await exactCount(db, table, where), estimated: false };
}

async function exactCount(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [found] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${table} ${where ? sql`where ${where}` : sql``}`);
  return found?.n ?? 0;
}

/** Renders SQL to text and parameters, numbering its parameters from `$from + 1`. */
const dialect = new PgDialect();
function render(chunk: SQL, from = 0): { text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(chunk);
  return { text: from === 0 ? text : text.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + from}`), params };
}

/** Whether two filters render to the same SQL text and parameters (a list's filter against its bare scope). */
export function sameFilter(a: SQL | undefined, b: SQL | undefined): boolean {
  if (!a || !b) return a === b;
  const x = render(a);
  const y = render(b);
  return x.text === y.text && JSON.stringify(x.params) === JSON.stringify(y.params);
}

/**
 * The ids of one page of `table` in `order` and its total: the list pages that read their joined rows
 * by id afterwards (orders, tasks, users) share this. The filter is rendered once and serves every
 * statement: building them with drizzle's select builder was about 110 µs of server CPU per list
 * call, a sixth of a user-list call's.
 *
 * The planner's estimate of the matches picks the way, and is kept for a few seconds
 * ({@link ESTIMATE_TTL_MS}), so the next pages of the same list skip its `EXPLAIN` (0.3–0.9 ms of
 * planning for a filtered orders page). Above `countLimit` the page is an index read of its ids, the
 * estimate its total. Otherwise one statement takes up to one match more than the limit in any
 * order, sorts and counts them (the subquery is named as the table, so the order's columns read its
 * rows): the page and its exact total together, and never more than the limit read when the planner
 * was wrong (it then estimates again, or counts in full when it still expects few).
 */
export async function pageIds(
  db: Executor,
  table: PgTable,
  id: AnyColumn,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  limit: number,
  offset: number,
  countLimit = EXACT_COUNT_LIMIT,
): Promise<{ ids: number[]; total: number; estimated: boolean }> {
  const from = render(sql`${table}`).text;
  const filter = where ? render(where) : { text: '', params: [] };
  const matches = `from ${from}${filter.text ? ` where ${filter.text}` : ''}`;
  const n = filter.params.length;
  const sorted = render(sql.join(order, sql`, `), n);
  const idText = render(sql`${id}`).text;
  const cap = capOf(countLimit);
  const tail = `order by ${sorted.text} limit $${n + sorted.params.length + 1} offset $${n + sorted.params.length + 2}`;
  const params = [...filter.params, ...sorted.params, limit, offset];
  type Found = { id: number | string; total: number | string };
  const ids = (found: Found[]) => found.map((r) => Number(r.id));
  // The page alone, in the list's order (an index's, for the usual sorts), when the total is not counted.
  const page = () => rowsOfText<Found>(db, { sql: `select ${idText} as id, 0 as total ${matches} ${tail}`, params });
  const counting = { text: `select 1 ${matches}`, params: filter.params };
  const key = estimateKey(counting.text, counting.params);
  let estimate = freshEstimate(key);
  if (estimate === undefined) {
    estimate = await estimateText(db, counting.text, counting.params);
    rememberEstimate(key, estimate);
  }
  if (estimate > countLimit) return { ids: ids(await page()), total: estimate, estimated: true };
  const found = await rowsOfText<Found>(db, {
    sql: `select ${idText} as id, (count(*) over ())::int as total from (select * ${matches} limit ${cap}) ${from} ${tail}`,
    params,
  });
  const counted = found.length > 0 ? Number(found[0].total) : 0;
  if (found.length > 0 ? counted < cap : offset === 0) return { ids: ids(found), total: counted, estimated: false };
  // More matches than the limit, or a page past the end of the capped ones: the total as a list of
  // this size shows it (exact to the limit, else estimated), then the page when it lies within it.
  const total = await totalOf(db, counting, table, where, countLimit, found.length > 0);
  return { ids: total.total > offset ? ids(await page()) : [], ...total };
}

/** A sort key of {@link pageIdsByOwner}: a column and its direction. */
export interface SortKey {
  col: AnyColumn;
  desc: boolean;
}

/**
 * {@link pageIds} for a scope of several owners (a seller and its sub-accounts) in an order that an
 * index on (owner, …keys) serves. With `owner = any(…)` PostgreSQL reads and sorts every match of
 * every owner to find one page (and the window total needs them all anyway): 4.4 ms for a seller's
 * 6,000 tasks. Here each owner's first `offset + limit` entries come from its own index range, merged
 * in the order (a Merge Append), and the total is counted apart: an index-only count, exact up to
 * {@link EXACT_COUNT_LIMIT} as everywhere else, the estimate above (0.2 ms + 0.9 ms for that seller).
 */
export async function pageIdsByOwner(
  db: Executor,
  table: PgTable,
  id: AnyColumn,
  ownerCol: AnyColumn,
  owners: number[],
  where: SQL | undefined,
  keys: SortKey[],
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number; estimated: boolean }> {
  const inner = sql.join(
    keys.map((k) => sql`${k.col} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
    sql`, `,
  );
  const selected = sql.join(
    keys.map((k, i) => sql`${k.col} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const outer = sql.raw(keys.map((k, i) => `k${i} ${k.desc ? 'desc' : 'asc'}`).join(', '));
  const branches = owners.map(
    (owner) => sql`(select ${id} as id, ${selected} from ${table} where ${and(where, eq(ownerCol, owner))} order by ${inner} limit ${offset + limit})`,
  );
  const [page, count] = await Promise.all([
    rows<{ id: number | string }>(db, sql`select id from (${sql.join(branches, sql` union all `)}) p order by ${outer} limit ${limit} offset ${offset}`),
    countOrEstimate(db, table, where),
  ]);
  return { ids: page.map((r) => Number(r.id)), ...count };
}
