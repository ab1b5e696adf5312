import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bizProduct, bizTask } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';
import {
  type Tokens,
  U,
  balance,
  comment,
  complete,
  detail,
  edit,
  events,
  move,
  openTask,
  orderFunds,
  orderRow,
  place,
  placed,
  setBalance,
  shipped,
  simpleTask,
  taskMoneyMismatches,
  taskRow,
  tokenFor,
  counterMismatches,
  tokens,
  unbalanced,
  workedExample,
} from './orders-fixtures.ts';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  await setBalance(ctx, U.seller, '10000');
  await setBalance(ctx, U.seller2, '10000');
});
afterAll(() => ctx.close());
// Whatever a test did, every balance still equals its ledger and every task holds what its rows took.
afterEach(async () => {
  expect(await unbalanced(ctx)).toEqual([]);
  expect(await taskMoneyMismatches(ctx)).toEqual([]);
});

describe('placing an order (create)', () => {
  it('takes one from the task, copies the snapshot and the matched products, and records the history', async () => {
    const { taskId, taskNo } = await openTask(ctx, t, { body: workedExample({ taskQuantity: 10 }) });
    const res = await place(ctx, t.staff, { taskId, orderNo: '113-0000001-0000001', remark: 'ENV-1', actuallyPay: '25.00' });
    expect(res.code, res.msg).toBe(200);
    expect(res.msg).toBe('下单成功，任务剩余 9 单');
    expect(res.data).toMatchObject({ orderStatus: '0', settleStatus: 'none', remainQuantity: 9, taskStatus: '1', amount: '0.00' });
    const o = await orderRow(ctx, res.data.id);
    expect(o).toMatchObject({
      taskId,
      taskNo,
      userId: U.seller,
      staffId: U.staff,
      orderNo: '113-0000001-0000001',
      remark: 'ENV-1',
      actuallyPay: '25.00',
      platform: 'amazon',
      rate: '7.2000',
      mainProductPrice: '143.93',
      matchProductPrice: '43.13',
      unitPrice: '30.00',
      totalPrice: '217.06',
      productTitle: 'Wireless earbuds',
    });
    expect(o.acceptTime).toBeInstanceOf(Date);
    expect(o.taskTime).toBeInstanceOf(Date);
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(9);
    const copies = await ctx.db.select().from(bizProduct).where(eq(bizProduct.orderId, res.data.id));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ taskId, productTitle: 'Earbuds case', productPrice: '5.99', ratePrice: '43.13', evaluateType: '0' });
    expect(await events(ctx, res.data.id)).toEqual([{ action: 'create', from: null, to: '0', amount: null }]);
    // The task's own product list does not mix in the copies; the order's list answers them with their review.
    const own = await ctx.call<{ rows: { orderId: number | null }[] }>({
      method: 'GET',
      url: '/prod-api/system/product/list',
      query: { taskId: String(taskId) },
      token: t.staff,
    });
    expect(own.rows.map((r) => r.orderId)).toEqual([null]);
    const ofOrder = await ctx.call<{ rows: { orderId: number; evaluate: { evaluateType: string } }[] }>({
      method: 'GET',
      url: '/prod-api/system/product/list',
      query: { orderId: String(res.data.id) },
      token: t.seller,
    });
    expect(ofOrder.rows).toHaveLength(1);
    expect(ofOrder.rows[0]).toMatchObject({ orderId: res.data.id, evaluate: { evaluateType: '0', evaluatePic: '', evaluateTime: null } });
  });

  it('is refused on a task not distributed to the caller, not in progress, or used up; admins may place on any task', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 1 });
    // Distributed to another staff member: staff are refused, admin is not.
    await ctx.db.update(bizTask).set({ staffId: U.admin }).where(eq(bizTask.taskId, taskId));
    expect((await place(ctx, t.staff, { taskId })).msg).toBe('该任务没有分配给您，不能下单');
    const byAdmin = await place(ctx, t.admin, { taskId });
    expect(byAdmin.code, byAdmin.msg).toBe(200);
    expect(byAdmin.data.remainQuantity).toBe(0);
    // Used up.
    const gone = await place(ctx, t.admin, { taskId });
    expect(gone.msg).toBe('任务不在进行中或已没有剩余单数，不能下单');
    // Paused.
    const other = await openTask(ctx, t, { quantity: 2 });
    expect((await ctx.call({ method: 'PUT', url: `/prod-api/system/task/${other.taskId}/pause`, token: t.seller })).code).toBe(200);
    expect((await place(ctx, t.staff, { taskId: other.taskId })).msg).toBe('任务不在进行中或已没有剩余单数，不能下单');
    expect((await taskRow(ctx, other.taskId)).remainQuantity).toBe(2);
    // Missing.
    expect((await place(ctx, t.staff, { taskId: 999999 })).msg).toBe('请求的资源不存在');
    // Sellers hold no add permission; even granted, the rule refuses them.
    expect((await place(ctx, t.seller, { taskId: other.taskId })).code).toBe(403);
  });

  it('keeps order numbers unique per platform among live orders, in the caller language', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 3 });
    expect((await place(ctx, t.staff, { taskId, orderNo: 'DUP-1' })).code).toBe(200);
    const dup = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/orders',
      payload: { taskId, orderNo: 'DUP-1' },
      token: t.staff,
      headers: { 'content-language': 'en-US' },
    });
    expect(dup.msg).toBe("Order number 'DUP-1' already exists on amazon");
    // Nothing was taken by the refused order.
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(2);
    // Another platform may use the same number.
    const walmart = await openTask(ctx, t, { owner: t.seller2, body: simpleTask({ regionId: 5, taskQuantity: 1 }) });
    expect((await place(ctx, t.staff, { taskId: walmart.taskId, orderNo: 'DUP-1' })).code).toBe(200);
    // Editing into a taken number is refused too.
    const second = await placed(ctx, t, taskId, { orderNo: 'DUP-2' });
    expect((await edit(ctx, t.staff, { id: second, orderNo: 'DUP-1' })).msg).toBe("平台 amazon 上的订单号'DUP-1'已存在");
  });
});

