/**
 * The server's own timings per SQL statement, for the database monitor when the database has no
 * `pg_stat_statements`: every statement the db client runs is timed and counted under its text
 * (drizzle sends parameters apart, so one text is one statement shape). Bounded: past
 * {@link MAX_STATEMENTS} distinct texts, new ones are counted under one overflow entry.
 */
export interface StatementStat {
  query: string;
  calls: number;
  totalMs: number;
  maxMs: number;
}

const MAX_STATEMENTS = 500;
const MAX_TEXT = 2000;
const OVERFLOW = '(other statements)';
const stats = new Map<string, StatementStat>();

export function recordStatement(text: string, ms: number): void {
  let key = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  if (!stats.has(key) && stats.size >= MAX_STATEMENTS) key = OVERFLOW;
  const s = stats.get(key);
  if (s) {
    s.calls++;
    s.totalMs += ms;
    if (ms > s.maxMs) s.maxMs = ms;
  } else stats.set(key, { query: key, calls: 1, totalMs: ms, maxMs: ms });
}

export function statementStats(): StatementStat[] {
  return [...stats.values()].map((s) => ({ ...s }));
}

type QueryFn = (...args: never[]) => Promise<unknown>;
/** The SQL text of a driver call's first argument (a string or a `{ text }` config). */
const textOf = (arg: unknown): string | null =>
  typeof arg === 'string'
    ? arg
    : typeof arg === 'object' && arg !== null && typeof (arg as { text?: unknown }).text === 'string'
      ? (arg as { text: string }).text
      : null;

/** Wraps `target[method]` (a promise-returning query function) so each call is timed. */
export function timeQueries(target: object, method: string): void {
  const t = target as Record<string, QueryFn>;
  const original = t[method];
  if (typeof original !== 'function' || (original as { timed?: boolean }).timed) return;
  const wrapped = function (this: unknown, ...args: never[]) {
    const text = textOf(args[0]);
    const result = original.apply(this, args);
    if (text === null || !(result instanceof Promise)) return result;
    const started = performance.now();
    const done = () => recordStatement(text.trim(), performance.now() - started);
    result.then(done, done);
    return result;
  };
  (wrapped as { timed?: boolean }).timed = true;
  t[method] = wrapped as QueryFn;
}
