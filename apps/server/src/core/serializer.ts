import { formatDateTime } from '@ceping/contract';
import { z } from 'zod';
import { serializeReply } from './envelope.ts';
import {
  type AnyCheck,
  type Check,
  DEFER,
  type Def,
  type Encode,
  MISMATCH,
  Unsupported,
  compileChecks,
  defer,
  isObject,
  looseJson,
  mismatch,
  quote,
  valuesJson,
  written,
} from './encoder-parts.ts';
import { verified, verifying } from './encoder-verify.ts';
import { JsonText } from './json-text.ts';

export { DEFER, MISMATCH };

/**
 * Compiled response encoders: a zod response schema is walked once, at route registration, into
 * nested closures that check the reply against the schema, apply its codecs (a `Date` under
 * `dateTimeWire` leaves as `yyyy-MM-dd HH:mm:ss` GMT+8) and write the JSON text directly, with the
 * output `z.encode` + {@link serializeReply} give: declared fields in schema order, then the extra
 * fields of loose objects in the reply's order; undeclared fields of strict objects dropped.
 *
 * Each closure either returns the JSON text of its value (`undefined`: no value, the key is left
 * out as `JSON.stringify` does) or throws {@link MISMATCH}, or {@link DEFER} for a rare shape whose
 * text it does not model (an integer-like extra key, which zod's object would move first). Neither
 * is answered by the compiled code: the caller re-runs zod's `safeEncode`, which gives the error
 * (or the answer). A construct the compiler does not model (transforms,
 * intersections, tuples, maps, checks it does not know…) is encoded by zod for that part of the
 * schema only, and listed in {@link CompiledEncoder.fallbacks}.
 */
export interface CompiledEncoder {
  /** JSON text of `value`, or `undefined` when the schema accepts "no value"; throws {@link MISMATCH} or {@link DEFER}. */
  encode: Encode;
  /** The paths of the parts of the schema zod encodes (unsupported constructs), e.g. `data.rows[].x`. */
  fallbacks: string[];
}

class Compiler {
  readonly fallbacks: string[] = [];
  private readonly cache = new Map<z.core.$ZodType, Encode>();

  /** The encoder of `schema`; the part of the schema it cannot model is encoded by zod. */
  json(schema: z.core.$ZodType, path: string): Encode {
    const cached = this.cache.get(schema);
    if (cached) return cached;
    try {
      return this.compile(schema, path);
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
      this.fallbacks.push(`${path || '(root)'}: ${err.message}`);
      const enc: Encode = (v) => {
        const r = z.safeEncode(schema as z.ZodType, v as never);
        return r.success ? serializeReply(r.data) : mismatch();
      };
      this.cache.set(schema, enc);
      return enc;
    }
  }

