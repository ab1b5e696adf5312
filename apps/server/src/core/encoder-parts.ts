import { formatDateTime } from '@ceping/contract';
import { z } from 'zod';
import { serializeReply } from './envelope.ts';

/**
 * The leaves of the compiled response encoders (core/serializer.ts): what a compiled closure throws
 * when a value breaks its schema or is left to zod, the JSON text of strings and undeclared values,
 * and the checks of strings, numbers and arrays and the values of enums as the compiler models them.
 */

export type Encode = (value: unknown) => string | undefined;
export type Check = (value: unknown) => unknown;
export type Def = z.core.$ZodTypes['_zod']['def'];
export type AnyCheck = z.core.$ZodCheck<never>;

/** Thrown (never created per call) by a compiled encoder when the value breaks its schema. */
export const MISMATCH = new Error('the value does not match its response schema (compiled encoder)');
export const mismatch = (): never => {
  throw MISMATCH;
};
/** Thrown by a compiled encoder for a value it leaves to zod (a rare shape whose text it does not model). */
export const DEFER = new Error('the compiled encoder leaves this value to zod');
export const defer = (): never => {
  throw DEFER;
};

export class Unsupported extends Error {}

/** Set by an array encoder that wrote a {@link JsonText} (read by the verification mode, core/encoder-verify.ts). */
export const written = { jsonText: false };

/**
 * JSON text of a string. Most strings of a reply need no escape: those are quoted directly after a
 * scan for the characters JSON escapes (controls, `"`, `\\`, surrogates), the rest by JSON.stringify.
 */
export function quote(s: string): string {
  const n = s.length;
  if (n > 64) return JSON.stringify(s);
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return `"${s}"`;
}

/**
 * JSON text of a value nothing declares (`z.unknown()`, the extra fields of a loose object), as
 * {@link serializeReply} writes it: a `Date` becomes RuoYi's format, `undefined`, functions and
 * symbols are no value.
 */
export function looseJson(v: unknown): string | undefined {
  switch (typeof v) {
    case 'string':
      return quote(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    default:
      if (v === null) return 'null';
      if (v instanceof Date) return quote(formatDateTime(v));
      return serializeReply(v);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The checks of a string, a number or an array this compiler knows, as one predicate; throws Unsupported otherwise. */
export function compileChecks(kind: 'string' | 'number' | 'array', checks: AnyCheck[] | undefined): ((v: never) => boolean) | undefined {
  if (!checks?.length) return undefined;
  const preds = checks.map((c): ((v: never) => boolean) => {
    const d = c._zod.def as z.core.$ZodChecks['_zod']['def'];
    switch (d.check) {
      case 'string_format':
        if (kind === 'string' && d.format === 'regex' && d.pattern) {
          const re = d.pattern;
          return (s: string) => {
            re.lastIndex = 0;
            return re.test(s);
          };
        }
        break;
      case 'min_length': {
        const min = d.minimum;
        if (kind !== 'number') return (v: { length: number }) => v.length >= min;
        break;
      }
      case 'max_length': {
        const max = d.maximum;
        if (kind !== 'number') return (v: { length: number }) => v.length <= max;
        break;
      }
      case 'length_equals': {
        const len = d.length;
        if (kind !== 'number') return (v: { length: number }) => v.length === len;
        break;
      }
      case 'number_format': {
        if (kind !== 'number') break;
        const [min, max] = z.core.util.NUMBER_FORMAT_RANGES[d.format];
        if (d.format.includes('int')) return (n: number) => Number.isSafeInteger(n) && n >= min && n <= max;
        return (n: number) => n >= min && n <= max;
      }
      case 'greater_than': {
        const bound = d.value;
        if (kind !== 'number' || typeof bound !== 'number') break;
        return d.inclusive ? (n: number) => n >= bound : (n: number) => n > bound;
      }
      case 'less_than': {
        const bound = d.value;
        if (kind !== 'number' || typeof bound !== 'number') break;
        return d.inclusive ? (n: number) => n <= bound : (n: number) => n < bound;
      }
    }
    throw new Unsupported(`${kind} check ${d.check}`);
  });
  if (preds.length === 1) return preds[0];
  return (v: never) => {
    for (const p of preds) if (!p(v)) return false;
    return true;
  };
}

/** The values of an enum or a literal and their JSON text; throws Unsupported for values JSON cannot carry as themselves. */
export function valuesJson(values: Iterable<unknown>): Map<unknown, string | undefined> {
  const json = new Map<unknown, string | undefined>();
  for (const v of values) {
    if (typeof v === 'string' || typeof v === 'boolean' || v === null || v === undefined || (typeof v === 'number' && Number.isFinite(v))) {
      json.set(v, v === undefined ? undefined : JSON.stringify(v));
    } else throw new Unsupported(`value ${String(v)}`);
  }
  return json;
}
