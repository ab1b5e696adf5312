import type { Lang, RegionBatch, RegionBody, RegionEdit, RegionListQuery } from '@ceping/contract';
import { type SQL, and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizFee, bizPrice, bizRegion, bizShop, bizTask, sysUser } from '../../../db/schema/index.ts';
import { feeValues, pickApplicable } from '../pricing/lookup.ts';
import { effectiveRate } from '../pricing/price.ts';

type RegionRow = typeof bizRegion.$inferSelect;

const SORTABLE = {
  regionId: bizRegion.regionId,
  regionName: bizRegion.regionName,
  platform: bizRegion.platform,
  rate: bizRegion.rate,
  orderNum: bizRegion.orderNum,
  createTime: bizRegion.createTime,
};
const DEFAULT_ORDER = [asc(bizRegion.orderNum), asc(bizRegion.regionId)];

function regionFilter(q: RegionListQuery): SQL | undefined {
  const name = likeOf(q.regionName);
  return and(
    q.platform ? eq(bizRegion.platform, q.platform) : undefined,
    name ? or(ilike(bizRegion.regionName, name), ilike(bizRegion.regionNameEn, name)) : undefined,
    q.status ? eq(bizRegion.status, q.status) : undefined,
    q.regionId ? eq(bizRegion.regionId, q.regionId) : undefined,
  );
}

/** Adds to each region the price package that applies to `userId` (the defaults without a user). */
export async function withPackages(ex: Executor, regions: RegionRow[], userId: number | undefined) {
  const [user] = userId
    ? await ex
        .select({ rate: sysUser.rate, addMoney: sysUser.addMoney, parentId: sysUser.parentId })
        .from(sysUser)
        .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
    : [];
  const ids = regions.map((r) => r.regionId);
  const owners = user && userId ? [userId, ...(user.parentId ? [user.parentId] : [])] : [];
  const ownerCond = (col: typeof bizPrice.userId | typeof bizFee.userId) => (owners.length ? or(isNull(col), inArray(col, owners)) : isNull(col));
  const prices = ids.length
    ? await ex
        .select({ regionId: bizPrice.regionId, userId: bizPrice.userId, basePrice: bizPrice.basePrice })
        .from(bizPrice)
        .where(and(inArray(bizPrice.regionId, ids), eq(bizPrice.status, '0'), ownerCond(bizPrice.userId)))
    : [];
  const fees = ids.length
    ? await ex
        .select()
        .from(bizFee)
        .where(and(inArray(bizFee.regionId, ids), eq(bizFee.status, '0'), ownerCond(bizFee.userId)))
    : [];
  const target = user && userId ? userId : 0;
  const parent = user?.parentId ?? null;
  const userRate = user?.rate ?? '0.0000';
  return regions.map((r) => {
    const price = pickApplicable(
      prices.filter((p) => p.regionId === r.regionId),
      target,
      parent,
    );
    const fee = pickApplicable(
      fees.filter((f) => f.regionId === r.regionId),
      target,
      parent,
    );
    return {
      ...r,
      userId: user ? (userId ?? null) : null,
      basePrice: price?.row.basePrice ?? null,
      priceSource: price?.source ?? null,
      fees: fee ? feeValues(fee.row) : null,
      userRate,
      addMoney: user?.addMoney ?? '0.00',
      effectiveRate: effectiveRate(r, userRate).toFixed(4),
    };
  });
}

/** A page of the regions with their price packages; its total above 10,000 regions is the planner's estimate (core/list-page.ts). */
export async function listRegions(db: Executor, q: RegionListQuery, userId: number | undefined) {
  const where = regionFilter(q);
  const page = await listPage(
    db,
    bizRegion,
    where,
    q,
    db
      .select()
      .from(bizRegion)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER)),
  );
  return { ...page, rows: await withPackages(db, page.rows, userId) };
}

export async function getRegion(db: Executor, regionId: number) {
  const [row] = await db.select().from(bizRegion).where(eq(bizRegion.regionId, regionId));
  if (!row) throw notFound();
  return row;
}

