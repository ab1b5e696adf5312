import {
  type EvaluateTypeValue,
  type MessageKey,
  type ProductAdd,
  type ProductEdit,
  type ProductListQuery,
  type ProductListRow,
  type ServerDates,
  type TaskChargeResult,
  isMessageKey,
  taskBodySchema,
} from '@ceping/contract';
import { type SQL, and, asc, desc, eq, ilike, isNull, max, or, sql } from 'drizzle-orm';
import { fail, notFound } from '../../../core/errors.ts';
import { type ListPage, listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf } from '../../../core/paging.ts';
import type { Db, Executor, Tx } from '../../../db/client.ts';
import { bizProduct, bizTask } from '../../../db/schema/index.ts';
import type { Actor } from '../task/actor.ts';
import { saveEdit } from '../task/publish.ts';
import { visibleTasks } from '../task/query.ts';
import { type TaskRecord, loadTaskBody, lockTask } from '../task/repo.ts';

const columns = {
  productId: bizProduct.productId,
  taskId: bizProduct.taskId,
  orderId: bizProduct.orderId,
  taskNo: bizTask.taskNo,
  userId: bizTask.userId,
  productImg: bizProduct.productImg,
  productTitle: bizProduct.productTitle,
  keyword: bizProduct.keyword,
  sku: bizProduct.sku,
  productPrice: bizProduct.productPrice,
  num: bizProduct.num,
  ratePrice: bizProduct.ratePrice,
  orderNum: bizProduct.orderNum,
  createTime: bizProduct.createTime,
  evaluateType: bizProduct.evaluateType,
  evaluateContent: bizProduct.evaluateContent,
  evaluatePic: bizProduct.evaluatePic,
  evaluateVideo: bizProduct.evaluateVideo,
  evaluateTime: bizProduct.evaluateTime,
};
const joined = (ex: Executor) => ex.select(columns).from(bizProduct).leftJoin(bizTask, eq(bizTask.taskId, bizProduct.taskId));
type ProductRow = Omit<ServerDates<ProductListRow, 'createTime'>, 'evaluate'> & {
  evaluate?: Omit<NonNullable<ProductListRow['evaluate']>, 'evaluateTime'> & { evaluateTime: Date | null };
};
/** A product copied onto an order carries the review recorded for it; a task's own product has none. */
const toRow = (r: Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number]): ProductRow => {
  const { evaluateType, evaluateContent, evaluatePic, evaluateVideo, evaluateTime, ...row } = r;
  if (row.orderId === null) return row;
  return { ...row, evaluate: { evaluateType: evaluateType as EvaluateTypeValue, evaluateContent, evaluatePic, evaluateVideo, evaluateTime } };
};

/** What the product list's filter reads: the product rows with their task, if any (the caller's scope). */
const PRODUCT_FROM = sql`${bizProduct} left join ${bizTask} on ${bizTask.taskId} = ${bizProduct.taskId}`;

/** Staff also see product rows not tied to a task; sellers see those of the tasks they may read. */
const scope = (actor: Actor): SQL | undefined => (actor.staff ? or(isNull(bizProduct.taskId), eq(bizTask.delFlag, '0')) : visibleTasks(actor));

/**
 * `GET /system/product/list`: a task's own matched products, or with `orderId` the copies on that
 * order with their reviews (the copies never mix into a task's list). Its total above 10,000 rows is
 * the planner's estimate (core/list-page.ts).
 */
export async function listProducts(db: Db, actor: Actor, q: ProductListQuery): Promise<ListPage<ProductRow>> {
  const where = and(
    scope(actor),
    q.taskId ? eq(bizProduct.taskId, q.taskId) : undefined,
    q.orderId ? eq(bizProduct.orderId, q.orderId) : isNull(bizProduct.orderId),
    q.productTitle ? ilike(bizProduct.productTitle, likeOf(q.productTitle) ?? '') : undefined,
  );
  const page = await listPage(
    db,
    PRODUCT_FROM,
    where,
    q,
    joined(db).where(where).orderBy(desc(bizProduct.taskId), asc(bizProduct.orderNum), asc(bizProduct.productId)),
  );
  return mapPage(page, toRow);
}

export async function getProduct(db: Db, actor: Actor, productId: number): Promise<ProductRow> {
  const [row] = await joined(db).where(and(eq(bizProduct.productId, productId), scope(actor)));
  if (!row) throw notFound();
  return toRow(row);
}

/**
 * Re-prices the locked task after a product row changed, through the same path as `PUT /system/task`:
 * the stored body (with the rows as they are now) is validated like a publish, then saved, and the
 * difference charged or refunded. Any refusal rolls the product change back with it.
 */
async function repriceAfterChange(tx: Tx, actor: Actor, task: TaskRecord): Promise<TaskChargeResult> {
  const { body, productIds } = await loadTaskBody(tx, task);
  const parsed = taskBodySchema.safeParse({ ...body, matchProduct: productIds.length > 0 ? 1 : 0 });
  if (!parsed.success) {
    const msg = parsed.error.issues[0]?.message ?? '';
    throw fail(isMessageKey(msg) ? (msg as MessageKey) : 'error.badRequest');
  }
  return saveEdit(tx, actor, task, parsed.data, productIds);
}

/** The pending task a product belongs to, locked for its owner (foreign or order-only rows are not found). */
async function lockProductTask(tx: Tx, actor: Actor, productId: number): Promise<{ task: TaskRecord; productId: number }> {
  const [p] = await tx
    .select({ taskId: bizProduct.taskId })
    .from(bizProduct)
    .where(and(eq(bizProduct.productId, productId), isNull(bizProduct.orderId)));
  if (!p?.taskId) throw notFound();
  const task = await lockTask(tx, p.taskId, actor, 'owner');
  if (task.status !== '0') throw fail('task.stateRefused');
  return { task, productId };
}

export async function addProduct(db: Db, actor: Actor, body: ProductAdd): Promise<TaskChargeResult & { productId: number }> {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, body.taskId, actor, 'owner');
    if (task.status !== '0') throw fail('task.stateRefused');
    const [{ last }] = await tx
      .select({ last: max(bizProduct.orderNum) })
      .from(bizProduct)
      .where(and(eq(bizProduct.taskId, task.taskId), isNull(bizProduct.orderId)));
    const { taskId, ...fields } = body;
    const [row] = await tx
      .insert(bizProduct)
      .values({ ...fields, taskId, orderNum: (last ?? 0) + 1, createBy: actor.userName })
      .returning({ productId: bizProduct.productId });
    return { ...(await repriceAfterChange(tx, actor, task)), productId: row.productId };
  });
}

export async function editProduct(db: Db, actor: Actor, body: ProductEdit): Promise<TaskChargeResult> {
  return db.transaction(async (tx) => {
    const { task } = await lockProductTask(tx, actor, body.productId);
    const { productId, ...fields } = body;
    await tx
      .update(bizProduct)
      .set({ ...fields, updateBy: actor.userName, updateTime: new Date() })
      .where(eq(bizProduct.productId, productId));
    return repriceAfterChange(tx, actor, task);
  });
}

export async function removeProduct(db: Db, actor: Actor, productId: number): Promise<TaskChargeResult> {
  return db.transaction(async (tx) => {
    const { task } = await lockProductTask(tx, actor, productId);
    await tx.delete(bizProduct).where(eq(bizProduct.productId, productId));
    return repriceAfterChange(tx, actor, task);
  });
}
