import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, idPk, money, ref, ts } from './columns.ts';

/** The company's receiving accounts shown on a site's recharge page (docs/DOMAIN.md §7 `collection`). */
export const bizCollection = pgTable(
  'biz_collection',
  {
    collectionId: idPk('collection_id', 100),
    siteId: ref('site_id').notNull(),
    /** Dictionary recharge_method. */
    method: flag('method', '1'),
    accountName: varchar('account_name', { length: 50 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    accountNo: varchar('account_no', { length: 64 }).notNull(),
    qrCode: varchar('qr_code', { length: 255 }).notNull().default(''),
    status: flag('status'),
    orderNum: integer('order_num').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit(),
  },
  (t) => [index('biz_collection_site_idx').on(t.siteId, t.orderNum)],
);

/**
 * A seller's recharge (docs/DOMAIN.md §4 Recharge): 0 pending → 1 credited | 2 rejected | 3 withdrawn.
 * The reference number is unique over all recharges.
 */
export const bizRecharge = pgTable(
  'biz_recharge',
  {
    rechargeId: idPk('recharge_id', 1000),
    userId: ref('user_id').notNull(),
    siteId: ref('site_id'),
    amount: money('amount').notNull(),
    creditedAmount: money('credited_amount'),
    debtPaid: money('debt_paid').notNull().default('0'),
    method: flag('method', '1'),
    collectionId: ref('collection_id').notNull(),
    /** The account as it read when the seller paid into it. */
    collectionName: varchar('collection_name', { length: 50 }).notNull().default(''),
    collectionNo: varchar('collection_no', { length: 64 }).notNull().default(''),
    voucher: varchar('voucher', { length: 255 }).notNull(),
    referenceNo: varchar('reference_no', { length: 64 }).notNull(),
    status: flag('status'),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    auditBy: varchar('audit_by', { length: 64 }).notNull().default(''),
    auditTime: ts('audit_time'),
    fundId: ref('fund_id'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...audit(),
  },
  (t) => [
    uniqueIndex('biz_recharge_ref_uq').on(t.referenceNo),
    index('biz_recharge_user_idx').on(t.userId, t.rechargeId),
    index('biz_recharge_status_idx').on(t.status, t.rechargeId),
    check('biz_recharge_amount_ck', sql`${t.amount} > 0 and (${t.creditedAmount} is null or ${t.creditedAmount} > 0)`),
  ],
);

/**
 * A seller's withdrawal (docs/DOMAIN.md §4 Withdrawal): 0 pending → 1 approved → 2 paid | 4 failed;
 * 0 → 3 rejected | 5 cancelled. While 0 or 1 its amount is in the owner's `frozen`; at most one such
 * request per seller (the partial unique index makes parallel requests lose, not double-freeze).
 */
export const bizWithdrawal = pgTable(
  'biz_withdrawal',
  {
    id: idPk('id', 1000),
    userId: ref('user_id').notNull(),
    siteId: ref('site_id'),
    amount: money('amount').notNull(),
    /** Dictionary recharge_method: the kind of account the money goes to. */
    accountType: flag('account_type', '1'),
    accountName: varchar('account_name', { length: 50 }).notNull(),
    accountNo: varchar('account_no', { length: 64 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    status: flag('status'),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    payNo: varchar('pay_no', { length: 64 }).notNull().default(''),
    payTime: ts('pay_time'),
    auditBy: varchar('audit_by', { length: 64 }).notNull().default(''),
    auditTime: ts('audit_time'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...audit(),
  },
  (t) => [
    uniqueIndex('biz_withdrawal_open_uq').on(t.userId).where(sql`status in ('0', '1')`),
    index('biz_withdrawal_user_idx').on(t.userId, t.id),
    index('biz_withdrawal_status_idx').on(t.status, t.id),
    check('biz_withdrawal_amount_ck', sql`${t.amount} > 0`),
  ],
);
