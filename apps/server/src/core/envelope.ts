import type { FastifyRequest } from 'fastify';
import { t } from './i18n.ts';

/** `{code:200, msg, data?, ...extra}`; `data` is omitted when undefined, as RuoYi does. */
export function ok<T>(req: FastifyRequest, data?: T, extra: Record<string, unknown> = {}) {
  return { code: 200, msg: t(req, 'ok'), ...(data === undefined ? {} : { data }), ...extra };
}
export function table<T>(req: FastifyRequest, rows: T[], total: number) {
  return { code: 200, msg: t(req, 'query.ok'), rows, total };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd HH:mm:ss` in GMT+8, RuoYi's wire format for every date. */
export function formatDate(d: Date | null | undefined): string | null {
  if (!d) return null;
  const z = new Date(d.getTime() + 8 * 3600_000);
  return `${z.getUTCFullYear()}-${pad(z.getUTCMonth() + 1)}-${pad(z.getUTCDate())} ${pad(z.getUTCHours())}:${pad(z.getUTCMinutes())}:${pad(z.getUTCSeconds())}`;
}
/** Parses `yyyy-MM-dd[ HH:mm[:ss]]` (also with / or .) as GMT+8 wall time. */
export function parseDate(s: string, endOfDay = false): Date | undefined {
  const m = /^(\d{4})[-/.](\d{2})[-/.](\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s.trim());
  if (!m) return undefined;
  const hasTime = m[4] !== undefined;
  const [h, mi, sec] = hasTime ? [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)] : endOfDay ? [23, 59, 59] : [0, 0, 0];
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), h, mi, sec, endOfDay && !hasTime ? 999 : 0) - 8 * 3600_000;
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** JSON serialiser for replies: dates become RuoYi's format. */
export function serializeReply(payload: unknown): string {
  return JSON.stringify(payload, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? formatDate(raw) : value;
  });
}
