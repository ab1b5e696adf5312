import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, idPk, money, rate, ref, ts } from './columns.ts';

/** Live rows only: every order read filters on it, so the list indexes leave deleted rows out. */
const live = sql`del_flag = '0'`;

/**
 * An order placed by staff against a task in progress (docs/DOMAIN.md §4 "Order"), with the task's
 * snapshot the detail dialog shows (product, rate, estimated money) and its settlement true-up (§5).
 */
export const bizOrder = pgTable(
  'biz_order',
  {
    orderId: idPk('order_id', 1000),
    /** The platform's order number ('' until staff know it); unique per platform among live orders. */
    orderNo: varchar('order_no', { length: 40 }).notNull().default(''),
    taskId: ref('task_id').notNull(),
    taskNo: varchar('task_no', { length: 32 }).notNull().default(''),
    /** The seller owning the task. */
    userId: ref('user_id').notNull(),
    siteId: ref('site_id'),
    shopId: ref('shop_id'),
    /** The staff member handling the order. */
    staffId: ref('staff_id'),
    regionId: ref('region_id').notNull(),
    regionName: varchar('region_name', { length: 50 }).notNull().default(''),
    platform: varchar('platform', { length: 20 }).notNull().default(''),
    regionCoin: varchar('region_coin', { length: 10 }),
    productPic: varchar('product_pic', { length: 500 }).notNull().default(''),
    productTitle: varchar('product_title', { length: 300 }).notNull(),
    productUrl: varchar('product_url', { length: 1000 }).notNull().default(''),
    sku: varchar('sku', { length: 100 }).notNull().default(''),
    /** In the region's coin. */
    productPrice: money('product_price').notNull(),
    perQuantity: integer('per_quantity').notNull().default(1),
    // The task's price snapshot for one order (CNY).
    rate: rate('rate').notNull(),
    mainProductPrice: money('main_product_price').notNull(),
    matchProductPrice: money('match_product_price').notNull().default('0'),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    /** What the buyer paid, in the region's coin. */
    actuallyPay: money('actually_pay'),
    /** actuallyPay × rate (CNY), on completion. */
    actualPrincipal: money('actual_principal'),
    /** (main + matched) − actualPrincipal; > 0 refunded to the seller, < 0 charged. */
    settleDiff: money('settle_diff'),
    /** none | settled | awaiting | rejected (contract SettleStatus). */
    settleStatus: varchar('settle_status', { length: 10 }).notNull().default('none'),
    settleTime: ts('settle_time'),
    settleRemark: varchar('settle_remark', { length: 500 }).notNull().default(''),
    /** Environment number (staff). */
    remark: varchar('remark', { length: 100 }).notNull().default(''),
    merchantRemark: varchar('merchant_remark', { length: 500 }).notNull().default(''),
    orderStatus: flag('order_status'),
    evaluateStatus: flag('evaluate_status'),
    evaluateType: flag('evaluate_type'),
    evaluateContent: text('evaluate_content').notNull().default(''),
    evaluatePic: text('evaluate_pic').notNull().default(''),
    evaluateVideo: varchar('evaluate_video', { length: 500 }).notNull().default(''),
    evaluateTime: ts('evaluate_time'),
    exceptionReason: varchar('exception_reason', { length: 500 }).notNull().default(''),
    /** The task's publish (approval) time. */
    taskTime: ts('task_time'),
    acceptTime: ts('accept_time').notNull().defaultNow(),
    shipTime: ts('ship_time'),
    completeTime: ts('complete_time'),
    cancelTime: ts('cancel_time'),
    /** Soft delete ('2'): ledger rows and events keep pointing at the order. */
    delFlag: flag('del_flag'),
    ...audit(),
  },
  (t) => [
    // One live order number per platform; looked up by number alone too (getOneBy).
    uniqueIndex('biz_order_no_uq').on(t.orderNo, t.platform).where(sql`order_no <> '' and del_flag = '0'`),
    // The live ids alone: a page (even a deep one) is found by an index-only scan, then its rows are read.
    index('biz_order_live_idx').on(t.orderId).where(live),
    // Scope and filters, each ending with the id the lists sort by, so a page is read in index order.
    index('biz_order_user_idx').on(t.userId, t.orderId).where(live),
    // Carries create_time too (INCLUDE, written by migration 0030: the builder has no INCLUDE), so a
    // status with a date range is one index-only scan.
    index('biz_order_status_idx').on(t.orderStatus, t.orderId).where(live),
    // A task's orders by state and day: a keyword's tasks with a status and a date range are checked in
    // the index (every order, deleted ones too: `not exists` checks and the snapshot guard read it).
    index('biz_order_task_state_idx').on(t.taskId, t.orderStatus, t.createTime),
    index('biz_order_staff_idx').on(t.staffId, t.orderId).where(live),
    index('biz_order_accept_idx').on(t.acceptTime, t.orderId).where(live),
    index('biz_order_create_idx').on(t.createTime).where(live),
    index('biz_order_complete_idx').on(t.completeTime).where(sql`complete_time is not null and del_flag = '0'`),
    index('biz_order_settle_idx').on(t.settleStatus).where(sql`settle_status = 'awaiting'`),
    // A seller's completed service fees (what it may invoice): Σ unit_price by an index-only scan.
    index('biz_order_completed_fee_idx').on(t.userId, t.unitPrice).where(sql`order_status = '2' and del_flag = '0'`),
    // Statements: a seller's orders completed or cancelled in a month (deleted ones too: their money moved),
    // and its settlements posted in a month (docs/DOMAIN.md "Statements").
    index('biz_order_close_idx').on(t.userId, sql`coalesce(${t.completeTime}, ${t.cancelTime})`).where(sql`order_status in ('2', '3')`),
    index('biz_order_settled_idx').on(t.userId, t.settleTime).where(sql`settle_status = 'settled'`),
    // The keyword's order-number half through trigrams (its product half is searched on the tasks:
    // modules/orders/keyword.ts). Needs pg_trgm (PGlite loads it in db/client.ts).
    index('biz_order_no_trgm_idx').using('gin', sql`${t.orderNo} gin_trgm_ops`).with({ gin_pending_list_limit: 128 }).where(live),
    check('biz_order_status_ck', sql`${t.orderStatus} in ('0', '1', '2', '3', '4')`),
    check('biz_order_settle_ck', sql`${t.settleStatus} in ('none', 'settled', 'awaiting', 'rejected')`),
    check('biz_order_pay_ck', sql`${t.actuallyPay} is null or ${t.actuallyPay} >= 0`),
  ],
);

