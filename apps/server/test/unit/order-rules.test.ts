import {
  ORDER_ACCESS,
  mayActOnOrder,
  mayTakeOrderAction,
  orderAddSchema,
  orderCommentSchema,
  orderCompleteSchema,
  orderListQuerySchema,
  orderSettleSchema,
  settlementOf,
} from '@ceping/contract';
import { describe, expect, it } from 'vitest';

const order = { mainProductPrice: '143.93', matchProductPrice: '43.13', rate: '7.2000' };
const seller = { userId: 3, staff: false, admin: false };
const staff = { userId: 2, staff: true, admin: false };
const admin = { userId: 1, staff: true, admin: true };

describe('settlementOf (docs/DOMAIN.md §5)', () => {
  it('refunds when the buyer paid less than estimated', () => {
    // 25.00 × 7.2 = 180.00; estimate 187.06 → refund 7.06 (3.8 %, no approval).
    expect(settlementOf(order, '25.00')).toEqual({ estimate: '187.06', actualPrincipal: '180.00', diff: '7.06', needsApproval: false });
  });

  it('charges when the buyer paid more, rounding half-up to the cent', () => {
    // 26.003 is not money; 26.01 × 7.2 = 187.272 → 187.27; diff −0.21.
    expect(settlementOf(order, '26.01')).toMatchObject({ actualPrincipal: '187.27', diff: '-0.21', needsApproval: false });
    expect(settlementOf({ mainProductPrice: '10.00', matchProductPrice: '0', rate: '0.0480' }, '208.45')).toMatchObject({
      // 208.45 × 0.048 = 10.0056 → 10.01
      actualPrincipal: '10.01',
      diff: '-0.01',
    });
    expect(settlementOf({ mainProductPrice: '1.00', matchProductPrice: '0.00', rate: '1.0005' }, '0.05')).toMatchObject({
      // 0.05 × 1.0005 = 0.050025 → 0.05
      actualPrincipal: '0.05',
    });
    expect(settlementOf({ mainProductPrice: '1.00', matchProductPrice: '0.00', rate: '0.5' }, '0.01')).toMatchObject({
      // 0.005 → 0.01 (half-up)
      actualPrincipal: '0.01',
    });
  });

  it('asks for approval only strictly above 10 % of the estimate', () => {
    const est = { mainProductPrice: '100.00', matchProductPrice: '0.00', rate: '1' };
    expect(settlementOf(est, '90.00')).toMatchObject({ diff: '10.00', needsApproval: false });
    expect(settlementOf(est, '89.99')).toMatchObject({ diff: '10.01', needsApproval: true });
    expect(settlementOf(est, '110.00')).toMatchObject({ diff: '-10.00', needsApproval: false });
    expect(settlementOf(est, '110.01')).toMatchObject({ diff: '-10.01', needsApproval: true });
    expect(settlementOf(est, '100')).toMatchObject({ diff: '0.00', needsApproval: false });
  });

  it('refuses what is not a decimal', () => {
    expect(settlementOf(order, '1.234')).toBeNull();
    expect(settlementOf(order, 'abc')).toBeNull();
    expect(settlementOf({ ...order, rate: '1.23456' }, '1')).toBeNull();
  });
});

describe('who may act on an order', () => {
  it('never lets a seller confirm receipt, ship or record a review', () => {
    for (const a of ['complete', 'ship', 'comment', 'cancel', 'exception', 'add'] as const) {
      expect(mayActOnOrder(ORDER_ACCESS[a], 3, seller), a).toBe(false);
      expect(mayActOnOrder(ORDER_ACCESS[a], 3, staff), a).toBe(true);
    }
    expect(mayActOnOrder(ORDER_ACCESS.edit, 3, seller)).toBe(true);
    expect(mayActOnOrder(ORDER_ACCESS.edit, 4, seller)).toBe(false);
    for (const a of ['resolve', 'settle', 'remove'] as const) {
      expect(mayActOnOrder(ORDER_ACCESS[a], 3, staff), a).toBe(false);
      expect(mayActOnOrder(ORDER_ACCESS[a], 3, admin), a).toBe(true);
    }
  });

  it('combines the state rules', () => {
    const o = (orderStatus: string, shipTime: string | null = null, settleStatus = 'none') => ({ userId: 3, orderStatus, shipTime, settleStatus });
    expect(mayTakeOrderAction('ship', o('0'), staff)).toBe(true);
    expect(mayTakeOrderAction('ship', o('1'), staff)).toBe(false);
    expect(mayTakeOrderAction('complete', o('1', '2026-01-01 10:00:00'), staff)).toBe(true);
    expect(mayTakeOrderAction('complete', o('1', '2026-01-01 10:00:00'), seller)).toBe(false);
    expect(mayTakeOrderAction('comment', o('0'), staff)).toBe(false);
    expect(mayTakeOrderAction('comment', o('2', '2026-01-01 10:00:00'), staff)).toBe(true);
    expect(mayTakeOrderAction('exception', o('1'), staff)).toBe(true);
    expect(mayTakeOrderAction('exception', o('2'), staff)).toBe(false);
    expect(mayTakeOrderAction('resolve', o('4'), admin)).toBe(true);
    expect(mayTakeOrderAction('settle', o('2', null, 'awaiting'), admin)).toBe(true);
    expect(mayTakeOrderAction('settle', o('2', null, 'settled'), admin)).toBe(false);
    expect(mayTakeOrderAction('remove', o('3'), admin)).toBe(true);
    expect(mayTakeOrderAction('remove', o('2'), admin)).toBe(false);
  });
});

