import { ORDER_ACCESS, type OrderComment, type OrderEdit, type OrderResult, OrderStatus, formatMessage, orderStateAllows } from '@ceping/contract';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { fail } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { bizOrder, bizProduct } from '../../db/schema/index.ts';
import { assertOrderNoFree, withOrderNo } from './create.ts';
import { type Actor, type LedgerRemark, bilingual } from './deps.ts';
import { type OrderSet, addEvent, lockOrder, resultOf } from './repo.ts';

type EditField = 'orderNo' | 'remark' | 'actuallyPay' | 'merchantRemark';

const fieldList = (fields: EditField[]): LedgerRemark => {
  const one = (lang: 'zh-CN' | 'en-US') =>
    formatMessage(lang, 'order.event.edit', fields.map((f) => formatMessage(lang, `order.field.${f}`)).join(lang === 'zh-CN' ? '、' : ', '));
  return { remark: one('zh-CN'), remarkEn: one('en-US') };
};

const samePay = (a: string | null, b: string | undefined) => (a === null ? b === undefined : b !== undefined && new Decimal(a).eq(b));

/**
 * `PUT /system/orders` (spec §6): staff change the order no. and the environment no. — and, until
 * the order is completed or cancelled, the amount paid; the seller owning the order changes its own
 * remark. A parent seller only reads its sub-accounts' orders. Fields the caller may not change are
 * ignored; nothing the caller may change answers `order.editEmpty`.
 */
export async function editOrder(db: Db, actor: Actor, body: OrderEdit): Promise<OrderResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, body.id, actor, ORDER_ACCESS.edit);
    const set: OrderSet = {};
    const changed: EditField[] = [];
    let sent = false;
    if (actor.staff) {
      if (body.orderNo !== undefined) {
        sent = true;
        if (body.orderNo !== order.orderNo) {
          await assertOrderNoFree(tx, body.orderNo, order.platform, order.orderId);
          set.orderNo = body.orderNo;
          changed.push('orderNo');
        }
      }
      if (body.remark !== undefined) {
        sent = true;
        if (body.remark !== order.remark) {
          set.remark = body.remark;
          changed.push('remark');
        }
      }
      if (body.actuallyPay !== undefined) {
        sent = true;
        if (!samePay(order.actuallyPay, body.actuallyPay)) {
          // Completion settled with the amount it had; a cancelled order pays nothing.
          if (order.orderStatus === OrderStatus.COMPLETED || order.orderStatus === OrderStatus.CANCELLED) throw fail('order.stateRefused');
          set.actuallyPay = body.actuallyPay;
          changed.push('actuallyPay');
        }
      }
    }
    if (order.userId === actor.userId && body.merchantRemark !== undefined) {
      sent = true;
      if (body.merchantRemark !== order.merchantRemark) {
        set.merchantRemark = body.merchantRemark;
        changed.push('merchantRemark');
      }
    }
    if (!sent) throw fail('order.editEmpty');
    if (changed.length === 0) return resultOf(order);
    const [next] = await withOrderNo(set.orderNo ?? order.orderNo, order.platform, () =>
      tx
        .update(bizOrder)
        .set({ ...set, updateBy: actor.userName, updateTime: new Date() })
        .where(eq(bizOrder.orderId, order.orderId))
        .returning(),
    );
    await addEvent(tx, next, actor, { action: 'edit', remark: fieldList(changed) });
    return resultOf(next);
  });
}

const emptyReview = { evaluateType: '0', evaluateContent: '', evaluatePic: '', evaluateVideo: '' };

/**
 * `PUT /system/orders/comment`: records the review the buyer published, for the order and each of
 * its matched products — once the merchant has shipped. Recording again replaces it. Never moves
 * money.
 */
export async function commentOrder(db: Db, actor: Actor, body: OrderComment): Promise<OrderResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, body.id, actor, ORDER_ACCESS.comment);
    if (!orderStateAllows('comment', { ...order, shipTime: order.shipTime })) {
      throw fail(order.shipTime ? 'order.stateRefused' : 'order.notShipped');
    }
    const products = await tx.select({ productId: bizProduct.productId }).from(bizProduct).where(eq(bizProduct.orderId, order.orderId));
    const own = new Set(products.map((p) => p.productId));
    for (const p of body.products) if (!own.has(p.productId)) throw fail('order.productInvalid', p.productId);
    const now = new Date();
    const reviewed = body.evaluateStatus === '1';
    const review = (r: typeof emptyReview) => (reviewed ? r : emptyReview);
    const [next] = await tx
      .update(bizOrder)
      .set({
        ...review({
          evaluateType: body.evaluateType,
          evaluateContent: body.evaluateContent,
          evaluatePic: body.evaluatePic,
          evaluateVideo: body.evaluateVideo,
        }),
        evaluateStatus: body.evaluateStatus,
        evaluateTime: now,
        updateBy: actor.userName,
        updateTime: now,
      })
      .where(eq(bizOrder.orderId, order.orderId))
      .returning();
    for (const p of body.products) {
      await tx
        .update(bizProduct)
        .set({
          ...review({ evaluateType: p.evaluateType, evaluateContent: p.evaluateContent, evaluatePic: p.evaluatePic, evaluateVideo: p.evaluateVideo }),
          evaluateTime: now,
          updateBy: actor.userName,
          updateTime: now,
        })
        .where(and(eq(bizProduct.productId, p.productId), eq(bizProduct.orderId, order.orderId)));
    }
    await addEvent(tx, next, actor, { action: 'comment', remark: bilingual(reviewed ? 'order.event.comment' : 'order.event.commentNone') });
    return resultOf(next);
  });
}
