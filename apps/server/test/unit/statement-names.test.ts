import { beforeEach, describe, expect, it, vi } from 'vitest';

// db/statement-names.ts: one name per text, never one name for two texts, and bounded.
let mod: typeof import('../../src/db/statement-names.ts');
beforeEach(async () => {
  vi.resetModules();
  mod = await import('../../src/db/statement-names.ts');
});

describe('statement names', () => {
  it('gives one text one name, and two texts two names', () => {
    const a = mod.statementName('list_page', 'select 1');
    expect(a).toMatch(/^list_page_[0-9a-f]{16}$/);
    expect(mod.statementName('list_page', 'select 1')).toBe(a);
    const b = mod.statementName('list_page', 'select 2');
    expect(b).toMatch(/^list_page_[0-9a-f]{16}$/);
    expect(b).not.toBe(a);
    expect(mod.namedStatements()).toBe(2);
  });

  it('names no new text past its bound, and keeps the names it gave', () => {
    const first = mod.statementName('p', 'select 0');
    for (let i = 1; i < mod.MAX_NAMED; i++) expect(mod.statementName('p', `select ${i}`)).toBeDefined();
    expect(mod.namedStatements()).toBe(mod.MAX_NAMED);
    expect(mod.statementName('p', 'select -1')).toBeUndefined();
    expect(mod.statementName('p', 'select 0')).toBe(first);
    expect(mod.namedStatements()).toBe(mod.MAX_NAMED);
  });
});
