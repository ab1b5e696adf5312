import { type FundListQuery, type FundOverviewQuery, type Lang, fundEndpoints } from '@ceping/contract';
import { type SQL, and, asc, desc, eq, ilike, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { wirePage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf, pageOf } from '../../../core/paging.ts';
import type { Executor } from '../../../db/client.ts';
import { type WireColumns, lookup, sameNamed, wireRowsReader, wireSelect } from '../../../db/wire-json.ts';
import { bizFund, sysUser } from '../../../db/schema/index.ts';
import { SELLER_ROLES } from '../../system/user/index.ts';

const SORTABLE = { createTime: bizFund.createTime, amount: bizFund.amount, fundId: bizFund.fundId };
const DEFAULT_ORDER = [desc(bizFund.createTime), desc(bizFund.fundId)];
/** The most rows one export writes. */
export const EXPORT_LIMIT = 50_000;

const cols = {
  fundId: bizFund.fundId,
  userId: bizFund.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  type: bizFund.type,
  amount: bizFund.amount,
  balanceBefore: bizFund.balanceBefore,
  balanceAfter: bizFund.balanceAfter,
  refType: bizFund.refType,
  refId: bizFund.refId,
  refNo: bizFund.refNo,
  operator: bizFund.operator,
  remark: bizFund.remark,
  remarkEn: bizFund.remarkEn,
  createTime: bizFund.createTime,
};
type StoredRow = { remark: string; remarkEn: string | null };

/** A ledger row with its remark in `lang` (the English one in English when the system wrote one). */
function inLanguage<R extends StoredRow>(lang: Lang) {
  return ({ remarkEn, ...row }: R): Omit<R, 'remarkEn'> => ({ ...row, remark: lang === 'en-US' && remarkEn ? remarkEn : row.remark });
}
export type FundListRow = Awaited<ReturnType<typeof exportFunds>>[number];

/** `ownerId` set = a seller: only its own rows, whatever the query names. */
function fundFilter(q: Omit<FundListQuery, 'pageNum' | 'pageSize'>, ownerId: number | undefined): SQL | undefined {
  const userId = ownerId ?? q.userId;
  const userName = ownerId ? undefined : likeOf(q.userName);
  return and(
    userId ? eq(bizFund.userId, userId) : undefined,
    // The owners' ids by name, so that the page's ids are read from the ledger alone (core/list-page.ts wirePage).
    userName ? sql`${bizFund.userId} in (select ${sysUser.userId} from ${sysUser} where ${ilike(sysUser.userName, userName)})` : undefined,
    q.type ? eq(bizFund.type, q.type) : undefined,
    q.refNo ? eq(bizFund.refNo, q.refNo) : undefined,
    dateRangeOf(bizFund.createTime, q.params),
  );
}

const joined = (ex: Executor) => ex.select(cols).from(bizFund).leftJoin(sysUser, eq(sysUser.userId, bizFund.userId));

const fundRowSchema = fundEndpoints.list.response.shape.rows.element;
/** The row's owner, read by its key for each row of the page (db/wire-json.ts `lookup`). */
const owner = alias(sysUser, 'fund_owner');
/** A page's ledger rows by their ids, written as wire JSON by PostgreSQL, the remark as {@link inLanguage} picks it. */
const wireReader = (name: string, remark: SQL) =>
  wireRowsReader(
    name,
    bizFund.fundId,
    wireSelect(fundRowSchema, {
      ...sameNamed(bizFund, fundRowSchema),
      userName: owner.userName,
      nickName: owner.nickName,
      remark,
    } as WireColumns<typeof fundRowSchema.shape>),
    sql`${bizFund} ${lookup(sysUser, 'fund_owner', sysUser.userId, bizFund.userId)}`,
  );
const readRows: Record<Lang, ReturnType<typeof wireReader>> = {
  'zh-CN': wireReader('fund_wire_by_ids', sql`${bizFund.remark}`),
  'en-US': wireReader('fund_wire_by_ids_en', sql`coalesce(nullif(${bizFund.remarkEn}, ''), ${bizFund.remark})`),
};

/**
 * A page of the ledger (ids from the ledger alone, rows written by PostgreSQL); its total above 10,000
 * rows is the planner's estimate (core/list-page.ts), the summary's figures are exact.
 */
export function listFunds(ex: Executor, q: FundListQuery, ownerId: number | undefined, lang: Lang) {
  return wirePage(ex, bizFund, bizFund.fundId, fundFilter(q, ownerId), orderByOf(q, SORTABLE, DEFAULT_ORDER), q, (db, ids) => readRows[lang](db, ids, null));
}

export async function exportFunds(ex: Executor, q: Omit<FundListQuery, 'pageNum' | 'pageSize'>, ownerId: number | undefined, lang: Lang) {
  const rows = await joined(ex)
    .where(fundFilter(q, ownerId))
    .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER))
    .limit(EXPORT_LIMIT);
  return rows.map(inLanguage(lang));
}

