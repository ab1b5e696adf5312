import type { PageQuery } from '@ceping/contract';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { type CountSource, countOrEstimate, pageIds } from './count.ts';
import type { JsonText } from './json-text.ts';
import { pageOf } from './paging.ts';

/** One page of a list: its rows, its total, and whether that total is the planner's estimate. */
export interface ListPage<R> {
  rows: R[];
  total: number;
  estimated: boolean;
}

/** A list's select with its columns, joins, filter and order, to be limited to one page (a drizzle select). */
export interface PagedQuery<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * One page of a list (`query`: its columns, joins and order, filtered by `where`, limited here to the
 * page asked), and the page's total the way every list takes it:
 *
 * - a page shorter than asked, and not past the end, is the end of the list: its total is known
 *   without another statement (every list of a few rows — dictionaries, sites, a seller's recharges —
 *   answers in one statement);
 * - otherwise the rows of `from` matching `where` are counted up to one past `EXACT_COUNT_LIMIT`
 *   (core/count.ts), and above that the planner's estimate, kept a few
 *   seconds, is the total (`estimated`; the web shows "about N"). So no page of the logs or the
 *   ledger counts a million rows, and a list of at most 10,000 matches is always exact.
 *
 * `from` must hold every table `where` names (a join for a filter on the owner's name) and no more
 * rows than `query` pages through: a left join on a key, never a join that repeats rows.
 */
export async function listPage<R>(
  db: Executor,
  from: CountSource,
  where: SQL | undefined,
  q: Partial<Pick<PageQuery, 'pageNum' | 'pageSize'>>,
  query: PagedQuery<R>,
): Promise<ListPage<R>> {
  const { limit, offset } = pageOf(q);
  const rows = await query.limit(limit).offset(offset);
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length, estimated: false };
  return { rows, ...(await countOrEstimate(db, from, where)) };
}

/**
 * One page of a hot list whose rows PostgreSQL writes as wire JSON (db/wire-json.ts `wireRowsReader`):
 * the page's ids from `table` alone ({@link pageIds}: its texts kept per filter and order, the total
 * counted or estimated as above), then `read` of those ids as one text. Neither drizzle's builder nor
 * its row mapping runs per call: on the logs and the ledger they were about a sixth of a call's CPU.
 * `where` may read only `table` (a filter on another table is a subquery of it).
 */
export async function wirePage(
  db: Executor,
  table: PgTable,
  id: AnyColumn,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  q: Partial<Pick<PageQuery, 'pageNum' | 'pageSize'>>,
  read: (db: Executor, ids: number[]) => Promise<JsonText | []>,
): Promise<{ rows: JsonText | []; total: number; estimated: boolean }> {
  const { limit, offset } = pageOf(q);
  const page = await pageIds(db, table, id, where, order, limit, offset);
  return { rows: await read(db, page.ids), total: page.total, estimated: page.estimated };
}

/** A page's rows changed one by one (a language's text picked, a secret masked), its total kept. */
export function mapPage<R, S>(page: ListPage<R>, fn: (row: R) => S): ListPage<S> {
  return { ...page, rows: page.rows.map(fn) };
}
