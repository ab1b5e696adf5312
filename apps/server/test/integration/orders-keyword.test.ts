import type { OrderRow } from '@ceping/contract';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizOrder } from '../../src/db/schema/index.ts';
import { keywordFilter } from '../../src/modules/orders/keyword.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { type Tokens, U, edit, move, openTask, placed, setBalance, simpleTask, tokens } from './orders-fixtures.ts';

let ctx: TestContext;
let t: Tokens;
const task = { clock: { taskId: 0, taskNo: '' }, board: { taskId: 0, taskNo: '' }, wall: { taskId: 0, taskNo: '' } };
/** clock1, clock2: the seller's; board: its sub-account's; wall: another seller's; gone: deleted. */
const o = { clock1: 0, clock2: 0, board: 0, wall: 0, gone: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  for (const u of [U.seller, U.subseller, U.seller2]) await setBalance(ctx, u, '5000');
  task.clock = await openTask(ctx, t, { body: simpleTask({ productTitle: 'Quartz desk clock', sku: 'QZ-7781', taskQuantity: 3 }) });
  task.board = await openTask(ctx, t, { owner: t.subseller, body: simpleTask({ productTitle: 'Bamboo cutting board', sku: 'BB-0042' }) });
  task.wall = await openTask(ctx, t, { owner: t.seller2, body: simpleTask({ productTitle: 'Quartz wall clock', sku: 'QW-5500' }) });
  o.clock1 = await placed(ctx, t, task.clock.taskId, { orderNo: '112-7781-A' });
  o.clock2 = await placed(ctx, t, task.clock.taskId);
  o.gone = await placed(ctx, t, task.clock.taskId, { orderNo: 'GONE-1' });
  o.board = await placed(ctx, t, task.board.taskId, { orderNo: 'SHIP-BOARD-9' });
  o.wall = await placed(ctx, t, task.wall.taskId, { orderNo: 'W-100' });
  const cancelled = await move(ctx, t.admin, o.gone, 'cancel');
  expect(cancelled.code, cancelled.msg).toBe(200);
  const removed = await ctx.call({ method: 'DELETE', url: `/prod-api/system/orders/${o.gone}`, token: t.admin });
  expect(removed.code, removed.msg).toBe(200);
});
afterAll(() => ctx.close());

type List = { code: number; msg: string; rows: OrderRow[]; total: number; estimated: boolean };
const list = (token: string, keyword: string) =>
  ctx.call<List>({ method: 'GET', url: '/prod-api/system/orders/list', query: { keyword, pageSize: '50' }, token });
/** The ids a keyword lists (newest first), checked against the total. */
async function found(token: string, keyword: string): Promise<number[]> {
  const res = await list(token, keyword);
  expect(res.code, res.msg).toBe(200);
  expect({ keyword, total: res.total, estimated: res.estimated }).toEqual({ keyword, total: res.rows.length, estimated: false });
  return res.rows.map((r) => r.id);
}

