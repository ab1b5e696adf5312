import type { WithdrawalBody, WithdrawalEdit, WithdrawalListQuery, WithdrawalPay } from '@ceping/contract';
import Decimal from 'decimal.js';
import { type SQL, and, count, desc, eq, gte, ilike, sql } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Store } from '../../../core/store.ts';
import type { Db, Executor, Tx } from '../../../db/client.ts';
import { bizWithdrawal, sysSite, sysUser } from '../../../db/schema/index.ts';
import { type InboxKey, notifyUser } from '../../account/index.ts';
import { bilingual } from '../charges.ts';
import { FundType, postLedger } from '../ledger.ts';
import { assertSeller, balancesOf, configAmount, lockSeller, moveFrozen, ownerCols, startOfToday, transitionMissed, withOwner } from '../money-docs.ts';

/** Withdrawal states (dictionary withdraw_status). 0 and 1 hold the amount in `frozen`. */
export const WithdrawState = { PENDING: '0', APPROVED: '1', PAID: '2', REJECTED: '3', FAILED: '4', CANCELLED: '5' } as const;
type State = (typeof WithdrawState)[keyof typeof WithdrawState];
/** Requests a seller may make per day (GMT+8). */
export const DAILY_WITHDRAWALS = 3;

const cols = {
  id: bizWithdrawal.id,
  userId: bizWithdrawal.userId,
  ...ownerCols,
  siteId: bizWithdrawal.siteId,
  amount: bizWithdrawal.amount,
  accountType: bizWithdrawal.accountType,
  accountName: bizWithdrawal.accountName,
  accountNo: bizWithdrawal.accountNo,
  bankName: bizWithdrawal.bankName,
  status: bizWithdrawal.status,
  rejectReason: bizWithdrawal.rejectReason,
  payNo: bizWithdrawal.payNo,
  payTime: bizWithdrawal.payTime,
  auditBy: bizWithdrawal.auditBy,
  auditTime: bizWithdrawal.auditTime,
  remark: bizWithdrawal.remark,
  createBy: bizWithdrawal.createBy,
  createTime: bizWithdrawal.createTime,
  updateBy: bizWithdrawal.updateBy,
  updateTime: bizWithdrawal.updateTime,
};
const SORTABLE = { id: bizWithdrawal.id, amount: bizWithdrawal.amount, createTime: bizWithdrawal.createTime, status: bizWithdrawal.status };
const joined = (ex: Executor) =>
  ex.select(cols).from(bizWithdrawal).leftJoin(sysUser, eq(sysUser.userId, bizWithdrawal.userId)).leftJoin(sysSite, eq(sysSite.siteId, bizWithdrawal.siteId));

/** What the list's filter reads: the rows and their owners (the user-name filter). */
const WITHDRAWAL_FROM = withOwner(bizWithdrawal, bizWithdrawal.userId);

/** A page of withdrawals; its total above 10,000 rows is the planner's estimate (core/list-page.ts). */
export function listWithdrawals(ex: Executor, q: WithdrawalListQuery, ownerId: number | undefined) {
  const name = ownerId ? undefined : likeOf(q.userName);
  const where: SQL | undefined = and(
    ownerId ? eq(bizWithdrawal.userId, ownerId) : undefined,
    name ? ilike(sysUser.userName, name) : undefined,
    q.status ? eq(bizWithdrawal.status, q.status) : undefined,
    q.siteId ? eq(bizWithdrawal.siteId, q.siteId) : undefined,
    dateRangeOf(bizWithdrawal.createTime, q.params),
  );
  return listPage(
    ex,
    WITHDRAWAL_FROM,
    where,
    q,
    joined(ex)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [desc(bizWithdrawal.id)])),
  );
}

export async function getWithdrawal(ex: Executor, id: number, ownerId: number | undefined) {
  const [row] = await joined(ex).where(and(eq(bizWithdrawal.id, id), ownerId ? eq(bizWithdrawal.userId, ownerId) : undefined));
  if (!row) throw notFound();
  return row;
}

/** The configured amount range; outside it the localized limit message. */
async function assertLimits(db: Executor, store: Store, amount: string) {
  const min = await configAmount(db, store, 'ceping.withdraw.min', '100');
  const max = await configAmount(db, store, 'ceping.withdraw.max', '50000');
  const a = new Decimal(amount);
  if (a.lt(min)) throw fail('withdrawal.belowMin', min.toFixed(2));
  if (a.gt(max)) throw fail('withdrawal.aboveMax', max.toFixed(2));
}

