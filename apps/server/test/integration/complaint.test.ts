import type { ComplaintDetail, ComplaintRow } from '@ceping/contract';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizComplaint, bizComplaintReply, bizFund, sysUser } from '../../src/db/schema/index.ts';
import { closeStaleComplaints } from '../../src/modules/finance/index.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';
import { type Tokens, U, balance, ledgerSum, openTask, placed, tokens } from './orders-fixtures.ts';

type Answer<T> = { code: number; msg: string; data: T };
let ctx: TestContext;
let t: Tokens;
let taskId: number;
let orderId: number;
let otherTaskId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  ({ taskId } = await openTask(ctx, t, { quantity: 3 }));
  orderId = await placed(ctx, t, taskId);
  ({ taskId: otherTaskId } = await openTask(ctx, t, { owner: t.seller2, quantity: 1 }));
});
afterAll(() => ctx.close());

const en = { 'content-language': 'en-US' };
const open = (token: string, payload: Record<string, unknown>, lang?: 'en-US') =>
  ctx.call<Answer<ComplaintRow>>({ method: 'POST', url: '/prod-api/system/complaint', payload, token, ...(lang ? { headers: en } : {}) });
const act = (token: string, id: number, action: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.call<Answer<ComplaintRow>>({ method: 'PUT', url: `/prod-api/system/complaint/${id}/${action}`, token, headers, ...(payload ? { payload } : {}) });
const reply = (token: string, id: number, payload: Record<string, unknown>) =>
  ctx.call<Answer<{ replyId: number; staff: boolean }>>({ method: 'POST', url: `/prod-api/system/complaint/${id}/reply`, token, payload });
const detail = (token: string, id: number) => ctx.call<Answer<ComplaintDetail>>({ method: 'GET', url: `/prod-api/system/complaint/${id}`, token });
const list = (token: string, query: Record<string, string> = {}) =>
  ctx.call<{ code: number; rows: ComplaintRow[]; total: number }>({ method: 'GET', url: '/prod-api/system/complaint/list', token, query });
const row = async (id: number) => (await ctx.db.select().from(bizComplaint).where(eq(bizComplaint.complaintId, id)))[0];
const compensations = (id: number) =>
  ctx.db
    .select()
    .from(bizFund)
    .where(and(eq(bizFund.refType, 'complaint'), eq(bizFund.refId, id), eq(bizFund.type, 9)));
const opened = async (payload: Record<string, unknown> = {}) => {
  const res = await open(t.seller, { taskId, complaintType: '1', content: '订单一直未发货', ...payload });
  expect(res.code, res.msg).toBe(200);
  return res.data.complaintId;
};

describe('POST /system/complaint', () => {
  it('opens a complaint about an own task (→0) with its number, type, text and pictures', async () => {
    const res = await open(t.seller, { taskId, complaintType: '2', content: ' 物流太慢 ', images: ['/profile/upload/a.png', '/profile/upload/b.png'] });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      status: '0',
      complaintType: '2',
      content: '物流太慢',
      images: '/profile/upload/a.png,/profile/upload/b.png',
      taskId,
      userId: U.seller,
      userName: 'seller',
    });
    expect(res.data.complaintNo).toMatch(/^C\d{8}\d+$/);
    expect(await row(res.data.complaintId)).toMatchObject({ status: '0', userId: U.seller, orderId: null });
  });

  it('about an own order: the order number and its task are filled in', async () => {
    const res = await open(t.seller, { orderId, complaintType: '1', content: '买家没有收到货' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ orderId, taskId, status: '0' });
  });

  it('refuses bad input with the localized message and stores nothing', async () => {
    const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(bizComplaint))[0].n;
    expect(await open(t.seller, { complaintType: '1', content: 'x' }, 'en-US')).toMatchObject({
      code: 500,
      msg: 'Please choose the order or task the complaint is about',
    });
    expect(await open(t.seller, { taskId, complaintType: '7', content: 'x' }, 'en-US')).toMatchObject({ code: 500, msg: 'Please choose the complaint type' });
    expect(await open(t.seller, { taskId, complaintType: '1', content: '  ' })).toMatchObject({ code: 500, msg: '请填写内容' });
    const ten = Array.from({ length: 10 }, (_, i) => `/profile/upload/${i}.png`);
    expect(await open(t.seller, { taskId, complaintType: '1', content: 'x', images: ten }, 'en-US')).toMatchObject({ code: 500, msg: 'At most 9 pictures' });
    expect(await open(t.seller, { taskId, complaintType: '1', content: 'x', images: 'javascript:alert(1)' }, 'en-US')).toMatchObject({
      code: 500,
      msg: 'Invalid picture address',
    });
    expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(bizComplaint))[0].n).toBe(before);
  });

  it("refuses another seller's task or order, a sub-account's, an unknown one, and staff", async () => {
    expect(await open(t.seller, { taskId: otherTaskId, complaintType: '1', content: 'x' }, 'en-US')).toMatchObject({
      code: 500,
      msg: 'You can only complain about your own orders and tasks',
    });
    expect((await open(t.seller2, { orderId, complaintType: '1', content: 'x' })).msg).toBe('只能投诉自己的订单或任务');
    expect((await open(t.subseller, { taskId, complaintType: '1', content: 'x' })).msg).toBe('只能投诉自己的订单或任务');
    expect((await open(t.seller, { taskId: 999_999, complaintType: '1', content: 'x' })).msg).toBe('只能投诉自己的订单或任务');
    expect((await open(t.seller, { orderId, taskId: otherTaskId, complaintType: '1', content: 'x' })).msg).toBe('只能投诉自己的订单或任务');
    expect((await open(t.admin, { taskId, complaintType: '1', content: 'x' })).msg).toBe('只有商家可以发起投诉');
    expect((await open(t.staff, { taskId, complaintType: '1', content: 'x' })).code).toBe(403);
  });
});

