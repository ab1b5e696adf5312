import {
  TASK_ACCESS,
  type TaskBody,
  type TaskChargeResult,
  type TaskEdit,
  type TaskPrice,
  type TaskPriceInput,
  type TaskPricePreview,
  type TaskPublish,
} from '@ceping/contract';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { fail } from '../../../core/errors.ts';
import type { Db, Executor, Tx } from '../../../db/client.ts';
import { bizTask } from '../../../db/schema/index.ts';
import { loadPriceContext, loadPublishContext, priceTask } from '../../catalogue/index.ts';
import { FundType, balanceOf, bilingual, chargeOwner, refundOwner } from '../../finance/index.ts';
import type { Actor } from './actor.ts';
import { type TaskRecord, assertShop, assertTotal, loadTaskBody, lockTask, replaceChildren, taskColumns, taskNoOf } from './repo.ts';
import { taskRider } from './task-insert.ts';

/** Prices a body for the caller without saving or charging anything. */
export async function previewPrice(db: Executor, actor: Actor, body: TaskPriceInput): Promise<TaskPricePreview> {
  const ctx = await loadPriceContext(db, { regionId: body.regionId, userId: actor.userId });
  const price = priceTask(ctx, body);
  const money = await balanceOf(db, actor.userId);
  return { ...price, money, enough: new Decimal(money).gte(price.allTotalPrice) };
}

/** Refuses to charge another amount than the one the seller confirmed (when it sent one). */
function assertConfirmed(price: TaskPrice, expectedTotal: string | undefined): void {
  if (expectedTotal !== undefined && !new Decimal(expectedTotal).eq(price.allTotalPrice)) {
    throw fail('task.priceChanged', price.allTotalPrice, new Decimal(expectedTotal).toFixed(2));
  }
}

/**
 * Publishes a task for the caller (docs/DOMAIN.md §4): prices it on the server, charges allTotalPrice
 * (fund 4, never below zero) and saves the task with its price snapshot, keywords and matched
 * products. No transaction: one read of the prices (and the new task's id), then one statement that
 * is all or nothing by itself (`postLedger` with the task's rider): the charge, its ledger row, the
 * task, its children and the request's idempotency key, written only when the balance covers the task
 * and the region is still there (locked until the statement commits). A refused charge leaves nothing
 * behind; two round trips instead of four.
 */
export async function publishTask(db: Db, actor: Actor, body: TaskPublish): Promise<TaskChargeResult> {
  const ctx = await loadPublishContext(db, { regionId: body.regionId, userId: actor.userId });
  const price = priceTask(ctx, body);
  assertTotal(price);
  assertConfirmed(price, body.expectedTotal);
  await assertShop(db, body.shopId, actor.userId, price.platform);
  const taskId = ctx.taskId;
  const taskNo = taskNoOf(taskId, new Date());
  const ref = { userId: actor.userId, taskId, taskNo, operator: actor.userName };
  const task = {
    taskId,
    taskNo,
    userId: actor.userId,
    siteId: ctx.user.siteId,
    ...taskColumns(body, price),
    remainQuantity: body.taskQuantity,
    paidAmount: price.allTotalPrice,
    status: '0',
    createBy: actor.userName,
  };
  const paid = await chargeOwner(
    db,
    { ...ref, type: FundType.TASK_PAY, remark: bilingual('task.ledger.publish', taskNo) },
    price.allTotalPrice,
    taskRider(task, body, price, actor.userName),
  );
  return { taskId, taskNo, allTotalPrice: price.allTotalPrice, amount: new Decimal(price.allTotalPrice).neg().toFixed(2), money: paid.balanceAfter };
}

/** `PUT /system/task`: the owner edits a pending task; it is re-priced and the difference charged or refunded. */
export async function editTask(db: Db, actor: Actor, body: TaskEdit): Promise<TaskChargeResult> {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, body.taskId, actor, TASK_ACCESS.edit);
    return saveEdit(tx, actor, task, body);
  });
}

/**
 * Saves a new body on a locked pending task: re-prices it with today's prices and rates, charges
 * (fund 5, never below zero) or refunds (fund 5) the difference to what was paid. The update is a
 * compare-and-set on the state and the paid amount, so a concurrent change cannot be paid twice.
 * `productIds` (aligned with body.products) keeps the product rows, as a product-level change does.
 */
