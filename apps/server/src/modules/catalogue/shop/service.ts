import type { ShopBody, ShopEdit, ShopListQuery } from '@ceping/contract';
import { type SQL, and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizRegion, bizShop, bizTask, sysUser } from '../../../db/schema/index.ts';
import { sellerRolesOf } from '../../system/user/index.ts';

/** Who is asking: `ownerId` set = a seller limited to its own shops. */
export interface ShopCaller {
  userName: string;
  ownerId: number | undefined;
}

const SORTABLE = { shopId: bizShop.shopId, shopName: bizShop.shopName, platform: bizShop.platform, userId: bizShop.userId, createTime: bizShop.createTime };
const cols = {
  shop: bizShop,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  regionName: bizRegion.regionName,
  regionNameEn: bizRegion.regionNameEn,
};
type Joined = { shop: typeof bizShop.$inferSelect; userName: string | null; nickName: string | null; regionName: string | null; regionNameEn: string | null };
const flat = ({ shop, ...rest }: Joined) => ({ ...shop, ...rest });

function shopFilter(q: ShopListQuery, ownerId: number | undefined): SQL | undefined {
  const name = likeOf(q.shopName);
  const userId = ownerId ?? q.userId;
  return and(
    userId ? eq(bizShop.userId, userId) : undefined,
    name ? ilike(bizShop.shopName, name) : undefined,
    q.platform ? eq(bizShop.platform, q.platform) : undefined,
    q.shopType ? eq(bizShop.shopType, q.shopType) : undefined,
    q.regionId ? eq(bizShop.regionId, q.regionId) : undefined,
    q.status ? eq(bizShop.status, q.status) : undefined,
  );
}

/** A page of the shops; its total above 10,000 shops is the planner's estimate (core/list-page.ts). */
export async function listShops(db: Executor, q: ShopListQuery, ownerId: number | undefined) {
  const where = shopFilter(q, ownerId);
  const page = await listPage(
    db,
    bizShop,
    where,
    q,
    db
      .select(cols)
      .from(bizShop)
      .leftJoin(sysUser, eq(sysUser.userId, bizShop.userId))
      .leftJoin(bizRegion, eq(bizRegion.regionId, bizShop.regionId))
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [desc(bizShop.shopId)])),
  );
  return mapPage(page, flat);
}

/** One shop; another seller's shop answers exactly like a missing one. */
export async function getShop(db: Executor, shopId: number, ownerId: number | undefined) {
  const [row] = await db
    .select(cols)
    .from(bizShop)
    .leftJoin(sysUser, eq(sysUser.userId, bizShop.userId))
    .leftJoin(bizRegion, eq(bizRegion.regionId, bizShop.regionId))
    .where(and(eq(bizShop.shopId, shopId), ownerId ? eq(bizShop.userId, ownerId) : undefined));
  if (!row) throw notFound();
  return flat(row);
}

/** Enabled shops of one owner, for selects. */
export async function shopOptions(db: Executor, ownerId: number) {
  return db
    .select({ shopId: bizShop.shopId, shopName: bizShop.shopName, platform: bizShop.platform, regionId: bizShop.regionId, shopType: bizShop.shopType })
    .from(bizShop)
    .where(and(eq(bizShop.userId, ownerId), eq(bizShop.status, '0')))
    .orderBy(asc(bizShop.shopName));
}

async function checkRegion(ex: Executor, b: ShopBody) {
  if (!b.regionId) return;
  const [region] = await ex.select({ platform: bizRegion.platform }).from(bizRegion).where(eq(bizRegion.regionId, b.regionId));
  if (!region) throw fail('region.missing');
  if (region.platform !== b.platform) throw fail('shop.regionPlatform');
}

/** The owner of a written shop: always the caller for sellers; a seller account chosen by staff. */
async function ownerFor(ex: Executor, b: ShopBody, caller: ShopCaller): Promise<number> {
  if (caller.ownerId) return caller.ownerId;
  if (!b.userId || (await sellerRolesOf(ex, b.userId)).length === 0) throw fail('shop.ownerInvalid');
  return b.userId;
}

const fields = (b: ShopBody) => ({
  shopName: b.shopName,
  shopType: b.shopType ?? '1',
  platform: b.platform,
  regionId: b.regionId ?? null,
  shopUrl: b.shopUrl,
  status: b.status ?? '0',
  remark: b.remark ?? null,
});

async function unique<T>(b: ShopBody, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('shop.exists', b.shopName);
    throw err;
  }
}

export async function addShop(db: Db, b: ShopBody, caller: ShopCaller) {
  const userId = await ownerFor(db, b, caller);
  await checkRegion(db, b);
  return unique(b, async () => {
    const [row] = await db
      .insert(bizShop)
      .values({ ...fields(b), userId, createBy: caller.userName })
      .returning();
    return row;
  });
}

export async function editShop(db: Db, b: ShopEdit, caller: ShopCaller) {
  await checkRegion(db, b);
  await unique(b, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ userId: bizShop.userId })
        .from(bizShop)
        .where(and(eq(bizShop.shopId, b.shopId), caller.ownerId ? eq(bizShop.userId, caller.ownerId) : undefined))
        .for('update');
      if (!current) throw notFound();
      // Staff may move a shop to another seller; a seller's shop stays its own.
      const userId = caller.ownerId ?? (b.userId ? await ownerFor(tx, b, caller) : current.userId);
      await tx
        .update(bizShop)
        .set({ ...fields(b), userId, updateBy: caller.userName, updateTime: new Date() })
        .where(eq(bizShop.shopId, b.shopId));
    }),
  );
}

/** Deletes shops without tasks; one missing or foreign id refuses the whole request. */
export async function removeShops(db: Db, ids: number[], caller: ShopCaller) {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ shopId: bizShop.shopId, shopName: bizShop.shopName })
      .from(bizShop)
      .where(and(inArray(bizShop.shopId, ids), caller.ownerId ? eq(bizShop.userId, caller.ownerId) : undefined))
      .for('update');
    if (found.length !== ids.length) throw notFound();
    const [used] = await tx.select({ shopId: bizTask.shopId }).from(bizTask).where(inArray(bizTask.shopId, ids)).limit(1);
    if (used) throw fail('shop.inUse', found.find((s) => s.shopId === used.shopId)?.shopName ?? '');
    await tx.delete(bizShop).where(inArray(bizShop.shopId, ids));
  });
}
