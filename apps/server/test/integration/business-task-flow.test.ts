import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TaskRow } from '@ceping/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizTask } from '../../src/db/schema/index.ts';
import { autoCompleteTasks } from '../../src/modules/tasks/task/transitions.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { U, act, balance, ledgerSum, publish, setBalance, simpleTask, taskFunds, taskRow } from './task-fixtures.ts';

let ctx: TestContext;
let seller: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [seller, staff, admin] = await Promise.all([ctx.login('seller'), ctx.login('staff'), ctx.login('admin')]);
  await setBalance(ctx, U.seller, '10000');
});
afterAll(() => ctx.close());

/** simpleTask: (10 × 7.2 + 18 + 2) = 92.00 per order. */
const newTask = async (patch: Record<string, unknown> = {}) => {
  const res = await publish(ctx, seller, simpleTask(patch));
  expect(res.code).toBe(200);
  return res.data;
};
const edit = (taskId: number, patch: Record<string, unknown>, token = seller) =>
  ctx.call<{ data: { amount: string; allTotalPrice: string; money: string } }>({
    method: 'PUT',
    url: '/prod-api/system/task',
    payload: { ...simpleTask(patch), taskId },
    token,
  });

describe('edit (0→0) re-prices and settles the difference', () => {
  it('charges more, refunds less, and does nothing when the price is the same', async () => {
    const t = await newTask();
    expect(t.allTotalPrice).toBe('184.00');
    const more = await edit(t.taskId, { taskQuantity: 3 });
    expect(more.code).toBe(200);
    expect(more.msg).toBe('任务修改成功，补扣 ¥92.00');
    expect(more.data).toMatchObject({ amount: '-92.00', allTotalPrice: '276.00' });
    const less = await edit(t.taskId, { taskQuantity: 1, productTitle: 'Renamed lamp' });
    expect(less.msg).toBe('任务修改成功，退回 ¥184.00');
    const same = await edit(t.taskId, { taskQuantity: 1, productTitle: 'Renamed again' });
    expect(same.msg).toBe('任务修改成功，费用不变');
    expect((await taskFunds(ctx, t.taskId)).map((f) => [f.type, f.amount])).toEqual([
      [4, '-184.00'],
      [5, '-92.00'],
      [5, '184.00'],
    ]);
    expect(await taskRow(ctx, t.taskId)).toMatchObject({ paidAmount: '92.00', remainQuantity: 1, taskQuantity: 1, productTitle: 'Renamed again' });
  });

  it('is refused outside state 0, for staff, and when the extra charge is not covered', async () => {
    const t = await newTask();
    expect((await edit(t.taskId, { taskQuantity: 3 }, staff)).code).toBe(403);
    await setBalance(ctx, U.seller, '50');
    const poor = await edit(t.taskId, { taskQuantity: 3 });
    expect(poor.code).toBe(500);
    expect(poor.msg).toContain('¥92.00');
    expect(await taskRow(ctx, t.taskId)).toMatchObject({ taskQuantity: 2, paidAmount: '184.00' });
    await setBalance(ctx, U.seller, '10000');
    expect((await act(ctx, staff, t.taskId, 'approve')).code).toBe(200);
    const late = await edit(t.taskId, { taskQuantity: 3 });
    expect(late.code).toBe(500);
    expect(late.msg).toContain('状态');
  });
});