/** One step in an order's life (the detail dialog's timeline): who did what, from which state to which, money moved. */
export const bizOrderEvent = pgTable(
  'biz_order_event',
  {
    eventId: idPk('event_id', 1000),
    orderId: ref('order_id').notNull(),
    taskId: ref('task_id').notNull(),
    /** The seller owning the order (for scoped reads). */
    userId: ref('user_id').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 1 }),
    toStatus: varchar('to_status', { length: 1 }),
    /** Signed CNY posted to the seller by this step. */
    amount: money('amount'),
    /** The ledger row this step posted. */
    fundId: ref('fund_id'),
    operator: varchar('operator', { length: 64 }).notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The remark in English when the system wrote it in both languages. */
    remarkEn: text('remark_en'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('biz_order_event_order_idx').on(t.orderId, t.eventId), index('biz_order_event_task_idx').on(t.taskId, t.eventId)],
);

/** A staff member's profile: a user holding role `service` (the key is its user id). */
export const bizStaff = pgTable(
  'biz_staff',
  {
    userId: ref('user_id').primaryKey(),
    /** Dictionary staff_type: 1 ordering, 2 reviews, 3 after-sales. */
    type: flag('type', '1'),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    /** '1' disabled: not offered for distribution. */
    status: flag('status'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit(),
  },
  (t) => [index('biz_staff_type_idx').on(t.type)],
);
