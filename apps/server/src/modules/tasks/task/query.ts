import { type ServerDates, type TaskDetail, type TaskFeeSet, type TaskListQuery, type TaskRow, type TaskStatusValue, taskEndpoints } from '@ceping/contract';
import { type SQL, and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { type PgSelect, alias } from 'drizzle-orm/pg-core';
import { pageIds } from '../../../core/count.ts';
import { type SortKey, ownersPage, pageIdsByOwner } from '../../../core/owner-pages.ts';
import { allOf } from '../../../core/sql-text.ts';
import { notFound } from '../../../core/errors.ts';
import { dateRangeOf, likeOf, orderByOf, pageOf } from '../../../core/paging.ts';
import type { JsonText } from '../../../core/json-text.ts';
import type { Executor } from '../../../db/client.ts';
import { type WireColumns, lookup, sameNamed, viewerParam, wireRowsReader, wireSelect } from '../../../db/wire-json.ts';
import { bizProduct, bizRegion, bizTask, bizTaskCount, bizTaskKeyword, sysUser } from '../../../db/schema/index.ts';
import { priceLines } from '../../catalogue/index.ts';
import { type Actor, OWNERS_OF, readOwners, readScope } from './actor.ts';
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

/** A task as a row shows it: everything but the fee snapshot (a JSON document only the detail reads). */
type ListedTask = Omit<TaskRecord, 'feeSnapshot'>;

/** The task with its owner, staff member and region. */
const withJoins = <Q extends PgSelect>(q: Q) =>
  q
    .leftJoin(owner, eq(owner.userId, bizTask.userId))
    .leftJoin(staffUser, eq(staffUser.userId, bizTask.staffId))
    .leftJoin(bizRegion, eq(bizRegion.regionId, bizTask.regionId));

const taskRowSchema = taskEndpoints.list.response.shape.rows.element;

const wireFields = wireSelect(taskRowSchema, {
  ...sameNamed(bizTask, taskRowSchema),
  ship: sql`case when ${bizTask.ship} = '1' then '1' else '0' end`,
  userName: sql`coalesce(${owner.userName}, '')`,
  nickName: sql`coalesce(${owner.nickName}, '')`,
  regionNameEn: bizRegion.regionNameEn,
  serviceRemark: sql`case when ${viewerParam} is null then ${bizTask.serviceRemark} else '' end`,
  staffName: sql`case when ${bizTask.staffId} is not null then coalesce(nullif(${staffUser.nickName}, ''), ${staffUser.userName}) end`,
  readOnly: sql`coalesce(${bizTask.userId} <> ${viewerParam}, false)`,
} as WireColumns<typeof taskRowSchema.shape>);

/** A list page's rows by their ids, written as wire JSON by PostgreSQL: the fields {@link toRow} gives, computed in SQL. */
const readWireRows = wireRowsReader(
  'task_wire_by_ids',
  bizTask.taskId,
  wireFields,
  sql`${bizTask} ${lookup(sysUser, 'task_owner', sysUser.userId, bizTask.userId)} ${lookup(sysUser, 'task_staff', sysUser.userId, bizTask.staffId)}
    ${lookup(bizRegion, 'biz_region', bizRegion.regionId, bizTask.regionId)}`,
);

/** The wire rows of a page's ids, in the ids' order. */
const wireRows = (db: Executor, actor: Actor, ids: number[]) => readWireRows(db, ids, actor.staff ? null : actor.userId);

const base = (ex: Executor) => withJoins(ex.select(columns).from(bizTask).$dynamic());

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

/** The list's order when none is asked, newest first (one array, so its page texts are built once: core/count.ts). */
const NEWEST_ORDER = [desc(bizTask.createTime), desc(bizTask.taskId)];

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
export function visibleTasks(actor: Actor): SQL {
  return allOf(LIVE_TASKS, readScope(actor, bizTask.userId));
}

/** Tasks not deleted: what every task read filters on. */
const LIVE_TASKS = sql`${bizTask.delFlag} = '0'`;

/** The task list's default order, as keys of `biz_task_user_idx`. */
const NEWEST_FIRST: SortKey[] = [
  { col: bizTask.createTime, desc: true },
  { col: bizTask.taskId, desc: true },
];

/** What a task list asks beyond the caller's scope (undefined: nothing). */
function taskFilter(q: TaskListQuery): SQL | undefined {
  return and(
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
}

/** A seller's own and sub-accounts' live tasks, newest first, with the exact total from `biz_task_count`. */
const sellerPage = ownersPage({
  name: 'task_seller_page',
  table: bizTask,
  id: bizTask.taskId,
  owner: bizTask.userId,
  live: LIVE_TASKS,
  keys: NEWEST_FIRST,
  owners: OWNERS_OF,
  counted: { table: bizTaskCount, owner: bizTaskCount.userId, n: bizTaskCount.n },
});

/** `GET /system/task/list`: filters narrow the caller's scope, never widen it. */
export async function listTasks(db: Executor, actor: Actor, q: TaskListQuery): Promise<{ rows: JsonText | []; total: number; estimated: boolean }> {
  const asked = taskFilter(q);
  const { limit, offset } = pageOf(q);
  // A seller's list with nothing asked, in the default order: one statement for its page and total.
  if (!actor.staff && !asked && !q.orderByColumn) {
    const page = await sellerPage(db, actor.userId, limit, offset);
    return { rows: await wireRows(db, actor, page.ids), total: page.total, estimated: false };
  }
  const where = allOf(visibleTasks(actor), asked);
  const order = orderByOf(q, sortable, NEWEST_ORDER);
  // A seller with sub-accounts in the default order: each owner's page from its own range of
  // `biz_task_user_idx` (owner, create time, id), merged.
  const owners = q.orderByColumn ? undefined : await readOwners(db, actor);
  const page =
    owners && owners.length > 1
      ? await pageIdsByOwner(db, bizTask, bizTask.taskId, bizTask.userId, owners, where, NEWEST_FIRST, limit, offset)
      : await pageIds(db, bizTask, bizTask.taskId, where, order, limit, offset);
  return { rows: await wireRows(db, actor, page.ids), total: page.total, estimated: page.estimated };
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
