import type { RechargeBody, RechargeCredit, RechargeListQuery } from '@ceping/contract';
import Decimal from 'decimal.js';
import { type SQL, and, desc, eq, ilike, sql } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Store } from '../../../core/store.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizCollection, bizRecharge, sysSite, sysUser } from '../../../db/schema/index.ts';
import { notifyUser } from '../../account/index.ts';
import { bilingual } from '../charges.ts';
import { FundType, postLedger } from '../ledger.ts';
import { assertSeller, balancesOf, configAmount, lockSeller, ownerCols, transitionMissed, withOwner } from '../money-docs.ts';

/** Recharge states (dictionary recharge_status). */
export const RechargeStatus = { PENDING: '0', CREDITED: '1', REJECTED: '2', WITHDRAWN: '3' } as const;
/** The most rows one export writes. */
export const EXPORT_LIMIT = 50_000;

const cols = {
  rechargeId: bizRecharge.rechargeId,
  userId: bizRecharge.userId,
  ...ownerCols,
  siteId: bizRecharge.siteId,
  amount: bizRecharge.amount,
  creditedAmount: bizRecharge.creditedAmount,
  debtPaid: bizRecharge.debtPaid,
  method: bizRecharge.method,
  collectionId: bizRecharge.collectionId,
  collectionName: bizRecharge.collectionName,
  collectionNo: bizRecharge.collectionNo,
  voucher: bizRecharge.voucher,
  referenceNo: bizRecharge.referenceNo,
  status: bizRecharge.status,
  rejectReason: bizRecharge.rejectReason,
  auditBy: bizRecharge.auditBy,
  auditTime: bizRecharge.auditTime,
  remark: bizRecharge.remark,
  createBy: bizRecharge.createBy,
  createTime: bizRecharge.createTime,
  updateBy: bizRecharge.updateBy,
  updateTime: bizRecharge.updateTime,
};
export type RechargeListRow = Awaited<ReturnType<typeof listRecharges>>['rows'][number];
const SORTABLE = { rechargeId: bizRecharge.rechargeId, amount: bizRecharge.amount, createTime: bizRecharge.createTime, status: bizRecharge.status };
const joined = (ex: Executor) =>
  ex.select(cols).from(bizRecharge).leftJoin(sysUser, eq(sysUser.userId, bizRecharge.userId)).leftJoin(sysSite, eq(sysSite.siteId, bizRecharge.siteId));

/** `ownerId` set (a seller): its own recharges only, whatever the query names. */
function filter(q: Omit<RechargeListQuery, 'pageNum' | 'pageSize'>, ownerId: number | undefined): SQL | undefined {
  const name = ownerId ? undefined : likeOf(q.userName);
  return and(
    ownerId ? eq(bizRecharge.userId, ownerId) : undefined,
    name ? ilike(sysUser.userName, name) : undefined,
    q.status ? eq(bizRecharge.status, q.status) : undefined,
    q.method ? eq(bizRecharge.method, q.method) : undefined,
    q.referenceNo ? eq(bizRecharge.referenceNo, q.referenceNo) : undefined,
    q.siteId ? eq(bizRecharge.siteId, q.siteId) : undefined,
    dateRangeOf(bizRecharge.createTime, q.params),
  );
}

/** What the list's filter reads: the rows and their owners (the user-name filter). */
const RECHARGE_FROM = withOwner(bizRecharge, bizRecharge.userId);

/** A page of recharges; its total above 10,000 rows is the planner's estimate (core/list-page.ts). */
export function listRecharges(ex: Executor, q: RechargeListQuery, ownerId: number | undefined) {
  const where = filter(q, ownerId);
  return listPage(
    ex,
    RECHARGE_FROM,
    where,
    q,
    joined(ex)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [desc(bizRecharge.rechargeId)])),
  );
}

export function exportRecharges(ex: Executor, q: Omit<RechargeListQuery, 'pageNum' | 'pageSize'>, ownerId: number | undefined) {
  return joined(ex)
    .where(filter(q, ownerId))
    .orderBy(...orderByOf(q, SORTABLE, [desc(bizRecharge.rechargeId)]))
    .limit(EXPORT_LIMIT);
}

export async function getRecharge(ex: Executor, id: number, ownerId: number | undefined) {
  const [row] = await joined(ex).where(and(eq(bizRecharge.rechargeId, id), ownerId ? eq(bizRecharge.userId, ownerId) : undefined));
  if (!row) throw notFound();
  return row;
}