describe('review', () => {
  it('approves 0→1 once even when two staff click together', async () => {
    const t = await newTask();
    const both = await Promise.all([act(ctx, staff, t.taskId, 'approve'), act(ctx, admin, t.taskId, 'approve')]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 500]);
    const row = await taskRow(ctx, t.taskId);
    expect(row.status).toBe('1');
    expect(row.publishTime).toBeInstanceOf(Date);
    expect(await taskFunds(ctx, t.taskId)).toHaveLength(1);
  });

  it('rejects 0→5 with a reason and a full refund, then the owner resubmits 5→0 and pays again', async () => {
    const t = await newTask();
    const noReason = await act(ctx, staff, t.taskId, 'reject', { reason: ' ' });
    expect(noReason.code).toBe(500);
    const before = await balance(ctx, U.seller);
    const rej = await act(ctx, staff, t.taskId, 'reject', { reason: 'Picture is blurry' });
    expect(rej.code).toBe(200);
    expect(rej.msg).toBe('任务已驳回，已退款 ¥184.00');
    expect(rej.data).toMatchObject({ status: '5', refund: '184.00' });
    expect(await taskRow(ctx, t.taskId)).toMatchObject({ status: '5', paidAmount: '0.00', rejectReason: 'Picture is blurry' });
    expect(await balance(ctx, U.seller)).toBe((Number(before) + 184).toFixed(2));
    expect((await act(ctx, staff, t.taskId, 'reject', { reason: 'again' })).code).toBe(500);
    expect((await act(ctx, staff, t.taskId, 'resubmit')).code).toBe(403);
    const again = await act(ctx, seller, t.taskId, 'resubmit', simpleTask({ taskQuantity: 1, productPic: '/profile/upload/sharp.png' }));
    expect(again.code).toBe(200);
    expect(again.msg).toBe('任务已重新提交审核，已扣款 ¥92.00');
    expect(await taskRow(ctx, t.taskId)).toMatchObject({
      status: '0',
      paidAmount: '92.00',
      remainQuantity: 1,
      rejectReason: '',
      productPic: '/profile/upload/sharp.png',
    });
    expect((await taskFunds(ctx, t.taskId)).map((f) => [f.type, f.amount])).toEqual([
      [4, '-184.00'],
      [6, '184.00'],
      [4, '-92.00'],
    ]);
    expect((await act(ctx, seller, t.taskId, 'resubmit')).code).toBe(500);
  });

  it('resubmits without a body using the stored task', async () => {
    const t = await newTask();
    await act(ctx, staff, t.taskId, 'reject', { reason: 'x' });
    const again = await ctx.call({ method: 'PUT', url: `/prod-api/system/task/${t.taskId}/resubmit`, payload: {}, token: seller });
    expect(again.code).toBe(200);
    expect(await taskRow(ctx, t.taskId)).toMatchObject({ status: '0', paidAmount: '184.00' });
  });

  it('is for staff only', async () => {
    const t = await newTask();
    expect((await act(ctx, seller, t.taskId, 'approve')).code).toBe(403);
    expect((await act(ctx, seller, t.taskId, 'reject', { reason: 'x' })).code).toBe(403);
  });
});