  private compile(schema: z.core.$ZodType, path: string): Encode {
    const def = schema._zod.def as Def;
    const checks = def.checks as AnyCheck[] | undefined;
    const noChecks = () => {
      if (checks?.length) throw new Unsupported(`checks on ${def.type}`);
    };
    switch (def.type) {
      case 'string': {
        if (def.coerce) throw new Unsupported('coerced string');
        const ok = compileChecks('string', checks) as ((s: string) => boolean) | undefined;
        if (!ok) return (v) => (typeof v === 'string' ? quote(v) : mismatch());
        return (v) => (typeof v === 'string' && ok(v) ? quote(v) : mismatch());
      }
      case 'number': {
        if (def.coerce) throw new Unsupported('coerced number');
        const ok = compileChecks('number', checks) as ((n: number) => boolean) | undefined;
        // zod's number refuses NaN and ±Infinity; the format checks (int) imply finiteness.
        if (!ok) return (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : mismatch());
        return (v) => (typeof v === 'number' && Number.isFinite(v) && ok(v) ? String(v) : mismatch());
      }
      case 'boolean':
        noChecks();
        if (def.coerce) throw new Unsupported('coerced boolean');
        return (v) => (v === true ? 'true' : v === false ? 'false' : mismatch());
      case 'null':
        noChecks();
        return (v) => (v === null ? 'null' : mismatch());
      case 'never':
        // No value matches (e.g. the `children` of a flat menu list, always empty).
        noChecks();
        return () => mismatch();
      case 'unknown':
      case 'any':
        noChecks();
        return looseJson;
      case 'date': {
        noChecks();
        if (def.coerce) throw new Unsupported('coerced date');
        return (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? quote(formatDateTime(v)) : mismatch());
      }
      case 'enum':
      case 'literal': {
        noChecks();
        const json = valuesJson(schema._zod.values ?? []);
        return (v) => (json.has(v) ? json.get(v) : mismatch());
      }
      case 'optional': {
        noChecks();
        if (def.innerType._zod.optin === 'defaulted') throw new Unsupported('optional of a default');
        const inner = this.json(def.innerType, path);
        return (v) => (v === undefined ? undefined : inner(v));
      }
      case 'nullable': {
        noChecks();
        const inner = this.json(def.innerType, path);
        return (v) => (v === null ? 'null' : inner(v));
      }
      // When encoding, zod hands these to their inner schema unchanged.
      case 'readonly':
      case 'default':
      case 'prefault':
      case 'catch':
        noChecks();
        return this.json(def.innerType, path);
      case 'lazy': {
        noChecks();
        let target: Encode | undefined;
        const forward: Encode = (v) => target!(v);
        this.cache.set(schema, forward);
        target = this.json((schema as z.core.$ZodLazy)._zod.innerType, path);
        return forward;
      }
      case 'array': {
        const ok = compileChecks('array', checks) as ((a: unknown[]) => boolean) | undefined;
        const item = this.json(def.element, `${path}[]`);
        return (v) => {
          if (v instanceof JsonText) {
            written.jsonText = true;
            return v.text;
          }
          if (!Array.isArray(v) || (ok && !ok(v))) return mismatch();
          const n = v.length;
          if (n === 0) return '[]';
          let out = '[';
          for (let i = 0; i < n; i++) {
            const s = item(v[i]);
            // An element that is no value: zod's array rules for it are intricate, let zod answer.
            if (s === undefined) return defer();
            out += i === 0 ? s : `,${s}`;
          }
          return `${out}]`;
        };
      }
      case 'union': {
        noChecks();
        if ('discriminator' in def || (def as { inclusive?: boolean }).inclusive === false) throw new Unsupported('discriminated or exclusive union');
        const options = def.options.map((o, i) => this.json(o, `${path}|${i}`));
        if (options.length === 1) return options[0];
        return (v) => {
          for (const option of options) {
            try {
              return option(v);
            } catch (err) {
              if (err !== MISMATCH) throw err;
            }
          }
          return mismatch();
        };
      }
      case 'pipe': {
        noChecks();
        if (!('reverseTransform' in def)) throw new Unsupported('pipe or transform');
        // A codec encodes as: check the value by its output schema, reverse-transform, encode by its input schema.
        const codec = def as z.core.$ZodCodecDef;
        const check = this.value(codec.out);
        const back = codec.reverseTransform;
        const wire = this.json(codec.in, path);
        const payload: z.core.ParsePayload = { value: undefined, issues: [] };
        return (v) => {
          const checked = check(v);
          payload.value = checked;
          payload.issues.length = 0;
          const encoded = back(checked, payload);
          if (encoded instanceof Promise) return defer();
          if (payload.issues.length) return mismatch();
          return wire(encoded);
        };
      }
      case 'custom': {
        // `z.custom(fn)`: any value `fn` accepts, handed on unchanged (written as nothing declares
        // it); a refinement added to it is not modelled.
        noChecks();
        const fn = (def as z.core.$ZodCustomDef).fn as (v: unknown) => unknown;
        return (v) => {
          const accepted = fn(v);
          if (accepted instanceof Promise) return defer();
          return accepted ? looseJson(v) : mismatch();
        };
      }
      case 'object':
        return this.object(schema as z.core.$ZodObject, path);
      case 'record':
        return this.record(schema as z.core.$ZodRecord, path);
      default:
        throw new Unsupported(def.type);
    }
  }

