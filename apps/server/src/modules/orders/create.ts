import { type OrderAdd, type OrderResult, TaskStatus } from '@ceping/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { fail, forbidden, isUniqueViolation, notFound } from '../../core/errors.ts';
import { commitIdempotencyClaim } from '../../core/idempotency.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bizOrder, bizTask } from '../../db/schema/index.ts';
import { type Actor, bilingual } from './deps.ts';
import { addEvent, resultOf } from './repo.ts';

/** Refuses an order number already used by a live order on the same platform (the unique index is the last word). */
export async function assertOrderNoFree(tx: Tx, orderNo: string, platform: string, except?: number): Promise<void> {
  if (!orderNo) return;
  const [taken] = await tx
    .select({ id: bizOrder.orderId })
    .from(bizOrder)
    .where(and(eq(bizOrder.orderNo, orderNo), eq(bizOrder.platform, platform), eq(bizOrder.delFlag, '0')))
    .limit(1);
  if (taken && taken.id !== except) throw fail('order.orderNoExists', platform, orderNo);
}

/** Runs a write that may hit the order-number index and answers the localized message when it does. */
export async function withOrderNo<T>(orderNo: string, platform: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('order.orderNoExists', platform, orderNo);
    throw err;
  }
}

/** Why the guarded decrement took nothing: the task is gone or foreign, not distributed to the caller, or not open. */
async function refusal(tx: Tx, taskId: number, actor: Actor): Promise<never> {
  const [task] = await tx
    .select({ staffId: bizTask.staffId })
    .from(bizTask)
    .where(and(eq(bizTask.taskId, taskId), eq(bizTask.delFlag, '0')));
  if (!task) throw notFound();
  if (!actor.admin && task.staffId !== actor.userId) throw fail('order.taskNotYours');
  throw fail('order.taskUnavailable');
}

/**
 * `POST /system/orders` (docs/DOMAIN.md §4): staff place an order on a task in progress that still
 * has orders left — only on a task distributed to them, unless they are an admin. One transaction:
 * one guarded UPDATE takes the quantity (`remain_quantity - 1 … WHERE status = '1' AND
 * remain_quantity > 0`, so fifty parallel requests on ten orders left make exactly ten orders), the
 * order copies the task's snapshot and its matched products, and the history records it.
 */
export async function createOrder(db: Db, actor: Actor, body: OrderAdd): Promise<OrderResult> {
  if (!actor.staff) throw forbidden();
  return db.transaction(async (tx) => {
    const mine = actor.admin ? undefined : eq(bizTask.staffId, actor.userId);
    const [task] = await tx
      .update(bizTask)
      .set({ remainQuantity: sql`${bizTask.remainQuantity} - 1`, updateBy: actor.userName, updateTime: new Date() })
      .where(and(eq(bizTask.taskId, body.taskId), eq(bizTask.status, TaskStatus.RUNNING), gt(bizTask.remainQuantity, 0), eq(bizTask.delFlag, '0'), mine))
      .returning();
    if (!task) return refusal(tx, body.taskId, actor);
    // A request with an Idempotency-Key spends it with the order it places (see updateOrderFrom).
    await commitIdempotencyClaim(tx);
    await assertOrderNoFree(tx, body.orderNo, task.platform);
    const now = new Date();
    const [order] = await withOrderNo(body.orderNo, task.platform, () =>
      tx
        .insert(bizOrder)
        .values({
          orderNo: body.orderNo,
          taskId: task.taskId,
          taskNo: task.taskNo,
          userId: task.userId,
          siteId: task.siteId,
          shopId: task.shopId,
          staffId: task.staffId ?? actor.userId,
          regionId: task.regionId,
          regionName: task.regionName,
          platform: task.platform,
          regionCoin: task.regionCoin,
          productPic: task.productPic,
          productTitle: task.productTitle,
          productUrl: task.productUrl,
          sku: task.sku,
          productPrice: task.productPrice,
          perQuantity: task.perQuantity,
          rate: task.rate,
          mainProductPrice: task.mainProductPrice,
          matchProductPrice: task.matchProductPrice,
          unitPrice: task.unitPrice,
          totalPrice: task.totalPrice,
          actuallyPay: body.actuallyPay ?? null,
          remark: body.remark,
          orderStatus: '0',
          taskTime: task.publishTime,
          acceptTime: now,
          createBy: actor.userName,
          createTime: now,
        })
        .returning(),
    );
    // The task's matched products, copied onto the order (each gets its own review later).
    await tx.execute(sql`
      insert into biz_product (task_id, order_id, product_img, product_title, keyword, sku, product_price, num, rate_price, order_num, create_by, create_time)
      select task_id, ${order.orderId}, product_img, product_title, keyword, sku, product_price, num, rate_price, order_num, ${actor.userName}, now()
      from biz_product where task_id = ${task.taskId} and order_id is null order by order_num, product_id`);
    await addEvent(tx, order, actor, {
      action: 'create',
      to: '0',
      remark: bilingual('order.event.create', task.taskNo, task.remainQuantity),
    });
    return resultOf(order, { taskStatus: task.status, remainQuantity: task.remainQuantity });
  });
}
