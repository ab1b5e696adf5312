import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fail } from '../../core/errors.ts';
import { commitIdempotencyClaim } from '../../core/idempotency.ts';
import { type Tx, rows, rowsOfText } from '../../db/client.ts';
import { bizFund } from '../../db/schema/index.ts';

/** Ledger row types (dictionary fund_type, docs/DOMAIN.md §3). */
export const FundType = {
  RECHARGE: 1,
  WITHDRAW: 2,
  WITHDRAW_RETURN: 3,
  TASK_PAY: 4,
  TASK_ADJUST: 5,
  TASK_REFUND: 6,
  SETTLE_REFUND: 7,
  SETTLE_CHARGE: 8,
  COMPENSATION: 9,
  ADJUST: 10,
} as const;
export type FundTypeValue = (typeof FundType)[keyof typeof FundType];

export interface LedgerEntry {
  userId: number;
  type: FundTypeValue;
  /** Signed CNY amount with at most two decimals; never zero. */
  amount: Decimal.Value;
  refType?: string;
  refId?: number | null;
  refNo?: string;
  operator: string;
  remark?: string;
  /** The remark in English, when the system writes it (readers pick the one of their language). */
  remarkEn?: string;
  /**
   * `cover`: the balance after the change must not be negative (publishing, withdrawing; an account
   * in debt cannot spend). `allowDebt`: the change applies whatever the balance (settlement charges,
   * adjustments by finance).
   */
  mode: 'cover' | 'allowDebt';
}

export interface LedgerResult {
  fundId: number;
  balanceBefore: string;
  balanceAfter: string;
}

const p = (name: string) => sql.placeholder(name);
const ledgerPost = (guard: SQL) =>
  new PgDialect().sqlToQuery(
    sql`with moved as (
        update sys_user set money = money + ${p('value')}::numeric where user_id = ${p('userId')}::bigint and del_flag = '0'${guard}
        returning money, site_id
      )
      insert into ${bizFund} (user_id, site_id, type, amount, balance_before, balance_after, ref_type, ref_id, ref_no, operator, remark, remark_en)
      select ${p('userId')}::bigint, site_id, ${p('type')}::smallint, ${p('value')}::numeric, money - ${p('value')}::numeric, money, ${p('refType')}::text,
        ${p('refId')}::bigint, ${p('refNo')}::text, ${p('operator')}::text, ${p('remark')}::text, ${p('remarkEn')}::text
      from moved
      returning fund_id, balance_before::text as before, balance_after::text as after`,
  );
/**
 * The ledger's statement per mode, its text built once and sent as a named statement (parsed and
 * planned once per connection): every money operation runs it.
 */
const LEDGER_POST: Record<LedgerEntry['mode'], { sql: string; params: unknown[] }> = {
  cover: ledgerPost(sql` and money + ${p('value')}::numeric >= 0`),
  allowDebt: ledgerPost(sql``),
};

/**
 * The only way a balance changes: one guarded UPDATE of sys_user.money and one immutable ledger row,
 * written by one statement (the row is inserted from the update's result, so it exists exactly when
 * the balance moved) inside the caller's transaction. Throws `fund.insufficient` when `cover` would
 * leave the balance negative (nothing is changed then), `fund.userMissing` when the account does not
 * exist.
 */
export async function postLedger(tx: Tx, e: LedgerEntry): Promise<LedgerResult> {
  const amount = new Decimal(e.amount);
  if (amount.isZero() || !amount.isFinite() || amount.decimalPlaces() > 2) throw fail('validation.money');
  const value = amount.toFixed(2);
  // A request with an Idempotency-Key spends its key in this same transaction.
  await commitIdempotencyClaim(tx);
  const [row] = await rowsOfText<{ fund_id: number | string; before: string; after: string }>(tx, LEDGER_POST[e.mode], `ledger_post_${e.mode}`, {
    value,
    userId: e.userId,
    type: e.type,
    refType: e.refType ?? '',
    refId: e.refId ?? null,
    refNo: e.refNo ?? '',
    operator: e.operator,
    remark: e.remark ?? '',
    remarkEn: e.remarkEn ?? null,
  });
  if (!row) {
    const [exists] = await rows<{ one: number }>(tx, sql`select 1 as one from sys_user where user_id = ${e.userId} and del_flag = '0'`);
    throw fail(exists ? 'fund.insufficient' : 'fund.userMissing');
  }
  return { fundId: Number(row.fund_id), balanceBefore: row.before, balanceAfter: row.after };
}
