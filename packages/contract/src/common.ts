import { z } from 'zod';

/** RuoYi body codes carried inside HTTP 200 responses. */
export const Code = { OK: 200, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, ERROR: 500, WARN: 601 } as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** One page of a list as the web's list scaffold reads it (`tableOf(row)`'s shape, for any row). */
export interface TableData<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
  /** True when `total` is the database's estimate (a list of more than 10,000 matching rows), not a count. */
  estimated?: boolean;
}

/**
 * True when `s` holds a NUL character or a UTF-16 surrogate without its partner. Neither is text:
 * PostgreSQL cannot store NUL in a text column, and a lone surrogate has no UTF-8 form. The server
 * refuses any request carrying one (`core/security.ts`); {@link text} refuses it in every form.
 */
export function hasInvalidChars(s: string): boolean {
  // With the `u` flag a surrogate pair is one code point, so the class matches only lone halves.
  return s.includes('\0') || /[\uD800-\uDFFF]/u.test(s);
}

/**
 * The string schema of every text field of the contract: `z.string()` that refuses NUL and lone
 * surrogates with `validation.invalidChars`, checked before any other rule of the field.
 */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((s) => !hasInvalidChars(s), 'validation.invalidChars');

/** Positive integer id coming from a path or a query string. */
export const idSchema = z.coerce.number().int().positive();
/** Comma separated id list in a path, e.g. `/system/user/3,4`. */
export const idListSchema = text()
  .regex(/^\d+(,\d+)*$/, 'validation.idList')
  .transform((s) => [...new Set(s.split(',').map(Number))]);

export const statusSchema = z.enum(['0', '1'], { error: 'validation.status' });

const dateText = text()
  .regex(/^\d{4}[-/.]\d{2}[-/.]\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'validation.date')
  .refine((s) => !Number.isNaN(Date.parse(s.replace(/[/.]/g, '-').replace(' ', 'T'))), 'validation.date');

/** A date (optionally with a time) in a query's `params[...]`; empty means no bound. */
export const dateParam = dateText.optional().or(z.literal(''));

/** The largest page a list answers; a bigger `pageSize` is capped to it. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * RuoYi paging + sorting + date range, as sent in a query string. Unknown keys are stripped.
 * A `pageSize` that is not a positive integer falls back to 10 (as RuoYi does); one above
 * {@link MAX_PAGE_SIZE} is capped to it. An empty `isAsc` means ascending, as in RuoYi.
 */
export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .catch(Number.NaN)
    .optional()
    .transform((n) => (n !== undefined && Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE)),
  orderByColumn: text().max(50).optional(),
  isAsc: z
    .enum(['asc', 'desc', 'ascending', 'descending'])
    .or(z.literal('').transform(() => 'asc' as const))
    .optional(),
  params: z.object({ beginTime: dateParam, endTime: dateParam }).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Money in CNY: a JSON number or numeric string, positive/negative, at most 2 decimals, finite. */
export const moneySchema = z
  .union([z.number(), text().regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'validation.money')])
  .refine((v) => Number.isFinite(Number(v)) && Math.abs(Number(v)) < 1e12, 'validation.money')
  .refine((v) => /^-?\d+(\.\d{1,2})?$/.test(String(v)), 'validation.money')
  .transform((v) => String(v));

export const positiveMoneySchema = moneySchema.refine((v) => Number(v) > 0, 'validation.moneyPositive');

export const optionalText = (max: number) => text().trim().max(max, 'validation.tooLong').optional().nullable();

export interface TreeSelect {
  id: number;
  label: string;
  disabled?: boolean;
  children?: TreeSelect[];
}
