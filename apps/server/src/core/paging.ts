import type { PageQuery } from '@ceping/contract';
import { type AnyColumn, type SQL, and, asc, desc, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseDate } from './envelope.ts';
import { fail } from './errors.ts';

/** limit/offset from RuoYi paging parameters. */
export function pageOf(q: Partial<Pick<PageQuery, 'pageNum' | 'pageSize'>>) {
  const pageSize = q.pageSize ?? 10;
  return { limit: pageSize, offset: ((q.pageNum ?? 1) - 1) * pageSize };
}

/**
 * A `limit` or `offset` value of a named statement, hidden from the planner: `(select $n::bigint)`.
 * PostgreSQL plans a named statement for its parameters five times, then keeps one plan made without
 * them — unless that plan looks costlier than the ones made with them, which it always does with a
 * plain `limit $n offset $m` (an offset it cannot read counts as a tenth of the table). Such a page
 * was planned again on every call (0.1–0.3 ms of PostgreSQL per orders page, a fifth of its CPU). A
 * value neither plan can read costs both the same, so the one plan is kept. Only for statements whose
 * plan does not depend on the values (an index read in its order, a page of an array).
 */
export const opaqueToPlanner = (placeholder: string) => `(select ${placeholder}::bigint)`;

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

/** `text` with LIKE's wildcards and escape character escaped, so it matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with LIKE wildcards escaped, for `ilike`. */
export function likeOf(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  return `%${escapeLike(text)}%`;
}

/** The last page number when a paged list answer asked for a page past its end, else undefined. */
export function lastPageIfPastEnd(payload: unknown, query: unknown): number | undefined {
  if (!payload || typeof payload !== 'object' || !query || typeof query !== 'object') return undefined;
  const { rows, total } = payload as { rows?: unknown; total?: unknown };
  const { pageNum, pageSize } = query as { pageNum?: unknown; pageSize?: unknown };
  if (!Array.isArray(rows) || rows.length > 0 || typeof total !== 'number' || total <= 0) return undefined;
  if (typeof pageNum !== 'number' || typeof pageSize !== 'number' || pageSize < 1) return undefined;
  const last = Math.ceil(total / pageSize);
  return pageNum > last ? last : undefined;
}

/**
 * PageHelper's "reasonable" mode (ruoyi-api.md §1.8) for every paged list at once: a GET list that
 * answers no rows for a page past the end (while it has rows) is answered again for its last page.
 * Lists are read-only, so running the handler a second time in this rare case is harmless.
 */
export function registerReasonablePaging(app: FastifyInstance) {
  app.addHook('preSerialization', (req, reply, payload, done) => {
    const last = req.method === 'GET' ? lastPageIfPastEnd(payload, req.query) : undefined;
    if (last === undefined) {
      done(null, payload);
      return;
    }
    (req.query as { pageNum: number }).pageNum = last;
    Promise.resolve(req.routeOptions.handler.call(reply.server, req, reply)).then(
      (again) => done(null, again),
      (err: Error) => done(err),
    );
  });
}
