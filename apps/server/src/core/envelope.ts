import type { FastifyRequest } from 'fastify';
import { formatDateTime, parseDateTime } from '@ceping/contract';
import { t } from './i18n.ts';
import type { JsonText } from './json-text.ts';

type Envelope = { code: number; msg: string };
/** `{code:200, msg, data?, ...extra}`; `data` is omitted when undefined, as RuoYi does. */
export function ok(req: FastifyRequest): Envelope;
export function ok<T>(req: FastifyRequest, data: T): Envelope & { data: T };
export function ok<T, X extends Record<string, unknown>>(req: FastifyRequest, data: T, extra: X): Envelope & (T extends undefined ? unknown : { data: T }) & X;
export function ok(req: FastifyRequest, data?: unknown, extra: Record<string, unknown> = {}) {
  return { code: 200, msg: t(req, 'ok'), ...(data === undefined ? {} : { data }), ...extra };
}
export function table<T>(req: FastifyRequest, rows: T[] | JsonText, total: number) {
  return { code: 200, msg: t(req, 'query.ok'), rows, total };
}
/** `{code, msg, rows, total, estimated}`: one page of a list, and whether its total is an estimate (core/list-page.ts). */
export function tablePage<T>(req: FastifyRequest, page: { rows: T[] | JsonText; total: number; estimated: boolean }) {
  return { ...table(req, page.rows, page.total), estimated: page.estimated };
}

/** `yyyy-MM-dd HH:mm:ss` in GMT+8, RuoYi's wire format for every date (declared once in the contract). */
export function formatDate(d: Date | null | undefined): string | null {
  return d ? formatDateTime(d) : null;
}
/** Parses `yyyy-MM-dd[ HH:mm[:ss]]` (also with / or .) as GMT+8 wall time. */
export const parseDate = parseDateTime;

/** JSON serialiser for replies: dates left in a payload become RuoYi's format. */
export function serializeReply(payload: unknown): string {
  return JSON.stringify(payload, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? formatDate(raw) : value;
  });
}
