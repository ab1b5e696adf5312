import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type AppError, fail } from '../../core/errors.ts';
import { claimLost, claimParts, claimValues } from '../../core/idempotency.ts';
import { type Executor, rows, rowsOfText } from '../../db/client.ts';
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

const param = (name: string) => sql.placeholder(name);

/**
 * Writes that travel in the ledger's statement (one round trip less): `WITH` parts (each
 * `, name as (insert …)`) after the ledger's own, whose placeholders are the rider's `values`. They
 * must write only when the balance moved (select from `fund`, the new ledger row, or test it), so the
 * statement stays all or nothing without a transaction around it. `gate`, when given, is a further
 * condition of the balance's change (a row the writes need, read `for share` so it stays until they
 * commit); `refused` then tells, after a refusal, whether the gate was why (its error). `name` names
 * the rider's text, which must be the same for the same name.
 */
export interface LedgerRider {
  name: string;
  parts: SQL;
  values: Record<string, unknown>;
  gate?: SQL;
  refused?: (ex: Executor) => Promise<AppError | undefined>;
}

type Query = { sql: string; params: unknown[] };
const guards: Record<LedgerEntry['mode'], SQL> = { cover: sql` and money + ${param('value')}::numeric >= 0`, allowDebt: sql`` };
/** The request's idempotency claim: checked (and locked) before the balance moves, spent with it. */
const claim = claimParts(sql`${param('claimId')}`, sql`${param('claimToken')}`, 'fund');

/** The ledger's texts by mode and rider, built once and sent as named statements (parsed and planned once per connection). */
const texts = new Map<string, Query>();
function ledgerText(name: string, mode: LedgerEntry['mode'], rider: LedgerRider | undefined): Query {
  let text = texts.get(name);
  if (!text) {
    text = new PgDialect().sqlToQuery(
      sql`with moved as (
        update sys_user set money = money + ${param('value')}::numeric where user_id = ${param('userId')}::bigint and del_flag = '0'${guards[mode]}
          and ${claim.check}${rider?.gate ? sql` and ${rider.gate}` : sql``}
        returning money, site_id
      ), fund as (
        insert into ${bizFund} (user_id, site_id, type, amount, balance_before, balance_after, ref_type, ref_id, ref_no, operator, remark, remark_en)
        select ${param('userId')}::bigint, site_id, ${param('type')}::smallint, ${param('value')}::numeric, money - ${param('value')}::numeric, money, ${param('refType')}::text,
          ${param('refId')}::bigint, ${param('refNo')}::text, ${param('operator')}::text, ${param('remark')}::text, ${param('remarkEn')}::text
        from moved
        returning fund_id, balance_before::text as before, balance_after::text as after
      ), ${claim.spend}${rider?.parts ?? sql``}
      select fund_id, before, after from fund`,
    );
    texts.set(name, text);
  }
  return text;
}

/**
 * The only way a balance changes: one guarded UPDATE of sys_user.money and one immutable ledger row,
 * written by one statement (the row is inserted from the update's result, so it exists exactly when
 * the balance moved), with the request's idempotency claim spent and a {@link LedgerRider}'s writes
 * made in the same statement. The statement is all or nothing by itself: inside the caller's
 * transaction its writes commit with the caller's; a publish sends it alone. Throws
 * `idempotency.inProgress` when the request lost its claim, the rider's error when its gate refused,
 * `fund.insufficient` when `cover` would leave the balance negative, `fund.userMissing` when the
 * account does not exist; nothing is written then.
 */
export async function postLedger(ex: Executor, e: LedgerEntry, rider?: LedgerRider): Promise<LedgerResult> {
  const amount = new Decimal(e.amount);
  if (amount.isZero() || !amount.isFinite() || amount.decimalPlaces() > 2) throw fail('validation.money');
  const value = amount.toFixed(2);
  const name = `ledger_post_${e.mode}${rider ? `_${rider.name}` : ''}`;
  const [row] = await rowsOfText<{ fund_id: number | string; before: string; after: string }>(ex, ledgerText(name, e.mode, rider), name, {
    ...rider?.values,
    ...claimValues(),
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
  if (!row) throw await refusal(ex, e, rider);
  return { fundId: Number(row.fund_id), balanceBefore: row.before, balanceAfter: row.after };
}

/** Why the ledger's statement wrote nothing, asked in the order its conditions stand. */
async function refusal(ex: Executor, e: LedgerEntry, rider: LedgerRider | undefined): Promise<AppError> {
  if (await claimLost(ex)) return fail('idempotency.inProgress');
  const gated = await rider?.refused?.(ex);
  if (gated) return gated;
  const [exists] = await rows<{ one: number }>(ex, sql`select 1 as one from sys_user where user_id = ${e.userId} and del_flag = '0'`);
  return fail(exists ? 'fund.insufficient' : 'fund.userMissing');
}