  /** A checker that returns the value itself, for the output side of a codec (only leaf schemas). */
  private value(schema: z.core.$ZodType): Check {
    const def = schema._zod.def as Def;
    if (def.checks?.length && def.type !== 'string' && def.type !== 'number') throw new Unsupported(`checks on ${def.type}`);
    switch (def.type) {
      case 'date':
        if (def.coerce) break;
        return (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v : mismatch());
      case 'string': {
        if (def.coerce) break;
        const ok = compileChecks('string', def.checks as AnyCheck[]) as ((s: string) => boolean) | undefined;
        return (v) => (typeof v === 'string' && (!ok || ok(v)) ? v : mismatch());
      }
      case 'number': {
        if (def.coerce) break;
        const ok = compileChecks('number', def.checks as AnyCheck[]) as ((n: number) => boolean) | undefined;
        return (v) => (typeof v === 'number' && Number.isFinite(v) && (!ok || ok(v)) ? v : mismatch());
      }
      case 'boolean':
        if (def.coerce) break;
        return (v) => (typeof v === 'boolean' ? v : mismatch());
    }
    throw new Unsupported(`codec output ${def.type}`);
  }

  private object(schema: z.core.$ZodObject, path: string): Encode {
    const def = schema._zod.def;
    if (def.checks?.length) throw new Unsupported('checks on object');
    if (Object.getOwnPropertySymbols(def.shape).length) throw new Unsupported('symbol keys');
    // Output keys: declared ones in the order of the object zod builds (the shape's own key order:
    // integer-like keys first, ascending, then the others as declared), then the extra ones.
    const keys = Object.keys(def.shape).filter((k) => k !== '__proto__');
    let target: Encode | undefined;
    const forward: Encode = (v) => target!(v);
    this.cache.set(schema, forward); // a schema that contains itself (getters) meets the forward
    const fields = keys.map((key) => {
      const s = def.shape[key];
      return { key, prefix: `${quote(key)}:`, enc: this.json(s, path ? `${path}.${key}` : key), optin: s._zod.optin, optout: s._zod.optout };
    });
    const catchallType = def.catchall?._zod.def.type;
    const extra = def.catchall && catchallType !== 'never' ? this.json(def.catchall, `${path}.*`) : undefined;
    const strict = catchallType === 'never';
    // What a key of the reply is: declared (null), or an extra one with its JSON text (a row type has
    // few; each is quoted once); one lookup per key.
    const keyInfo = new Map<string, string | null>(Object.keys(def.shape).map((k) => [k, null]));
    target = (v) => {
      if (!isObject(v)) return mismatch();
      let out = '{';
      let sep = '';
      for (let i = 0; i < fields.length; i++) {
        const f = fields[i];
        const x = v[f.key];
        let s: string | undefined;
        if (x === undefined && !(f.key in v)) {
          // An absent key, as zod's object decides: refused unless optional; an optional one is no value.
          if (f.optin === undefined) return mismatch();
          if (f.optout === 'optional') {
            if (f.optin === 'optional') continue;
            try {
              s = f.enc(undefined);
            } catch (err) {
              if (err !== MISMATCH) throw err;
              continue;
            }
          } else s = f.enc(undefined);
        } else s = f.enc(x);
        if (s !== undefined) {
          out += `${sep}${f.prefix}${s}`;
          sep = ',';
        }
      }
      if (extra || strict) {
        for (const key in v) {
          let prefix = keyInfo.get(key);
          if (prefix === null) continue;
          // An undeclared key breaks a strict object (even `__proto__`); a loose one never copies `__proto__`.
          if (strict) return mismatch();
          if (prefix === undefined) {
            if (key === '__proto__') continue;
            // An integer-like key goes first in the object zod builds: let zod answer.
            const c = key.charCodeAt(0);
            if (c >= 48 && c <= 57) return defer();
            prefix = `${quote(key)}:`;
            if (keyInfo.size < 1024) keyInfo.set(key, prefix);
          }
          const s = extra!(v[key]);
          if (s !== undefined) {
            out += `${sep}${prefix}${s}`;
            sep = ',';
          }
        }
      }
      return `${out}}`;
    };
    this.cache.set(schema, target);
    return target;
  }

