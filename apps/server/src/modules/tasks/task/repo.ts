import { type TaskAccess, type TaskBody, type TaskPrice, mayActOnTask } from '@ceping/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { fail, forbidden, notFound } from '../../../core/errors.ts';
import type { Executor, Tx } from '../../../db/client.ts';
import { bizProduct, bizShop, bizTask, bizTaskKeyword, sysUser } from '../../../db/schema/index.ts';
import { MAX_TASK_TOTAL } from '../../catalogue/index.ts';
import type { Actor } from './actor.ts';
import { insertChildren } from './task-insert.ts';

export type TaskRecord = typeof bizTask.$inferSelect;

export type { TaskAccess } from '@ceping/contract';

/**
 * Loads a task for a write and locks its row until the transaction ends, so a concurrent transition
 * waits and then sees the new state. Missing and foreign tasks answer `notFound` alike; a seller's
 * sub-account task answers `task.readOnly`.
 */
export async function lockTask(tx: Tx, taskId: number, actor: Actor, access: TaskAccess): Promise<TaskRecord> {
  const [task] = await tx
    .select()
    .from(bizTask)
    .where(and(eq(bizTask.taskId, taskId), eq(bizTask.delFlag, '0')))
    .for('update');
  if (!task) throw notFound();
  // Who may act is the contract's rule (the web shows the same actions).
  if (mayActOnTask(access, task.userId, actor)) return task;
  const own = task.userId === actor.userId;
  if (actor.staff) throw forbidden();
  if (!own && (await isSubAccountOf(tx, task.userId, actor.userId))) throw fail('task.readOnly');
  throw own ? forbidden() : notFound();
}

async function isSubAccountOf(ex: Executor, userId: number, parentId: number): Promise<boolean> {
  const [row] = await ex.select({ parentId: sysUser.parentId }).from(sysUser).where(eq(sysUser.userId, userId));
  return row?.parentId === parentId;
}

/** "T" + yyyyMMdd (GMT+8) + id. */
export function taskNoOf(taskId: number, at: Date): string {
  const z = new Date(at.getTime() + 8 * 3600_000);
  const ymd = `${z.getUTCFullYear()}${String(z.getUTCMonth() + 1).padStart(2, '0')}${String(z.getUTCDate()).padStart(2, '0')}`;
  return `T${ymd}${taskId}`;
}

/** A shop named on a task must be one of the owner's shops, enabled, on the task's platform. */
export async function assertShop(ex: Executor, shopId: number | null | undefined, ownerId: number, platform: string): Promise<void> {
  if (!shopId) return;
  const [shop] = await ex
    .select({ shopName: bizShop.shopName, platform: bizShop.platform, status: bizShop.status })
    .from(bizShop)
    .where(and(eq(bizShop.shopId, shopId), eq(bizShop.userId, ownerId)));
  if (!shop) throw fail('task.shopInvalid');
  if (shop.platform !== platform) throw fail('task.shopPlatform', shop.shopName);
  if (shop.status !== '0') throw fail('task.shopDisabled', shop.shopName);
}

export function assertTotal(price: TaskPrice): void {
  if (new Decimal(price.allTotalPrice).gt(MAX_TASK_TOTAL)) throw fail('task.amountTooLarge');
}

/** The task columns a body and its price decide (everything but owner, state and bookkeeping). */
export function taskColumns(body: TaskBody, price: TaskPrice) {
  return {
    shopId: body.shopId ?? null,
    regionId: body.regionId,
    regionName: price.regionName,
    platform: price.platform,
    regionCoin: price.regionCoin,
    productPic: body.productPic,
    productTitle: body.productTitle,
    productUrl: body.productUrl,
    sku: body.sku,
    productPrice: body.productPrice,
    perQuantity: body.perQuantity,
    taskQuantity: body.taskQuantity,
    ship: body.ship,
    enterMethod: body.enterMethod,
    enterMethodRemark: body.enterMethodRemark,
    msg: body.msg,
    remark: body.remark,
    follow: body.follow,
    wish: body.wish,
    cart: body.cart,
    chat: body.chat,
    gift: body.gift,
    coupon: body.coupon,
    couponUrl: body.couponUrl,
    couponPic: body.couponPic,
    compare: body.compare,
    browse: body.browse,
    matchProduct: body.matchProduct,
    regionRate: price.regionRate,
    userRate: price.userRate,
    rate: price.rate,
    basePrice: price.basePrice,
    addMoney: price.addMoney,
    feeSnapshot: price.fees,
    compareMoney: price.compareMoney,
    browseMoney: price.browseMoney,
    matchProductMoney: price.matchProductMoney,
    mainProductPrice: price.mainProductPrice,
    matchProductPrice: price.matchProductPrice,
    addServicePerOrder: price.addServicePerOrder,
    unitPrice: price.unitPrice,
    unitPriceStr: price.unitPriceStr,
    totalPrice: price.totalPrice,
    allTotalAddService: price.allTotalAddService,
    allTotalPrice: price.allTotalPrice,
  };
}

