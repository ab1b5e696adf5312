import { type OrderAccess, type OrderResult, type OrderStatusValue, type SettleStatusValue, mayActOnOrder } from '@ceping/contract';
import { and, eq } from 'drizzle-orm';
import { fail, forbidden, notFound } from '../../core/errors.ts';
import { commitIdempotencyClaim } from '../../core/idempotency.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { bizOrder, bizOrderEvent, sysUser } from '../../db/schema/index.ts';
import type { Actor, LedgerRemark } from './deps.ts';

export type OrderRecord = typeof bizOrder.$inferSelect;
export type OrderSet = Partial<typeof bizOrder.$inferInsert>;

/** Every step an order's history records. */
export type OrderAction = 'create' | 'edit' | 'comment' | 'ship' | 'complete' | 'cancel' | 'exception' | 'resolve' | 'settle' | 'remove';

/**
 * Loads an order for a write and locks its row until the transaction ends, so a concurrent request
 * waits and then sees the new state. Missing, deleted and foreign orders answer `notFound` alike; a
 * parent seller's write on its sub-account's order answers `order.readOnly`; staff without the
 * right (an admin-only action) and a seller on its own order where only staff may act are forbidden.
 */
export async function lockOrder(tx: Tx, orderId: number, actor: Actor, access: OrderAccess): Promise<OrderRecord> {
  const [order] = await tx
    .select()
    .from(bizOrder)
    .where(and(eq(bizOrder.orderId, orderId), eq(bizOrder.delFlag, '0')))
    .for('update');
  if (!order) throw notFound();
  if (mayActOnOrder(access, order.userId, actor)) return order;
  if (actor.staff) throw forbidden();
  if (order.userId === actor.userId) throw forbidden();
  if (await isSubAccountOf(tx, order.userId, actor.userId)) throw fail('order.readOnly');
  throw notFound();
}

async function isSubAccountOf(ex: Executor, userId: number, parentId: number): Promise<boolean> {
  const [row] = await ex.select({ parentId: sysUser.parentId }).from(sysUser).where(eq(sysUser.userId, userId));
  return row?.parentId === parentId;
}

/**
 * Applies `set` to a locked order only while it is still in one of `from` (compare-and-set on the
 * state), so a double click or a concurrent request never applies a transition twice.
 */
export async function updateOrderFrom(tx: Tx, order: OrderRecord, from: readonly string[], set: OrderSet, actor: Actor): Promise<OrderRecord> {
  if (!from.includes(order.orderStatus)) throw fail('order.stateRefused');
  const [row] = await tx
    .update(bizOrder)
    .set({ ...set, updateBy: actor.userName, updateTime: new Date() })
    .where(and(eq(bizOrder.orderId, order.orderId), eq(bizOrder.orderStatus, order.orderStatus), eq(bizOrder.delFlag, '0')))
    .returning();
  if (!row) throw fail('order.stateRefused');
  // A request with an Idempotency-Key spends it with the transition, money or not: a retry after a
  // crash between the commit and the stored answer hears "already carried out", never applies twice.
  await commitIdempotencyClaim(tx);
  return row;
}

export interface EventInput {
  action: OrderAction;
  from?: string | null;
  to?: string | null;
  amount?: string | null;
  fundId?: number | null;
  remark: LedgerRemark;
}

/** Writes one history row of an order (its timeline). */
export async function addEvent(tx: Tx, order: Pick<OrderRecord, 'orderId' | 'taskId' | 'userId'>, actor: Actor, e: EventInput): Promise<void> {
  await tx.insert(bizOrderEvent).values({
    orderId: order.orderId,
    taskId: order.taskId,
    userId: order.userId,
    action: e.action,
    fromStatus: e.from ?? null,
    toStatus: e.to ?? null,
    amount: e.amount ?? null,
    fundId: e.fundId ?? null,
    operator: actor.userName,
    remark: e.remark.remark,
    remarkEn: e.remark.remarkEn ?? null,
  });
}

/** What an order request answers: the order's state after it, the money it moved, the task's state when it changed. */
export function resultOf(
  o: OrderRecord,
  moved: { amount?: string; money?: string | null; taskStatus?: string | null; remainQuantity?: number | null } = {},
): OrderResult {
  return {
    id: o.orderId,
    orderNo: o.orderNo,
    taskId: o.taskId,
    orderStatus: o.orderStatus as OrderStatusValue,
    settleStatus: o.settleStatus as SettleStatusValue,
    settleDiff: o.settleDiff,
    amount: moved.amount ?? '0.00',
    money: moved.money ?? null,
    taskStatus: moved.taskStatus ?? null,
    remainQuantity: moved.remainQuantity ?? null,
  };
}
