import {
  ORDER_ACCESS,
  ORDER_DELETABLE,
  ORDER_OPEN_STATES,
  OrderResolve,
  type OrderResolveBody,
  type OrderResult,
  type OrderSettleBody,
  OrderTransition,
  type Settlement,
  SettleStatus,
  TaskStatus,
  formatMessage,
  settlementOf,
} from '@ceping/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../../core/errors.ts';
import { commitIdempotencyClaim } from '../../core/idempotency.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bizOrder, bizTask } from '../../db/schema/index.ts';
import { type Actor, FundType, type LedgerRemark, type LedgerResult, bilingual, postLedger } from './deps.ts';
import { type OrderRecord, addEvent, lockOrder, resultOf, updateOrderFrom } from './repo.ts';

/** How an order names itself in ledger and history remarks: its platform number, else its id. */
const orderLabel = (o: OrderRecord) => o.orderNo || `#${o.orderId}`;

/** `PUT /system/orders/{id}/ship`: the merchant shipped (0→1). */
export async function shipOrder(db: Db, actor: Actor, orderId: number): Promise<OrderResult> {
  const { from, to } = OrderTransition.ship;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, actor, ORDER_ACCESS.ship);
    const next = await updateOrderFrom(tx, order, from, { orderStatus: to, shipTime: new Date() }, actor);
    await addEvent(tx, next, actor, { action: 'ship', from: order.orderStatus, to, remark: bilingual('order.event.ship') });
    return resultOf(next);
  });
}

/** `PUT /system/orders/{id}/exception`: staff flag a placed or shipped order (0|1→4) with the reason. */
export async function flagException(db: Db, actor: Actor, orderId: number, reason: string): Promise<OrderResult> {
  const { from, to } = OrderTransition.exception;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, actor, ORDER_ACCESS.exception);
    const next = await updateOrderFrom(tx, order, from, { orderStatus: to, exceptionReason: reason }, actor);
    await addEvent(tx, next, actor, { action: 'exception', from: order.orderStatus, to, remark: bilingual('order.event.exception', reason) });
    return resultOf(next);
  });
}

/**
 * The settlement true-up posted for a seller (docs/DOMAIN.md §5): a refund (fund 7) when the buyer
 * paid less than estimated, a charge (fund 8) when more — a charge applies whatever the balance, so
 * it may leave the seller in debt.
 */
async function postSettlement(tx: Tx, actor: Actor, o: OrderRecord, s: Pick<Settlement, 'estimate' | 'actualPrincipal' | 'diff'>): Promise<LedgerResult> {
  const refund = new Decimal(s.diff).gt(0);
  return postLedger(tx, {
    userId: o.userId,
    type: refund ? FundType.SETTLE_REFUND : FundType.SETTLE_CHARGE,
    amount: s.diff,
    refType: 'order',
    refId: o.orderId,
    refNo: o.orderNo,
    operator: actor.userName,
    ...bilingual(refund ? 'order.ledger.settleRefund' : 'order.ledger.settleCharge', orderLabel(o), s.estimate, s.actualPrincipal),
    mode: 'allowDebt',
  });
}

const settleRemark = (diff: string): LedgerRemark => {
  const d = new Decimal(diff);
  if (d.isZero()) return bilingual('order.event.settleEven');
  return bilingual(d.gt(0) ? 'order.event.settleRefund' : 'order.event.settleCharge', d.abs().toFixed(2));
};

/**
 * Completes the task of an order when this was its last open order and no quantity is left
 * (docs/DOMAIN.md §4 task 1→3), in the caller's transaction. The task row is locked first, so of
 * two last orders completing at once the second sees the first one's commit and completes the task.
 */
