import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOfText } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('rowsOfText', () => {
  it('answers dates, times and intervals as the text PostgreSQL sent, numbers and json parsed', async () => {
    const [row] = await rowsOfText<Record<string, unknown>>(database.db, {
      sql: `select $1::timestamptz as at, $2::date as day, $3::interval as span, array[$2::date] as days, $4::int as n, $5::jsonb as j, $6::numeric as money`,
      params: ['2026-12-04 08:00:00+00', '2026-12-04', '1 day', 7, '{"a":1}', '12.30'],
    });
    expect(typeof row.at).toBe('string');
    expect(row.day).toBe('2026-12-04');
    expect(row.span).toBe('1 day');
    expect(row.days).toBe('{2026-12-04}');
    expect(row.n).toBe(7);
    expect(row.j).toEqual({ a: 1 });
    // numeric stays a decimal string: money is never a float on its way out
    expect(row.money).toBe('12.30');
  });

  it('fills a named statement’s placeholders from its values and runs it again by name', async () => {
    const query = { sql: 'select $1::int + $2::int as sum', params: [sql.placeholder('a'), sql.placeholder('b')] };
    const first = await rowsOfText<{ sum: number }>(database.db, query, 'db_client_test_sum', { a: 2, b: 3 });
    const again = await rowsOfText<{ sum: number }>(database.db, query, 'db_client_test_sum', { a: 10, b: 5 });
    expect([first[0].sum, again[0].sum]).toEqual([5, 15]);
  });

  it('runs inside the caller’s transaction: its writes are seen there and rolled back with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await rowsOfText(tx, { sql: `update sys_config set config_value = 'x' where config_key = $1`, params: ['sys.index.skinName'] });
        const [seen] = await rowsOfText<{ v: string }>(tx, {
          sql: 'select config_value as v from sys_config where config_key = $1',
          params: ['sys.index.skinName'],
        });
        expect(seen.v).toBe('x');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [after] = await rowsOfText<{ v: string }>(database.db, {
      sql: 'select config_value as v from sys_config where config_key = $1',
      params: ['sys.index.skinName'],
    });
    expect(after.v).not.toBe('x');
  });

  it('passes the database’s own error on, with its SQLSTATE', async () => {
    await expect(rowsOfText(database.db, { sql: 'select 1/0', params: [] })).rejects.toMatchObject({});
    const err = await rowsOfText(database.db, { sql: 'select 1/0', params: [] }).catch((e: unknown) => e);
    const codes: unknown[] = [];
    for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as typeof e, i++) codes.push(e.code);
    expect(codes).toContain('22012');
  });
});