/** Enabled regions for selects, the label in the caller's language. */
export async function regionOptions(db: Executor, lang: Lang) {
  const rows = await db
    .select()
    .from(bizRegion)
    .where(eq(bizRegion.status, '0'))
    .orderBy(...DEFAULT_ORDER);
  return rows.map((r) => ({
    regionId: r.regionId,
    regionName: r.regionName,
    regionNameEn: r.regionNameEn,
    label: lang === 'en-US' && r.regionNameEn ? r.regionNameEn : r.regionName,
    platform: r.platform,
    countryCode: r.countryCode,
    coinName: r.coinName,
    rate: r.rate,
  }));
}

const fields = (b: RegionBody) => ({
  regionName: b.regionName,
  regionNameEn: b.regionNameEn || null,
  platform: b.platform,
  countryCode: (b.countryCode ?? '').toUpperCase(),
  coinName: b.coinName,
  // A region without a coin is priced in RMB: its rate is 1 whatever was typed.
  rate: b.coinName ? b.rate : '1',
  orderNum: b.orderNum ?? 0,
  status: b.status ?? '0',
  remark: b.remark ?? null,
});

async function assertUniqueName(ex: Executor, b: RegionBody, exceptId?: number) {
  const [dup] = await ex
    .select({ id: bizRegion.regionId })
    .from(bizRegion)
    .where(and(eq(bizRegion.platform, b.platform), eq(bizRegion.regionName, b.regionName), exceptId ? ne(bizRegion.regionId, exceptId) : undefined));
  if (dup) throw fail('region.exists', b.regionName);
}

async function uniqueGuard<T>(b: RegionBody, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('region.exists', b.regionName);
    throw err;
  }
}

export async function addRegion(db: Db, b: RegionBody, by: string) {
  await assertUniqueName(db, b);
  return uniqueGuard(b, async () => {
    const [row] = await db
      .insert(bizRegion)
      .values({ ...fields(b), createBy: by })
      .returning();
    return row;
  });
}

export async function editRegion(db: Db, b: RegionEdit, by: string) {
  await assertUniqueName(db, b, b.regionId);
  await uniqueGuard(b, async () => {
    const done = await db
      .update(bizRegion)
      .set({ ...fields(b), updateBy: by, updateTime: new Date() })
      .where(eq(bizRegion.regionId, b.regionId))
      .returning({ id: bizRegion.regionId });
    if (done.length === 0) throw notFound();
  });
}

/** Saves the exchange-rate table in one transaction; one unknown id refuses the whole batch. */
export async function batchRegions(db: Db, list: RegionBatch, by: string) {
  await db.transaction(async (tx) => {
    for (const r of list) {
      const done = await tx
        .update(bizRegion)
        .set({
          // Without a coin (the one sent, else the stored one) the rate is 1: prices are in RMB.
          rate: sql`case when (${r.coinName === undefined ? bizRegion.coinName : r.coinName || null})::text is null then 1 else ${r.rate}::numeric end`,
          ...(r.coinName === undefined ? {} : { coinName: r.coinName || null }),
          ...(r.status ? { status: r.status } : {}),
          ...(r.orderNum === undefined ? {} : { orderNum: r.orderNum }),
          updateBy: by,
          updateTime: new Date(),
        })
        .where(eq(bizRegion.regionId, r.regionId))
        .returning({ id: bizRegion.regionId });
      if (done.length === 0) throw notFound();
    }
  });
}

/**
 * Deletes regions with their price and fee rows. Refused when a task or a shop refers to one of
 * them; one unknown id refuses the whole request.
 */
export async function removeRegions(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select().from(bizRegion).where(inArray(bizRegion.regionId, ids)).for('update');
    if (found.length !== ids.length) throw notFound();
    const [task] = await tx.select({ regionId: bizTask.regionId }).from(bizTask).where(inArray(bizTask.regionId, ids)).limit(1);
    const [shop] = task ? [] : await tx.select({ regionId: bizShop.regionId }).from(bizShop).where(inArray(bizShop.regionId, ids)).limit(1);
    const used = task?.regionId ?? shop?.regionId;
    if (used) throw fail('region.inUse', found.find((r) => r.regionId === used)?.regionName ?? used);
    await tx.delete(bizPrice).where(inArray(bizPrice.regionId, ids));
    await tx.delete(bizFee).where(inArray(bizFee.regionId, ids));
    await tx.delete(bizRegion).where(inArray(bizRegion.regionId, ids));
  });
}