/** The amount leaves the balance (fund 2, never below zero) and enters `frozen`. */
async function freeze(tx: Tx, userId: number, id: number, amount: Decimal, operator: string) {
  await postLedger(tx, {
    userId,
    type: FundType.WITHDRAW,
    amount: amount.neg(),
    refType: 'withdrawal',
    refId: id,
    refNo: String(id),
    operator,
    ...bilingual('withdrawal.requestRemark', amount.toFixed(2)),
    mode: 'cover',
  });
  return moveFrozen(tx, userId, amount);
}

/** The amount leaves `frozen` and returns to the balance (fund 3). */
async function giveBack(tx: Tx, userId: number, id: number, amount: Decimal, operator: string, why: string) {
  await postLedger(tx, {
    userId,
    type: FundType.WITHDRAW_RETURN,
    amount,
    refType: 'withdrawal',
    refId: id,
    refNo: String(id),
    operator,
    ...bilingual('withdrawal.returnRemark', why),
    mode: 'allowDebt',
  });
  return moveFrozen(tx, userId, amount.neg());
}

/**
 * `POST /system/withdrawal` (the route asks for the second password first): within the configured
 * range, at most {@link DAILY_WITHDRAWALS} a day, one open at a time, no debt, a second password set.
 * The owner's row is locked for the checks; the partial unique index is the last word on "one open".
 */
