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

/** True when `err` (or the driver error it wraps) is a PostgreSQL unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
