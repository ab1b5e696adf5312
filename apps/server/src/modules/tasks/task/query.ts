import type { ServerDates, TaskDetail, TaskFeeSet, TaskListQuery, TaskRow, TaskStatusValue } from '@ceping/contract';
import { type SQL, and, asc, desc, eq, getTableColumns, ilike, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inIdOrder, pageIds } from '../../../core/count.ts';
import { notFound } from '../../../core/errors.ts';
import { dateRangeOf, likeOf, orderByOf, pageOf } from '../../../core/paging.ts';
import { type Executor, preparedPer } from '../../../db/client.ts';
import { bizProduct, bizRegion, bizTask, bizTaskKeyword, sysUser } from '../../../db/schema/index.ts';
import { priceLines } from '../../catalogue/index.ts';
import { type Actor, readScope } from './actor.ts';
import type { TaskRecord } from './repo.ts';

const owner = alias(sysUser, 'task_owner');
const staffUser = alias(sysUser, 'task_staff');

const columns = {
  t: bizTask,
  userName: owner.userName,
  nickName: owner.nickName,
  phone: owner.phonenumber,
  staffNick: staffUser.nickName,
  staffUserName: staffUser.userName,
  regionNameEn: bizRegion.regionNameEn,
};
type Joined = {
  t: ListedTask;
  userName: string | null;
  nickName: string | null;
  phone: string | null;
  staffNick: string | null;
  staffUserName: string | null;
  regionNameEn: string | null;
};

/** A task as a list shows it: everything but the fee snapshot (a JSON document only the detail reads). */
type ListedTask = Omit<TaskRecord, 'feeSnapshot'>;
const { feeSnapshot: _feeSnapshot, ...listedColumns } = getTableColumns(bizTask);

/**
 * The joined rows of a page's ids, in the ids' order: one prepared statement (built once, planned once
 * per connection), so a list page plans only its single-table id query (see orders/query.ts).
 */
const rowsStatement = preparedPer((db: Executor) =>
  db
    .select({ ...columns, t: listedColumns })
    .from(bizTask)
    .leftJoin(owner, eq(owner.userId, bizTask.userId))
    .leftJoin(staffUser, eq(staffUser.userId, bizTask.staffId))
    .leftJoin(bizRegion, eq(bizRegion.regionId, bizTask.regionId))
    .where(sql`${bizTask.taskId} = any(${sql.placeholder('ids')})`)
    .prepare('task_rows_by_ids'),
);

async function rowsByIds(db: Executor, ids: number[]): Promise<Joined[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, (await rowsStatement(db).execute({ ids })) as Joined[], (j) => j.t.taskId);
}

const base = (ex: Executor) =>
  ex
    .select(columns)
    .from(bizTask)
    .leftJoin(owner, eq(owner.userId, bizTask.userId))
    .leftJoin(staffUser, eq(staffUser.userId, bizTask.staffId))
    .leftJoin(bizRegion, eq(bizRegion.regionId, bizTask.regionId));

/** The dates stay `Date`; the response schema writes them in the wire format. */
type TaskDates = 'distributeTime' | 'publishTime' | 'completeTime' | 'createTime' | 'updateTime';

function toRow(actor: Actor, j: Joined): ServerDates<TaskRow, TaskDates> {
  // The detail's row carries the fee snapshot too; neither it nor the delete flag is part of a row.
  const { delFlag: _del, feeSnapshot: _fees, ...t } = j.t as ListedTask & { feeSnapshot?: unknown };
  return {
    ...t,
    ship: t.ship === '1' ? '1' : '0',
    status: t.status as TaskStatusValue,
    userName: j.userName ?? '',
    nickName: j.nickName ?? '',
    regionNameEn: j.regionNameEn,
    serviceRemark: actor.staff ? t.serviceRemark : '',
    staffName: t.staffId ? j.staffNick || j.staffUserName : null,
    readOnly: !actor.staff && t.userId !== actor.userId,
  };
}

const sortable = {
  taskId: bizTask.taskId,
  taskNo: bizTask.taskNo,
  createTime: bizTask.createTime,
  publishTime: bizTask.publishTime,
  status: bizTask.status,
  taskQuantity: bizTask.taskQuantity,
  remainQuantity: bizTask.remainQuantity,
  totalPrice: bizTask.totalPrice,
  allTotalPrice: bizTask.allTotalPrice,
  productPrice: bizTask.productPrice,
};

/** The visibility condition every task read shares (scope + not deleted). */
export function visibleTasks(actor: Actor): SQL | undefined {
  return and(eq(bizTask.delFlag, '0'), readScope(actor, bizTask.userId));
}

/** `GET /system/task/list`: filters narrow the caller's scope, never widen it. */
export async function listTasks(
  db: Executor,
  actor: Actor,
  q: TaskListQuery,
): Promise<{ rows: ServerDates<TaskRow, TaskDates>[]; total: number; estimated: boolean }> {
  const where = and(
    visibleTasks(actor),
    q.status ? eq(bizTask.status, q.status) : undefined,
    q.regionId ? eq(bizTask.regionId, q.regionId) : undefined,
    q.platform ? eq(bizTask.platform, q.platform) : undefined,
    q.taskNo ? ilike(bizTask.taskNo, likeOf(q.taskNo) ?? '') : undefined,
    q.productTitle ? ilike(bizTask.productTitle, likeOf(q.productTitle) ?? '') : undefined,
    q.userId ? eq(bizTask.userId, q.userId) : undefined,
    q.staffId ? eq(bizTask.staffId, q.staffId) : undefined,
    q.shopId ? eq(bizTask.shopId, q.shopId) : undefined,
    dateRangeOf(bizTask.createTime, q.params),
  );
  const order = orderByOf(q, sortable, [desc(bizTask.createTime), desc(bizTask.taskId)]);
  const { limit, offset } = pageOf(q);
  const page = await pageIds(db, bizTask, bizTask.taskId, where, order, limit, offset);
  const found = await rowsByIds(db, page.ids);
  return { rows: found.map((j) => toRow(actor, j)), total: page.total, estimated: page.estimated };
}

/** `GET /system/task/{id}`: the full task with keywords, matched products, fee snapshot and cost lines. */
export async function getTask(
  db: Executor,
  actor: Actor,
  taskId: number,
): Promise<Omit<ServerDates<TaskDetail, TaskDates>, 'products'> & { products: ServerDates<TaskDetail['products'][number], 'createTime'>[] }> {
  const [j] = await base(db).where(and(eq(bizTask.taskId, taskId), visibleTasks(actor)));
  if (!j) throw notFound();
  const [keywords, products] = await Promise.all([
    db.select().from(bizTaskKeyword).where(eq(bizTaskKeyword.taskId, taskId)).orderBy(asc(bizTaskKeyword.orderNum), asc(bizTaskKeyword.keywordId)),
    db
      .select()
      .from(bizProduct)
      .where(and(eq(bizProduct.taskId, taskId), isNull(bizProduct.orderId)))
      .orderBy(asc(bizProduct.orderNum), asc(bizProduct.productId)),
  ]);
  const t = j.t;
  const fees = t.feeSnapshot as TaskFeeSet;
  const matchNum = products.reduce((s, p) => s + p.num, 0);
  return {
    ...toRow(actor, j),
    phone: j.phone ?? '',
    keywords,
    products: products.map(({ createBy: _c, updateBy: _u, updateTime: _t, ...p }) => p),
    feeSnapshot: fees,
    lines: priceLines(fees, t.basePrice, t.addMoney, t, matchNum),
  };
}
