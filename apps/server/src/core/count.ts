import { type AnyColumn, Column, SQL, StringChunk, is, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOfText } from '../db/client.ts';
import { statementName } from '../db/statement-names.ts';
import { opaqueToPlanner } from './paging.ts';
import { type Rendered, filterText, nameOf, render } from './sql-text.ts';

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
/**
 * How long an expired figure is still handed out while the one caller that found it expired takes it
 * again. Every kept figure is an estimate or a plan's choice, never an exact answer, so a moment's
 * staleness is harmless; without it, every request in flight when a figure expired took it again at
 * once (16 keyword walks of 2,000 orders together, the slowest hundredth of a list's calls).
 */
const REFRESH_GRACE_MS = 1_000;
const ESTIMATE_CACHE_MAX = 1_000;
const estimates = new Map<string, { rows: number; until: number; refreshing?: boolean }>();

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

/**
 * An estimate of this statement (or the figure of a {@link keptKey}) taken less than {@link ESTIMATE_TTL_MS}
 * ago, or one just expired while another caller takes it again ({@link REFRESH_GRACE_MS}).
 */
export function freshEstimate(key: string): number | undefined {
  const hit = estimates.get(key);
  if (!hit) return undefined;
  const now = Date.now();
  if (hit.until > now) return hit.rows;
  // Expired: the first caller takes it again (undefined); the others meanwhile keep the last figure.
  if (hit.refreshing && now < hit.until + REFRESH_GRACE_MS) return hit.rows;
  hit.refreshing = true;
  return undefined;
}

/**
 * Keeps an estimate for {@link ESTIMATE_TTL_MS}. One above the exact-count limit is answered as the
 * total; one at or below it only picks the plan of the next pages (their totals are counted).
 */
export function rememberEstimate(key: string, rows: number) {
  if (estimates.size >= ESTIMATE_CACHE_MAX) estimates.clear();
  estimates.set(key, { rows, until: Date.now() + ESTIMATE_TTL_MS });
}

/** Drops a kept figure that no longer holds (taken again, it is no longer worth keeping). */
export function forgetEstimate(key: string) {
  estimates.delete(key);
}

const firstTakes = new Map<string, Promise<unknown>>();

/**
 * `take` for a kept figure nobody holds yet, by one caller at a time: the first gets `{ value }`; the
 * callers that ask meanwhile wait until it is done and get undefined, then read what it kept (with
 * {@link freshEstimate}) and run their own statement, never another caller's answer. Without it, the
 * 16 clients that met a new common keyword at once each walked 2,000 orders and read 2,000 tasks (the
 * line's first seconds, p99 145 ms against 36 ms after).
 */
export async function firstTake<T>(key: string, take: () => Promise<T>): Promise<{ value: T } | undefined> {
  const running = firstTakes.get(key);
  if (running) {
    await running.catch(() => undefined);
    return undefined;
  }
  const taking = take();
  firstTakes.set(key, taking);
  try {
    return { value: await taking };
  } finally {
    firstTakes.delete(key);
  }
}

/**
 * What a list's rows are read from: a table, or a table with the joins its filter reads (a module-level
 * SQL constant without parameters, so its text is rendered once).
 */
export type CountSource = PgTable | SQL;

/** `select 1 from table where …`, rendered: what the estimate, its cache key and the capped count wrap. */
function matches(table: CountSource, where: SQL | undefined): Rendered {
  const filter = where ? filterText(where) : undefined;
  return { text: `select 1 from ${nameOf(table)}${filter ? ` where ${filter.text}` : ''}`, params: filter?.params ?? [] };
}

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
  table: CountSource,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<{ total: number; estimated: boolean }> {
  return totalOf(db, matches(table, where), table, where, limit);
}

/**
 * {@link countOrEstimate} of the rendered `select 1 from … where …` (its text is the estimate's key);
 * `above` when more than `limit` rows are already known to match, so they are not counted again.
 */
async function totalOf(
  db: Executor,
  { text, params }: { text: string; params: unknown[] },
  table: CountSource,
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
    if (counted < cap) {
      if (known !== undefined) forgetEstimate(key);
      return { total: counted, estimated: false };
    }
  }
  const estimate = await estimateText(db, text, params);
  if (estimate > limit) {
    rememberEstimate(key, estimate);
    return { total: estimate, estimated: true };
  }
  forgetEstimate(key);
  // More rows than the limit, where the planner expects fewer: its statistics lag behind (a table
  // just filled); count them all rather than answer a figure below what was counted.
  return { total: await exactCount(db, table, where), estimated: false };
}

async function exactCount(db: Executor, table: CountSource, where: SQL | undefined): Promise<number> {
  const { text, params } = matches(table, where);
  const [found] = await rowsOfText<{ n: number }>(db, { sql: `select count(*)::int as n from (${text}) every_match`, params });
  return found?.n ?? 0;
}

const NO_FILTER: Rendered = { text: '', params: [] };
/** A few orders per filter at most (the default and the columns a user sorts by). */
const MAX_SHAPES = 8;

/** The texts {@link pageIds} runs for one filter, order and count limit: its page, capped page and count, and the estimate's key. */
interface PageShape {
  order: object;
  from: string;
  id: string;
  cap: number;
  orderParams: unknown[];
  page: string;
  /** The statement names of the page and the capped page ({@link statementName}), only for a filter and order without values. */
  pageName: string | undefined;
  cappedName: string | undefined;
  capped: string;
  counting: string;
  key: string;
}

/** The page texts built for a filter's rendering ({@link pageShape}). */
const shapes = new WeakMap<Rendered, PageShape[]>();

