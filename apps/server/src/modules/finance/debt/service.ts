import type { DebtListQuery, DebtWriteOff, Lang } from '@ceping/contract';
import Decimal from 'decimal.js';
import { type SQL, and, asc, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { fail } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizFund, sysSite, sysUser } from '../../../db/schema/index.ts';
import { bilingual } from '../charges.ts';
import { FundType, postLedger } from '../ledger.ts';
import { lockSeller } from '../money-docs.ts';

/** The ledger row that last took the balance from ≥ 0 below zero (null when it never crossed). */
const crossingId = (userId: SQL | number) =>
  sql<number | null>`(select max(f.fund_id) from biz_fund f where f.user_id = ${userId} and f.balance_before >= 0 and f.balance_after < 0)`;
const since = sql<Date | null>`(select f.create_time from biz_fund f where f.fund_id = ${crossingId(sql`"sys_user"."user_id"`)})`;

/**
 * docs/DOMAIN.md §6: a seller is in debt while its balance is below zero. A page of them; its total
 * above 10,000 accounts is the planner's estimate (core/list-page.ts).
 */
export async function listDebts(ex: Executor, q: DebtListQuery) {
  const name = likeOf(q.userName);
  const where = and(
    eq(sysUser.delFlag, '0'),
    lt(sysUser.money, '0'),
    name ? ilike(sysUser.userName, name) : undefined,
    q.siteId ? eq(sysUser.siteId, q.siteId) : undefined,
  );
  const page = await listPage(
    ex,
    sysUser,
    where,
    q,
    ex
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        siteName: sysSite.siteName,
        money: sysUser.money,
        since: since.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
      })
      .from(sysUser)
      .leftJoin(sysSite, eq(sysSite.siteId, sysUser.siteId))
      .where(where)
      .orderBy(...orderByOf(q, { money: sysUser.money, userId: sysUser.userId }, [asc(sysUser.money), asc(sysUser.userId)])),
  );
  const now = Date.now();
  return mapPage(page, (r) => ({
    ...r,
    money: new Decimal(r.money).toFixed(2),
    debt: new Decimal(r.money).neg().toFixed(2),
    daysOutstanding: r.since ? Math.max(0, Math.floor((now - r.since.getTime()) / 86400_000)) : 0,
  }));
}

/** The ledger rows from the one that took the balance below zero on: what the debt is made of. */
export async function debtCauses(ex: Executor, userId: number, lang: Lang) {
  const found = await ex
    .select({
      fundId: bizFund.fundId,
      type: bizFund.type,
      amount: bizFund.amount,
      balanceBefore: bizFund.balanceBefore,
      balanceAfter: bizFund.balanceAfter,
      refType: bizFund.refType,
      refNo: bizFund.refNo,
      operator: bizFund.operator,
      remark: bizFund.remark,
      remarkEn: bizFund.remarkEn,
      createTime: bizFund.createTime,
    })
    .from(bizFund)
    .where(and(eq(bizFund.userId, userId), gte(bizFund.fundId, sql`coalesce(${crossingId(userId)}, 0)`)))
    .orderBy(desc(bizFund.fundId))
    .limit(200);
  return found.map(({ remarkEn, ...r }) => ({ ...r, remark: lang === 'en-US' && remarkEn ? remarkEn : r.remark }));
}

/** An admin clears the whole debt with an adjustment row (fund 10) carrying the reason. */
export async function writeOffDebt(db: Db, b: DebtWriteOff, operator: string) {
  return db.transaction(async (tx) => {
    const me = await lockSeller(tx, b.userId);
    const balance = new Decimal(me.money);
    if (!balance.isNegative()) throw fail('debt.none');
    const led = await postLedger(tx, {
      userId: b.userId,
      type: FundType.ADJUST,
      amount: balance.abs(),
      refType: 'writeOff',
      operator,
      ...bilingual('debt.writeOffRemark', b.remark),
      mode: 'allowDebt',
    });
    return { userId: b.userId, fundId: led.fundId, amount: balance.abs().toFixed(2), money: led.balanceAfter };
  });
}
