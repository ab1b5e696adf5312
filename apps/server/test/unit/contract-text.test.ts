import * as contract from '@ceping/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** Every field schema of every object schema the contract exports (the web forms validate with them too). */
function fields(): Array<[string, z.ZodType]> {
  const out: Array<[string, z.ZodType]> = [];
  for (const [name, value] of Object.entries(contract)) {
    // The reply envelope describes what the server writes, never what it reads.
    if (value === contract.envelope) continue;
    if (value instanceof z.ZodObject) {
      for (const [key, field] of Object.entries(value.shape as Record<string, z.ZodType>)) out.push([`${name}.${key}`, field]);
    }
  }
  return out;
}

/** True when any string inside `v` still holds NUL or a lone surrogate. */
function carriesBad(v: unknown): boolean {
  if (typeof v === 'string') return contract.hasInvalidChars(v);
  if (v && typeof v === 'object') return Object.values(v).some(carriesBad);
  return false;
}

describe('text fields of the contract', () => {
  it('has many object schemas to check', () => {
    expect(fields().length).toBeGreaterThan(150);
  });

  it('never lets NUL or a lone surrogate through any field, and says so with validation.invalidChars', () => {
    let textFields = 0;
    for (const [name, field] of fields()) {
      for (const bad of ['a\u0000b', 'a\uD800', '\uDC00b']) {
        const res = field.safeParse(bad);
        if (res.success) {
          // Fields that fall back to a default (`.catch`) may succeed, but never with the bad text.
          expect(carriesBad(res.data), name).toBe(false);
          continue;
        }
        // A field that takes text (anything but a fixed list of values) names the problem first.
        if (field.safeParse('ab').success || field.safeParse('a').success) {
          textFields++;
          expect(res.error.issues[0].message, `${name} ${JSON.stringify(bad)}`).toBe('validation.invalidChars');
        }
      }
    }
    expect(textFields).toBeGreaterThan(30);
  });

  it('keeps well-formed text, emoji included', () => {
    expect(contract.hasInvalidChars('店铺 😀 shop')).toBe(false);
    expect(contract.shopBodySchema.shape.shopName.safeParse('店铺 😀').success).toBe(true);
  });
});