describe('ship (0→1) and exception (0|1→4)', () => {
  it('ships once; a second ship, and ship on another state, are refused', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await placed(ctx, t, taskId);
    const ok = await move(ctx, t.staff, id, 'ship');
    expect(ok.code).toBe(200);
    expect(ok.data.orderStatus).toBe('1');
    expect((await orderRow(ctx, id)).shipTime).toBeInstanceOf(Date);
    expect((await move(ctx, t.staff, id, 'ship')).msg).toBe('订单状态已变化，当前状态不能执行该操作，请刷新后重试');
    expect((await move(ctx, t.seller, id, 'ship')).code).toBe(403);
  });

  it('flags an exception with a reason from 0 or 1, not from 2', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await shipped(ctx, t, taskId);
    expect((await move(ctx, t.staff, id, 'exception', {})).msg).toBe('请填写原因');
    const res = await move(ctx, t.staff, id, 'exception', { reason: 'Parcel lost' });
    expect(res.data.orderStatus).toBe('4');
    expect((await orderRow(ctx, id)).exceptionReason).toBe('Parcel lost');
    expect((await move(ctx, t.staff, id, 'exception', { reason: 'again' })).msg).toContain('订单状态已变化');
  });
});

describe('recording the review (comment)', () => {
  it('needs the shipment, records order and product reviews, replaces them, and never moves money', async () => {
    const { taskId } = await openTask(ctx, t, { body: workedExample({ taskQuantity: 2, enterMethod: '3', keywords: [] }) });
    const id = await placed(ctx, t, taskId);
    const [product] = await ctx.db.select().from(bizProduct).where(eq(bizProduct.orderId, id));
    const review = { id, evaluateType: '2', evaluateContent: 'Great\nsound', evaluatePic: '/profile/upload/a.png,/profile/upload/b.png' };
    expect((await comment(ctx, t.staff, review)).msg).toBe('订单尚未发货，发货后才能记录评价');
    await move(ctx, t.staff, id, 'ship');
    const money = await balance(ctx, U.seller);
    const res = await comment(ctx, t.staff, {
      ...review,
      products: [{ productId: product.productId, evaluateType: '3', evaluateVideo: '/profile/upload/v.mp4' }],
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.msg).toBe('评价已记录');
    const d = await detail(ctx, t.seller, id);
    expect(d.data).toMatchObject({
      evaluateStatus: '1',
      evaluateType: '2',
      evaluateContent: 'Great\nsound',
      evaluatePic: '/profile/upload/a.png,/profile/upload/b.png',
    });
    expect(d.data.evaluateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(d.data.matchProducts[0].evaluate).toMatchObject({ evaluateType: '3', evaluateVideo: '/profile/upload/v.mp4' });
    // Replaced: the buyer did not review after all; content cleared.
    const none = await comment(ctx, t.staff, { id, evaluateStatus: '2' });
    expect(none.msg).toBe('已记录：买家未评价');
    expect(await orderRow(ctx, id)).toMatchObject({ evaluateStatus: '2', evaluateType: '0', evaluateContent: '', evaluatePic: '' });
    expect(await balance(ctx, U.seller)).toBe(money);
    // A product of another order is refused; sellers cannot record.
    const other = await placed(ctx, t, taskId);
    await move(ctx, t.staff, other, 'ship');
    expect((await comment(ctx, t.staff, { id: other, evaluateType: '4', products: [{ productId: product.productId, evaluateType: '4' }] })).msg).toBe(
      `商品 ${product.productId} 不属于该订单`,
    );
    expect((await comment(ctx, t.seller, { id, evaluateType: '4' })).code).toBe(403);
  });
});

describe('confirm receipt (complete 1→2) and the settlement true-up', () => {
  // simpleTask: estimated principal 72.00 (10.00 × 7.2) per order.
  it('refunds the difference when the buyer paid less (fund 7)', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await shipped(ctx, t, taskId, { actuallyPay: '9.50' });
    const before = await balance(ctx, U.seller);
    const res = await complete(ctx, t.staff, { id });
    expect(res.code, res.msg).toBe(200);
    expect(res.msg).toBe('订单已完成，结算退还商家 ¥3.60');
    expect(res.data).toMatchObject({ orderStatus: '2', settleStatus: 'settled', settleDiff: '3.60', amount: '3.60' });
    expect(await orderRow(ctx, id)).toMatchObject({ actuallyPay: '9.50', actualPrincipal: '68.40', settleDiff: '3.60', settleStatus: 'settled' });
    expect(await orderFunds(ctx, id)).toMatchObject([{ type: 7, amount: '3.60', refType: 'order', refId: id }]);
    expect(await balance(ctx, U.seller)).toBe((Number(before) + 3.6).toFixed(2));
    expect((await events(ctx, id)).map((e) => e.action)).toEqual(['create', 'ship', 'complete', 'settle']);
  });

  it('charges when the buyer paid more (fund 8), even into debt', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await shipped(ctx, t, taskId);
    await setBalance(ctx, U.seller, '1.00');
    const res = await complete(ctx, t.staff, { id, actuallyPay: 10.5, orderStatus: '1', productTitle: 'ignored' }, 'en-US');
    expect(res.msg).toBe('Order completed, ¥3.60 charged to the seller');
    expect(res.data).toMatchObject({ settleDiff: '-3.60', amount: '-3.60', money: '-2.60' });
    expect(await orderFunds(ctx, id)).toMatchObject([{ type: 8, amount: '-3.60', balanceAfter: '-2.60' }]);
    expect(await balance(ctx, U.seller)).toBe('-2.60');
    await setBalance(ctx, U.seller, '10000');
  });

  it('posts nothing when paid as estimated, and needs the amount paid', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await shipped(ctx, t, taskId);
    expect((await complete(ctx, t.staff, { id })).msg).toBe('请先填写买家实付金额（订单币种），才能确认收货并结算');
    expect((await orderRow(ctx, id)).orderStatus).toBe('1');
    const res = await complete(ctx, t.staff, { id, actuallyPay: '10' });
    expect(res.msg).toBe('订单已完成，实付与预估一致，无需结算');
    expect(res.data).toMatchObject({ settleStatus: 'settled', settleDiff: '0.00', amount: '0.00' });
    expect(await orderFunds(ctx, id)).toEqual([]);
  });

  it('is refused to sellers (even when granted the permission), on a wrong state, and applies once', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await placed(ctx, t, taskId, { actuallyPay: '10' });
    expect((await complete(ctx, t.staff, { id })).msg).toContain('订单状态已变化');
    await move(ctx, t.staff, id, 'ship');
    expect((await complete(ctx, t.seller, { id })).code).toBe(403);
    // A seller role granted system:orders:complete by mistake is still refused by the order rule.
    await ctx.db.execute(
      sql`insert into sys_role_menu (role_id, menu_id) select 3, menu_id from sys_menu where perms = 'system:orders:complete' on conflict do nothing`,
    );
    const granted = await tokenFor(ctx, U.seller, 'seller');
    expect((await complete(ctx, granted, { id })).code).toBe(403);
    await ctx.db.execute(sql`delete from sys_role_menu where role_id = 3 and menu_id in (select menu_id from sys_menu where perms = 'system:orders:complete')`);
    expect((await complete(ctx, t.staff, { id })).code).toBe(200);
    expect((await complete(ctx, t.staff, { id })).msg).toContain('订单状态已变化');
  });

  it('waits for approval above 10 % of the estimate; the approval posts once, with the second password', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await shipped(ctx, t, taskId, { actuallyPay: '12.00' });
    const before = await balance(ctx, U.seller);
    const res = await complete(ctx, t.staff, { id });
    // 12.00 × 7.2 = 86.40 against 72.00: −14.40 is 20 %.
    expect(res.msg).toBe('订单已完成；结算差额 ¥14.40 超过预估本金的 10%，等待管理员审核后入账');
    expect(res.data).toMatchObject({ orderStatus: '2', settleStatus: 'awaiting', settleDiff: '-14.40', amount: '0.00' });
    expect(await orderFunds(ctx, id)).toEqual([]);
    expect(await balance(ctx, U.seller)).toBe(before);
    // Staff may not approve; the admin must enter the second password first.
    expect((await move(ctx, t.staff, id, 'settle', { approve: true })).code).toBe(403);
    expect((await move(ctx, t.admin, id, 'settle', { approve: true })).msg).toBe('请先验证二级密码');
    await verifySecondPassword(ctx, t.admin);
    const ok = await move(ctx, t.admin, id, 'settle', { approve: true });
    expect(ok.msg).toBe('结算已审核通过并入账 ¥14.40');
    expect(ok.data).toMatchObject({ settleStatus: 'settled', amount: '-14.40' });
    expect(await orderFunds(ctx, id)).toMatchObject([{ type: 8, amount: '-14.40' }]);
    expect((await move(ctx, t.admin, id, 'settle', { approve: true })).msg).toContain('订单状态已变化');
    expect(await orderFunds(ctx, id)).toHaveLength(1);
    expect(await balance(ctx, U.seller)).toBe((Number(before) - 14.4).toFixed(2));
  });

  it('lets the admin refuse an awaiting settlement with a reason (nothing posted)', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await shipped(ctx, t, taskId, { actuallyPay: '8.00' });
    expect((await complete(ctx, t.staff, { id })).data.settleStatus).toBe('awaiting');
    await verifySecondPassword(ctx, t.admin);
    expect((await move(ctx, t.admin, id, 'settle', { approve: false })).msg).toBe('请填写原因');
    const res = await move(ctx, t.admin, id, 'settle', { approve: false, reason: 'Receipt shows 10.00' });
    expect(res.msg).toBe('结算已拒绝，未入账');
    expect(await orderRow(ctx, id)).toMatchObject({ settleStatus: 'rejected', settleRemark: 'Receipt shows 10.00' });
    expect(await orderFunds(ctx, id)).toEqual([]);
    expect((await move(ctx, t.admin, id, 'settle', { approve: true })).msg).toContain('订单状态已变化');
  });

  it('completes the task (1→3) with its last open order once nothing is left', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 2 });
    const a = await shipped(ctx, t, taskId, { actuallyPay: '10' });
    const b = await shipped(ctx, t, taskId, { actuallyPay: '10' });
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(0);
    const first = await complete(ctx, t.staff, { id: a });
    expect(first.data.taskStatus).toBeNull();
    expect((await taskRow(ctx, taskId)).status).toBe('1');
    const last = await complete(ctx, t.staff, { id: b });
    expect(last.data.taskStatus).toBe('3');
    expect(await taskRow(ctx, taskId)).toMatchObject({ status: '3' });
    expect((await taskRow(ctx, taskId)).completeTime).toBeInstanceOf(Date);
    const h = await ctx.call<{ data: { action: string; remark: string }[] }>({
      method: 'GET',
      url: '/prod-api/system/orders/history',
      query: { orderId: String(b) },
      token: t.seller,
      headers: { 'content-language': 'en-US' },
    });
    expect(h.data.find((e) => e.action === 'complete')?.remark).toMatch(/^Receipt confirmed, order completed; task T\d+ is now complete$/);
  });

  it('does not complete a task with quantity left or an order still open', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 2 });
    const a = await shipped(ctx, t, taskId, { actuallyPay: '10' });
    await complete(ctx, t.staff, { id: a });
    expect((await taskRow(ctx, taskId)).status).toBe('1');
    const b = await placed(ctx, t, taskId);
    await move(ctx, t.staff, b, 'exception', { reason: 'hold' });
    expect((await taskRow(ctx, taskId)).status).toBe('1');
  });
});

