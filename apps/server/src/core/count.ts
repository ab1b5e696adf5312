import { type AnyColumn, type SQL, type SQLWrapper, and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rows } from '../db/client.ts';

/**
 * Above this many matching rows (the planner's estimate) a list answers the estimate as its total
 * instead of counting: an exact count reads every matching index entry or row (100,000 for the admin's
 * unfiltered task list, a million for the orders), the estimate costs one EXPLAIN. Below it the
 * count is exact, which is where users page to the end and compare figures (a seller's own rows).
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** The planner's estimate of the rows a query returns (one `EXPLAIN`, nothing executed). */
export async function estimateRows(db: Executor, query: SQLWrapper): Promise<number> {
  const [row] = await rows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const raw = Object.values(row ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** How long a large estimate is reused for the same filter (pages 2, 3, … of one list ask again). */
const ESTIMATE_TTL_MS = 5_000;
const ESTIMATE_CACHE_MAX = 1_000;
const estimates = new Map<string, { rows: number; until: number }>();

/**
 * The planner's estimate, reused for a few seconds when it is above the exact-count limit: such a
 * total is shown as an estimate anyway, and paging through one list would otherwise plan the same
 * query on every page. Estimates at or below the limit are never reused, so small lists stay exact
 * (a later call with a higher limit compares the reused estimate and counts when it is below).
 */
async function cachedEstimate(db: Executor, query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }, limit: number): Promise<number> {
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const now = Date.now();
  const hit = estimates.get(key);
  if (hit && hit.until > now) return hit.rows;
  const rows = await estimateRows(db, query);
  if (rows > limit) {
    if (estimates.size >= ESTIMATE_CACHE_MAX) estimates.clear();
    estimates.set(key, { rows, until: now + ESTIMATE_TTL_MS });
  }
  return rows;
}

/**
 * The total of a list page over `table` filtered by `where`: an exact `count(*)` when the planner
 * expects at most `limit` matching rows, else the estimate with `estimated: true`.
 */
export async function countOrEstimate(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<{ total: number; estimated: boolean }> {
  const estimate = await cachedEstimate(db, db.select({ one: sql`1` }).from(table).where(where), limit);
  if (estimate > limit) return { total: estimate, estimated: true };
  return { total: await exactCount(db, table, where), estimated: false };
}

async function exactCount(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [found] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${table} ${where ? sql`where ${where}` : sql``}`);
  return found?.n ?? 0;
}

/** Selected beside a page's columns: every match counted in the scan that finds the page. */
export const windowTotal = sql<number>`(count(*) over ())::int`.mapWith(Number);
/** In {@link windowTotal}'s place when the total is an estimate: nothing counted. */
export const noTotal = sql<number>`0`.mapWith(Number);

/**
 * A page and its total in as few scans as the total allows. When the planner expects more than
 * `limit` matches, `read(false)` reads the page alone and the total is the (reused) estimate; else
 * `read(true)` reads the page with {@link windowTotal} as `total`, so the exact total costs no second
 * scan of the matches. Only a page past the end (`offset` > 0 and no rows to carry the total) counts
 * separately.
 */
export async function pageWithTotal<R extends { total?: number }>(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  offset: number,
  read: (exact: boolean) => Promise<R[]>,
  limit = EXACT_COUNT_LIMIT,
): Promise<{ rows: R[]; total: number; estimated: boolean }> {
  const estimate = await cachedEstimate(db, db.select({ one: sql`1` }).from(table).where(where), limit);
  if (estimate > limit) return { rows: await read(false), total: estimate, estimated: true };
  const found = await read(true);
  // No rows: nothing matches when this was the first page; past the end, the matches are counted.
  const total = found.length > 0 ? Number(found[0].total ?? 0) : offset > 0 ? await exactCount(db, table, where) : 0;
  return { rows: found, total, estimated: false };
}

/**
 * The ids of one page of `table` in `order`, with its total as {@link pageWithTotal} gives it: the list
 * pages that read their joined rows by id afterwards (orders, tasks) share this.
 */
export async function pageIds(
  db: Executor,
  table: PgTable,
  id: AnyColumn,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number; estimated: boolean }> {
  const page = await pageWithTotal(db, table, where, offset, (exact) =>
    db
      .select({ id: sql<number>`${id}`.mapWith(Number), total: exact ? windowTotal : noTotal })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
  return { ids: page.rows.map((r) => r.id), total: page.total, estimated: page.estimated };
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
