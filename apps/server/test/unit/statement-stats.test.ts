import { describe, expect, it } from 'vitest';
import { recordStatement, statementStats, timeQueries } from '../../src/db/statement-stats.ts';

const find = (query: string) => statementStats().find((s) => s.query === query);

describe('statement stats', () => {
  it('sums one text’s calls and time and keeps its slowest', () => {
    recordStatement('select 1 as one', 2);
    recordStatement('select 1 as one', 5);
    recordStatement('select 1 as one', 1);
    expect(find('select 1 as one')).toEqual({ query: 'select 1 as one', calls: 3, totalMs: 8, maxMs: 5 });
  });

  it('cuts a long text at 2,000 characters and keeps texts that differ past the cut apart from shorter ones', () => {
    const long = `select ${'x, '.repeat(1000)}1`;
    recordStatement(long, 1);
    recordStatement(long, 3);
    const cut = `${long.slice(0, 2000)}…`;
    expect(find(cut)).toMatchObject({ calls: 2, totalMs: 4, maxMs: 3 });
    expect(statementStats().some((s) => s.query === long)).toBe(false);
  });

  it('hands out copies, not its own entries', () => {
    recordStatement('select 2', 1);
    const copy = find('select 2');
    if (!copy) throw new Error('select 2 not counted');
    copy.calls = 99;
    expect(find('select 2')?.calls).toBe(1);
  });

  it('times a wrapped driver call by its trimmed text or its config, and only once when wrapped twice', async () => {
    const driver = { query: async (_q: unknown) => ({ rows: [] }) };
    timeQueries(driver, 'query');
    timeQueries(driver, 'query');
    await driver.query('select 3');
    await driver.query({ text: ' select 3 ' });
    expect(find('select 3')?.calls).toBe(2);
  });

  it('counts statements past 500 distinct texts under one overflow entry', () => {
    for (let i = 0; i < 600; i++) recordStatement(`select ${i} as n`, 1);
    const all = statementStats();
    expect(all.length).toBeLessThanOrEqual(501);
    const overflow = all.find((s) => s.query === '(other statements)');
    expect(overflow?.calls).toBeGreaterThan(90);
    // A text counted before the bound still counts under its own entry.
    recordStatement('select 1 as one', 1);
    expect(find('select 1 as one')?.calls).toBe(4);
  });
});