describe('reading complaints', () => {
  it('a seller lists and reads only its own; staff see every one', async () => {
    const id = await opened();
    const mine = await list(t.seller);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.userId === U.seller)).toBe(true);
    const other = await list(t.seller2, { userName: 'seller' });
    expect(other.rows.every((r) => r.userId === U.seller2)).toBe(true);
    expect((await list(t.staff, { status: '0' })).rows.some((r) => r.complaintId === id)).toBe(true);
    // A full page counts the complaints (the owner's name through the owner's join): a few, counted exactly.
    const [{ n: own }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(bizComplaint).where(eq(bizComplaint.userId, U.seller));
    expect(await list(t.seller, { pageSize: '1' })).toMatchObject({ code: 200, total: own, estimated: false });
    const [{ n: named }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bizComplaint)
      .innerJoin(sysUser, eq(sysUser.userId, bizComplaint.userId))
      .where(ilike(sysUser.userName, '%seller%'));
    expect(await list(t.staff, { userName: 'seller', pageSize: '1' })).toMatchObject({ code: 200, total: named, estimated: false });
    expect((await detail(t.seller, id)).data.complaintId).toBe(id);
    expect((await detail(t.seller2, id)).msg).toMatch(/不存在|not found/i);
    expect((await detail(t.subseller, id)).code).toBe(500);
    expect((await detail(t.staff, id)).code).toBe(200);
  });
});