  /**
   * `z.record(z.string(), value)`: every own enumerable string key, in the object's key order.
   * `z.record(z.enum([...]), value)`: exhaustive, see {@link enumRecord}.
   */
  private record(schema: z.core.$ZodRecord, path: string): Encode {
    const def = schema._zod.def;
    const keyDef = def.keyType._zod.def as Def;
    if (def.checks?.length || keyDef.checks?.length) throw new Unsupported('checks on record');
    if ((keyDef.type === 'enum' || keyDef.type === 'literal') && !def.partial) return this.enumRecord(schema, path);
    if (keyDef.type !== 'string' || keyDef.coerce || def.mode === 'loose')
      throw new Unsupported('record other than z.record(z.string(), …) or z.record(z.enum(…), …)');
    const value = this.json(def.valueType, `${path}{}`);
    return (v) => {
      if (!z.core.util.isPlainObject(v)) return mismatch();
      let out = '{';
      let sep = '';
      for (const key of Reflect.ownKeys(v)) {
        if (typeof key !== 'string') {
          if (Object.prototype.propertyIsEnumerable.call(v, key)) return mismatch();
          continue;
        }
        if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(v, key)) continue;
        const s = value(v[key]);
        if (s !== undefined) {
          out += `${sep}${quote(key)}:${s}`;
          sep = ',';
        }
      }
      return `${out}}`;
    };
  }

  /**
   * A record keyed by an enum (or a literal), as zod encodes it: each of the key's values is
   * required (its value schema is given `value[key]`, absent or not), in the enum's order (the
   * engine moves integer-like keys first in the object zod builds); any other enumerable key
   * (inherited ones too) breaks it, or, in a `z.looseRecord`, is copied unchanged after them.
   */
  private enumRecord(schema: z.core.$ZodRecord, path: string): Encode {
    const def = schema._zod.def;
    const declared: string[] = [];
    for (const k of def.keyType._zod.values ?? []) {
      if (typeof k === 'number') declared.push(String(k));
      else if (typeof k === 'string') declared.push(k);
      else throw new Unsupported(`record key ${String(k)}`);
    }
    const known = new Set(declared);
    // A declared `__proto__` is neither written nor unrecognized.
    const keys = ownKeyOrder([...known].filter((k) => k !== '__proto__'));
    const value = this.json(def.valueType, `${path}{}`);
    const fields = keys.map((key) => ({ key, prefix: `${quote(key)}:` }));
    const loose = def.mode === 'loose';
    return (v) => {
      if (!z.core.util.isPlainObject(v)) return mismatch();
      let out = '{';
      let sep = '';
      for (let i = 0; i < fields.length; i++) {
        const f = fields[i];
        const s = value(v[f.key]);
        if (s !== undefined) {
          out += `${sep}${f.prefix}${s}`;
          sep = ',';
        }
      }
      for (const key in v) {
        if (known.has(key)) continue;
        if (!loose) return mismatch();
        if (key === '__proto__') continue;
        // An integer-like extra key goes first in the object zod builds: let zod answer.
        const c = key.charCodeAt(0);
        if (c >= 48 && c <= 57) return defer();
        const s = looseJson(v[key]);
        if (s !== undefined) {
          out += `${sep}${quote(key)}:${s}`;
          sep = ',';
        }
      }
      return `${out}}`;
    };
  }
}

/**
 * The order in which an object built by assigning `keys` in turn lists them: the engine's own, which
 * puts integer-like keys (array indices) first, ascending, then the others in assignment order.
 */
function ownKeyOrder(keys: string[]): string[] {
  const probe: Record<string, true> = Object.create(null);
  for (const k of keys) probe[k] = true;
  return Object.keys(probe);
}

/** Compiles a response schema once; see {@link CompiledEncoder}. */
export function compileEncoder(schema: z.ZodType): CompiledEncoder {
  const compiler = new Compiler();
  const encode = compiler.json(schema, '');
  return { encode, fallbacks: compiler.fallbacks };
}

/**
 * The text of a success reply: the compiled encoder's, or, when it finds a mismatch or leaves the
 * value to zod, what `zodEncode` (`z.safeEncode` + {@link serializeReply}, which throws the error)
 * answers.
 */
export function encodeReply(encode: Encode, zodEncode: (data: unknown) => string, data: unknown, zodDecode?: (text: string) => unknown): string {
  const found = verifying();
  if (found) return verified(encode, zodEncode, data, found, zodDecode);
  let text: string | undefined;
  try {
    text = encode(data);
  } catch (err) {
    if (err === MISMATCH || err === DEFER) return zodEncode(data);
    throw err;
  }
  return text === undefined ? zodEncode(data) : text;
}