async function completeTaskIfDone(tx: Tx, taskId: number, actor: Actor): Promise<{ status: string; taskNo: string } | null> {
  await tx.select({ taskId: bizTask.taskId }).from(bizTask).where(eq(bizTask.taskId, taskId)).for('update');
  const open = sql.join(
    ORDER_OPEN_STATES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [done] = await tx
    .update(bizTask)
    .set({ status: TaskStatus.COMPLETED, completeTime: new Date(), updateBy: actor.userName, updateTime: new Date() })
    .where(
      and(
        eq(bizTask.taskId, taskId),
        eq(bizTask.status, TaskStatus.RUNNING),
        eq(bizTask.remainQuantity, 0),
        eq(bizTask.delFlag, '0'),
        sql`not exists (select 1 from biz_order o where o.task_id = ${taskId} and o.del_flag = '0' and o.order_status in (${open}))`,
      ),
    )
    .returning({ status: bizTask.status, taskNo: bizTask.taskNo });
  return done ?? null;
}

/**
 * Confirms receipt of a locked order (→2) and runs the settlement: posted at once within 10 % of the
 * estimate (none when equal), else left `awaiting` an admin's approval. `actuallyPay` comes from the
 * request or, when it sends none, from what staff stored before. Completes the task when this was
 * its last open order.
 */
async function completeLocked(
  tx: Tx,
  actor: Actor,
  order: OrderRecord,
  from: readonly string[],
  actuallyPay: string | undefined,
  event: { action: 'complete' | 'resolve'; remark?: (taskNo: string | null) => LedgerRemark },
): Promise<OrderResult> {
  const pay = actuallyPay ?? order.actuallyPay;
  if (pay === null || pay === undefined) throw fail('order.actuallyPayRequired');
  const s = settlementOf(order, pay);
  if (!s) throw fail('order.actuallyPayInvalid');
  const now = new Date();
  const next = await updateOrderFrom(
    tx,
    order,
    from,
    {
      orderStatus: OrderTransition.complete.to,
      completeTime: now,
      actuallyPay: pay,
      actualPrincipal: s.actualPrincipal,
      settleDiff: s.diff,
      settleStatus: s.needsApproval ? SettleStatus.AWAITING : SettleStatus.SETTLED,
      settleTime: s.needsApproval ? null : now,
    },
    actor,
  );
  const posted = !s.needsApproval && !new Decimal(s.diff).isZero() ? await postSettlement(tx, actor, next, s) : null;
  const task = await completeTaskIfDone(tx, order.taskId, actor);
  const remark = event.remark?.(task?.taskNo ?? null) ?? (task ? bilingual('order.event.completeTask', task.taskNo) : bilingual('order.event.complete'));
  await addEvent(tx, next, actor, { action: event.action, from: order.orderStatus, to: next.orderStatus, remark });
  await addEvent(tx, next, actor, {
    action: 'settle',
    amount: posted ? s.diff : null,
    fundId: posted?.fundId ?? null,
    remark: s.needsApproval ? bilingual('order.event.settleAwaiting', new Decimal(s.diff).abs().toFixed(2)) : settleRemark(s.diff),
  });
  return resultOf(next, { amount: posted ? s.diff : '0.00', money: posted?.balanceAfter ?? null, taskStatus: task?.status ?? null });
}

/** `PUT /system/orders/complete`: staff confirm receipt of a shipped order (1→2); never a seller. */
export async function completeOrder(db: Db, actor: Actor, orderId: number, actuallyPay?: string): Promise<OrderResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, actor, ORDER_ACCESS.complete);
    return completeLocked(tx, actor, order, OrderTransition.complete.from, actuallyPay, { action: 'complete' });
  });
}

/**
 * Cancels a locked order (→3): the quantity goes back to its task while the task is in progress or
 * paused; once the task has ended, what the seller paid for this order (`totalPrice`, never more
 * than the task still holds) is refunded instead (fund 6, a task refund: the task holds less).
 */
