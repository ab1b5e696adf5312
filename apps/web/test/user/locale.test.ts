import { describe, expect, it } from 'vitest';
import enUS from '../../src/i18n/locales/en-US/user.ts';
import zhCN from '../../src/i18n/locales/zh-CN/user.ts';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  throw new Error(`${prefix} is neither text nor a group`);
}

describe('user namespace', () => {
  it('has the same keys in both languages, none empty', () => {
    expect(leafKeys(enUS).sort()).toEqual(leafKeys(zhCN).sort());
    const texts = (obj: unknown): string[] => (typeof obj === 'string' ? [obj] : Object.values(obj as object).flatMap(texts));
    expect(texts(zhCN).filter((s) => s.trim() === '')).toEqual([]);
    expect(texts(enUS).filter((s) => s.trim() === '')).toEqual([]);
  });

  it('keeps the interpolation variables of every text', () => {
    const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of leafKeys(zhCN)) expect(vars(get(enUS, key)), key).toEqual(vars(get(zhCN, key)));
  });
});