describe('the thread', () => {
  it('both sides reply; another seller cannot; a closed complaint takes no more', async () => {
    const id = await opened();
    const s = await reply(t.seller, id, { content: '补充说明', images: '/profile/upload/c.png' });
    expect(s.code, s.msg).toBe(200);
    expect(s.data.staff).toBe(false);
    const st = await reply(t.staff, id, { content: '我们正在核实' });
    expect(st.data.staff).toBe(true);
    expect((await reply(t.seller2, id, { content: 'x' })).code).toBe(500);
    expect((await reply(t.seller, id, { content: '' })).msg).toBe('请填写内容');
    const d = await detail(t.seller, id);
    expect(d.data.replies.map((r) => [r.kind, r.staff, r.content])).toEqual([
      ['reply', false, '补充说明'],
      ['reply', true, '我们正在核实'],
    ]);
    expect((await act(t.staff, id, 'reject', { note: '无法核实' })).code).toBe(200);
    expect((await act(t.seller, id, 'confirm')).data.status).toBe('4');
    expect(await reply(t.seller, id, { content: 'x' })).toMatchObject({ code: 500, msg: '投诉已关闭，不能再回复' });
  });
});

describe('take, resolve, reject, reopen, confirm', () => {
  it('staff take (0→1) once; a second take and a seller are refused', async () => {
    const id = await opened();
    expect((await act(t.seller, id, 'take')).code).toBe(403);
    const res = await act(t.staff, id, 'take');
    expect(res.data).toMatchObject({ status: '1', handleBy: 'staff' });
    expect(await act(t.staff, id, 'take', undefined, en)).toMatchObject({ code: 500, msg: 'The complaint has changed meanwhile; refresh and retry' });
  });

  it('parallel takes apply once', async () => {
    const id = await opened();
    const answers = await Promise.all(Array.from({ length: 6 }, () => act(t.staff, id, 'take')));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect((await ctx.db.select().from(bizComplaintReply).where(eq(bizComplaintReply.complaintId, id))).filter((r) => r.kind === 'take')).toHaveLength(1);
  });

  it('resolves with a note (→2) without money; the seller may then reopen (→0) or confirm (→4)', async () => {
    const id = await opened();
    const before = await balance(ctx, U.seller);
    const res = await act(t.staff, id, 'resolve', { note: '已补发' });
    expect(res.data).toMatchObject({ status: '2', result: '已补发', compensation: null });
    expect(res.data.reopenUntil).not.toBeNull();
    expect(await balance(ctx, U.seller)).toBe(before);
    expect((await act(t.admin, id, 'reopen', { note: 'x' })).code).toBe(403);
    expect((await act(t.seller2, id, 'reopen', { note: 'x' })).code).toBe(500);
    const again = await act(t.seller, id, 'reopen', { note: '还是没有收到' });
    expect(again.data).toMatchObject({ status: '0', reopenUntil: null });
    expect((await act(t.seller, id, 'confirm')).msg).toBe('投诉状态已变化，请刷新后重试');
    expect((await act(t.staff, id, 'reject', { note: '' })).msg).toBe('请填写内容');
    expect((await act(t.staff, id, 'reject', { note: '已签收' })).data).toMatchObject({ status: '3', result: '已签收' });
    expect((await act(t.seller, id, 'confirm')).data).toMatchObject({ status: '4' });
    expect((await row(id)).closeTime).not.toBeNull();
    const kinds = (await detail(t.seller, id)).data.replies.map((r) => r.kind);
    expect(kinds).toEqual(['resolve', 'reopen', 'reject', 'confirm']);
  });

  it('reopening more than 7 days after the resolution is refused', async () => {
    const id = await opened();
    await act(t.staff, id, 'reject', { note: '不成立' });
    await ctx.db
      .update(bizComplaint)
      .set({ resolveTime: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(bizComplaint.complaintId, id));
    expect(await act(t.seller, id, 'reopen', { note: 'x' }, en)).toMatchObject({
      code: 500,
      msg: 'More than 7 days have passed; it can no longer be reopened',
    });
    expect((await row(id)).status).toBe('3');
  });
});

describe('compensation', () => {
  it('needs an admin, then the second password; posts exactly one ledger row of type 9', async () => {
    const id = await opened();
    await act(t.staff, id, 'take');
    expect(await act(t.staff, id, 'resolve', { note: '赔付', compensation: '20.00' }, en)).toMatchObject({
      code: 500,
      msg: 'Only an administrator may pay compensation',
    });
    const admin = await ctx.login('admin');
    expect((await act(admin, id, 'resolve', { note: '赔付', compensation: '20.00' })).msg).toMatch(/二级密码|操作密码|密码/);
    expect(await act(admin, id, 'resolve', { note: '赔付', compensation: '20.001' })).toMatchObject({ code: 500 });
    expect(await act(admin, id, 'resolve', { note: '赔付', compensation: '-5' })).toMatchObject({ code: 500 });
    expect(await compensations(id)).toHaveLength(0);
    expect((await row(id)).status).toBe('1');

    await verifySecondPassword(ctx, admin);
    const before = await balance(ctx, U.seller);
    const res = await act(admin, id, 'resolve', { note: '按规则赔付', compensation: '20.5' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: '2', compensation: '20.50', result: '按规则赔付' });
    const funds = await compensations(id);
    expect(funds).toHaveLength(1);
    expect(funds[0]).toMatchObject({ userId: U.seller, amount: '20.50', balanceBefore: before, refNo: res.data.complaintNo, operator: 'admin' });
    expect(Number(await balance(ctx, U.seller))).toBeCloseTo(Number(before) + 20.5, 2);
    expect(await balance(ctx, U.seller)).toBe(await ledgerSum(ctx, U.seller));
    // The seller's ledger shows it, in the caller's language.
    const ledger = await ctx.call<{ rows: { type: number; amount: string; remark: string }[] }>({
      method: 'GET',
      url: '/prod-api/system/fund/list',
      token: t.seller,
      query: { type: '9' },
      headers: en,
    });
    expect(ledger.rows.find((r) => r.remark === `Compensation for complaint ${res.data.complaintNo}`)?.amount).toBe('20.50');
  });

  it('parallel resolutions with compensation (double click) pay once', async () => {
    const id = await opened();
    const admin = await ctx.login('admin');
    await verifySecondPassword(ctx, admin);
    const answers = await Promise.all(Array.from({ length: 5 }, () => act(admin, id, 'resolve', { note: '赔付', compensation: '8.00' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(await compensations(id)).toHaveLength(1);
    expect(await balance(ctx, U.seller)).toBe(await ledgerSum(ctx, U.seller));
  });

  it('the same Idempotency-Key replays the answer and pays once', async () => {
    const id = await opened();
    const admin = await ctx.login('admin');
    await verifySecondPassword(ctx, admin);
    const key = { 'idempotency-key': `complaint-${id}` };
    const first = await act(admin, id, 'resolve', { note: '赔付', compensation: '3.00' }, key);
    const second = await act(admin, id, 'resolve', { note: '赔付', compensation: '3.00' }, key);
    expect(first.code).toBe(200);
    expect(second).toEqual(first);
    expect(await compensations(id)).toHaveLength(1);
  });
});

describe('closeStaleComplaints', () => {
  it('closes resolved and rejected complaints older than 7 days, and only those', async () => {
    const old = await opened();
    const fresh = await opened();
    const pending = await opened();
    await act(t.staff, old, 'resolve', { note: '已处理' });
    await act(t.staff, fresh, 'reject', { note: '不成立' });
    await ctx.db
      .update(bizComplaint)
      .set({ resolveTime: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(bizComplaint.complaintId, old));
    await ctx.db
      .update(bizComplaint)
      .set({ createTime: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(bizComplaint.complaintId, pending));
    const closed = await closeStaleComplaints(ctx.db, new Date());
    expect(closed).toBeGreaterThanOrEqual(1);
    expect((await row(old)).status).toBe('4');
    expect((await row(fresh)).status).toBe('3');
    expect((await row(pending)).status).toBe('0');
    expect((await detail(t.seller, old)).data.replies.at(-1)).toMatchObject({ kind: 'close', staff: true });
    expect(await closeStaleComplaints(ctx.db, new Date())).toBe(0);
    // A week later the fresh one closes too.
    expect(await closeStaleComplaints(ctx.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await row(fresh)).status).toBe('4');
  });
});
