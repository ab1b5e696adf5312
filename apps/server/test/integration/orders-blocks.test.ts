import type { OrderRow } from '@ceping/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { ORDER_BLOCK_SIZE } from '../../src/db/schema/index.ts';
import { newestPageByBlocks } from '../../src/modules/orders/pages.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { copyRow } from './copy-rows.ts';
import { type Tokens, U, counterMismatches, openTask, placed, setBalance, simpleTask, tokens } from './orders-fixtures.ts';

let ctx: TestContext;
let t: Tokens;
/** Orders added by this file: three id blocks' worth, of which some are deleted again. */
const ADDED = ORDER_BLOCK_SIZE * 3;

/** The live orders' ids, newest first, as `offset` reads them: what every block page must equal. */
async function plainPage(limit: number, offset: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    ctx.db,
    sql`select order_id::int as id from biz_order where del_flag = '0' order by order_id desc limit ${limit} offset ${offset}`,
  );
  return found.map((r) => r.id);
}
const liveCount = async () => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_order where del_flag = '0'`))[0].n;

beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  await setBalance(ctx, U.seller, '5000');
  await setBalance(ctx, U.seller2, '5000');
  await placed(ctx, t, (await openTask(ctx, t, { quantity: 1 })).taskId, { orderNo: 'SEL-1' });
  const other = await openTask(ctx, t, { owner: t.seller2, body: simpleTask({ regionId: 5, taskQuantity: 1, productTitle: 'Walmart lamp' }) });
  await placed(ctx, t, other.taskId, { orderNo: 'OTH-1' });
  // Copies of the seller's order in one statement, with the trigger on (it counts each row at commit).
  await copyRow(ctx, 'biz_order', { id: 'order_id', source: sql`order_no = 'SEL-1'`, set: { order_no: sql`'BLK-' || g` }, first: 1, last: ADDED });
});
afterAll(() => ctx.close());

type List = { code: number; rows: OrderRow[]; total: number; estimated: boolean };
const list = (token: string, query: Record<string, string>) => ctx.call<List>({ method: 'GET', url: '/prod-api/system/orders/list', query, token });

describe('the unfiltered orders list pages through the id blocks', () => {
  it('keeps the block counts equal to the live orders through inserts, deletes and restores', async () => {
    expect(await counterMismatches(ctx)).toEqual({ counts: 0, days: 0, blocks: 0 });
    await ctx.db.execute(sql`update biz_order set del_flag = '2' where order_no like 'BLK-%' and order_id % 7 = 0`);
    await ctx.db.execute(sql`delete from biz_order where order_no like 'BLK-%' and order_id % 11 = 0`);
    await ctx.db.execute(sql`update biz_order set del_flag = '0' where order_no like 'BLK-%' and order_id % 14 = 0`);
    expect(await counterMismatches(ctx)).toEqual({ counts: 0, days: 0, blocks: 0 });
    // An edit that leaves the order live moves no block.
    const [before] = await rows<{ s: number }>(ctx.db, sql`select sum(n)::int as s from biz_order_block`);
    await ctx.db.execute(sql`update biz_order set remark = 'x' where order_no like 'BLK-%'`);
    const [after] = await rows<{ s: number }>(ctx.db, sql`select sum(n)::int as s from biz_order_block`);
    expect(after.s).toBe(before.s);
  });

  it('answers the same ids as offset paging at every boundary, and the exact total', async () => {
    const total = await liveCount();
    expect(total).toBeGreaterThan(ORDER_BLOCK_SIZE * 2);
    for (const offset of [
      0,
      1,
      19,
      ORDER_BLOCK_SIZE - 1,
      ORDER_BLOCK_SIZE,
      ORDER_BLOCK_SIZE + 7,
      2 * ORDER_BLOCK_SIZE,
      total - 20,
      total - 1,
      total,
      total + 5,
    ]) {
      for (const limit of [1, 20]) {
        expect({ offset, limit, ...(await newestPageByBlocks(ctx.db, limit, offset)) }).toEqual({
          offset,
          limit,
          ids: await plainPage(limit, offset),
          total,
        });
      }
    }
  });

  it('serves staff and admin any page with the exact total; a filter or a seller keeps the other paths', async () => {
    const total = await liveCount();
    const deep = await list(t.admin, { pageNum: '300', pageSize: '20' });
    expect(deep.code).toBe(200);
    expect(deep.rows.map((r) => r.id)).toEqual(await plainPage(20, 299 * 20));
    expect({ total: deep.total, estimated: deep.estimated }).toEqual({ total, estimated: false });
    const first = await list(t.staff, { pageNum: '1', pageSize: '10' });
    expect(first.rows.map((r) => r.id)).toEqual(await plainPage(10, 0));
    expect(first.total).toBe(total);
    // Past the end: the last page (PageHelper's "reasonable" mode), the total still exact.
    const pages = Math.ceil(total / 20);
    const past = await list(t.admin, { pageNum: String(pages + 2), pageSize: '20' });
    expect({ ids: past.rows.map((r) => r.id), total: past.total }).toEqual({ ids: await plainPage(20, (pages - 1) * 20), total });
    // Oldest first is not the blocks' order: the same orders, reversed.
    const oldest = await list(t.admin, { pageNum: '1', pageSize: '5', orderByColumn: 'id', isAsc: 'asc' });
    expect(oldest.rows.map((r) => r.id)).toEqual((await plainPage(total, 0)).slice(-5).reverse());
    // A filter: only its matches.
    const copies = await list(t.admin, { pageNum: '1', pageSize: '5', keyword: 'BLK-1' });
    expect(copies.rows.length).toBeGreaterThan(0);
    expect(copies.rows.every((r) => r.orderNo.startsWith('BLK-1'))).toBe(true);
    // A seller sees its own orders only: all but the other seller's one.
    const mine = await list(t.seller, { pageNum: '1', pageSize: '20' });
    expect(mine.total).toBe(total - 1);
  });
});

describe("a seller with a sub-account pages each owner's index range, merged", () => {
  it('answers the same ids and total as one filtered scan, newest first, at every page', async () => {
    // A quarter to another seller (out of scope, and the scope stays under the exact-count limit), a
    // third of the rest to the sub-account.
    await ctx.db.execute(sql`update biz_order set user_id = ${U.seller2} where order_no like 'BLK-%' and order_id % 4 = 0`);
    await ctx.db.execute(sql`update biz_order set user_id = ${U.subseller} where order_no like 'BLK-%' and order_id % 4 <> 0 and order_id % 3 = 0`);
    const scoped = await rows<{ id: number }>(
      ctx.db,
      sql`select order_id::int as id from biz_order where del_flag = '0' and user_id in (${U.seller}, ${U.subseller}) order by order_id desc`,
    );
    const all = scoped.map((r) => r.id);
    for (const pageNum of [1, 2, 50, 333, Math.ceil(all.length / 20)]) {
      const page = await list(t.seller, { pageNum: String(pageNum), pageSize: '20' });
      expect({ pageNum, ids: page.rows.map((r) => r.id) }).toEqual({ pageNum, ids: all.slice((pageNum - 1) * 20, pageNum * 20) });
      expect({ total: page.total, estimated: page.estimated }).toEqual({ total: all.length, estimated: false });
    }
    expect(all.length).toBeGreaterThan(2000);
    expect(await counterMismatches(ctx)).toEqual({ counts: 0, days: 0, blocks: 0 });
    // Nothing asked but the scope: the owners, the page and the kept total in one statement.
    const statements = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      expect((await list(t.seller, { pageNum: '3', pageSize: '20' })).total).toBe(all.length);
      expect(statements.mock.calls.map((c) => c[2])).toEqual(['orders_seller_page', 'orders_wire_by_ids']);
    } finally {
      statements.mockRestore();
    }
  });
});

/**
 * A named statement is planned for its values five times; PostgreSQL then keeps one plan made without
 * them, unless that plan looks costlier — which a page whose `limit`/`offset` the planner could read
 * always did (an unknown offset counts as a tenth of the table), so such a page was planned on every
 * call. Each page statement's plan made without values must cost what the plans made with them cost.
 */
describe('the named page statements keep one plan', () => {
  it('costs the same planned with or without its values, whatever the page', async () => {
    const statements = vi.spyOn(ctx.db._.session, 'prepareQuery');
    const texts = new Map<string, string>();
    try {
      await list(t.admin, { pageNum: '2', pageSize: '10' });
      await list(t.admin, { pageNum: String(Math.ceil(ORDER_BLOCK_SIZE / 10) + 2), pageSize: '10' });
      for (const [query, , name] of statements.mock.calls) if (name?.startsWith('orders_newest_page')) texts.set(name, (query as { sql: string }).sql);
    } finally {
      statements.mockRestore();
    }
    expect([...texts.keys()].sort()).toEqual(['orders_newest_page_by_blocks', 'orders_newest_page_near']);
    await rows(ctx.db, sql`analyze biz_order`);
    const costs = await ctx.db.transaction(async (tx) => {
      const out: Record<string, { generic: number; custom: number[] }> = {};
      for (const [name, text] of texts) {
        await tx.execute(sql.raw(`prepare cost_check (bigint, bigint) as ${text}`));
        const cost = async (mode: string, offset: number) => {
          await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
          const [plan] = await rows<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(
            tx,
            sql.raw(`explain (format json) execute cost_check(${offset}, 10)`),
          );
          return plan['QUERY PLAN'][0].Plan['Total Cost'];
        };
        const offsets = name.endsWith('near') ? [0, 10, 500] : [ORDER_BLOCK_SIZE + 10, ORDER_BLOCK_SIZE * 2];
        out[name] = { generic: await cost('force_generic_plan', offsets[0]), custom: [] };
        for (const offset of offsets) out[name].custom.push(await cost('force_custom_plan', offset));
        await tx.execute(sql.raw('deallocate cost_check'));
      }
      return out;
    });
    for (const [name, c] of Object.entries(costs)) {
      expect({ name, custom: c.custom }).toEqual({ name, custom: c.custom.map(() => c.generic) });
    }
  });
});