export async function saveEdit(
  tx: Tx,
  actor: Actor,
  task: TaskRecord,
  body: TaskBody & { expectedTotal?: string },
  productIds?: number[],
): Promise<TaskChargeResult> {
  if (task.status !== '0') throw fail('task.stateRefused');
  const ctx = await loadPriceContext(tx, { regionId: body.regionId, userId: task.userId });
  const price = priceTask(ctx, body);
  assertTotal(price);
  assertConfirmed(price, body.expectedTotal);
  await assertShop(tx, body.shopId, task.userId, price.platform);
  const diff = new Decimal(price.allTotalPrice).minus(task.paidAmount);
  const updated = await tx
    .update(bizTask)
    .set({ ...taskColumns(body, price), remainQuantity: body.taskQuantity, paidAmount: price.allTotalPrice, updateBy: actor.userName, updateTime: new Date() })
    .where(and(eq(bizTask.taskId, task.taskId), eq(bizTask.status, '0'), eq(bizTask.paidAmount, task.paidAmount)))
    .returning({ taskId: bizTask.taskId });
  if (updated.length === 0) throw fail('task.stateRefused');
  await replaceChildren(tx, task.taskId, body, price, actor.userName, productIds);
  const ref = {
    userId: task.userId,
    taskId: task.taskId,
    taskNo: task.taskNo,
    operator: actor.userName,
    type: FundType.TASK_ADJUST,
    remark: bilingual('task.ledger.edit', task.taskNo),
  };
  let money: string;
  if (diff.gt(0)) money = (await chargeOwner(tx, ref, diff)).balanceAfter;
  else if (diff.lt(0)) money = (await refundOwner(tx, ref, diff.abs())).balanceAfter;
  else money = await balanceOf(tx, task.userId);
  return { taskId: task.taskId, taskNo: task.taskNo, allTotalPrice: price.allTotalPrice, amount: diff.neg().toFixed(2), money };
}

/**
 * `PUT /system/task/{id}/resubmit`: the owner sends a rejected task back to review (5→0). It is
 * re-priced (with the new body when one is given) and charged again in full (fund 4).
 */
export async function resubmitTask(db: Db, actor: Actor, taskId: number, body?: TaskPublish): Promise<TaskChargeResult> {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, taskId, actor, TASK_ACCESS.resubmit);
    if (task.status !== '5') throw fail('task.stateRefused');
    // Unchanged resubmission keeps the product rows; a new body replaces them.
    const { body: next, productIds } = body ? { body, productIds: undefined } : await loadTaskBody(tx, task);
    const ctx = await loadPriceContext(tx, { regionId: next.regionId, userId: task.userId });
    const price = priceTask(ctx, next);
    assertTotal(price);
    assertConfirmed(price, body?.expectedTotal);
    await assertShop(tx, next.shopId, task.userId, price.platform);
    const updated = await tx
      .update(bizTask)
      .set({
        ...taskColumns(next, price),
        status: '0',
        remainQuantity: next.taskQuantity,
        paidAmount: price.allTotalPrice,
        rejectReason: '',
        updateBy: actor.userName,
        updateTime: new Date(),
      })
      .where(and(eq(bizTask.taskId, taskId), eq(bizTask.status, '5')))
      .returning({ taskId: bizTask.taskId });
    if (updated.length === 0) throw fail('task.stateRefused');
    await replaceChildren(tx, taskId, next, price, actor.userName, productIds);
    const ref = {
      userId: task.userId,
      taskId,
      taskNo: task.taskNo,
      operator: actor.userName,
      type: FundType.TASK_PAY,
      remark: bilingual('task.ledger.resubmit', task.taskNo),
    };
    const paid = await chargeOwner(tx, ref, price.allTotalPrice);
    return {
      taskId,
      taskNo: task.taskNo,
      allTotalPrice: price.allTotalPrice,
      amount: new Decimal(price.allTotalPrice).neg().toFixed(2),
      money: paid.balanceAfter,
    };
  });
}
