import type { PriceBody, PriceEdit, PriceListQuery } from '@ceping/contract';
import { type AnyColumn, type SQL, and, asc, eq, ilike, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizPrice, bizRegion, sysUser } from '../../../db/schema/index.ts';
import { checkPriceTarget } from './owner.ts';

const SORTABLE = {
  priceId: bizPrice.priceId,
  regionId: bizPrice.regionId,
  basePrice: bizPrice.basePrice,
  userId: bizPrice.userId,
  createTime: bizPrice.createTime,
};
const DEFAULT_ORDER = [asc(bizRegion.orderNum), asc(bizPrice.regionId), sql`${bizPrice.userId} nulls first`, asc(bizPrice.priceId)];

const cols = {
  priceId: bizPrice.priceId,
  regionId: bizPrice.regionId,
  userId: bizPrice.userId,
  basePrice: bizPrice.basePrice,
  status: bizPrice.status,
  remark: bizPrice.remark,
  createBy: bizPrice.createBy,
  createTime: bizPrice.createTime,
  updateBy: bizPrice.updateBy,
  updateTime: bizPrice.updateTime,
  regionName: bizRegion.regionName,
  regionNameEn: bizRegion.regionNameEn,
  platform: bizRegion.platform,
  coinName: bizRegion.coinName,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
};

/**
 * What {@link ownedFilter} reads, for counting a price or fee list (core/list-page.ts): the rows with
 * their region (an inner join, as the page reads them: the platform filter) and owner (the user-name
 * filter). Built once per module.
 */
export const ownedFrom = (table: PgTable, t: { regionId: AnyColumn; userId: AnyColumn }): SQL =>
  sql`${table} inner join ${bizRegion} on ${bizRegion.regionId} = ${t.regionId} left join ${sysUser} on ${sysUser.userId} = ${t.userId}`;

/** Shared price/fee list filters on an owned row table joined with region and user. */
export function ownedFilter(q: PriceListQuery, t: { regionId: AnyColumn; userId: AnyColumn; status: AnyColumn }): SQL | undefined {
  const userName = likeOf(q.userName);
  return and(
    q.regionId ? eq(t.regionId, q.regionId) : undefined,
    q.userId ? eq(t.userId, q.userId) : undefined,
    q.platform ? eq(bizRegion.platform, q.platform) : undefined,
    userName ? ilike(sysUser.userName, userName) : undefined,
    q.scope === 'default' ? isNull(t.userId) : q.scope === 'user' ? isNotNull(t.userId) : undefined,
    q.status ? eq(t.status, q.status) : undefined,
  );
}

const PRICE_FROM = ownedFrom(bizPrice, bizPrice);

/** A page of the price rows; its total above 10,000 rows is the planner's estimate (core/list-page.ts). */
export function listPrices(db: Executor, q: PriceListQuery) {
  const where = ownedFilter(q, bizPrice);
  const base = () =>
    db.select(cols).from(bizPrice).innerJoin(bizRegion, eq(bizRegion.regionId, bizPrice.regionId)).leftJoin(sysUser, eq(sysUser.userId, bizPrice.userId));
  return listPage(
    db,
    PRICE_FROM,
    where,
    q,
    base()
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER)),
  );
}

export async function getPrice(db: Executor, priceId: number) {
  const [row] = await db
    .select(cols)
    .from(bizPrice)
    .innerJoin(bizRegion, eq(bizRegion.regionId, bizPrice.regionId))
    .leftJoin(sysUser, eq(sysUser.userId, bizPrice.userId))
    .where(eq(bizPrice.priceId, priceId));
  if (!row) throw notFound();
  return row;
}

/** Every region with its default price row (null when none) and how many sellers override it. */
export async function defaultPrices(db: Executor) {
  const rows = await db
    .select({
      regionId: bizRegion.regionId,
      regionName: bizRegion.regionName,
      regionNameEn: bizRegion.regionNameEn,
      platform: bizRegion.platform,
      coinName: bizRegion.coinName,
      rate: bizRegion.rate,
      regionStatus: bizRegion.status,
      priceId: bizPrice.priceId,
      basePrice: bizPrice.basePrice,
      status: bizPrice.status,
      overrides: sql<number>`(select count(*)::int from ${bizPrice} p2 where p2.region_id = "biz_region"."region_id" and p2.user_id is not null)`,
    })
    .from(bizRegion)
    .leftJoin(bizPrice, and(eq(bizPrice.regionId, bizRegion.regionId), isNull(bizPrice.userId)))
    .orderBy(asc(bizRegion.orderNum), asc(bizRegion.regionId));
  return rows.map((r) => ({ ...r, overrides: Number(r.overrides) }));
}

async function assertFree(ex: Executor, b: PriceBody, exceptId?: number) {
  const [dup] = await ex
    .select({ id: bizPrice.priceId })
    .from(bizPrice)
    .where(
      and(
        eq(bizPrice.regionId, b.regionId),
        b.userId ? eq(bizPrice.userId, b.userId) : isNull(bizPrice.userId),
        exceptId ? ne(bizPrice.priceId, exceptId) : undefined,
      ),
    );
  if (dup) throw fail(b.userId ? 'price.existsSeller' : 'price.existsDefault');
}

/** Runs a write, turning the region+user unique index into the friendly message. */
export async function uniqueOr<T>(area: 'price' | 'fee', userId: number | null | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail(userId ? `${area}.existsSeller` : `${area}.existsDefault`);
    throw err;
  }
}

export async function addPrice(db: Db, b: PriceBody, by: string) {
  await checkPriceTarget(db, b.regionId, b.userId);
  await assertFree(db, b);
  return uniqueOr('price', b.userId, async () => {
    const [row] = await db
      .insert(bizPrice)
      .values({ regionId: b.regionId, userId: b.userId ?? null, basePrice: b.basePrice, status: b.status ?? '0', remark: b.remark ?? null, createBy: by })
      .returning();
    return row;
  });
}

export async function editPrice(db: Db, b: PriceEdit, by: string) {
  await checkPriceTarget(db, b.regionId, b.userId);
  await assertFree(db, b, b.priceId);
  await uniqueOr('price', b.userId, async () => {
    const done = await db
      .update(bizPrice)
      .set({
        regionId: b.regionId,
        userId: b.userId ?? null,
        basePrice: b.basePrice,
        status: b.status ?? '0',
        remark: b.remark ?? null,
        updateBy: by,
        updateTime: new Date(),
      })
      .where(eq(bizPrice.priceId, b.priceId))
      .returning({ id: bizPrice.priceId });
    if (done.length === 0) throw notFound();
  });
}

export async function removePrices(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: bizPrice.priceId }).from(bizPrice).where(inArray(bizPrice.priceId, ids)).for('update');
    if (found.length !== ids.length) throw notFound();
    await tx.delete(bizPrice).where(inArray(bizPrice.priceId, ids));
  });
}