describe('cancel (0→3)', () => {
  it('gives the quantity back while the task runs; admin only (staff lack the permission)', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 2 });
    const id = await placed(ctx, t, taskId);
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(1);
    expect((await move(ctx, t.staff, id, 'cancel')).code).toBe(403);
    const res = await move(ctx, t.admin, id, 'cancel');
    expect(res.msg).toBe('订单已取消，任务单数已退回');
    expect(res.data).toMatchObject({ orderStatus: '3', remainQuantity: 2, amount: '0.00' });
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(2);
    expect((await orderRow(ctx, id)).cancelTime).toBeInstanceOf(Date);
    expect((await move(ctx, t.admin, id, 'cancel')).msg).toContain('订单状态已变化');
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(2);
  });

  it('refunds the order (fund 6, the task holds less) once the task has ended', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 3 });
    const id = await placed(ctx, t, taskId);
    const end = await ctx.call<{ data: { refund: string } }>({ method: 'PUT', url: `/prod-api/system/task/${taskId}/end`, token: t.seller });
    // Two orders not taken: 2 × 92.00.
    expect(end.data.refund).toBe('184.00');
    expect((await taskRow(ctx, taskId)).paidAmount).toBe('92.00');
    const before = await balance(ctx, U.seller);
    const res = await move(ctx, t.admin, id, 'cancel');
    expect(res.msg).toBe('订单已取消，任务已结束，已退还商家 ¥92.00');
    expect(res.data).toMatchObject({ orderStatus: '3', amount: '92.00', taskStatus: '4' });
    expect(await orderFunds(ctx, id)).toMatchObject([{ type: 6, amount: '92.00', refType: 'task', refId: taskId }]);
    expect(await taskRow(ctx, taskId)).toMatchObject({ paidAmount: '0.00', remainQuantity: 2 });
    expect(await balance(ctx, U.seller)).toBe((Number(before) + 92).toFixed(2));
  });
});

