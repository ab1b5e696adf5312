import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, idPk, money, rate, ref, ts } from './columns.ts';

/** A marketplace country/region: coin and CNY exchange rate (docs/DOMAIN.md §5). */
export const bizRegion = pgTable(
  'biz_region',
  {
    regionId: idPk('region_id', 100),
    regionName: varchar('region_name', { length: 50 }).notNull(),
    regionNameEn: varchar('region_name_en', { length: 50 }),
    platform: varchar('platform', { length: 20 }).notNull(),
    countryCode: varchar('country_code', { length: 8 }).notNull().default(''),
    /** Currency shown on prices (USD, GBP...); null = prices are in RMB. */
    coinName: varchar('coin_name', { length: 10 }),
    /** CNY per one coin. */
    rate: rate('rate').notNull().default('1'),
    orderNum: integer('order_num').notNull().default(0),
    status: flag('status'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [check('biz_region_rate_ck', sql`${t.rate} > 0`), uniqueIndex('biz_region_name_uq').on(t.platform, t.regionName)],
);

/** Base price per order for a region; `user_id` null is the default row, a seller's own row overrides it. */
export const bizPrice = pgTable(
  'biz_price',
  {
    priceId: idPk('price_id', 100),
    regionId: ref('region_id').notNull(),
    userId: ref('user_id'),
    basePrice: money('base_price').notNull(),
    status: flag('status'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('biz_price_uq').on(t.regionId, sql`coalesce(${t.userId}, 0)`), check('biz_price_ck', sql`${t.basePrice} >= 0`)],
);

/** Value-added service prices per region (CNY); `user_id` null is the default row. */
export const bizFee = pgTable(
  'biz_fee',
  {
    feeId: idPk('fee_id', 100),
    regionId: ref('region_id').notNull(),
    userId: ref('user_id'),
    follow: money('follow').notNull().default('0'),
    wish: money('wish').notNull().default('0'),
    cart: money('cart').notNull().default('0'),
    chat: money('chat').notNull().default('0'),
    gift: money('gift').notNull().default('0'),
    coupon: money('coupon').notNull().default('0'),
    /** Unit prices multiplied by a count. */
    compare: money('compare').notNull().default('0'),
    browse: money('browse').notNull().default('0'),
    matchProduct: money('match_product').notNull().default('0'),
    status: flag('status'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('biz_fee_uq').on(t.regionId, sql`coalesce(${t.userId}, 0)`),
    check(
      'biz_fee_ck',
      sql`${t.follow} >= 0 and ${t.wish} >= 0 and ${t.cart} >= 0 and ${t.chat} >= 0 and ${t.gift} >= 0 and ${t.coupon} >= 0 and ${t.compare} >= 0 and ${t.browse} >= 0 and ${t.matchProduct} >= 0`,
    ),
  ],
);

/** A seller's shop on a marketplace. */
export const bizShop = pgTable(
  'biz_shop',
  {
    shopId: idPk('shop_id', 100),
    userId: ref('user_id').notNull(),
    shopName: varchar('shop_name', { length: 100 }).notNull(),
    shopType: varchar('shop_type', { length: 4 }).notNull().default('1'),
    platform: varchar('platform', { length: 20 }).notNull(),
    regionId: ref('region_id'),
    shopUrl: varchar('shop_url', { length: 500 }),
    status: flag('status'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    index('biz_shop_user_idx').on(t.userId),
    index('biz_shop_region_idx').on(t.regionId),
    uniqueIndex('biz_shop_name_uq').on(t.userId, t.platform, t.shopName),
  ],
);

/** A saved task form (the publish body without prices), owned by a seller. */
export const bizTemplate = pgTable(
  'biz_template',
  {
    templateId: idPk('template_id', 100),
    userId: ref('user_id').notNull(),
    templateName: varchar('template_name', { length: 100 }).notNull(),
    regionId: ref('region_id'),
    content: jsonb('content').notNull(),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [index('biz_template_user_idx').on(t.userId), uniqueIndex('biz_template_name_uq').on(t.userId, t.templateName)],
);

/** An evaluation task with its price snapshot (docs/DOMAIN.md §4–§5). */
export const bizTask = pgTable(
  'biz_task',
  {
    taskId: idPk('task_id', 1000),
    taskNo: varchar('task_no', { length: 32 }).notNull().default(''),
    userId: ref('user_id').notNull(),
    siteId: ref('site_id'),
    shopId: ref('shop_id'),
    regionId: ref('region_id').notNull(),
    regionName: varchar('region_name', { length: 50 }).notNull().default(''),
    platform: varchar('platform', { length: 20 }).notNull().default(''),
    regionCoin: varchar('region_coin', { length: 10 }),
    productPic: varchar('product_pic', { length: 500 }).notNull().default(''),
    productTitle: varchar('product_title', { length: 300 }).notNull(),
    productUrl: varchar('product_url', { length: 1000 }).notNull().default(''),
    sku: varchar('sku', { length: 100 }).notNull().default(''),
    /** Product price in the region's coin. */
    productPrice: money('product_price').notNull(),
    perQuantity: integer('per_quantity').notNull().default(1),
    taskQuantity: integer('task_quantity').notNull(),
    remainQuantity: integer('remain_quantity').notNull(),
    ship: flag('ship'),
    enterMethod: varchar('enter_method', { length: 4 }).notNull().default('1'),
    enterMethodRemark: varchar('enter_method_remark', { length: 500 }).notNull().default(''),
    msg: varchar('msg', { length: 1000 }).notNull().default(''),
    remark: varchar('remark', { length: 1000 }).notNull().default(''),
    /** Staff's own remark (role service may edit it in the detail dialog). */
    serviceRemark: varchar('service_remark', { length: 1000 }).notNull().default(''),
    follow: smallint('follow').notNull().default(0),
    wish: smallint('wish').notNull().default(0),
    cart: smallint('cart').notNull().default(0),
    chat: smallint('chat').notNull().default(0),
    gift: smallint('gift').notNull().default(0),
    coupon: smallint('coupon').notNull().default(0),
    couponUrl: varchar('coupon_url', { length: 1000 }).notNull().default(''),
    couponPic: varchar('coupon_pic', { length: 500 }).notNull().default(''),
    compare: integer('compare').notNull().default(0),
    browse: integer('browse').notNull().default(0),
    /** 1 when matched products are requested (rows in biz_product). */
    matchProduct: smallint('match_product').notNull().default(0),
    // Price snapshot, all CNY except where noted.
    regionRate: rate('region_rate').notNull(),
    userRate: rate('user_rate').notNull().default('0'),
    rate: rate('rate').notNull(),
    basePrice: money('base_price').notNull(),
    addMoney: money('add_money').notNull().default('0'),
    feeSnapshot: jsonb('fee_snapshot').notNull(),
    compareMoney: money('compare_money').notNull().default('0'),
    browseMoney: money('browse_money').notNull().default('0'),
    matchProductMoney: money('match_product_money').notNull().default('0'),
    mainProductPrice: money('main_product_price').notNull(),
    matchProductPrice: money('match_product_price').notNull().default('0'),
    addServicePerOrder: money('add_service_per_order').notNull().default('0'),
    unitPrice: money('unit_price').notNull(),
    unitPriceStr: varchar('unit_price_str', { length: 300 }).notNull().default(''),
    totalPrice: money('total_price').notNull(),
    allTotalAddService: money('all_total_add_service').notNull(),
    allTotalPrice: money('all_total_price').notNull(),
    /** Net amount currently charged for this task (payments − refunds), for refunds and audits. */
    paidAmount: money('paid_amount').notNull().default('0'),
    status: flag('status'),
    staffId: ref('staff_id'),
    distributeTime: ts('distribute_time'),
    publishTime: ts('publish_time'),
    completeTime: ts('complete_time'),
    rejectReason: varchar('reject_reason', { length: 500 }).notNull().default(''),
    /** Soft delete ('2'): ledger rows keep pointing at the task. */
    delFlag: flag('del_flag'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('biz_task_no_uq').on(t.taskNo),
    // Live tasks in the lists' order (newest first, the id breaking ties), per owner and overall: a page
    // is read in index order, and a seller's exact total is an index-only count.
    index('biz_task_user_idx').on(t.userId, t.createTime, t.taskId).where(sql`del_flag = '0'`),
    index('biz_task_create_idx').on(t.createTime, t.taskId).where(sql`del_flag = '0'`),
    index('biz_task_region_idx').on(t.regionId),
    // live tasks only, as every read by state asks: the dashboard counts the tasks in progress from it alone
    index('biz_task_status_idx').on(t.status).where(sql`del_flag = '0'`),
    index('biz_task_staff_idx').on(t.staffId),
    // The orders' keyword search finds the tasks first (title, SKU, task no.: the product snapshot every
    // order of the task copies), 100,000 tasks instead of 1,000,000 orders; deleted tasks too, whose
    // orders may live on. The title through its trigrams, the owner in the same index (btree_gin) so a
    // seller's search intersects its own tasks inside the index; the SKU and task no. through their
    // suffixes (biz_task_code_suffix). A small pending list (128 kB): every search scans the
    // not-yet-merged entries of new tasks, which at the default 4 MB cost a search 5 ms after a few
    // thousand publishes.
    index('biz_task_title_idx').using('gin', t.userId, sql`${t.productTitle} gin_trgm_ops`).with({ gin_pending_list_limit: 128 }),
    check('biz_task_qty_ck', sql`${t.taskQuantity} > 0 and ${t.remainQuantity} >= 0 and ${t.remainQuantity} <= ${t.taskQuantity}`),
  ],
);

/**
 * Live tasks per owner, kept exact by biz_task's triggers (migration 0028): a seller's task list in its
 * default order answers its total from its own and its sub-accounts' rows here, instead of counting up
 * to 10,000 index entries on every page. Only a new, deleted or restored task moves it, never a change
 * of state, so no transition that also moves money takes this row's lock.
 */
export const bizTaskCount = pgTable('biz_task_count', {
  userId: ref('user_id').primaryKey(),
  n: integer('n').notNull().default(0),
});

/**
 * Live tasks per owner and state, kept exact by a deferred trigger on biz_task (migration 0031): the
 * dashboard's tasks in progress read a row per owner instead of counting the state index (100,000
 * entries, 8.8 ms at 100,000 tasks in progress). Deferred to commit, after the balance and task locks
 * a transition takes, as the orders' counters are, so a transition that moves money never waits on it
 * in the middle of its statements.
 */
export const bizTaskStateCount = pgTable(
  'biz_task_state_count',
  {
    userId: ref('user_id').notNull(),
    status: varchar('status', { length: 1 }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);

/**
 * Every suffix of a task's lower-cased SKU and task no., with the task's owner (migration 0029, kept by
 * biz_task's triggers). "SKU or task no. contains x" is "some suffix starts with lower(x)", a B-tree
 * range on biz_task_code_suffix_idx. The codes' trigrams could not do it: codes share most of theirs
 * (`sku`, `000`, ` 00` in every `SKU-000123`), so a code's search read tens of thousands of trigram
 * entries to find one task, 2 ms against 0.3.
 */
export const bizTaskCodeSuffix = pgTable(
  'biz_task_code_suffix',
  {
    taskId: ref('task_id').notNull(),
    userId: ref('user_id').notNull(),
    suffix: text('suffix').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.suffix] }), index('biz_task_code_suffix_idx').on(sql`${t.suffix} text_pattern_ops`, t.userId, t.taskId)],
);

export const bizTaskKeyword = pgTable(
  'biz_task_keyword',
  {
    keywordId: idPk('keyword_id', 1000),
    taskId: ref('task_id').notNull(),
    keyword: varchar('keyword', { length: 200 }).notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('biz_task_keyword_task_idx').on(t.taskId), check('biz_task_keyword_qty_ck', sql`${t.quantity} > 0`)],
);

/** Matched products of a task, and their copies on each order (`order_id` set) with the review recorded for them. */
export const bizProduct = pgTable(
  'biz_product',
  {
    productId: idPk('product_id', 1000),
    taskId: ref('task_id'),
    orderId: ref('order_id'),
    productImg: varchar('product_img', { length: 500 }).notNull().default(''),
    productTitle: varchar('product_title', { length: 300 }).notNull(),
    keyword: varchar('keyword', { length: 200 }).notNull().default(''),
    sku: varchar('sku', { length: 100 }).notNull().default(''),
    /** Price in the region's coin. */
    productPrice: money('product_price').notNull(),
    num: integer('num').notNull().default(1),
    /** productPrice × task rate (CNY). */
    ratePrice: money('rate_price').notNull().default('0'),
    orderNum: integer('order_num').notNull().default(0),
    // The review of this product of an order, as the buyer published it (docs/DOMAIN.md §4).
    evaluateType: flag('evaluate_type'),
    evaluateContent: text('evaluate_content').notNull().default(''),
    evaluatePic: text('evaluate_pic').notNull().default(''),
    evaluateVideo: varchar('evaluate_video', { length: 500 }).notNull().default(''),
    evaluateTime: ts('evaluate_time'),
    ...audit(),
  },
  (t) => [index('biz_product_task_idx').on(t.taskId), index('biz_product_order_idx').on(t.orderId)],
);

/**
 * The ledger: one immutable row per balance change (docs/DOMAIN.md §6). For every user at every
 * moment, sys_user.money = Σ amount of its rows.
 */
export const bizFund = pgTable(
  'biz_fund',
  {
    fundId: idPk('fund_id', 1000),
    userId: ref('user_id').notNull(),
    siteId: ref('site_id'),
    /** Dictionary fund_type (1 recharge … 10 adjustment). */
    type: smallint('type').notNull(),
    amount: money('amount').notNull(),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    refType: varchar('ref_type', { length: 20 }).notNull().default(''),
    refId: ref('ref_id'),
    refNo: varchar('ref_no', { length: 40 }).notNull().default(''),
    operator: varchar('operator', { length: 64 }).notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The remark in English when the system wrote it in both languages (a typed remark has none). */
    remarkEn: text('remark_en'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [
    // An account's rows in the ledger's order (newest first), the page's ids and count in the index.
    index('biz_fund_user_idx').on(t.userId, t.createTime, t.fundId),
    // The ledger's default order for every account at once: a page reads its rows, not a sort of the ledger.
    index('biz_fund_time_idx').on(t.createTime, t.fundId),
    index('biz_fund_type_idx').on(t.type),
    index('biz_fund_ref_idx').on(t.refType, t.refId),
    index('biz_fund_ref_no_idx').on(t.refNo),
    check('biz_fund_amount_ck', sql`${t.amount} <> 0 and ${t.balanceAfter} = ${t.balanceBefore} + ${t.amount}`),
  ],
);