describe('order request schemas', () => {
  it('normalises a review: pictures as a comma list, lines, kinds', () => {
    const v = orderCommentSchema.parse({
      id: 1,
      evaluateType: '2',
      evaluateContent: 'Great\r\nsound ',
      evaluatePic: ['/profile/a.png', ' https://x.test/b.jpg '],
      products: [{ productId: 9, evaluateType: '1', evaluateContent: 'Fits' }],
    });
    expect(v).toMatchObject({ evaluateStatus: '1', evaluateContent: 'Great\nsound', evaluatePic: '/profile/a.png,https://x.test/b.jpg' });
    expect(v.products[0]).toMatchObject({ productId: 9, evaluatePic: '', evaluateVideo: '' });
  });

  it('refuses a review that does not fit its kind', () => {
    const issues = (body: Record<string, unknown>) => orderCommentSchema.safeParse({ id: 1, ...body }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ evaluateType: '2', evaluateContent: 'x' })).toEqual(['order.reviewPicRequired']);
    expect(issues({ evaluateType: '1' })).toEqual(['order.reviewContentRequired']);
    expect(issues({ evaluateType: '3' })).toEqual(['order.reviewVideoRequired']);
    expect(issues({ evaluateType: '0' })).toEqual(['order.reviewTypeRequired']);
    expect(issues({ evaluateStatus: '2' })).toEqual([]);
    expect(issues({ evaluateType: '4', evaluatePic: Array.from({ length: 10 }, (_, i) => `/p/${i}.png`).join(',') })).toEqual(['order.reviewPicsTooMany']);
    expect(issues({ evaluateType: '4', evaluatePic: 'javascript:alert(1)' })).toEqual(['order.reviewPicInvalid']);
    expect(issues({ evaluateType: '1', evaluateContent: 'x', products: [{ productId: 2, evaluateType: '3' }] })).toEqual(['order.reviewVideoRequired']);
  });

  it('reads the whole order as a completion body and accepts money as text or number', () => {
    expect(orderCompleteSchema.parse({ id: 5, actuallyPay: 25, orderStatus: '1', userId: 99 })).toEqual({ id: 5, actuallyPay: '25' });
    expect(orderCompleteSchema.parse({ id: 5, actuallyPay: null })).toEqual({ id: 5, actuallyPay: undefined });
    expect(orderCompleteSchema.safeParse({ id: 5, actuallyPay: '-1' }).success).toBe(false);
    expect(orderAddSchema.parse({ taskId: 3 })).toEqual({ taskId: 3, orderNo: '', remark: '', actuallyPay: undefined });
    expect(orderAddSchema.safeParse({ taskId: 3, orderNo: 'a b' }).success).toBe(false);
    expect(orderSettleSchema.safeParse({ approve: false }).success).toBe(false);
    expect(orderSettleSchema.parse({ approve: true })).toEqual({ approve: true, reason: '' });
  });

  it('reads state lists and ignores garbage filters', () => {
    expect(orderListQuerySchema.parse({ orderStatus: '0,1,1' }).orderStatus).toEqual(['0', '1']);
    expect(orderListQuerySchema.parse({ orderStatus: '9', taskId: 'x', evaluateStatus: 'z' })).toMatchObject({
      orderStatus: undefined,
      taskId: undefined,
      evaluateStatus: undefined,
    });
  });
});