describe('resolve (4→0|1|2|3, admin)', () => {
  const flagged = async (pay?: string) => {
    const { taskId } = await openTask(ctx, t, { quantity: 1 });
    const id = await shipped(ctx, t, taskId, pay ? { actuallyPay: pay } : {});
    expect((await move(ctx, t.staff, id, 'exception', { reason: 'check' })).code).toBe(200);
    return { taskId, id };
  };

  it('goes back to placed or shipped', async () => {
    const a = await flagged();
    expect((await move(ctx, t.staff, a.id, 'resolve', { orderStatus: '0' })).code).toBe(403);
    const back = await move(ctx, t.admin, a.id, 'resolve', { orderStatus: '0', remark: 'buyer reachable' });
    expect(back.msg).toBe('异常已处理，订单转为「已下单」');
    expect(await orderRow(ctx, a.id)).toMatchObject({ orderStatus: '0', shipTime: null });
    expect((await move(ctx, t.admin, a.id, 'resolve', { orderStatus: '1' })).msg).toContain('订单状态已变化');
    const b = await flagged();
    const shippedAgain = await move(ctx, t.admin, b.id, 'resolve', { orderStatus: '1' }, 'en-US');
    expect(shippedAgain.msg).toBe('Exception resolved, the order is now "Merchant shipped"');
    expect((await orderRow(ctx, b.id)).shipTime).toBeInstanceOf(Date);
    expect((await move(ctx, t.admin, b.id, 'resolve', { orderStatus: '4' })).msg).toBe('请选择处理后的订单状态');
  });

  it('to completed runs the completion with its settlement and completes the task', async () => {
    const { taskId, id } = await flagged('9.50');
    const res = await move(ctx, t.admin, id, 'resolve', { orderStatus: '2' });
    expect(res.msg).toBe('订单已完成，结算退还商家 ¥3.60');
    expect(res.data).toMatchObject({ orderStatus: '2', settleStatus: 'settled', amount: '3.60', taskStatus: '3' });
    expect(await orderFunds(ctx, id)).toMatchObject([{ type: 7, amount: '3.60' }]);
    expect((await events(ctx, id)).map((e) => [e.action, e.from, e.to])).toEqual([
      ['create', null, '0'],
      ['ship', '0', '1'],
      ['exception', '1', '4'],
      ['resolve', '4', '2'],
      ['settle', null, null],
    ]);
    expect((await taskRow(ctx, taskId)).status).toBe('3');
  });

  it('to cancelled gives the quantity back', async () => {
    const { taskId, id } = await flagged();
    const res = await move(ctx, t.admin, id, 'resolve', { orderStatus: '3' });
    expect(res.data).toMatchObject({ orderStatus: '3', remainQuantity: 1 });
    expect((await taskRow(ctx, taskId)).remainQuantity).toBe(1);
  });
});

