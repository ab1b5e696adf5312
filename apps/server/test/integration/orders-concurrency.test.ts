import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizFund, bizOrder } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';
import {
  type Tokens,
  U,
  balance,
  complete,
  counterMismatches,
  move,
  openTask,
  orderFunds,
  place,
  placed,
  setBalance,
  shipped,
  taskMoneyMismatches,
  taskRow,
  tokens,
  unbalanced,
} from './orders-fixtures.ts';

/**
 * Races. On PGlite the statements of parallel requests run one at a time (the rules must still
 * hold); with DATABASE_URL they really interleave on PostgreSQL, where the guarded statements and
 * row locks are what keep each count exact.
 */
let ctx: TestContext;
let t: Tokens;
beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  await setBalance(ctx, U.seller, '20000');
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect(await unbalanced(ctx)).toEqual([]);
  expect(await taskMoneyMismatches(ctx)).toEqual([]);
  expect(await counterMismatches(ctx)).toEqual({ counts: 0, days: 0, blocks: 0 });
});

const liveOrders = async (taskId: number) =>
  (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_order where task_id = ${taskId} and del_flag = '0'`))[0].n;

describe('placing orders at once', () => {
  it('makes exactly 10 orders of 50 parallel requests on a task with 10 left', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 10 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => place(ctx, i % 2 ? t.staff : t.admin, { taskId, remark: `ENV-${i}` })));
    const ok = results.filter((r) => r.code === 200);
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.code !== 200).every((r) => r.msg === '任务不在进行中或已没有剩余单数，不能下单')).toBe(true);
    expect(new Set(ok.map((r) => r.data.remainQuantity))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(0);
    expect(await liveOrders(taskId)).toBe(10);
    const history = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_order_event where task_id = ${taskId} and action = 'create'`);
    expect(history[0].n).toBe(10);
  });

  it('lets one of ten parallel orders with the same number through', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 10 });
    const results = await Promise.all(Array.from({ length: 10 }, () => place(ctx, t.staff, { taskId, orderNo: 'RACE-NO-1' })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).every((r) => r.msg === "平台 amazon 上的订单号'RACE-NO-1'已存在")).toBe(true);
    // The refused ones gave nothing back because they took nothing: one order, one taken.
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(9);
    expect(await liveOrders(taskId)).toBe(1);
  });
});