async function cancelLocked(
  tx: Tx,
  actor: Actor,
  order: OrderRecord,
  from: readonly string[],
  event: { action: 'cancel' | 'resolve'; remark?: (refund: string | null) => LedgerRemark },
): Promise<OrderResult> {
  const next = await updateOrderFrom(tx, order, from, { orderStatus: OrderTransition.cancel.to, cancelTime: new Date() }, actor);
  const [task] = await tx.select().from(bizTask).where(eq(bizTask.taskId, order.taskId)).for('update');
  if (task.status === TaskStatus.RUNNING || task.status === TaskStatus.PAUSED) {
    const [back] = await tx
      .update(bizTask)
      .set({ remainQuantity: sql`${bizTask.remainQuantity} + 1`, updateBy: actor.userName, updateTime: new Date() })
      .where(and(eq(bizTask.taskId, task.taskId), sql`${bizTask.remainQuantity} < ${bizTask.taskQuantity}`))
      .returning({ remain: bizTask.remainQuantity });
    await addEvent(tx, next, actor, {
      action: event.action,
      from: order.orderStatus,
      to: next.orderStatus,
      remark: event.remark?.(null) ?? bilingual('order.event.cancel'),
    });
    return resultOf(next, { taskStatus: task.status, remainQuantity: back?.remain ?? task.remainQuantity });
  }
  const refund = Decimal.min(order.totalPrice, task.paidAmount);
  let posted: LedgerResult | null = null;
  if (refund.gt(0)) {
    const amount = refund.toFixed(2);
    const held = await tx
      .update(bizTask)
      .set({ paidAmount: sql`${bizTask.paidAmount} - ${amount}::numeric`, updateBy: actor.userName, updateTime: new Date() })
      .where(and(eq(bizTask.taskId, task.taskId), sql`${bizTask.paidAmount} >= ${amount}::numeric`))
      .returning({ taskId: bizTask.taskId });
    if (held.length === 0) throw fail('order.stateRefused');
    posted = await postLedger(tx, {
      userId: task.userId,
      type: FundType.TASK_REFUND,
      amount,
      refType: 'task',
      refId: task.taskId,
      refNo: task.taskNo,
      operator: actor.userName,
      ...bilingual('order.ledger.cancelRefund', orderLabel(order), task.taskNo, amount),
      mode: 'allowDebt',
    });
  }
  const amount = posted ? refund.toFixed(2) : null;
  await addEvent(tx, next, actor, {
    action: event.action,
    from: order.orderStatus,
    to: next.orderStatus,
    amount,
    fundId: posted?.fundId ?? null,
    remark: event.remark?.(amount) ?? (amount ? bilingual('order.event.cancelRefund', amount) : bilingual('order.event.cancel')),
  });
  return resultOf(next, { amount: amount ?? '0.00', money: posted?.balanceAfter ?? null, taskStatus: task.status, remainQuantity: task.remainQuantity });
}

/** `PUT /system/orders/{id}/cancel`: an order not shipped yet is cancelled (0→3). */
export async function cancelOrder(db: Db, actor: Actor, orderId: number): Promise<OrderResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, actor, ORDER_ACCESS.cancel);
    return cancelLocked(tx, actor, order, OrderTransition.cancel.from, { action: 'cancel' });
  });
}

/** "Exception resolved, now 「state」 note", each language with its own state name. */
function resolveRemark(to: string, note: string, tail: LedgerRemark | null): LedgerRemark {
  const one = (lang: 'zh-CN' | 'en-US', extra: string | undefined) =>
    formatMessage(lang, 'order.event.resolve', formatMessage(lang, `order.status.${to}`), [note, extra].filter(Boolean).join(' · '));
  return { remark: one('zh-CN', tail?.remark), remarkEn: one('en-US', tail?.remarkEn) };
}

/**
 * `PUT /system/orders/{id}/resolve` (admin): an order in exception goes back to placed, shipped,
 * completed (the completion with its settlement) or cancelled (the cancellation rules).
 */
