import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { AppError, fail } from '../../core/errors.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { sysUser } from '../../db/schema/index.ts';
import { type FundTypeValue, type LedgerResult, type LedgerRider, postLedger } from './ledger.ts';

export interface TaskMoveRef {
  userId: number;
  type: FundTypeValue;
  taskId: number;
  taskNo: string;
  operator: string;
  remark: LedgerRemark;
}

/** A ledger remark the system writes: Chinese in `remark`, English beside it. */
export interface LedgerRemark {
  remark: string;
  remarkEn?: string;
}

/** Ledger remarks the system writes are stored in both languages, like menu titles and dictionary labels. */
export const bilingual = (key: MessageKey, ...args: unknown[]): LedgerRemark => ({
  remark: formatMessage('zh-CN', key, ...args),
  remarkEn: formatMessage('en-US', key, ...args),
});

export async function balanceOf(ex: Executor, userId: number): Promise<string> {
  const [row] = await ex.select({ money: sysUser.money }).from(sysUser).where(eq(sysUser.userId, userId));
  return row?.money ?? '0.00';
}

/**
 * Takes `amount` (> 0) from the owner's balance through the ledger, refusing to leave it negative.
 * An insufficient balance or a debt becomes a message that says how much is needed and what is there.
 * A `rider`'s writes (a new task) go in the same statement.
 */
export async function chargeOwner(ex: Executor, ref: TaskMoveRef, amount: Decimal.Value, rider?: LedgerRider): Promise<LedgerResult> {
  const value = new Decimal(amount);
  try {
    return await postLedger(ex, { ...ledgerRef(ref), amount: value.neg(), mode: 'cover' }, rider);
  } catch (err) {
    if (!(err instanceof AppError) || err.key !== 'fund.insufficient') throw err;
    const balance = new Decimal(await balanceOf(ex, ref.userId));
    if (balance.isNegative()) throw fail('task.debt', balance.abs().toFixed(2));
    throw fail('task.insufficient', value.toFixed(2), balance.toFixed(2));
  }
}

/** Gives `amount` (> 0) back to the owner through the ledger (a refund applies even to an account in debt). */
export function refundOwner(tx: Tx, ref: TaskMoveRef, amount: Decimal.Value): Promise<LedgerResult> {
  return postLedger(tx, { ...ledgerRef(ref), amount: new Decimal(amount), mode: 'allowDebt' });
}

const ledgerRef = (ref: TaskMoveRef) => ({
  userId: ref.userId,
  type: ref.type,
  refType: 'task',
  refId: ref.taskId,
  refNo: ref.taskNo,
  operator: ref.operator,
  ...ref.remark,
});

/** "2170.60" in Chinese, "2,170.60" in English, for messages. */
export function yuan(lang: Lang, amount: Decimal.Value): string {
  const fixed = new Decimal(amount).abs().toFixed(2);
  if (lang !== 'en-US') return fixed;
  const [int, dec] = fixed.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}
