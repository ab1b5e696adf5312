import { z } from 'zod';

/**
 * Wire formats, declared once. Dates travel as RuoYi's `yyyy-MM-dd HH:mm:ss` in GMT+8 (China time,
 * no zone suffix); money travels as a string with exactly two decimals (`"2170.60"`), never as a
 * JSON number, so no client rounds it through a float.
 */
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const MONEY_PATTERN = /^-?\d+\.\d{2}$/;

const GMT8 = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in GMT+8. */
export function formatDateTime(d: Date): string {
  const z8 = new Date(d.getTime() + GMT8);
  return `${z8.getUTCFullYear()}-${pad(z8.getUTCMonth() + 1)}-${pad(z8.getUTCDate())} ${pad(z8.getUTCHours())}:${pad(z8.getUTCMinutes())}:${pad(z8.getUTCSeconds())}`;
}

/** Parses `yyyy-MM-dd[ HH:mm[:ss]]` (also with / or .) as GMT+8 wall time; the end of that day when asked and no time is given. */
export function parseDateTime(s: string, endOfDay = false): Date | undefined {
  const m = /^(\d{4})[-/.](\d{2})[-/.](\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s.trim());
  if (!m) return undefined;
  const hasTime = m[4] !== undefined;
  const [h, mi, sec] = hasTime ? [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)] : endOfDay ? [23, 59, 59] : [0, 0, 0];
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), h, mi, sec, endOfDay && !hasTime ? 999 : 0) - GMT8;
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/**
 * A date on the wire. The server hands a `Date` to a response and the serializer encodes it
 * (`dateTimeWire.encode(date)`); a client decoding the wire gets the `Date` back.
 */
export const dateTimeWire = z
  .codec(z.string().regex(DATE_TIME_PATTERN), z.date(), {
    decode: (s) => parseDateTime(s) ?? new Date(Number.NaN),
    encode: (d) => formatDateTime(d),
  })
  .meta({ description: 'yyyy-MM-dd HH:mm:ss (GMT+8)', examples: ['2025-01-31 14:05:00'] });

/** Money on the wire: a string with exactly two decimals. */
export const moneyWire = z
  .string()
  .regex(MONEY_PATTERN)
  .meta({ description: 'CNY, two decimals', examples: ['2170.60'] });

/**
 * A response row as the server builds it: the listed date fields are still `Date` (the response
 * schema's {@link dateTimeWire} encodes them), the rest is the wire shape `T` the web reads.
 */
export type ServerDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | null };
