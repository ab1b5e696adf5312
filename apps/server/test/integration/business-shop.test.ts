import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizShop } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let staff: string;
let seller: string;
let seller2: string;
let sub: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, seller, seller2, sub] = await Promise.all(['admin', 'staff', 'seller', 'seller2', 'subseller'].map((n) => ctx.login(n)));
});
afterAll(() => ctx.close());

type ShopRow = { shopId: number; userId: number; shopName: string; userName: string | null; regionName: string | null };
const list = (token: string, query: Record<string, string> = {}) =>
  ctx.call<{ rows: ShopRow[]; total: number }>({ method: 'GET', url: '/prod-api/system/shop/list', query, token });
// Seeded: shops 1, 2 belong to seller (3); 3, 4 to seller2 (4).

describe('shops: seller isolation', () => {
  it('lists only the caller’s shops for a seller, whatever userId it passes', async () => {
    const own = await list(seller2, { userId: '3' });
    expect(own.rows.map((r) => r.shopId).sort()).toEqual([3, 4]);
    expect(own.total).toBe(2);
    const staffAll = await list(staff);
    expect(staffAll.total).toBe(4);
    // A full page of a seller's shops is counted in its own scope only, exactly.
    expect(await list(seller2, { userId: '3', pageSize: '1' })).toMatchObject({ code: 200, total: 2, estimated: false });
    const staffFiltered = await list(staff, { userId: '3' });
    expect(staffFiltered.rows.every((r) => r.userId === 3 && r.userName === 'seller')).toBe(true);
    const subOwn = await list(sub);
    expect(subOwn.total).toBe(0);
  });

  it('answers a foreign shop exactly like a missing one', async () => {
    const foreign = await ctx.call({ method: 'GET', url: '/prod-api/system/shop/1', token: seller2 });
    const missing = await ctx.call({ method: 'GET', url: '/prod-api/system/shop/99999', token: seller2 });
    expect(foreign).toEqual(missing);
    expect(foreign.code).toBe(500);
    const mine = await ctx.call<{ data: ShopRow }>({ method: 'GET', url: '/prod-api/system/shop/3', token: seller2 });
    expect(mine.data).toMatchObject({ shopId: 3, userId: 4, regionName: '美国' });
  });

  it('adds a shop for the caller only, ignoring a userId in the body', async () => {
    const add = await ctx.call<{ data: { shopId: number; userId: number } }>({
      method: 'POST',
      url: '/prod-api/system/shop',
      token: seller2,
      payload: { userId: 3, shopName: 'Global DE', platform: 'amazon', regionId: 3, shopType: '2', shopUrl: 'https://amazon.de/shops/global' },
    });
    expect(add.code).toBe(200);
    expect(add.data.userId).toBe(4);
    const subAdd = await ctx.call<{ data: { userId: number } }>({
      method: 'POST',
      url: '/prod-api/system/shop',
      token: sub,
      payload: { shopName: 'Sub shop', platform: 'ebay' },
    });
    expect(subAdd.data.userId).toBe(5);
  });

  it('refuses edits of a foreign shop and never moves a shop to another seller', async () => {
    const foreign = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/shop',
      token: seller2,
      payload: { shopId: 1, shopName: 'Hijacked', platform: 'amazon' },
    });
    expect(foreign.code).toBe(500);
    const [s1] = await ctx.db.select().from(bizShop).where(eq(bizShop.shopId, 1));
    expect(s1.shopName).toBe('Youpin Home Store');
    const moved = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/shop',
      token: seller2,
      payload: { shopId: 3, userId: 3, shopName: 'Renamed', platform: 'walmart', regionId: 5 },
    });
    expect(moved.code).toBe(200);
    const [s3] = await ctx.db.select().from(bizShop).where(eq(bizShop.shopId, 3));
    expect(s3).toMatchObject({ userId: 4, shopName: 'Renamed' });
  });

  it('refuses a bulk delete that contains one foreign id, deleting nothing', async () => {
    const res = await ctx.call({ method: 'DELETE', url: '/prod-api/system/shop/4,1', token: seller2 });
    expect(res.code).toBe(500);
    expect(
      await ctx.db
        .select()
        .from(bizShop)
        .where(inArray(bizShop.shopId, [1, 4])),
    ).toHaveLength(2);
    expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/shop/4', token: seller2 })).code).toBe(200);
    expect(await ctx.db.select().from(bizShop).where(eq(bizShop.shopId, 4))).toHaveLength(0);
  });

  it('gives own enabled shops as options', async () => {
    const opts = await ctx.call<{ data: { shopId: number }[] }>({ method: 'GET', url: '/prod-api/system/shop/options', token: seller, query: { userId: '4' } });
    expect(opts.data.map((s) => s.shopId).sort()).toEqual([1, 2]);
    const staffOpts = await ctx.call<{ data: { shopId: number }[] }>({
      method: 'GET',
      url: '/prod-api/system/shop/options',
      token: admin,
      query: { userId: '3' },
    });
    expect(staffOpts.data.map((s) => s.shopId).sort()).toEqual([1, 2]);
  });
});

describe('shops: staff and validation', () => {
  it('lets admin create a shop for a seller but not for a staff account', async () => {
    const ok = await ctx.call<{ data: { userId: number } }>({
      method: 'POST',
      url: '/prod-api/system/shop',
      token: admin,
      payload: { userId: 3, shopName: 'Admin made', platform: 'shopee', regionId: 6 },
    });
    expect(ok.data.userId).toBe(3);
    const bad = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/shop',
      token: admin,
      payload: { userId: 2, shopName: 'Staff shop', platform: 'shopee' },
    });
    expect(bad.code).toBe(500);
    const none = await ctx.call({ method: 'POST', url: '/prod-api/system/shop', token: admin, payload: { shopName: 'No owner', platform: 'shopee' } });
    expect(none.code).toBe(500);
  });

  it('validates names, urls, types, region/platform and duplicates', async () => {
    for (const payload of [
      { shopName: '', platform: 'amazon' },
      { shopName: 'A', platform: 'amazon', shopUrl: 'javascript:alert(1)' },
      { shopName: 'A', platform: 'amazon', shopType: '7' },
      { shopName: 'A', platform: 'walmart', regionId: 1 },
      { shopName: 'A', platform: 'amazon', regionId: 99999 },
      { shopName: 'Youpin Home Store', platform: 'amazon' },
    ]) {
      expect((await ctx.call({ method: 'POST', url: '/prod-api/system/shop', token: seller, payload })).code, JSON.stringify(payload)).toBe(500);
    }
  });

  it('keeps staff read-only', async () => {
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/shop/1', token: staff })).code).toBe(200);
    expect(
      (await ctx.call({ method: 'POST', url: '/prod-api/system/shop', token: staff, payload: { userId: 3, shopName: 'S', platform: 'amazon' } })).code,
    ).toBe(403);
    expect(
      (await ctx.call({ method: 'PUT', url: '/prod-api/system/shop', token: staff, payload: { shopId: 1, shopName: 'S', platform: 'amazon' } })).code,
    ).toBe(403);
    expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/shop/1', token: staff })).code).toBe(403);
  });
});