describe('cancel, pause, resume, end', () => {
  it('cancels 0→4 with a full refund, once under a double click', async () => {
    const t = await newTask();
    const both = await Promise.all([act(ctx, seller, t.taskId, 'cancel'), act(ctx, seller, t.taskId, 'cancel')]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 500]);
    expect(both.find((r) => r.code === 200)?.msg).toBe('任务已取消，已退款 ¥184.00');
    expect((await taskFunds(ctx, t.taskId)).map((f) => [f.type, f.amount])).toEqual([
      [4, '-184.00'],
      [6, '184.00'],
    ]);
    // The orders not done stay counted, so the task shows 0 of 2 done, not 2 of 2.
    expect(await taskRow(ctx, t.taskId)).toMatchObject({ status: '4', paidAmount: '0.00', remainQuantity: 2, taskQuantity: 2 });
  });

  it('lets staff cancel a seller task (the refund goes to the owner) but not once it runs', async () => {
    const t = await newTask();
    const before = await balance(ctx, U.seller);
    expect((await act(ctx, staff, t.taskId, 'cancel')).code).toBe(200);
    expect(await balance(ctx, U.seller)).toBe((Number(before) + 184).toFixed(2));
    const running = await newTask();
    await act(ctx, staff, running.taskId, 'approve');
    expect((await act(ctx, seller, running.taskId, 'cancel')).code).toBe(500);
  });

  it('pauses 1→2 and resumes 2→1, refusing the wrong states', async () => {
    const t = await newTask();
    expect((await act(ctx, seller, t.taskId, 'pause')).code).toBe(500);
    await act(ctx, staff, t.taskId, 'approve');
    expect((await act(ctx, seller, t.taskId, 'resume')).code).toBe(500);
    const paused = await act(ctx, seller, t.taskId, 'pause');
    expect(paused).toMatchObject({ code: 200, msg: '任务已暂停', data: { status: '2', refund: '0.00' } });
    expect((await act(ctx, seller, t.taskId, 'pause')).code).toBe(500);
    expect(await act(ctx, staff, t.taskId, 'resume')).toMatchObject({ code: 200, data: { status: '1' } });
    expect(await taskFunds(ctx, t.taskId)).toHaveLength(1);
  });

  it('ends 1|2→4 refunding the orders not taken', async () => {
    const t = await newTask({ taskQuantity: 5 });
    expect((await act(ctx, seller, t.taskId, 'end')).code).toBe(500);
    await act(ctx, staff, t.taskId, 'approve');
    await act(ctx, seller, t.taskId, 'pause');
    // Two orders already taken (orders arrive with their own issue; the quantity is what matters here).
    await ctx.db.update(bizTask).set({ remainQuantity: 3 }).where(eq(bizTask.taskId, t.taskId));
    const end = await act(ctx, seller, t.taskId, 'end');
    expect(end).toMatchObject({ code: 200, msg: '任务已提前结束，已退款 ¥276.00', data: { status: '4', refund: '276.00' } });
    expect(await taskRow(ctx, t.taskId)).toMatchObject({ status: '4', remainQuantity: 3, paidAmount: '184.00' });
    expect((await taskFunds(ctx, t.taskId)).map((f) => [f.type, f.amount])).toEqual([
      [4, '-460.00'],
      [6, '276.00'],
    ]);
    expect((await act(ctx, seller, t.taskId, 'end')).code).toBe(500);
    const del = await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${t.taskId}`, token: seller });
    expect(del.code).toBe(500);
    expect(del.msg).toContain(t.taskNo);
  });

  it('migration 0006 gives stopped tasks of the old rule back the orders they refunded', async () => {
    const cancelled = await newTask();
    await act(ctx, seller, cancelled.taskId, 'cancel');
    const ended = await newTask({ taskQuantity: 5 });
    await act(ctx, staff, ended.taskId, 'approve');
    await ctx.db.update(bizTask).set({ remainQuantity: 3 }).where(eq(bizTask.taskId, ended.taskId));
    await act(ctx, seller, ended.taskId, 'end');
    // The old rule left 0 behind.
    await ctx.db
      .update(bizTask)
      .set({ remainQuantity: 0 })
      .where(inArray(bizTask.taskId, [cancelled.taskId, ended.taskId]));
    const file = fileURLToPath(new URL('../../src/db/migrations/0006_task_remain_kept.sql', import.meta.url));
    await ctx.db.execute(sql.raw(readFileSync(file, 'utf8')));
    expect(await taskRow(ctx, cancelled.taskId)).toMatchObject({ status: '4', remainQuantity: 2 });
    expect(await taskRow(ctx, ended.taskId)).toMatchObject({ status: '4', remainQuantity: 3 });
  });
});

describe('distribution and staff fields', () => {
  it('lists only active staff members as distribution targets, for staff only', async () => {
    const res = await ctx.call<{ data: { userId: number; userName: string; nickName: string }[] }>({
      method: 'GET',
      url: '/prod-api/system/task/staffOptions',
      token: staff,
    });
    expect(res.code).toBe(200);
    expect(res.data.map((u) => u.userName)).toEqual(['staff']);
    expect(res.data[0]).toMatchObject({ userId: U.staff, nickName: '客服小张' });
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/task/staffOptions', token: seller })).code).toBe(403);
  });

  it('distributes to an active staff member and cancels the distribution', async () => {
    const t = await newTask();
    const bad = await ctx.call({ method: 'PUT', url: '/prod-api/system/task/distribute', payload: { taskId: t.taskId, staffId: U.seller2 }, token: staff });
    expect(bad).toMatchObject({ code: 500, msg: '请选择一个启用中的客服' });
    const ok = await ctx.call({ method: 'PUT', url: '/prod-api/system/task/distribute', payload: { taskId: t.taskId, staffId: U.staff }, token: staff });
    expect(ok).toMatchObject({ code: 200, msg: '任务已分配给客服 客服小张' });
    const list = await ctx.call<{ rows: TaskRow[] }>({ method: 'GET', url: '/prod-api/system/task/list', query: { staffId: String(U.staff) }, token: seller });
    expect(list.rows.map((r) => [r.taskId, r.staffName])).toContainEqual([t.taskId, '客服小张']);
    expect(
      (await ctx.call({ method: 'PUT', url: '/prod-api/system/task/distribute', payload: { taskId: t.taskId, staffId: U.staff }, token: seller })).code,
    ).toBe(403);
    expect((await ctx.call({ method: 'PUT', url: `/prod-api/system/task/cancelDistribute/${t.taskId}`, token: staff })).code).toBe(200);
    expect(await taskRow(ctx, t.taskId)).toMatchObject({ staffId: null, distributeTime: null });
    const twice = await ctx.call({ method: 'PUT', url: `/prod-api/system/task/cancelDistribute/${t.taskId}`, token: staff });
    expect(twice).toMatchObject({ code: 500, msg: '该任务尚未分配客服' });
    await act(ctx, seller, t.taskId, 'cancel');
    const done = await ctx.call({ method: 'PUT', url: '/prod-api/system/task/distribute', payload: { taskId: t.taskId, staffId: U.staff }, token: staff });
    expect(done.code).toBe(500);
  });

  it('lets staff edit sku, entry note and their remark in any state; sellers do not see that remark', async () => {
    const t = await newTask();
    const res = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/task/service-fields',
      payload: { taskId: t.taskId, sku: 'blue-XL', serviceRemark: 'call before' },
      token: staff,
    });
    expect(res.code).toBe(200);
    expect(await taskRow(ctx, t.taskId)).toMatchObject({ sku: 'blue-XL', serviceRemark: 'call before' });
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/task/service-fields', payload: { taskId: t.taskId, sku: 'x' }, token: seller })).code).toBe(
      403,
    );
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/task/service-fields', payload: { taskId: t.taskId }, token: staff })).code).toBe(500);
    const seen = await ctx.call<{ data: TaskRow }>({ method: 'GET', url: `/prod-api/system/task/${t.taskId}`, token: seller });
    expect(seen.data).toMatchObject({ sku: 'blue-XL', serviceRemark: '' });
    const staffSeen = await ctx.call<{ data: TaskRow }>({ method: 'GET', url: `/prod-api/system/task/${t.taskId}`, token: staff });
    expect(staffSeen.data.serviceRemark).toBe('call before');
  });
});

describe('delete and auto-complete', () => {
  it('soft-deletes cancelled or rejected tasks with nothing paid; anything else refuses the whole request', async () => {
    const cancelled = await newTask();
    await act(ctx, seller, cancelled.taskId, 'cancel');
    const pending = await newTask();
    const mixed = await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${cancelled.taskId},${pending.taskId}`, token: seller });
    expect(mixed.code).toBe(500);
    expect((await taskRow(ctx, cancelled.taskId)).delFlag).toBe('0');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${cancelled.taskId}`, token: staff })).code).toBe(403);
    const ok = await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${cancelled.taskId}`, token: seller });
    expect(ok).toMatchObject({ code: 200 });
    expect((await taskRow(ctx, cancelled.taskId)).delFlag).toBe('2');
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/task/${cancelled.taskId}`, token: seller })).code).toBe(500);
    const rejected = await newTask();
    await act(ctx, staff, rejected.taskId, 'reject', { reason: 'x' });
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${rejected.taskId}`, token: admin })).code).toBe(200);
    expect(await taskFunds(ctx, cancelled.taskId)).toHaveLength(2);
  });

  it('auto-completes running tasks whose orders are all taken (1→3) and nothing else', async () => {
    const done = await newTask();
    const open = await newTask();
    const pausedDone = await newTask();
    for (const t of [done, open, pausedDone]) await act(ctx, staff, t.taskId, 'approve');
    await act(ctx, seller, pausedDone.taskId, 'pause');
    await ctx.db.update(bizTask).set({ remainQuantity: 0 }).where(eq(bizTask.taskId, done.taskId));
    await ctx.db.update(bizTask).set({ remainQuantity: 0 }).where(eq(bizTask.taskId, pausedDone.taskId));
    const ids = await autoCompleteTasks(ctx.db);
    expect(ids).toContain(done.taskId);
    expect(ids).not.toContain(open.taskId);
    expect(ids).not.toContain(pausedDone.taskId);
    expect(await taskRow(ctx, done.taskId)).toMatchObject({ status: '3' });
    expect((await taskRow(ctx, done.taskId)).completeTime).toBeInstanceOf(Date);
    expect((await taskRow(ctx, open.taskId)).status).toBe('1');
    expect(await autoCompleteTasks(ctx.db)).toEqual([]);
  });

  it('keeps every balance equal to its ledger sum', async () => {
    for (const id of [U.seller, U.seller2, U.subseller]) expect(await balance(ctx, id)).toBe(await ledgerSum(ctx, id));
  });
});
