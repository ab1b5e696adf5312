import type { FeeBody, FeeEdit, FeeListQuery } from '@ceping/contract';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { fail, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizFee, bizRegion, sysUser } from '../../../db/schema/index.ts';
import { checkPriceTarget } from '../price/owner.ts';
import { ownedFilter, ownedFrom, uniqueOr } from '../price/service.ts';

const SORTABLE = { feeId: bizFee.feeId, regionId: bizFee.regionId, userId: bizFee.userId, createTime: bizFee.createTime };
const DEFAULT_ORDER = [asc(bizRegion.orderNum), asc(bizFee.regionId), sql`${bizFee.userId} nulls first`, asc(bizFee.feeId)];

const cols = {
  fee: bizFee,
  regionName: bizRegion.regionName,
  regionNameEn: bizRegion.regionNameEn,
  platform: bizRegion.platform,
  coinName: bizRegion.coinName,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
};
type Joined = {
  fee: typeof bizFee.$inferSelect;
  regionName: string;
  regionNameEn: string | null;
  platform: string;
  coinName: string | null;
  userName: string | null;
  nickName: string | null;
};
const flat = ({ fee, ...rest }: Joined) => ({ ...fee, ...rest });

const FEE_FROM = ownedFrom(bizFee, bizFee);

/** A page of the fee rows; its total above 10,000 rows is the planner's estimate (core/list-page.ts). */
export async function listFees(db: Executor, q: FeeListQuery) {
  const where = ownedFilter(q, bizFee);
  const page = await listPage(
    db,
    FEE_FROM,
    where,
    q,
    db
      .select(cols)
      .from(bizFee)
      .innerJoin(bizRegion, eq(bizRegion.regionId, bizFee.regionId))
      .leftJoin(sysUser, eq(sysUser.userId, bizFee.userId))
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER)),
  );
  return mapPage(page, flat);
}

export async function getFee(db: Executor, feeId: number) {
  const [row] = await db
    .select(cols)
    .from(bizFee)
    .innerJoin(bizRegion, eq(bizRegion.regionId, bizFee.regionId))
    .leftJoin(sysUser, eq(sysUser.userId, bizFee.userId))
    .where(eq(bizFee.feeId, feeId));
  if (!row) throw notFound();
  return flat(row);
}

const values = (b: FeeBody) => ({
  regionId: b.regionId,
  userId: b.userId ?? null,
  follow: b.follow ?? '0',
  wish: b.wish ?? '0',
  cart: b.cart ?? '0',
  chat: b.chat ?? '0',
  gift: b.gift ?? '0',
  coupon: b.coupon ?? '0',
  compare: b.compare ?? '0',
  browse: b.browse ?? '0',
  matchProduct: b.matchProduct ?? '0',
  status: b.status ?? '0',
  remark: b.remark ?? null,
});

async function assertFree(ex: Executor, b: FeeBody, exceptId?: number) {
  const [dup] = await ex
    .select({ id: bizFee.feeId })
    .from(bizFee)
    .where(
      and(eq(bizFee.regionId, b.regionId), b.userId ? eq(bizFee.userId, b.userId) : isNull(bizFee.userId), exceptId ? ne(bizFee.feeId, exceptId) : undefined),
    );
  if (dup) throw fail(b.userId ? 'fee.existsSeller' : 'fee.existsDefault');
}

export async function addFee(db: Db, b: FeeBody, by: string) {
  await checkPriceTarget(db, b.regionId, b.userId);
  await assertFree(db, b);
  return uniqueOr('fee', b.userId, async () => {
    const [row] = await db
      .insert(bizFee)
      .values({ ...values(b), createBy: by })
      .returning();
    return row;
  });
}

export async function editFee(db: Db, b: FeeEdit, by: string) {
  await checkPriceTarget(db, b.regionId, b.userId);
  await assertFree(db, b, b.feeId);
  await uniqueOr('fee', b.userId, async () => {
    const done = await db
      .update(bizFee)
      .set({ ...values(b), updateBy: by, updateTime: new Date() })
      .where(eq(bizFee.feeId, b.feeId))
      .returning({ id: bizFee.feeId });
    if (done.length === 0) throw notFound();
  });
}

export async function removeFees(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: bizFee.feeId }).from(bizFee).where(inArray(bizFee.feeId, ids)).for('update');
    if (found.length !== ids.length) throw notFound();
    await tx.delete(bizFee).where(inArray(bizFee.feeId, ids));
  });
}
