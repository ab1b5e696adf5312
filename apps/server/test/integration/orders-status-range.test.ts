import type { OrderRow } from '@ceping/contract';
import { parseDateTime } from '@ceping/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, rowsOfText } from '../../src/db/client.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { copyRow } from './copy-rows.ts';
import { type Tokens, U, openTask, placed, setBalance, tokens } from './orders-fixtures.ts';

let ctx: TestContext;
let t: Tokens;
/** Copies of one order, each status in turn, one creation day in turn over 300 days back. */
const COPIES = 30_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const range = { begin: day(60), end: day(0) };

beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  await setBalance(ctx, U.seller, '5000');
  await placed(ctx, t, (await openTask(ctx, t, { quantity: 1 })).taskId, { orderNo: 'RNG-1' });
  await copyRow(ctx, 'biz_order', {
    id: 'order_id',
    source: sql`order_no = 'RNG-1'`,
    set: { order_no: sql`'RNG-' || g`, order_status: sql`(g % 5)::text`, create_time: sql`now() - make_interval(days => g % 300, hours => 12)` },
    first: 2,
    last: COPIES,
  });
  // The visibility map an index-only scan relies on, and the statistics the planner picks it by.
  await ctx.db.execute(sql`vacuum analyze biz_order`);
});
afterAll(() => ctx.close());

type List = { code: number; msg: string; rows: OrderRow[]; total: number };
const list = (query: Record<string, string>) =>
  ctx.call<List>({
    method: 'GET',
    url: '/prod-api/system/orders/list',
    query: { orderStatus: '1', 'params[beginTime]': range.begin, 'params[endTime]': range.end, pageSize: '20', ...query },
    token: t.admin,
  });

/** The shipped orders created within the range, newest first, as a plain query reads them. */
async function plain(): Promise<number[]> {
  const from = parseDateTime(range.begin) as Date;
  const to = parseDateTime(range.end, true) as Date;
  const found = await rows<{ id: number }>(
    ctx.db,
    sql`select order_id::int as id from biz_order
        where del_flag = '0' and order_status = '1' and create_time >= ${from} and create_time <= ${to} order by order_id desc`,
  );
  return found.map((r) => r.id);
}

describe('the orders list by status within a creation-date range', () => {
  it('answers every page and the total as a plain query reads them', async () => {
    const all = await plain();
    expect(all.length).toBeGreaterThan(1000);
    for (const pageNum of [1, 2, 20, Math.ceil(all.length / 20)]) {
      const page = await list({ pageNum: String(pageNum) });
      expect(page.code, page.msg).toBe(200);
      expect({ pageNum, ids: page.rows.map((r) => r.id) }).toEqual({ pageNum, ids: all.slice((pageNum - 1) * 20, pageNum * 20) });
      expect(page.total).toBe(all.length);
    }
  });

  it('reads a deep page from the status index alone, the creation time checked in it', async () => {
    const from = (parseDateTime(range.begin) as Date).toISOString();
    const to = (parseDateTime(range.end, true) as Date).toISOString();
    const [plan] = await rowsOfText<{ 'QUERY PLAN': unknown }>(ctx.db, {
      sql: `explain (format json) select order_id from biz_order
            where del_flag = $1 and order_status in ($2) and (create_time >= $3 and create_time <= $4)
            order by order_id desc limit 20 offset 380`,
      params: ['0', '1', from, to],
    });
    const text = JSON.stringify(plan['QUERY PLAN']);
    expect(text).toContain('"Node Type":"Index Only Scan"');
    expect(text).toContain('"Index Name":"biz_order_status_idx"');
  });
});