/** The seller's request (→ 0): at least the configured minimum, into one of its site's enabled accounts. */
export async function submitRecharge(db: Db, store: Store, u: LoginUser, b: RechargeBody) {
  assertSeller(u, 'recharge.sellerOnly');
  const min = await configAmount(db, store, 'ceping.recharge.min', '100');
  if (new Decimal(b.amount).lt(min)) throw fail('recharge.belowMin', min.toFixed(2));
  try {
    return await db.transaction(async (tx) => {
      const me = await lockSeller(tx, u.userId);
      const [acc] = await tx
        .select({ name: bizCollection.accountName, no: bizCollection.accountNo })
        .from(bizCollection)
        .where(
          and(
            eq(bizCollection.collectionId, b.collectionId),
            eq(bizCollection.status, '0'),
            me.siteId === null ? sql`false` : eq(bizCollection.siteId, me.siteId),
          ),
        );
      if (!acc) throw fail('recharge.collectionInvalid');
      const [row] = await tx
        .insert(bizRecharge)
        .values({
          userId: u.userId,
          siteId: me.siteId,
          amount: b.amount,
          method: b.method,
          collectionId: b.collectionId,
          collectionName: acc.name,
          collectionNo: acc.no,
          voucher: b.voucher,
          referenceNo: b.referenceNo,
          remark: b.remark,
          createBy: u.userName,
        })
        .returning({ id: bizRecharge.rechargeId });
      return { id: row.id, status: RechargeStatus.PENDING, money: new Decimal(me.money).toFixed(2), frozen: new Decimal(me.frozen).toFixed(2) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('recharge.referenceExists', b.referenceNo);
    throw err;
  }
}

const pendingOne = (id: number, ownerId?: number) =>
  and(eq(bizRecharge.rechargeId, id), eq(bizRecharge.status, RechargeStatus.PENDING), ownerId ? eq(bizRecharge.userId, ownerId) : undefined);
const existsSql = (id: number, ownerId?: number) =>
  sql`select 1 from biz_recharge where recharge_id = ${id}${ownerId ? sql` and user_id = ${ownerId}` : sql``}`;

/**
 * Finance credits what actually arrived (0 → 1, fund 1). A negative balance is simply raised by the
 * credit: the part that covered the debt is recorded on the recharge. Guarded by the state, so a
 * second credit of the same recharge (double click, two tabs) finds it no longer pending.
 */
export async function creditRecharge(db: Db, id: number, b: RechargeCredit, operator: string) {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(bizRecharge)
      .set({ status: RechargeStatus.CREDITED, creditedAmount: b.amount, auditBy: operator, auditTime: new Date(), updateBy: operator, updateTime: new Date() })
      .where(pendingOne(id))
      .returning({ userId: bizRecharge.userId, referenceNo: bizRecharge.referenceNo });
    if (!r) return transitionMissed(tx, existsSql(id));
    const me = await lockSeller(tx, r.userId);
    const amount = new Decimal(b.amount);
    const balance = new Decimal(me.money);
    const debtPaid = balance.isNegative() ? Decimal.min(balance.abs(), amount) : new Decimal(0);
    const remark = debtPaid.isZero()
      ? bilingual('recharge.creditRemark', r.referenceNo)
      : bilingual('recharge.creditRemarkDebt', r.referenceNo, debtPaid.toFixed(2));
    const led = await postLedger(tx, {
      userId: r.userId,
      type: FundType.RECHARGE,
      amount,
      refType: 'recharge',
      refId: id,
      refNo: r.referenceNo,
      operator,
      ...remark,
      mode: 'allowDebt',
    });
    await tx
      .update(bizRecharge)
      .set({ debtPaid: debtPaid.toFixed(2), fundId: led.fundId })
      .where(eq(bizRecharge.rechargeId, id));
    await notifyUser(tx, r.userId, {
      key: debtPaid.isZero() ? 'rechargeCredited' : 'rechargeCreditedDebt',
      params: [r.referenceNo, amount.toFixed(2), debtPaid.toFixed(2)],
      ref: { type: 'recharge', id },
    });
    return {
      id,
      status: RechargeStatus.CREDITED,
      money: led.balanceAfter,
      frozen: new Decimal(me.frozen).toFixed(2),
      creditedAmount: amount.toFixed(2),
      debtPaid: debtPaid.toFixed(2),
    };
  });
}

/** Finance refuses a pending recharge with a reason (0 → 2); no money moves. */
export async function rejectRecharge(db: Db, id: number, reason: string, operator: string) {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(bizRecharge)
      .set({ status: RechargeStatus.REJECTED, rejectReason: reason, auditBy: operator, auditTime: new Date(), updateBy: operator, updateTime: new Date() })
      .where(pendingOne(id))
      .returning({ userId: bizRecharge.userId, referenceNo: bizRecharge.referenceNo, amount: bizRecharge.amount });
    if (!r) return transitionMissed(tx, existsSql(id));
    await notifyUser(tx, r.userId, {
      key: 'rechargeRejected',
      params: [r.referenceNo, new Decimal(r.amount).toFixed(2), reason],
      ref: { type: 'recharge', id },
    });
    return { id, status: RechargeStatus.REJECTED, ...(await balancesOf(tx, r.userId)) };
  });
}

/** The seller takes back its own pending request (0 → 3). Another seller's id answers as missing. */
export async function cancelRecharge(db: Db, id: number, u: LoginUser) {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(bizRecharge)
      .set({ status: RechargeStatus.WITHDRAWN, updateBy: u.userName, updateTime: new Date() })
      .where(pendingOne(id, u.userId))
      .returning({ userId: bizRecharge.userId });
    if (!r) return transitionMissed(tx, existsSql(id, u.userId));
    return { id, status: RechargeStatus.WITHDRAWN, ...(await balancesOf(tx, r.userId)) };
  });
}
