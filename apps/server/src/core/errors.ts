import type { MessageKey } from '@ceping/contract';

/** A failure the client should see as a RuoYi envelope `{code, msg}` (HTTP 200). */
export class AppError extends Error {
  constructor(
    readonly code: 401 | 403 | 500 | 601,
    readonly key: MessageKey,
    readonly args: unknown[] = [],
  ) {
    super(key);
  }
}

/** Business rule broken: `{code: 500, msg}`. */
export const fail = (key: MessageKey, ...args: unknown[]) => new AppError(500, key, args);
/** Row missing or not visible to the caller (foreign rows answer the same). */
export const notFound = () => new AppError(500, 'error.notFound');
export const forbidden = () => new AppError(403, 'error.forbidden');
export const warn = (key: MessageKey, ...args: unknown[]) => new AppError(601, key, args);

/** `err` and the errors it wraps (drizzle wraps driver errors in `cause`), outermost first. */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    yield e as { code?: unknown; message?: unknown };
  }
}

/** True when `err` (or the driver error it wraps) is a PostgreSQL unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of causes(err)) if (e.code === '23505') return true;
  return false;
}

/** SQLSTATEs of a database that cannot serve now: connection exceptions (class 08), shutdown or start-up (57P0x), too many connections (53300). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
/** Socket-level failures reaching the database. */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a lost connection, a pool acquire timeout and a closed pool. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end|Connection ended/i;
/** Statement or lock timeouts (SQLSTATE 57014 cancelled by statement_timeout, 55P03 lock_timeout): overload, not a bug. */
const BUSY_SQLSTATE = new Set(['57014', '55P03']);

/**
 * How a failure of the database driver reads to a user: `unavailable` (the database cannot be reached,
 * restarts, or the pool has no connection to give in time), `busy` (a statement or lock wait ran out
 * of time), or `undefined` for every other error (a bug: "internal error").
 */
export function databaseFailure(err: unknown): 'unavailable' | 'busy' | undefined {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)) return 'unavailable';
    if (BUSY_SQLSTATE.has(code)) return 'busy';
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return 'unavailable';
  }
  return undefined;
}
