import { describe, expect, it } from 'vitest';
import enBusiness from '../../src/i18n/locales/en-US/business.ts';
import enFinance from '../../src/i18n/locales/en-US/finance.ts';
import zhBusiness from '../../src/i18n/locales/zh-CN/business.ts';
import zhFinance from '../../src/i18n/locales/zh-CN/finance.ts';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  throw new Error(`${prefix} is neither text nor a group`);
}

const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['business', zhBusiness, enBusiness],
  ['finance', zhFinance, enFinance],
])('%s namespace', (_name, zh, en) => {
  it('has the same keys and interpolation variables in both languages, none empty', () => {
    const zhMap = new Map(leaves(zh));
    const enMap = new Map(leaves(en));
    expect([...enMap.keys()].sort()).toEqual([...zhMap.keys()].sort());
    for (const [key, text] of zhMap) {
      expect(text.trim(), key).not.toBe('');
      expect(enMap.get(key)?.trim(), key).not.toBe('');
      expect(vars(enMap.get(key) ?? ''), key).toEqual(vars(text));
    }
  });
});