describe('double clicks', () => {
  it('applies a completion once when confirmed twice (and ten times) at once', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 2 });
    for (const n of [2, 10]) {
      const id = await shipped(ctx, t, taskId, { actuallyPay: '9.50' });
      const before = await balance(ctx, U.seller);
      const results = await Promise.all(Array.from({ length: n }, () => complete(ctx, t.staff, { id })));
      expect(results.filter((r) => r.code === 200)).toHaveLength(1);
      expect(results.filter((r) => r.code !== 200).every((r) => r.msg.startsWith('订单状态已变化'))).toBe(true);
      expect(await orderFunds(ctx, id)).toMatchObject([{ type: 7, amount: '3.60' }]);
      expect(await balance(ctx, U.seller)).toBe((Number(before) + 3.6).toFixed(2));
    }
    expect((await taskRow(ctx, taskId)).status).toBe('3');
  });

  it('replays a completion sent again with its Idempotency-Key, charging nothing more', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 1 });
    const id = await shipped(ctx, t, taskId, { actuallyPay: '10.50' });
    const key = randomUUID();
    const send = () =>
      ctx.app.inject({ method: 'PUT', url: '/prod-api/system/orders/complete', payload: { id }, headers: { authorization: t.staff, 'idempotency-key': key } });
    const first = await send();
    expect(first.json().code).toBe(200);
    const again = await send();
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await orderFunds(ctx, id)).toHaveLength(1);
  });

  it('places one order for a request sent twice with its Idempotency-Key (also at once)', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 5 });
    const key = randomUUID();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/prod-api/system/orders',
        payload: { taskId, remark: 'once' },
        headers: { authorization: t.staff, 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([send(), send()]);
    const answers = [a, b].map((r) => r.json());
    expect(answers.filter((r) => r.code === 200).length).toBeGreaterThanOrEqual(1);
    const again = await send();
    expect(again.json()).toEqual(answers.find((r) => r.code === 200));
    expect(await liveOrders(taskId)).toBe(1);
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(4);
  });

  it('posts an awaiting settlement once when approved twice at once', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 1 });
    const id = await shipped(ctx, t, taskId, { actuallyPay: '12.00' });
    expect((await complete(ctx, t.staff, { id })).data.settleStatus).toBe('awaiting');
    await verifySecondPassword(ctx, t.admin);
    const results = await Promise.all(Array.from({ length: 5 }, () => move(ctx, t.admin, id, 'settle', { approve: true })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const posted = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bizFund)
      .where(and(eq(bizFund.refType, 'order'), eq(bizFund.refId, id)));
    expect(posted[0].n).toBe(1);
  });

  it('gives the quantity back once when one order is cancelled twice at once', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 3 });
    const id = await placed(ctx, t, taskId);
    const results = await Promise.all(Array.from({ length: 4 }, () => move(ctx, t.admin, id, 'cancel')));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(3);
  });

  it('completes the task when its last two orders are confirmed at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const { taskId } = await openTask(ctx, t, { quantity: 2 });
      const a = await shipped(ctx, t, taskId, { actuallyPay: '10' });
      const b = await shipped(ctx, t, taskId, { actuallyPay: '10' });
      const results = await Promise.all([complete(ctx, t.staff, { id: a }), complete(ctx, t.admin, { id: b })]);
      expect(results.map((r) => r.code)).toEqual([200, 200]);
      expect((await taskRow(ctx, taskId)).status).toBe('3');
      const states = await ctx.db.select({ s: bizOrder.orderStatus }).from(bizOrder).where(eq(bizOrder.taskId, taskId));
      expect(states.map((s) => s.s)).toEqual(['2', '2']);
    }
  });
});

describe('one seller, every transition at once', () => {
  it('places, ships, flags, resolves, cancels and completes side by side; every counter stays exact, no request deadlocks', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 30 });
    const placedIds = await Promise.all(Array.from({ length: 6 }, (_, i) => placed(ctx, t, taskId, { orderNo: `MIX-P${i}` })));
    const shippedIds = await Promise.all(Array.from({ length: 4 }, (_, i) => shipped(ctx, t, taskId, { orderNo: `MIX-S${i}`, actuallyPay: '10' })));
    const flagged = await Promise.all(Array.from({ length: 3 }, (_, i) => placed(ctx, t, taskId, { orderNo: `MIX-F${i}` })));
    for (const id of flagged) await move(ctx, t.staff, id, 'exception', { reason: 'hold' });
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => place(ctx, t.staff, { taskId, orderNo: `MIX-N${i}` })),
      move(ctx, t.staff, placedIds[0], 'ship'),
      move(ctx, t.staff, placedIds[1], 'ship'),
      move(ctx, t.admin, placedIds[2], 'cancel'),
      move(ctx, t.admin, placedIds[3], 'cancel'),
      move(ctx, t.staff, placedIds[4], 'exception', { reason: 'lost' }),
      move(ctx, t.admin, flagged[0], 'resolve', { orderStatus: '0', remark: 'found' }),
      move(ctx, t.admin, flagged[1], 'resolve', { orderStatus: '3', remark: 'gone' }),
      ...shippedIds.map((id) => complete(ctx, t.staff, { id, actuallyPay: '10' })),
    ]);
    expect(results.map((r) => r.code)).toEqual(results.map(() => 200));
    expect(await liveOrders(taskId)).toBe(6 + 4 + 3 + 6);
  });
});