/**
 * The texts of {@link pageIds} for a filter's rendering and an order, kept with the rendering: a list
 * whose filter is a module-level object (a bare scope, {@link allOf}), whose rendering is kept, and
 * whose order is the caller's constant builds them once, not on every call (about 10 µs of the 48 µs
 * a user-list page took in this function). A request's own filter or order is new each call and
 * built anew, as before.
 */
export function pageShape(table: PgTable, idCol: AnyColumn, filter: Rendered, order: (SQL | PgColumn)[], cap: number): PageShape {
  const from = nameOf(table);
  const id = nameOf(idCol);
  let kept = shapes.get(filter);
  if (!kept) {
    kept = [];
    shapes.set(filter, kept);
  }
  const hit = kept.find((k) => k.order === order && k.from === from && k.id === id && k.cap === cap);
  if (hit) return hit;
  const n = filter.params.length;
  const matches = `from ${from}${filter.text ? ` where ${filter.text}` : ''}`;
  const sorted = render(sql.join(order, sql`, `), n);
  const [limit, offset] = [`$${n + sorted.params.length + 1}`, `$${n + sorted.params.length + 2}`];
  // A page whose filter and order carry no values (a list's bare scope, written as literals: an
  // unfiltered log, ledger, task or user list) has one right plan, its order's index read: it is named
  // (parsed once per connection, 0.15 ms of a ledger page) and its limit and offset are hidden from the
  // planner, so PostgreSQL keeps one plan and stops planning it (0.2 ms more). A page whose filter
  // carries values stays unnamed and planned for them: named, PostgreSQL kept one plan made without
  // the values whenever the filter looked selective (a plan's planning counts against it), and that
  // plan cannot use an index for `like $1` — a phone-prefix page of the user list cost PostgreSQL
  // 1.6 ms instead of 0.9.
  const fixed = n === 0 && sorted.params.length === 0;
  const tail = `order by ${sorted.text} limit ${fixed ? opaqueToPlanner(limit) : limit} offset ${fixed ? opaqueToPlanner(offset) : offset}`;
  const page = `select ${id} as id, 0 as total ${matches} ${tail}`;
  const counting = `select 1 ${matches}`;
  // The capped matches carry only what the page reads of them (the id and the order's columns), so an
  // index holding those answers them without the rows: a log's 8,000 entries of a type in a month were
  // 8,000 wide rows read for ten ids. An order that is not plain columns reads the whole rows, as before.
  const carried = carriedColumns(idCol, order);
  const capped = `select ${id} as id, (count(*) over ())::int as total from (select ${carried} ${matches} limit ${cap}) ${from} ${tail}`;
  const shape: PageShape = {
    order,
    from,
    id,
    cap,
    orderParams: sorted.params,
    page,
    pageName: fixed ? statementName('list_page', page) : undefined,
    capped,
    cappedName: fixed ? statementName('list_capped', capped) : undefined,
    counting,
    key: estimateKey(counting, filter.params),
  };
  if (kept.length >= MAX_SHAPES) kept.length = 0;
  kept.push(shape);
  return shape;
}

/** `column, column…` of the id and every column the order reads, or `*` when the order holds more than columns. */
function carriedColumns(idCol: AnyColumn, order: (SQL | PgColumn)[]): string {
  const columns = new Set<AnyColumn>([idCol]);
  const walk = (part: unknown): boolean => {
    if (is(part, Column)) {
      columns.add(part);
      return true;
    }
    if (is(part, SQL)) return part.queryChunks.every(walk);
    return is(part, StringChunk);
  };
  if (!order.every(walk)) return '*';
  return [...columns].map((c) => nameOf(c)).join(', ');
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
 * was wrong (it then estimates again, or counts in full when it still expects few). With `few` the
 * caller knows the matches are few (a rare keyword's ids): the capped statement runs at once.
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
  few = false,
): Promise<{ ids: number[]; total: number; estimated: boolean }> {
  const filter = where ? filterText(where) : NO_FILTER;
  const shape = pageShape(table, id, filter, order, capOf(countLimit));
  const params = [...filter.params, ...shape.orderParams, limit, offset];
  type Found = { id: number | string; total: number | string };
  const ids = (found: Found[]) => found.map((r) => Number(r.id));
  // The page alone, in the list's order (an index's, for the usual sorts), when the total is not counted.
  const page = () => rowsOfText<Found>(db, { sql: shape.page, params }, shape.pageName);
  const counting = { text: shape.counting, params: filter.params };
  const key = shape.key;
  // `few`: the filter names a few rows by id, read a moment ago; the planner is not asked (the capped
  // statement still finds out, and asks, when they are more than the limit).
  let estimate = few ? 0 : freshEstimate(key);
  if (estimate === undefined) {
    estimate = await estimateText(db, counting.text, counting.params);
    rememberEstimate(key, estimate);
  }
  if (estimate > countLimit) return { ids: ids(await page()), total: estimate, estimated: true };
  const found = await rowsOfText<Found>(db, { sql: shape.capped, params }, shape.cappedName);
  const counted = found.length > 0 ? Number(found[0].total) : 0;
  if (found.length > 0 ? counted < shape.cap : offset === 0) return { ids: ids(found), total: counted, estimated: false };
  // More matches than the limit, or a page past the end of the capped ones: the total as a list of
  // this size shows it (exact to the limit, else estimated), then the page when it lies within it.
  const total = await totalOf(db, counting, table, where, countLimit, found.length > 0);
  return { ids: total.total > offset ? ids(await page()) : [], ...total };
}
