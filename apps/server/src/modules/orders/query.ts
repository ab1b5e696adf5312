import type {
  EvaluateStatusValue,
  EvaluateTypeValue,
  Lang,
  OrderDetail,
  OrderEventRow,
  OrderExportQuery,
  OrderFundRow,
  OrderListQuery,
  OrderProductRow,
  OrderRow,
  OrderStatusValue,
  ServerDates,
  SettleStatusValue,
} from '@ceping/contract';
import { ordersEndpoints } from '@ceping/contract';
import { type AnyColumn, type SQL, and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { type PgSelect, alias } from 'drizzle-orm/pg-core';
import { parseDate } from '../../core/envelope.ts';
import { countOrEstimate, pageIds } from '../../core/count.ts';
import { type SortKey, ownersPage, pageIdsByOwner } from '../../core/owner-pages.ts';
import { allOf, sameFilter } from '../../core/sql-text.ts';
import { notFound } from '../../core/errors.ts';
import { orderByOf, pageOf } from '../../core/paging.ts';
import type { JsonText } from '../../core/json-text.ts';
import type { Executor } from '../../db/client.ts';
import { type WireColumns, lookup, sameNamed, viewerParam, wireRowsReader, wireSelect } from '../../db/wire-json.ts';
import { bizFund, bizOrder, bizOrderCount, bizOrderEvent, bizProduct, bizRegion, bizShop, bizTask, sysUser } from '../../db/schema/index.ts';
import { keywordFilter } from './keyword.ts';
import { newestPageByBlocks, probeNewest } from './pages.ts';
import { type Actor, OWNERS_OF, productBody, readOwners } from './deps.ts';
import type { OrderRecord } from './repo.ts';

/** The most rows one export writes. */
export const EXPORT_LIMIT = 50_000;

/**
 * The seller ids a caller reads orders of: undefined (everything) for staff and admin, else its own
 * id and its sub-accounts' ids (the tasks' owners, the same rule). Computed once per request, so the
 * list reads an index on user_id.
 */
export const scopeOf = readOwners;

/** `user_id` within the scope (nothing for staff). */
export function inScope(col: typeof bizOrder.userId | typeof bizOrderEvent.userId, ids: number[] | undefined): SQL | undefined {
  if (!ids) return undefined;
  return ids.length === 1 ? eq(col, ids[0]) : inArray(col, ids);
}

/** Live orders: what every order list reads. */
const LIVE_ORDERS = sql`${bizOrder.delFlag} = '0'`;

/** Live orders of the scope. */
export const visibleOrders = (ids: number[] | undefined): SQL => allOf(LIVE_ORDERS, inScope(bizOrder.userId, ids));

/**
 * Live orders of the scope, the scope checked on each row read and never through an owner index: for
 * a filter that already names orders of the scope only (a rare keyword's ids). Left indexable, the
 * planner ANDs a seller's whole owner range into the few ids' bitmap: 1.2 ms reading 43,000 index
 * entries that remove nothing. `+ 0` makes the owner an expression no index holds.
 */
const visibleOrdersByRow = (ids: number[] | undefined): SQL =>
  allOf(LIVE_ORDERS, ids ? sql`(${bizOrder.userId} + 0) = any(${sql.param(ids)}::bigint[])` : undefined);

type Dates = 'settleTime' | 'evaluateTime' | 'taskTime' | 'acceptTime' | 'shipTime' | 'completeTime' | 'cancelTime' | 'createTime' | 'updateTime';
export type ServerOrderRow = ServerDates<OrderRow, Dates>;

const owner = alias(sysUser, 'order_owner');
const staffUser = alias(sysUser, 'order_staff');
const columns = {
  o: bizOrder,
  userName: owner.userName,
  nickName: owner.nickName,
  staffNick: staffUser.nickName,
  staffUserName: staffUser.userName,
  shopName: bizShop.shopName,
  shopType: bizShop.shopType,
  regionNameEn: bizRegion.regionNameEn,
};
type Joined = {
  o: OrderRecord;
  userName: string | null;
  nickName: string | null;
  staffNick: string | null;
  staffUserName: string | null;
  shopName: string | null;
  shopType: string | null;
  regionNameEn: string | null;
};

/** The order with its owner, staff member, shop and region. */
const withJoins = <Q extends PgSelect>(q: Q) =>
  q
    .leftJoin(owner, eq(owner.userId, bizOrder.userId))
    .leftJoin(staffUser, eq(staffUser.userId, bizOrder.staffId))
    .leftJoin(bizShop, eq(bizShop.shopId, bizOrder.shopId))
    .leftJoin(bizRegion, eq(bizRegion.regionId, bizOrder.regionId));
const joined = (ex: Executor) => withJoins(ex.select(columns).from(bizOrder).$dynamic());

const orderRowSchema = ordersEndpoints.list.response.shape.rows.element;

const wireFields = wireSelect(orderRowSchema, {
  ...sameNamed(bizOrder, orderRowSchema),
  id: bizOrder.orderId,
  userName: sql`coalesce(${owner.userName}, '')`,
  nickName: sql`coalesce(${owner.nickName}, '')`,
  staffName: sql`case when ${bizOrder.staffId} is not null then coalesce(nullif(${staffUser.nickName}, ''), ${staffUser.userName}) end`,
  shopName: bizShop.shopName,
  shopType: bizShop.shopType,
  regionNameEn: bizRegion.regionNameEn,
  readOnly: sql`coalesce(${bizOrder.userId} <> ${viewerParam}, false)`,
} as WireColumns<typeof orderRowSchema.shape>);

/** A list page's rows by their ids, written as wire JSON by PostgreSQL: the fields {@link toRow} gives, computed in SQL. */
const readWireRows = wireRowsReader(
  'orders_wire_by_ids',
  bizOrder.orderId,
  wireFields,
  sql`${bizOrder} ${lookup(sysUser, 'order_owner', sysUser.userId, bizOrder.userId)} ${lookup(sysUser, 'order_staff', sysUser.userId, bizOrder.staffId)}
    ${lookup(bizShop, 'biz_shop', bizShop.shopId, bizOrder.shopId)} ${lookup(bizRegion, 'biz_region', bizRegion.regionId, bizOrder.regionId)}`,
);

/** The wire rows of a page's ids, in the ids' order. */
const wireRows = (db: Executor, actor: Actor, ids: number[]) => readWireRows(db, ids, actor.staff ? null : actor.userId);

function toRow(actor: Actor, j: Joined): ServerOrderRow {
  const { orderId, delFlag: _del, ...o } = j.o;
  return {
    id: orderId,
    ...o,
    orderStatus: o.orderStatus as OrderStatusValue,
    evaluateStatus: o.evaluateStatus as EvaluateStatusValue,
    evaluateType: o.evaluateType as EvaluateTypeValue,
    settleStatus: o.settleStatus as SettleStatusValue,
    userName: j.userName ?? '',
    nickName: j.nickName ?? '',
    staffName: o.staffId ? j.staffNick || j.staffUserName : null,
    shopName: j.shopName,
    shopType: j.shopType,
    regionNameEn: j.regionNameEn,
    readOnly: !actor.staff && o.userId !== actor.userId,
  };
}

/** The list's order when none is asked, newest first (one array, so its page texts are built once: core/count.ts). */
const NEWEST_ORDER = [desc(bizOrder.orderId)];

/** Sort keys; a missing time or amount counts as the lowest (as RuoYi's MySQL sorts NULL), so descending puts it last. */
const sortable = {
  id: bizOrder.orderId,
  acceptTime: bizOrder.acceptTime,
  shipTime: sql`coalesce(${bizOrder.shipTime}, '-infinity'::timestamptz)`,
  completeTime: sql`coalesce(${bizOrder.completeTime}, '-infinity'::timestamptz)`,
  actuallyPay: sql`coalesce(${bizOrder.actuallyPay}, -1)`,
};

/** A time field between `begin` and `end` (calendar days unless a time is given). */
function between(col: AnyColumn, begin: string | undefined, end: string | undefined): SQL | undefined {
  const from = begin ? parseDate(begin) : undefined;
  const to = end ? parseDate(end, true) : undefined;
  return and(from ? gte(col, from) : undefined, to ? lte(col, to) : undefined);
}

/**
 * The list filters: they narrow the scope, never widen it. `keyword` stands for `q.keyword`
 * ({@link keywordFilter}); `scoped` when it names orders of the scope only, so the scope is checked
 * on each row.
 */
export function orderFilter(q: OrderExportQuery, ids: number[] | undefined, keyword?: SQL, scoped = false): SQL {
  const p = q.params ?? {};
  return allOf(
    scoped ? visibleOrdersByRow(ids) : visibleOrders(ids),
    q.orderNo ? eq(bizOrder.orderNo, q.orderNo) : undefined,
    q.taskId ? eq(bizOrder.taskId, q.taskId) : undefined,
    q.taskNo ? eq(bizOrder.taskNo, q.taskNo) : undefined,
    q.orderStatus?.length ? inArray(bizOrder.orderStatus, q.orderStatus) : undefined,
    q.evaluateStatus ? eq(bizOrder.evaluateStatus, q.evaluateStatus) : undefined,
    q.settleStatus ? eq(bizOrder.settleStatus, q.settleStatus) : undefined,
    q.platform ? eq(bizOrder.platform, q.platform) : undefined,
    q.regionId ? eq(bizOrder.regionId, q.regionId) : undefined,
    q.shopId ? eq(bizOrder.shopId, q.shopId) : undefined,
    q.userId ? eq(bizOrder.userId, q.userId) : undefined,
    q.staffId ? eq(bizOrder.staffId, q.staffId) : undefined,
    q.remarked ? ne(bizOrder.merchantRemark, '') : undefined,
    keyword,
    between(bizOrder.createTime, p.beginTime, p.endTime),
    between(bizOrder.acceptTime, p.beginAcceptTime, p.endAcceptTime),
    between(bizOrder.shipTime, p.beginShipTime, p.endShipTime),
    between(bizOrder.completeTime, p.beginCompleteTime, p.endCompleteTime),
  );
}

/** Newest first unless asked otherwise (`isAsc` defaults to desc here, as the spec's lists send). */
const orderOf = (q: Pick<OrderListQuery, 'orderByColumn' | 'isAsc'>) => orderByOf({ ...q, isAsc: q.isAsc ?? 'desc' }, sortable, NEWEST_ORDER);

/** The total of an orders list: exact up to 10,000 matches, else the planner's estimate (`core/count.ts`). */
export const countOrders = (db: Executor, where: SQL | undefined, limit?: number) => countOrEstimate(db, bizOrder, where, limit);

/** The filter of every live order (staff, nothing asked), rendered once: a list's filter is compared with it. */
const EVERY_LIVE_ORDER = visibleOrders(undefined);

/** Newest first, as the keys of `biz_order_user_idx` after its owner. */
const NEWEST_IDS: SortKey[] = [{ col: bizOrder.orderId, desc: true }];

/** A seller's own and sub-accounts' live orders, newest first, with the exact total from `biz_order_count`. */
const sellerPage = ownersPage({
  name: 'orders_seller_page',
  table: bizOrder,
  id: bizOrder.orderId,
  owner: bizOrder.userId,
  live: LIVE_ORDERS,
  keys: NEWEST_IDS,
  owners: OWNERS_OF,
  counted: { table: bizOrderCount, owner: bizOrderCount.userId, n: bizOrderCount.n },
});

/**
 * `GET /system/orders/list`. The page's ids are picked first (an index-only scan on the filter's
 * index, cheap even for a deep page), then only those rows are read and joined ({@link rowsByIds}).
 */
export async function listOrders(db: Executor, actor: Actor, q: OrderListQuery): Promise<{ rows: JsonText | []; total: number; estimated: boolean }> {
  const { limit, offset } = pageOf(q);
  const newestFirst = (q.orderByColumn ?? 'id') === 'id' && (q.isAsc ?? 'desc') === 'desc';
  // A seller's orders with nothing asked, newest first: one statement for its page and exact total.
  if (!actor.staff && newestFirst && !q.keyword && sameFilter(orderFilter(q, undefined), EVERY_LIVE_ORDER)) {
    const page = await sellerPage(db, actor.userId, limit, offset);
    return { rows: await wireRows(db, actor, page.ids), total: page.total, estimated: false };
  }
  const owners = await scopeOf(db, actor);
  const keyword = await keywordFilter(db, q.keyword, owners);
  // A common keyword, newest first: its matches are among the newest orders. A rarer one goes to the
  // indexes (the tasks it names, the order numbers) below.
  const probe = keyword?.perRow && newestFirst ? await probeNewest(db, orderFilter(q, owners, keyword.perRow), limit, offset) : undefined;
  if (probe) return { rows: await wireRows(db, actor, probe.ids), total: probe.total, estimated: probe.estimated };
  const where = orderFilter(q, owners, keyword?.where, keyword?.scoped);
  const order = orderOf(q);
  // Every live order, newest first (staff with no filter): any page and the exact total from the id blocks.
  if (newestFirst && !keyword && sameFilter(where, EVERY_LIVE_ORDER)) {
    const page = await newestPageByBlocks(db, limit, offset);
    return { rows: await wireRows(db, actor, page.ids), total: page.total, estimated: false };
  }
  // A seller with sub-accounts, newest first: each owner's page from its own range of
  // `biz_order_user_idx` (owner, id), merged, instead of filtering the newest ids of every seller.
  // Not with a keyword: there the indexes find the few matches once for the page and its count.
  const page =
    owners && owners.length > 1 && newestFirst && !keyword
      ? await pageIdsByOwner(db, bizOrder, bizOrder.orderId, bizOrder.userId, owners, where, NEWEST_IDS, limit, offset)
      : await pageIds(db, bizOrder, bizOrder.orderId, where, order, limit, offset, undefined, keyword?.scoped);
  return { rows: await wireRows(db, actor, page.ids), total: page.total, estimated: page.estimated };
}

/** The rows an export writes: the list's scope, filters and order, up to {@link EXPORT_LIMIT}. */
export async function exportOrders(db: Executor, actor: Actor, q: OrderExportQuery): Promise<ServerOrderRow[]> {
  const owners = await scopeOf(db, actor);
  const keyword = await keywordFilter(db, q.keyword, owners);
  const found = await joined(db)
    .where(orderFilter(q, owners, keyword?.where, keyword?.scoped))
    .orderBy(...orderOf(q))
    .limit(EXPORT_LIMIT);
  return found.map((j) => toRow(actor, j));
}

type ServerProduct = ServerDates<Omit<OrderProductRow, 'evaluate'>, never> & { evaluate: ServerDates<OrderProductRow['evaluate'], 'evaluateTime'> };
export type ServerOrderDetail = ServerOrderRow &
  Omit<OrderDetail, keyof OrderRow | 'matchProducts' | 'funds'> & {
    matchProducts: ServerProduct[];
    funds: ServerDates<OrderFundRow, 'createTime'>[];
  };

/** A product row of an order with its review. */
export function productWithReview(p: typeof bizProduct.$inferSelect): ServerProduct {
  return {
    productId: p.productId,
    taskId: p.taskId,
    orderId: p.orderId,
    ...productBody(p),
    ratePrice: p.ratePrice,
    orderNum: p.orderNum,
    evaluate: {
      evaluateType: p.evaluateType as EvaluateTypeValue,
      evaluateContent: p.evaluateContent,
      evaluatePic: p.evaluatePic,
      evaluateVideo: p.evaluateVideo,
      evaluateTime: p.evaluateTime,
    },
  };
}

/** The full order: its row, the task's requirements, matched products with reviews, and its ledger rows. */
async function detailOf(db: Executor, actor: Actor, where: SQL | undefined): Promise<ServerOrderDetail> {
  const [j] = await joined(db).where(where).orderBy(desc(bizOrder.orderId)).limit(1);
  if (!j) throw notFound();
  const row = toRow(actor, j);
  const [[task], products, funds] = await Promise.all([
    db
      .select({
        unitPriceStr: bizTask.unitPriceStr,
        ship: bizTask.ship,
        enterMethod: bizTask.enterMethod,
        enterMethodRemark: bizTask.enterMethodRemark,
        msg: bizTask.msg,
        follow: bizTask.follow,
        wish: bizTask.wish,
        cart: bizTask.cart,
        chat: bizTask.chat,
        gift: bizTask.gift,
        coupon: bizTask.coupon,
        compare: bizTask.compare,
        browse: bizTask.browse,
        matchProduct: bizTask.matchProduct,
      })
      .from(bizTask)
      .where(eq(bizTask.taskId, row.taskId)),
    db.select().from(bizProduct).where(eq(bizProduct.orderId, row.id)).orderBy(asc(bizProduct.orderNum), asc(bizProduct.productId)),
    // A seller reads only its own ledger: a parent sees its sub-account's order without the money rows.
    actor.staff || row.userId === actor.userId
      ? db
          .select({
            fundId: bizFund.fundId,
            type: bizFund.type,
            amount: bizFund.amount,
            balanceAfter: bizFund.balanceAfter,
            refType: bizFund.refType,
            refNo: bizFund.refNo,
            createTime: bizFund.createTime,
          })
          .from(bizOrderEvent)
          .innerJoin(bizFund, eq(bizFund.fundId, bizOrderEvent.fundId))
          .where(eq(bizOrderEvent.orderId, row.id))
          .orderBy(asc(bizFund.fundId))
      : Promise.resolve([]),
  ]);
  return {
    ...row,
    unitPriceStr: task?.unitPriceStr ?? '',
    ship: task?.ship ?? '0',
    enterMethod: task?.enterMethod ?? '',
    enterMethodRemark: task?.enterMethodRemark ?? '',
    msg: task?.msg ?? '',
    follow: task?.follow ?? 0,
    wish: task?.wish ?? 0,
    cart: task?.cart ?? 0,
    chat: task?.chat ?? 0,
    gift: task?.gift ?? 0,
    coupon: task?.coupon ?? 0,
    compare: task?.compare ?? 0,
    browse: task?.browse ?? 0,
    matchProduct: task?.matchProduct ?? 0,
    matchProducts: products.map(productWithReview),
    funds,
  };
}

/** `GET /system/orders/{id}`. */
export async function getOrder(db: Executor, actor: Actor, orderId: number): Promise<ServerOrderDetail> {
  return detailOf(db, actor, and(eq(bizOrder.orderId, orderId), visibleOrders(await scopeOf(db, actor))));
}

/** `GET /system/orders/getOneBy?orderNo=`: the newest visible order with that number (on that platform, when given). */
export async function getOrderByNo(db: Executor, actor: Actor, orderNo: string, platform?: string): Promise<ServerOrderDetail> {
  return detailOf(
    db,
    actor,
    and(eq(bizOrder.orderNo, orderNo), platform ? eq(bizOrder.platform, platform) : undefined, visibleOrders(await scopeOf(db, actor))),
  );
}

/** The most events one history answers. */
const HISTORY_LIMIT = 1000;

/**
 * `GET /system/orders/history`: the events of one order, or of every order of a task, oldest first,
 * remarks in the caller's language. An order or task outside the caller's scope has no history.
 */
export async function orderHistory(
  db: Executor,
  actor: Actor,
  q: { orderId?: number; taskId?: number },
  lang: Lang,
): Promise<ServerDates<OrderEventRow, 'createTime'>[]> {
  const ids = await scopeOf(db, actor);
  const found = await db
    .select({ e: bizOrderEvent, orderNo: bizOrder.orderNo })
    .from(bizOrderEvent)
    .innerJoin(bizOrder, eq(bizOrder.orderId, bizOrderEvent.orderId))
    .where(
      and(
        q.orderId ? eq(bizOrderEvent.orderId, q.orderId) : undefined,
        q.taskId ? eq(bizOrderEvent.taskId, q.taskId) : undefined,
        inScope(bizOrderEvent.userId, ids),
        // A deleted order keeps its history for staff; sellers no longer see it.
        ids ? eq(bizOrder.delFlag, '0') : undefined,
      ),
    )
    .orderBy(asc(bizOrderEvent.eventId))
    .limit(HISTORY_LIMIT);
  return found.map(({ e, orderNo }) => ({
    eventId: e.eventId,
    orderId: e.orderId,
    taskId: e.taskId,
    orderNo,
    action: e.action,
    fromStatus: e.fromStatus as OrderStatusValue | null,
    toStatus: e.toStatus as OrderStatusValue | null,
    amount: e.amount,
    fundId: e.fundId,
    operator: e.operator,
    remark: lang === 'en-US' && e.remarkEn ? e.remarkEn : e.remark,
    createTime: e.createTime,
  }));
}