export async function resolveOrder(db: Db, actor: Actor, orderId: number, body: OrderResolveBody): Promise<OrderResult> {
  const from = OrderResolve.from;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, actor, ORDER_ACCESS.resolve);
    const to = body.orderStatus;
    if (to === '2') {
      return completeLocked(tx, actor, order, from, body.actuallyPay, {
        action: 'resolve',
        remark: (taskNo) => resolveRemark(to, body.remark, taskNo ? bilingual('order.event.completeTask', taskNo) : null),
      });
    }
    if (to === '3') {
      return cancelLocked(tx, actor, order, from, {
        action: 'resolve',
        remark: (refund) => resolveRemark(to, body.remark, refund ? bilingual('order.event.cancelRefund', refund) : null),
      });
    }
    const next = await updateOrderFrom(
      tx,
      order,
      from,
      to === '1' ? { orderStatus: to, shipTime: order.shipTime ?? new Date() } : { orderStatus: to, shipTime: null },
      actor,
    );
    await addEvent(tx, next, actor, { action: 'resolve', from: order.orderStatus, to, remark: resolveRemark(to, body.remark, null) });
    return resultOf(next);
  });
}

/**
 * `PUT /system/orders/{id}/settle` (admin, second password): an awaiting settlement is posted
 * (approve) or refused with a reason (nothing posted). Guarded on `awaiting`, so it applies once.
 */
export async function settleOrder(db: Db, actor: Actor, orderId: number, body: OrderSettleBody): Promise<OrderResult> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, orderId, actor, ORDER_ACCESS.settle);
    const [next] = await tx
      .update(bizOrder)
      .set({
        settleStatus: body.approve ? SettleStatus.SETTLED : SettleStatus.REJECTED,
        settleTime: new Date(),
        settleRemark: body.reason,
        updateBy: actor.userName,
        updateTime: new Date(),
      })
      .where(and(eq(bizOrder.orderId, orderId), eq(bizOrder.settleStatus, SettleStatus.AWAITING)))
      .returning();
    if (!next) throw fail('order.stateRefused');
    await commitIdempotencyClaim(tx);
    if (!body.approve) {
      await addEvent(tx, next, actor, { action: 'settle', remark: bilingual('order.event.settleRejected', body.reason) });
      return resultOf(next);
    }
    const diff = next.settleDiff ?? '0.00';
    const estimate = new Decimal(next.mainProductPrice).plus(next.matchProductPrice).toFixed(2);
    const posted = new Decimal(diff).isZero()
      ? null
      : await postSettlement(tx, actor, next, { estimate, actualPrincipal: next.actualPrincipal ?? '0.00', diff });
    await addEvent(tx, next, actor, { action: 'settle', amount: posted ? diff : null, fundId: posted?.fundId ?? null, remark: settleRemark(diff) });
    return resultOf(next, { amount: posted ? diff : '0.00', money: posted?.balanceAfter ?? null });
  });
}

/** `DELETE /system/orders/{ids}` (admin): soft-deletes cancelled orders. All or nothing. */
export async function removeOrders(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const locked: OrderRecord[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const order = await lockOrder(tx, id, actor, ORDER_ACCESS.remove);
      if (!(ORDER_DELETABLE as readonly string[]).includes(order.orderStatus)) throw fail('order.deleteRefused', orderLabel(order));
      locked.push(order);
    }
    const gone = await tx
      .update(bizOrder)
      .set({ delFlag: '2', updateBy: actor.userName, updateTime: new Date() })
      .where(and(inArray(bizOrder.orderId, ids), eq(bizOrder.delFlag, '0'), inArray(bizOrder.orderStatus, [...ORDER_DELETABLE])))
      .returning({ orderId: bizOrder.orderId });
    if (gone.length !== ids.length) throw fail('order.stateRefused');
    for (const o of locked) await addEvent(tx, o, actor, { action: 'remove', from: o.orderStatus, remark: bilingual('order.event.remove') });
    return gone.length;
  });
}
