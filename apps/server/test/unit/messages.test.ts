import { apiMessages } from '@ceping/contract';
import { describe, expect, it } from 'vitest';

describe('API message catalogue', () => {
  it('has every key in both languages, with the same placeholders', () => {
    const zh = apiMessages['zh-CN'];
    const en = apiMessages['en-US'];
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(zh)) {
      const holes = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort().join();
      expect(holes(en[key]), key).toBe(holes(zh[key]));
      expect(en[key].trim(), key).not.toBe('');
    }
  });
});