export async function requestWithdrawal(db: Db, store: Store, u: LoginUser, b: WithdrawalBody) {
  assertSeller(u, 'withdrawal.sellerOnly');
  await assertLimits(db, store, b.amount);
  try {
    return await db.transaction(async (tx) => {
      const me = await lockSeller(tx, u.userId);
      if (!me.hasPayPwd) throw fail('withdrawal.noPayPwd');
      if (new Decimal(me.money).isNegative()) throw fail('withdrawal.debt');
      const [open] = await tx
        .select({ id: bizWithdrawal.id })
        .from(bizWithdrawal)
        .where(and(eq(bizWithdrawal.userId, u.userId), sql`${bizWithdrawal.status} in ('0', '1')`));
      if (open) throw fail('withdrawal.pendingExists');
      const [{ n }] = await tx
        .select({ n: count() })
        .from(bizWithdrawal)
        .where(and(eq(bizWithdrawal.userId, u.userId), gte(bizWithdrawal.createTime, startOfToday())));
      if (n >= DAILY_WITHDRAWALS) throw fail('withdrawal.dailyLimit', DAILY_WITHDRAWALS);
      const [row] = await tx
        .insert(bizWithdrawal)
        .values({
          userId: u.userId,
          siteId: me.siteId,
          amount: b.amount,
          accountType: b.accountType,
          accountName: b.accountName,
          accountNo: b.accountNo,
          bankName: b.bankName,
          remark: b.remark,
          createBy: u.userName,
        })
        .returning({ id: bizWithdrawal.id });
      const after = await freeze(tx, u.userId, row.id, new Decimal(b.amount), u.userName);
      return { id: row.id, status: WithdrawState.PENDING, ...after };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('withdrawal.pendingExists');
    throw err;
  }
}

/** `PUT /system/withdrawal`: the owner changes a pending request; a new amount moves the difference. */
export async function editWithdrawal(db: Db, store: Store, u: LoginUser, b: WithdrawalEdit) {
  assertSeller(u, 'withdrawal.sellerOnly');
  await assertLimits(db, store, b.amount);
  return db.transaction(async (tx) => {
    await lockSeller(tx, u.userId);
    const [old] = await tx
      .select({ amount: bizWithdrawal.amount })
      .from(bizWithdrawal)
      .where(and(eq(bizWithdrawal.id, b.id), eq(bizWithdrawal.userId, u.userId), eq(bizWithdrawal.status, WithdrawState.PENDING)));
    if (!old) return transitionMissed(tx, sql`select 1 from biz_withdrawal where id = ${b.id} and user_id = ${u.userId}`);
    await tx
      .update(bizWithdrawal)
      .set({
        amount: b.amount,
        accountType: b.accountType,
        accountName: b.accountName,
        accountNo: b.accountNo,
        bankName: b.bankName,
        remark: b.remark,
        updateBy: u.userName,
        updateTime: new Date(),
      })
      .where(eq(bizWithdrawal.id, b.id));
    const delta = new Decimal(b.amount).minus(old.amount);
    if (delta.isPositive()) await freeze(tx, u.userId, b.id, delta, u.userName);
    else if (delta.isNegative()) await giveBack(tx, u.userId, b.id, delta.abs(), u.userName, String(b.id));
    return { id: b.id, status: WithdrawState.PENDING, ...(await balancesOf(tx, u.userId)) };
  });
}

interface Move {
  from: State;
  to: State;
  /** What happens to the frozen amount: back to the balance (fund 3), paid out, or kept. */
  money: 'return' | 'release' | 'keep';
  set?: Partial<typeof bizWithdrawal.$inferInsert>;
  /** Only the owner may (cancel). */
  ownerId?: number;
  /** The reason written on the return row. */
  why?: string;
  /** The owner's message (finance's moves; not the owner's own cancel): its text and the values after id and amount. */
  notify?: { key: InboxKey; extra?: string[] };
}

/** One guarded transition: applies only while the row is still in `from` (double clicks and races lose). */
async function transition(db: Db, id: number, m: Move, operator: string) {
  return db.transaction(async (tx) => {
    const [w] = await tx
      .update(bizWithdrawal)
      .set({ status: m.to, updateBy: operator, updateTime: new Date(), ...m.set })
      .where(and(eq(bizWithdrawal.id, id), eq(bizWithdrawal.status, m.from), m.ownerId ? eq(bizWithdrawal.userId, m.ownerId) : undefined))
      .returning({ userId: bizWithdrawal.userId, amount: bizWithdrawal.amount });
    if (!w) return transitionMissed(tx, sql`select 1 from biz_withdrawal where id = ${id}${m.ownerId ? sql` and user_id = ${m.ownerId}` : sql``}`);
    await lockSeller(tx, w.userId);
    const amount = new Decimal(w.amount);
    const after =
      m.money === 'return'
        ? await giveBack(tx, w.userId, id, amount, operator, m.why ?? String(id))
        : m.money === 'release'
          ? await moveFrozen(tx, w.userId, amount.neg())
          : await balancesOf(tx, w.userId);
    if (m.notify)
      await notifyUser(tx, w.userId, { key: m.notify.key, params: [id, amount.toFixed(2), ...(m.notify.extra ?? [])], ref: { type: 'withdrawal', id } });
    return { id, status: m.to, ...after };
  });
}

const audited = (operator: string) => ({ auditBy: operator, auditTime: new Date() });

export const approveWithdrawal = (db: Db, id: number, operator: string) =>
  transition(
    db,
    id,
    { from: WithdrawState.PENDING, to: WithdrawState.APPROVED, money: 'keep', set: audited(operator), notify: { key: 'withdrawalApproved' } },
    operator,
  );

export const rejectWithdrawal = (db: Db, id: number, reason: string, operator: string) =>
  transition(
    db,
    id,
    {
      from: WithdrawState.PENDING,
      to: WithdrawState.REJECTED,
      money: 'return',
      set: { ...audited(operator), rejectReason: reason },
      why: reason,
      notify: { key: 'withdrawalRejected', extra: [reason] },
    },
    operator,
  );

/** Paid: the frozen amount leaves for good (it left the balance on request). */
export const payWithdrawal = (db: Db, id: number, b: WithdrawalPay, operator: string) =>
  transition(
    db,
    id,
    {
      from: WithdrawState.APPROVED,
      to: WithdrawState.PAID,
      money: 'release',
      set: { payNo: b.payNo, payTime: new Date(`${b.payTime.replace(' ', 'T')}${b.payTime.length === 16 ? ':00' : ''}+08:00`) },
      notify: { key: 'withdrawalPaid', extra: [b.payNo] },
    },
    operator,
  );

export const failWithdrawal = (db: Db, id: number, reason: string, operator: string) =>
  transition(
    db,
    id,
    {
      from: WithdrawState.APPROVED,
      to: WithdrawState.FAILED,
      money: 'return',
      set: { rejectReason: reason },
      why: reason,
      notify: { key: 'withdrawalFailed', extra: [reason] },
    },
    operator,
  );

export const cancelWithdrawal = (db: Db, id: number, u: LoginUser) =>
  transition(db, id, { from: WithdrawState.PENDING, to: WithdrawState.CANCELLED, money: 'return', ownerId: u.userId }, u.userName);
