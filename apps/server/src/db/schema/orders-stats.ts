import { bigint, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { money, ref } from './columns.ts';

/**
 * Live orders counted per seller, state and review state. Kept exact by statement triggers on
 * `biz_order` (migration 0011), so the dashboard's figures read a few rows per seller instead of
 * counting the seller's (or, for staff, every) order.
 */
export const bizOrderCount = pgTable(
  'biz_order_count',
  {
    userId: ref('user_id').notNull(),
    orderStatus: varchar('order_status', { length: 1 }).notNull(),
    evaluateStatus: varchar('evaluate_status', { length: 1 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderStatus, t.evaluateStatus] })],
);

/**
 * Live orders summed per seller, GMT+8 day of `accept_time` and task: what the totals list
 * (`/system/orders/total`) adds up. Kept exact by the same triggers as {@link bizOrderCount}.
 */
export const bizOrderDaily = pgTable(
  'biz_order_daily',
  {
    userId: ref('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    taskId: ref('task_id').notNull(),
    orders: integer('orders').notNull().default(0),
    open: integer('open').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    /** Estimated price of the orders not cancelled (CNY). */
    totalPrice: money('total_price').notNull().default('0'),
    /** Actual principal of the completed orders (CNY). */
    actualPrincipal: money('actual_principal').notNull().default('0'),
    /** Settlement difference of the settled orders (CNY). */
    settleDiff: money('settle_diff').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.taskId] }), index('biz_order_daily_day_idx').on(t.day)],
);

/** How many consecutive order ids one {@link bizOrderBlock} row counts (ids `block * 4096` to `block * 4096 + 4095`). */
export const ORDER_BLOCK_SIZE = 4096;

/**
 * Live orders counted per block of {@link ORDER_BLOCK_SIZE} consecutive ids, kept exact by the same
 * trigger as {@link bizOrderCount} (migration 0025). The unfiltered orders list, newest first, finds
 * where a deep page starts by adding up these rows from the newest block down, then reads at most one
 * block's ids, instead of walking every id above the page; their sum is the list's exact total.
 */
export const bizOrderBlock = pgTable('biz_order_block', {
  block: bigint('block', { mode: 'number' }).primaryKey(),
  n: integer('n').notNull().default(0),
});
