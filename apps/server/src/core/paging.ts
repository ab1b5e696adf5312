import type { PageQuery } from '@ceping/contract';
import { type AnyColumn, type SQL, and, asc, desc, gte, lte } from 'drizzle-orm';
import { parseDate } from './envelope.ts';
import { fail } from './errors.ts';

/** limit/offset from RuoYi paging parameters. */
export function pageOf(q: Pick<PageQuery, 'pageNum' | 'pageSize'>) {
  const pageSize = q.pageSize ?? 10;
  return { limit: pageSize, offset: ((q.pageNum ?? 1) - 1) * pageSize };
}

/**
 * ORDER BY from `orderByColumn`/`isAsc` through a per-endpoint allowlist of camelCase property names.
 * Anything not in the allowlist is refused, never passed through.
 */
export function orderByOf(q: Pick<PageQuery, 'orderByColumn' | 'isAsc'>, allow: Record<string, AnyColumn | SQL>, fallback: SQL[]): SQL[] {
  if (!q.orderByColumn) return fallback;
  const col = Object.hasOwn(allow, q.orderByColumn) ? allow[q.orderByColumn] : undefined;
  if (!col) throw fail('error.orderBy', q.orderByColumn);
  const dir = q.isAsc === 'desc' || q.isAsc === 'descending' ? desc : asc;
  return [dir(col), ...fallback];
}

/** `params[beginTime]`/`params[endTime]` on a timestamp column, by calendar day unless a time is given. */
export function dateRangeOf(col: AnyColumn, params: PageQuery['params']): SQL | undefined {
  const from = params?.beginTime ? parseDate(params.beginTime) : undefined;
  const to = params?.endTime ? parseDate(params.endTime, true) : undefined;
  return and(from ? gte(col, from) : undefined, to ? lte(col, to) : undefined);
}

/** `%text%` with LIKE wildcards escaped, for `ilike`. */
export function likeOf(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
