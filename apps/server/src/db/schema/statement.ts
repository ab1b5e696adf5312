import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, idPk, money, ref, ts } from './columns.ts';

/** One fund type of a statement's period as stored with its totals (contract `statementBreakdownRow`). */
export interface StoredBreakdown {
  type: number;
  source: 'orders' | 'ledger' | 'mixed';
  count: number;
  ledger: string;
  statement: string;
}

/**
 * A reconciliation and settlement statement (docs/DOMAIN.md "Statements"): one per seller account
 * and calendar month (Asia/Shanghai). The totals are a snapshot of the last generation; the order
 * lines are read from the orders when asked. 0 open → 1 confirmed | 2 disputed → 3 settled, each
 * step a guarded update on the expected state.
 */
export const bizStatement = pgTable(
  'biz_statement',
  {
    statementId: idPk('statement_id', 100),
    statementNo: varchar('statement_no', { length: 32 }).notNull(),
    userId: ref('user_id').notNull(),
    siteId: ref('site_id'),
    /** `yyyy-MM`. */
    period: char('period', { length: 7 }).notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    /** The figures cover [period_start, cutoff): the month's end, or the generation time while it ran. */
    cutoff: ts('cutoff').notNull(),
    status: flag('status'),
    orderCount: integer('order_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    estimate: money('estimate').notNull().default('0'),
    fees: money('fees').notNull().default('0'),
    actual: money('actual').notNull().default('0'),
    difference: money('difference').notNull().default('0'),
    refunds: money('refunds').notNull().default('0'),
    compensation: money('compensation').notNull().default('0'),
    net: money('net').notNull().default('0'),
    ledgerSum: money('ledger_sum').notNull().default('0'),
    mismatch: boolean('mismatch').notNull().default(false),
    breakdown: jsonb('breakdown').$type<StoredBreakdown[]>().notNull().default([]),
    disputeReason: varchar('dispute_reason', { length: 500 }).notNull().default(''),
    /** The fees complaint a dispute opened. */
    complaintId: ref('complaint_id'),
    confirmBy: varchar('confirm_by', { length: 64 }).notNull().default(''),
    confirmTime: ts('confirm_time'),
    settleBy: varchar('settle_by', { length: 64 }).notNull().default(''),
    settleTime: ts('settle_time'),
    generateBy: varchar('generate_by', { length: 64 }).notNull().default(''),
    generateTime: ts('generate_time'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('biz_statement_user_period_uq').on(t.userId, t.period),
    index('biz_statement_period_idx').on(t.period, t.statementId),
    index('biz_statement_status_idx').on(t.status, t.statementId),
    check('biz_statement_status_ck', sql`${t.status} in ('0', '1', '2', '3')`),
  ],
);