/**
 * Replaces a task's keyword rows and matched products (rows copied to orders are not touched). With
 * `productIds` (aligned with body.products) the product rows are kept and only re-priced.
 */
export async function replaceChildren(tx: Tx, taskId: number, body: TaskBody, price: TaskPrice, by: string, productIds?: number[]): Promise<void> {
  await tx.delete(bizTaskKeyword).where(eq(bizTaskKeyword.taskId, taskId));
  if (productIds) {
    await insertChildren(tx, taskId, body, price, by, false);
    for (const [i, productId] of productIds.entries()) {
      await tx
        .update(bizProduct)
        .set({ ratePrice: price.products[i]?.ratePrice ?? '0', updateBy: by, updateTime: new Date() })
        .where(eq(bizProduct.productId, productId));
    }
    return;
  }
  await tx.delete(bizProduct).where(and(eq(bizProduct.taskId, taskId), isNull(bizProduct.orderId)));
  await insertChildren(tx, taskId, body, price, by, true);
}

/** A matched product's fields as a task body carries them (a product row's, or the body's own). */
export const productBody = (p: TaskBody['products'][number]): TaskBody['products'][number] => ({
  productImg: p.productImg,
  productTitle: p.productTitle,
  keyword: p.keyword,
  sku: p.sku,
  productPrice: p.productPrice,
  num: p.num,
});

const bit = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

/**
 * The body a stored task was published with (for re-pricing on resubmit or a product change), and the
 * ids of its matched product rows in body order.
 */
export async function loadTaskBody(ex: Executor, t: TaskRecord): Promise<{ body: TaskBody; productIds: number[] }> {
  const keywords = await ex
    .select()
    .from(bizTaskKeyword)
    .where(eq(bizTaskKeyword.taskId, t.taskId))
    .orderBy(asc(bizTaskKeyword.orderNum), asc(bizTaskKeyword.keywordId));
  const products = await ex
    .select()
    .from(bizProduct)
    .where(and(eq(bizProduct.taskId, t.taskId), isNull(bizProduct.orderId)))
    .orderBy(asc(bizProduct.orderNum), asc(bizProduct.productId));
  const body: TaskBody = {
    regionId: t.regionId,
    shopId: t.shopId,
    productPic: t.productPic,
    productTitle: t.productTitle,
    productUrl: t.productUrl,
    sku: t.sku,
    productPrice: t.productPrice,
    perQuantity: t.perQuantity,
    taskQuantity: t.taskQuantity,
    ship: t.ship === '1' ? '1' : '0',
    enterMethod: t.enterMethod as TaskBody['enterMethod'],
    enterMethodRemark: t.enterMethodRemark,
    keywords: keywords.map((k) => ({ keyword: k.keyword, remark: k.remark, quantity: k.quantity })),
    msg: t.msg,
    remark: t.remark,
    follow: bit(t.follow),
    wish: bit(t.wish),
    cart: bit(t.cart),
    chat: bit(t.chat),
    gift: bit(t.gift),
    coupon: bit(t.coupon),
    couponUrl: t.couponUrl,
    couponPic: t.couponPic,
    compare: t.compare,
    browse: t.browse,
    matchProduct: bit(t.matchProduct),
    products: products.map(productBody),
  };
  return { body, productIds: products.map((p) => p.productId) };
}