describe('edit', () => {
  it('lets staff change the order no., environment no. and the amount paid, and the owner its remark only', async () => {
    const { taskId } = await openTask(ctx, t);
    const id = await placed(ctx, t, taskId);
    const res = await edit(ctx, t.staff, { id, orderNo: 'E-1', remark: 'ENV-9', actuallyPay: 11, merchantRemark: 'not theirs' });
    expect(res.code, res.msg).toBe(200);
    expect(await orderRow(ctx, id)).toMatchObject({ orderNo: 'E-1', remark: 'ENV-9', actuallyPay: '11.00', merchantRemark: '' });
    const mine = await edit(ctx, t.seller, { id, merchantRemark: 'Repeat buyer', orderNo: 'HACK', remark: 'x' });
    expect(mine.code).toBe(200);
    expect(await orderRow(ctx, id)).toMatchObject({ orderNo: 'E-1', remark: 'ENV-9', merchantRemark: 'Repeat buyer' });
    expect((await edit(ctx, t.seller, { id, orderNo: 'HACK' })).msg).toBe('没有可以修改的内容');
    expect((await edit(ctx, t.seller2, { id, merchantRemark: 'x' })).msg).toBe('请求的资源不存在');
    const h = await ctx.call<{ data: { action: string; remark: string }[] }>({
      method: 'GET',
      url: '/prod-api/system/orders/history',
      query: { orderId: String(id) },
      token: t.staff,
    });
    expect(h.data.filter((e) => e.action === 'edit').map((e) => e.remark)).toEqual(['修改：订单号、环境编号、实付金额', '修改：商家备注']);
  });

  it("keeps a sub-account's order read-only for its parent, and the amount paid fixed after completion", async () => {
    const sub = await openTask(ctx, t, { owner: t.subseller, body: simpleTask({ taskQuantity: 1 }) });
    await setBalance(ctx, U.subseller, '800');
    const id = await shipped(ctx, t, sub.taskId, { actuallyPay: '10' });
    expect((await edit(ctx, t.seller, { id, merchantRemark: 'parent' })).msg).toBe('子账号的订单仅可查看，不能修改');
    expect((await edit(ctx, t.subseller, { id, merchantRemark: 'own' })).code).toBe(200);
    await complete(ctx, t.staff, { id });
    expect((await edit(ctx, t.staff, { id, actuallyPay: '12' })).msg).toContain('订单状态已变化');
    expect((await edit(ctx, t.staff, { id, remark: 'ENV-2' })).code).toBe(200);
  });
});

describe('delete', () => {
  it('soft-deletes cancelled orders only, admin only, all or nothing', async () => {
    const { taskId } = await openTask(ctx, t, { quantity: 3 });
    const a = await placed(ctx, t, taskId);
    const b = await placed(ctx, t, taskId, { orderNo: 'DEL-B' });
    await move(ctx, t.admin, a, 'cancel');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/orders/${a}`, token: t.staff })).code).toBe(403);
    const both = await ctx.call({ method: 'DELETE', url: `/prod-api/system/orders/${a},${b}`, token: t.admin });
    expect(both.msg).toBe('订单 DEL-B 不能删除：只能删除已取消的订单');
    expect((await orderRow(ctx, a)).delFlag).toBe('0');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/orders/${a}`, token: t.admin })).code).toBe(200);
    expect((await orderRow(ctx, a)).delFlag).toBe('2');
    expect((await detail(ctx, t.admin, a)).code).toBe(500);
  });
});

describe('dashboard counters', () => {
  it('equal the orders they count after every transition above', async () => {
    expect(await counterMismatches(ctx)).toEqual({ counts: 0, days: 0, blocks: 0 });
  });
});