describe('the orders keyword: the product through the task, the order no. on the order', () => {
  it('matches title, SKU and task no. (any case, any part) and the order no.', async () => {
    expect(await found(t.admin, 'quartz')).toEqual([o.wall, o.clock2, o.clock1]);
    expect(await found(t.admin, 'desk CLOCK')).toEqual([o.clock2, o.clock1]);
    expect(await found(t.admin, 'qz-77')).toEqual([o.clock2, o.clock1]);
    expect(await found(t.admin, task.board.taskNo)).toEqual([o.board]);
    expect(await found(t.admin, 'ship-board')).toEqual([o.board]);
    // The SKU of one order's task and the order no. of that same order: each order once.
    expect(await found(t.admin, '7781')).toEqual([o.clock2, o.clock1]);
    // A deleted order is not found by its number, nor by its task's product.
    expect(await found(t.admin, 'GONE-1')).toEqual([]);
    // LIKE's wildcards are text: nothing holds them.
    expect(await found(t.admin, '%')).toEqual([]);
    expect(await found(t.admin, 'QZ_7781')).toEqual([]);
    // A keyword never spans two columns.
    expect(await found(t.admin, 'clock QZ')).toEqual([]);
  });

  it("finds only within the caller's scope", async () => {
    expect(await found(t.seller, 'quartz')).toEqual([o.clock2, o.clock1]);
    expect(await found(t.seller, 'bamboo')).toEqual([o.board]);
    expect(await found(t.subseller, 'quartz')).toEqual([]);
    expect(await found(t.subseller, 'bb-0042')).toEqual([o.board]);
    expect(await found(t.seller2, 'clock')).toEqual([o.wall]);
    expect(await found(t.seller2, '112-7781')).toEqual([]);
    expect(await found(t.staff, 'clock')).toEqual([o.wall, o.clock2, o.clock1]);
  });

  it('answers the same orders when the keyword is common (tasks joined, each order checked) as when it is rare (task ids)', async () => {
    const idsOf = async (where: SQL | undefined) =>
      (
        await ctx.db
          .select({ id: bizOrder.orderId })
          .from(bizOrder)
          .where(and(eq(bizOrder.delFlag, '0'), where))
          .orderBy(desc(bizOrder.orderId))
      ).map((r) => r.id);
    for (const owners of [undefined, [U.seller, U.subseller], [U.seller2]])
      for (const keyword of ['quartz', 'clock', 'qz-7781', '7781', 'ship', task.board.taskNo, 'GONE', 'nothing like it']) {
        const rare = await keywordFilter(ctx.db, keyword, owners);
        const common = await keywordFilter(ctx.db, keyword, owners, 0);
        expect(rare?.perRow).toBeUndefined();
        expect(common?.perRow).toBeDefined();
        const scope = owners ? sql`${bizOrder.userId} in ${owners}` : undefined;
        const expected = await idsOf(and(scope, rare?.where));
        expect({ keyword, owners, ids: await idsOf(and(scope, common?.where)) }).toEqual({ keyword, owners, ids: expected });
        expect({ keyword, owners, ids: await idsOf(and(scope, common?.perRow)) }).toEqual({ keyword, owners, ids: expected });
      }
    expect(await keywordFilter(ctx.db, '', undefined)).toBeUndefined();
  });

  it("keeps the code suffixes equal to every task's SKU and task no. through new, edited, moved and removed tasks", async () => {
    const mismatches = async () =>
      (
        await rows<{ n: number }>(
          ctx.db,
          sql`select count(*)::int as n from (
            select t.task_id, t.user_id, s from biz_task t cross join lateral biz_task_code_suffixes(t.sku, t.task_no) as s) f
            full join biz_task_code_suffix c on c.task_id = f.task_id and c.suffix = f.s and c.user_id = f.user_id
            where c.task_id is null or f.task_id is null`,
        )
      )[0];
    expect(await mismatches()).toEqual({ n: 0 });
    // A pending task (no orders yet) whose SKU is edited is found by its new SKU only.
    const pending = await openTask(ctx, t, { body: simpleTask({ productTitle: 'Teak shelf', sku: 'OLD-SKU-1' }) });
    await ctx.db.execute(sql`update biz_task set sku = 'NEW-SKU-2' where task_id = ${pending.taskId}`);
    const shelf = await placed(ctx, t, pending.taskId);
    expect(await found(t.admin, 'new-sku')).toEqual([shelf]);
    expect(await found(t.admin, 'OLD-SKU')).toEqual([]);
    await ctx.db.execute(sql`update biz_task set user_id = ${U.subseller} where task_id = ${pending.taskId}`);
    const [{ cols }] = await rows<{ cols: string }>(
      ctx.db,
      sql`select string_agg(quote_ident(column_name), ', ') as cols from information_schema.columns
        where table_name = 'biz_task' and table_schema = current_schema() and column_name not in ('task_id', 'task_no', 'user_id', 'sku')`,
    );
    await ctx.db.execute(
      sql.raw(`insert into biz_task (task_no, user_id, sku, ${cols}) select 'T-SUFFIX-' || g, ${U.seller2}, 'Ab-Ünï-' || g, ${cols}
        from biz_task, generate_series(1, 3) g where task_id = ${pending.taskId}`),
    );
    expect(await mismatches()).toEqual({ n: 0 });
    await ctx.db.execute(sql`delete from biz_task where task_no like 'T-SUFFIX-%'`);
    expect(await mismatches()).toEqual({ n: 0 });
  });

  it('remembers a common keyword for a few seconds, for the limit it was found above', async () => {
    // 'clock' is in two tasks: above a limit of one, it is common.
    expect((await keywordFilter(ctx.db, 'clock', undefined, 1))?.perRow).toBeDefined();
    const statements = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      expect((await keywordFilter(ctx.db, 'clock', undefined, 1))?.perRow).toBeDefined();
      expect(statements).not.toHaveBeenCalled();
      // A higher limit the two tasks fit under reads them again; so does another scope.
      const rare = await keywordFilter(ctx.db, 'clock', undefined, 5);
      expect({ scoped: rare?.scoped, common: rare?.perRow !== undefined }).toEqual({ scoped: true, common: false });
      expect(statements).toHaveBeenCalledTimes(1);
      // (a scope not searched before: a kept one would first check its newest order id)
      expect((await keywordFilter(ctx.db, 'clock', [U.seller2, U.subseller], 1))?.perRow).toBeUndefined();
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
    }
  });

  it('reads a new keyword once when many ask for it at the same time', async () => {
    const statements = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      // 'quartz' is in two tasks: above a limit of one, it is common; nobody has asked with that scope.
      const filters = await Promise.all(Array.from({ length: 16 }, () => keywordFilter(ctx.db, 'quartz', [U.seller, U.seller2], 1)));
      expect(filters.every((f) => f?.perRow !== undefined)).toBe(true);
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });

  it("keeps a rare keyword's tasks while no order is placed, and finds a new task's orders once one is", async () => {
    const tray = await openTask(ctx, t, { body: simpleTask({ productTitle: 'Walnut tray', sku: 'WT-1' }) });
    const first = await placed(ctx, t, tray.taskId);
    expect(await found(t.admin, 'walnut')).toEqual([first]);
    expect(await found(t.seller, 'walnut')).toEqual([first]);
    // A task without orders may still change: a new one holding the word, a SKU staff edit to hold it.
    const bowl = await openTask(ctx, t, { body: simpleTask({ productTitle: 'Walnut bowl' }) });
    const crate = await openTask(ctx, t, { body: simpleTask({ productTitle: 'Maple crate', sku: 'MC-1' }) });
    const sku = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/task/service-fields',
      payload: { taskId: crate.taskId, sku: 'WALNUT-MC-1' },
      token: t.staff,
    });
    expect(sku.code, sku.msg).toBe(200);
    const names = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      // No order since: the kept tasks stand (only the order numbers and the newest id are read).
      expect(await found(t.admin, 'walnut')).toEqual([first]);
      expect(await found(t.seller, 'walnut')).toEqual([first]);
      const asked = names.mock.calls.map((c) => c[2]).filter((n) => String(n).startsWith('orders_keyword'));
      expect(asked).toEqual(['orders_keyword_numbers', 'orders_keyword_numbers_of_owners']);
    } finally {
      names.mockRestore();
    }
    // An order on each: both scopes read the tasks again and list them.
    const inBowl = await placed(ctx, t, bowl.taskId);
    const inCrate = await placed(ctx, t, crate.taskId);
    expect(await found(t.admin, 'walnut')).toEqual([inCrate, inBowl, first]);
    expect(await found(t.seller, 'walnut')).toEqual([inCrate, inBowl, first]);
    expect(await found(t.seller2, 'walnut')).toEqual([]);
    // An order number edited by staff is found at once, the tasks still kept.
    const renamed = await edit(ctx, t.staff, { id: o.wall, orderNo: 'W-WALNUT-100' });
    expect(renamed.code, renamed.msg).toBe(200);
    expect(await found(t.admin, 'walnut')).toEqual([inCrate, inBowl, first, o.wall]);
    expect(await found(t.seller2, 'walnut')).toEqual([o.wall]);
    const back = await edit(ctx, t.staff, { id: o.wall, orderNo: 'W-100' });
    expect(back.code, back.msg).toBe(200);
    expect(await found(t.admin, 'walnut')).toEqual([inCrate, inBowl, first]);
  });

  it('checks the scope on each order a rare keyword names, with a status and a date range', async () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const q = { keyword: 'clock', orderStatus: '0', 'params[beginTime]': day(-1), 'params[endTime]': day(1), pageSize: '50' };
    const get = (token: string) => ctx.call<List>({ method: 'GET', url: '/prod-api/system/orders/list', query: q, token });
    // The three clock orders are open, placed today.
    const states = await ctx.db
      .select({ s: bizOrder.orderStatus })
      .from(bizOrder)
      .where(inArray(bizOrder.orderId, [o.clock1, o.clock2, o.wall]));
    expect(states.map((r) => r.s)).toEqual(['0', '0', '0']);
    expect((await get(t.seller)).rows.map((r) => r.id)).toEqual([o.clock2, o.clock1]);
    expect((await get(t.seller2)).rows.map((r) => r.id)).toEqual([o.wall]);
    expect((await get(t.subseller)).rows).toEqual([]);
    expect((await get(t.admin)).rows.map((r) => r.id)).toEqual([o.wall, o.clock2, o.clock1]);
    // Another status: none.
    expect((await ctx.call<List>({ method: 'GET', url: '/prod-api/system/orders/list', query: { ...q, orderStatus: '2' }, token: t.seller })).rows).toEqual([]);
  });

  it('exports what the keyword lists, in the same scope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/orders/export',
      headers: { authorization: t.seller, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'keyword=quartz',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    const numbers = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(2).value);
    expect(numbers.sort()).toEqual(['', '112-7781-A']);
  });

  it("keeps an order's product equal to its task's: neither side changes once the task has orders", async () => {
    const refused = { cause: expect.objectContaining({ code: '23514', message: expect.stringContaining('fixed once it has orders') }) };
    await expect(ctx.db.execute(sql`update biz_task set product_title = 'Other clock' where task_id = ${task.clock.taskId}`)).rejects.toMatchObject(refused);
    await expect(ctx.db.execute(sql`update biz_order set sku = 'X-1' where order_id = ${o.clock1}`)).rejects.toMatchObject(refused);
    // Other columns of both still change; so does a task's product before it has orders.
    await ctx.db.execute(sql`update biz_task set remark = 'still editable', product_title = product_title where task_id = ${task.clock.taskId}`);
    await ctx.db.execute(sql`update biz_order set remark = 'noted' where order_id = ${o.clock1}`);
    const fresh = await ctx.call<{ code: number; msg: string; data: { taskId: number } }>({
      method: 'POST',
      url: '/prod-api/system/task',
      payload: simpleTask({ productTitle: 'Teapot' }),
      token: t.seller,
    });
    expect(fresh.code, fresh.msg).toBe(200);
    await ctx.db.execute(sql`update biz_task set product_title = 'Glass teapot', sku = 'GT-1' where task_id = ${fresh.data.taskId}`);
    expect(await found(t.admin, 'quartz')).toEqual([o.wall, o.clock2, o.clock1]);
  });
});
