import { z } from 'zod';
import { serializeReply } from '../src/core/envelope.ts';
import { DEFER, MISMATCH } from '../src/core/serializer.ts';

/**
 * Helpers comparing the compiled response encoder with zod (`z.encode` + `serializeReply`, the
 * path it replaces): sample values made from a schema, and variants of a value that break it.
 */
export type Outcome = { ok: true; text: string | undefined } | { ok: false; error: string };

/** What the old path answers: the JSON text of `z.encode(schema, data)`, or the failure. */
export function zodOutcome(schema: z.ZodType, data: unknown): Outcome {
  const r = z.safeEncode(schema, data as never);
  if (!r.success) return { ok: false, error: r.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`).join('; ') };
  try {
    return { ok: true, text: serializeReply(r.data) };
  } catch (err) {
    return { ok: false, error: String(err) };
  }
}

/** What the compiled encoder answers: its text, or the mismatch it found (or the error it threw). */
export function compiledOutcome(encode: (v: unknown) => string | undefined, data: unknown): Outcome {
  try {
    return { ok: true, text: encode(data) };
  } catch (err) {
    return { ok: false, error: err === MISMATCH ? 'mismatch' : err === DEFER ? 'deferred' : String(err) };
  }
}

/** Both succeed with the same text, or both fail; or the compiled encoder `a` left the value to zod. */
export function agree(a: Outcome, b: Outcome): boolean {
  if (!a.ok && a.error === 'deferred') return true;
  return a.ok && b.ok ? a.text === b.text : !a.ok && !b.ok;
}

const sampleDate = new Date(Date.UTC(2026, 0, 31, 6, 5, 0));
/** Values of every kind a loose object may carry beyond its declared fields (serializeReply writes them). */
export const extras = (): Record<string, unknown> => ({
  xText: 'quote " backslash \\ newline \n tab \t 中文 \u2028',
  xNumber: 12.5,
  xNegZero: -0,
  xNaN: Number.NaN,
  xBool: false,
  xNull: null,
  xDate: new Date(Date.UTC(2025, 11, 31, 23, 59, 59)),
  xNested: { at: sampleDate, list: [1, 'two', null, sampleDate, { deep: sampleDate }], empty: {} },
  xUndefined: undefined,
  xFunction: () => 1,
  xLoneSurrogate: 'a\ud800b',
  xLong: 'x'.repeat(100),
});

const textCandidates = ['text', '2170.60', '2025-01-31 14:05:00', '2025-01-31', '2025-01', 'a', ''];
const numberCandidates = [42, 1.5, 0, 1];

/**
 * A value of `schema` as a handler would hand it to the serializer (dates as `Date`), covering each
 * field (optional ones present), with the extra kinds of {@link extras} in every loose object.
 */
export function sampleOf(schema: z.core.$ZodType, depth = 0): unknown {
  const def = schema._zod.def as z.core.$ZodTypes['_zod']['def'];
  const pick = <T>(candidates: T[]): T => {
    const found = candidates.find((c) => z.safeEncode(schema as z.ZodType, c as never).success);
    if (found === undefined) throw new Error(`no sample for ${def.type}`);
    return found;
  };
  switch (def.type) {
    case 'string':
      return pick(textCandidates);
    case 'number':
      return pick(numberCandidates);
    case 'boolean':
      return true;
    case 'date':
      return sampleDate;
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return { any: [1, sampleDate] };
    case 'enum':
    case 'literal':
      return [...(schema._zod.values ?? [])][0];
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'default':
    case 'prefault':
    case 'catch':
      return sampleOf(def.innerType, depth);
    case 'lazy':
      return sampleOf((schema as z.core.$ZodLazy)._zod.innerType, depth + 1);
    case 'array':
      // An array of nothing (z.never()) has only the empty array as a value.
      if ((def.element._zod.def as { type: string }).type === 'never') return [];
      return depth > 3 ? [] : [sampleOf(def.element, depth + 1), sampleOf(def.element, depth + 1)];
    case 'union':
      return sampleOf(def.options[0], depth);
    case 'pipe':
      return sampleOf(def.out, depth);
    case 'record': {
      // A record keyed by an enum or a literal needs each of its values (unless partial); another by any text.
      const values = def.keyType._zod.values;
      const keys = values && !def.partial ? [...values].map(String) : ['/a', '/b'];
      return Object.fromEntries(keys.map((k) => [k, sampleOf(def.valueType, depth + 1)]));
    }
    case 'custom':
      return pick([{ any: [1, sampleDate] }, [1, 'two'], ...textCandidates, ...numberCandidates, true, null]);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape)) out[k] = sampleOf(v, depth + 1);
      if (def.catchall) Object.assign(out, extras());
      return out;
    }
    default:
      throw new Error(`no sample for ${def.type}`);
  }
}

type Path = (string | number)[];
/** The paths of every field and element of a JSON-like value (plain objects and arrays), up to `max`. */
function pathsOf(value: unknown, max: number, path: Path = [], out: Path[] = []): Path[] {
  if (out.length >= max) return out;
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([...path, i]);
      pathsOf(v, max, [...path, i], out);
    });
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) {
      out.push([...path, k]);
      pathsOf(v, max, [...path, k], out);
    }
  }
  return out;
}

const clone = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(clone)
    : v instanceof Date
      ? new Date(v.getTime())
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)]))
        : v;

/** What a broken handler might put in a place. */
const replacements: [string, () => unknown][] = [
  ['null', () => null],
  ['undefined', () => undefined],
  ['a string', () => 'text'],
  ['a money string with one decimal', () => '12.5'],
  ['an integer', () => 7],
  ['a fraction', () => 7.25],
  ['NaN', () => Number.NaN],
  ['Infinity', () => Number.POSITIVE_INFINITY],
  ['a boolean', () => true],
  ['a date', () => new Date(Date.UTC(2024, 1, 29, 16, 0, 0))],
  ['an invalid date', () => new Date(Number.NaN)],
  ['a date after year 9999', () => new Date(Date.UTC(10000, 0, 1))],
  ['an object', () => ({ a: 1 })],
  ['an array', () => [1]],
];

/**
 * Variants of `value`: each field or element (up to `max` places) removed or replaced by each of
 * {@link replacements}, and an extra field added to each object.
 */
export function* variants(value: unknown, max = 400): Generator<[string, unknown]> {
  for (const [name, make] of replacements) yield [`the whole value → ${name}`, make()];
  for (const path of pathsOf(value, max)) {
    const where = path.join('.');
    const at = (root: unknown) =>
      path.slice(0, -1).reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], root) as Record<string | number, unknown>;
    const last = path[path.length - 1];
    const removed = clone(value);
    const parent = at(removed);
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
    yield [`${where} removed`, removed];
    for (const [name, make] of replacements) {
      const copy = clone(value);
      at(copy)[last] = make();
      yield [`${where} → ${name}`, copy];
    }
    const target = at(value)[last];
    if (target !== null && typeof target === 'object' && !Array.isArray(target) && !(target instanceof Date)) {
      const copy = clone(value);
      (at(copy)[last] as Record<string, unknown>).undeclared = new Date(Date.UTC(2023, 5, 1));
      yield [`${where} with an undeclared field`, copy];
    }
  }
}