export async function getFund(ex: Executor, fundId: number, ownerId: number | undefined, lang: Lang) {
  const [row] = await joined(ex).where(and(eq(bizFund.fundId, fundId), ownerId ? eq(bizFund.userId, ownerId) : undefined));
  if (!row) throw notFound();
  return inLanguage(lang)(row);
}

/** Income (Σ positive), spend (Σ negative), net and row count under the list filters. */
export async function fundSummary(ex: Executor, q: FundListQuery, ownerId: number | undefined) {
  const [s] = await ex
    .select({
      income: sql<string>`coalesce(sum(case when ${bizFund.amount} > 0 then ${bizFund.amount} end), 0)::numeric(14,2)::text`,
      spend: sql<string>`coalesce(sum(case when ${bizFund.amount} < 0 then ${bizFund.amount} end), 0)::numeric(14,2)::text`,
      net: sql<string>`coalesce(sum(${bizFund.amount}), 0)::numeric(14,2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(bizFund)
    .leftJoin(sysUser, eq(sysUser.userId, bizFund.userId))
    .where(fundFilter(q, ownerId));
  return { income: s.income, spend: s.spend, net: s.net, count: Number(s.count) };
}

const ledger = (ex: Executor) =>
  ex
    .select({
      userId: bizFund.userId,
      total: sql<string>`sum(${bizFund.amount})`.as('total'),
      n: sql<number>`count(*)::int`.as('n'),
      lastTime: sql<Date>`max(${bizFund.createTime})`.as('last_time'),
    })
    .from(bizFund)
    .groupBy(bizFund.userId)
    .as('ledger');

/**
 * Every seller (and any other account with ledger rows): balance, frozen, Σ ledger and whether the
 * balance equals the ledger sum; totals over the whole filtered set.
 */
export async function fundOverview(ex: Executor, q: FundOverviewQuery) {
  const f = ledger(ex);
  const sum = sql<string>`coalesce(${f.total}, 0)`;
  const seller = sql`exists (select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id where ur.user_id = "sys_user"."user_id" and r.del_flag = '0' and r.role_key in ${[...SELLER_ROLES]})`;
  const userName = likeOf(q.userName);
  const where = and(
    eq(sysUser.delFlag, '0'),
    or(seller, isNotNull(f.userId)),
    userName ? or(ilike(sysUser.userName, userName), ilike(sysUser.nickName, userName)) : undefined,
    q.consistent === '0' ? ne(sysUser.money, sum) : q.consistent === '1' ? eq(sysUser.money, sum) : undefined,
    q.debt === '1' ? sql`${sysUser.money} < 0` : undefined,
  );
  const { limit, offset } = pageOf(q);
  const sortable = { userId: sysUser.userId, money: sysUser.money, frozen: sysUser.frozen, ledgerSum: sum, lastTime: sql`${f.lastTime}` };
  const rows = await ex
    .select({
      userId: sysUser.userId,
      userName: sysUser.userName,
      nickName: sysUser.nickName,
      status: sysUser.status,
      money: sysUser.money,
      frozen: sysUser.frozen,
      ledgerSum: sql<string>`${sum}::numeric(14,2)::text`,
      ledgerCount: sql<number>`coalesce(${f.n}, 0)::int`,
      lastTime: f.lastTime,
      consistent: sql<boolean>`${sysUser.money} = ${sum}`,
    })
    .from(sysUser)
    .leftJoin(f, eq(f.userId, sysUser.userId))
    .where(where)
    .orderBy(...orderByOf(q, sortable, [asc(sysUser.userId)]))
    .limit(limit)
    .offset(offset);
  const [t] = await ex
    .select({
      money: sql<string>`coalesce(sum(${sysUser.money}), 0)::numeric(14,2)::text`,
      frozen: sql<string>`coalesce(sum(${sysUser.frozen}), 0)::numeric(14,2)::text`,
      ledgerSum: sql<string>`coalesce(sum(${sum}), 0)::numeric(14,2)::text`,
      debt: sql<string>`coalesce(sum(case when ${sysUser.money} < 0 then ${sysUser.money} end), 0)::numeric(14,2)::text`,
      accounts: sql<number>`count(*)::int`,
      inconsistent: sql<number>`count(*) filter (where ${sysUser.money} <> ${sum})::int`,
    })
    .from(sysUser)
    .leftJoin(f, eq(f.userId, sysUser.userId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      ...r,
      ledgerCount: Number(r.ledgerCount),
      consistent: Boolean(r.consistent),
      lastTime: r.lastTime ? new Date(r.lastTime) : null,
    })),
    total: Number(t.accounts),
    totals: { ...t, accounts: Number(t.accounts), inconsistent: Number(t.inconsistent) },
  };
}
