import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizFee, bizPrice, bizRegion, bizShop } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let staff: string;
let seller: string;
let seller2: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, seller, seller2] = await Promise.all(['admin', 'staff', 'seller', 'seller2'].map((n) => ctx.login(n)));
});
afterAll(() => ctx.close());

interface Row {
  regionId: number;
  regionName: string;
  status: string;
  userId: number | null;
  basePrice: string | null;
  priceSource: string | null;
  fees: { follow: string } | null;
  userRate: string;
  addMoney: string;
  effectiveRate: string;
}
const list = (token: string, query: Record<string, string> = {}) =>
  ctx.call<{ rows: Row[]; total: number }>({ method: 'GET', url: '/prod-api/system/region/list', query, token });

describe('region list', () => {
  it('lists, filters by platform and name, carries the default package without a user', async () => {
    const all = await list(admin, { pageSize: '50' });
    expect(all.code).toBe(200);
    expect(all.total).toBe(8);
    expect(all.rows[0]).toMatchObject({ regionId: 1, basePrice: '18.00', priceSource: 'default', userId: null, effectiveRate: '7.2000' });
    const amazon = await list(admin, { platform: 'amazon' });
    expect(amazon.total).toBe(4);
    // A full page counts the regions: a few are counted exactly, never estimated.
    expect(await list(admin, { pageSize: '3' })).toMatchObject({ code: 200, total: 8, estimated: false });
    const uk = await list(admin, { regionName: 'Kingdom' });
    expect(uk.rows.map((r) => r.regionId).sort()).toEqual([2, 7]);
    const one = await list(staff, { regionId: '3' });
    expect(one.rows.map((r) => r.regionId)).toEqual([3]);
  });

  it('forces a seller to its own package, whatever userId it sends', async () => {
    await ctx.db.insert(bizPrice).values({ regionId: 1, userId: 4, basePrice: '15.00' });
    const own = await list(seller2, { regionId: '1', userId: '3' });
    expect(own.rows[0]).toMatchObject({ userId: 4, basePrice: '15.00', priceSource: 'user', userRate: '1.5000', effectiveRate: '7.3080' });
    const other = await list(seller, { regionId: '1', userId: '4' });
    expect(other.rows[0]).toMatchObject({ userId: 3, basePrice: '18.00', priceSource: 'default', addMoney: '2.00' });
    const staffView = await list(admin, { regionId: '1', userId: '4' });
    expect(staffView.rows[0]).toMatchObject({ userId: 4, basePrice: '15.00' });
  });

  it('hides disabled regions from sellers only', async () => {
    await ctx.db.update(bizRegion).set({ status: '1' }).where(eq(bizRegion.regionId, 8));
    expect((await list(seller, { pageSize: '50' })).rows.some((r) => r.regionId === 8)).toBe(false);
    expect((await list(admin, { pageSize: '50' })).rows.some((r) => r.regionId === 8)).toBe(true);
    const options = await ctx.call<{ data: { regionId: number; label: string }[] }>({
      method: 'GET',
      url: '/prod-api/system/region/options',
      token: seller,
      headers: { 'content-language': 'en-US' },
    });
    expect(options.data.some((r) => r.regionId === 8)).toBe(false);
    expect(options.data[0].label).toBe('United States');
    await ctx.db.update(bizRegion).set({ status: '0' }).where(eq(bizRegion.regionId, 8));
  });

  it('refuses an unknown sort column', async () => {
    const res = await list(admin, { orderByColumn: 'rate;drop', isAsc: 'asc' });
    expect(res.code).toBe(500);
  });
});

describe('region writes', () => {
  let created: number;
  it('adds, reads and edits a region (admin)', async () => {
    const add = await ctx.call<{ data: { regionId: number; rate: string } }>({
      method: 'POST',
      url: '/prod-api/system/region',
      token: admin,
      payload: { regionName: '加拿大', regionNameEn: 'Canada', platform: 'amazon', countryCode: 'ca', coinName: 'CAD', rate: '5.2500', orderNum: 9 },
    });
    expect(add.code).toBe(200);
    created = add.data.regionId;
    const got = await ctx.call<{ data: { countryCode: string; rate: string } }>({ method: 'GET', url: `/prod-api/system/region/${created}`, token: admin });
    expect(got.data).toMatchObject({ countryCode: 'CA', rate: '5.2500' });
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/region',
      token: admin,
      payload: { regionId: created, regionName: '加拿大', platform: 'amazon', coinName: '', rate: 5.3 },
    });
    expect(edit.code).toBe(200);
    const [row] = await ctx.db.select().from(bizRegion).where(eq(bizRegion.regionId, created));
    // Without a coin the region is priced in RMB: the rate typed is replaced by 1.
    expect(row).toMatchObject({ rate: '1.0000', coinName: null });
  });

  it('validates names, rates, coins and duplicates', async () => {
    const bad = [
      { regionName: '', platform: 'amazon', rate: '1' },
      { regionName: 'X', platform: 'amazon', rate: '0' },
      { regionName: 'X', platform: 'amazon', rate: '1.23456' },
      { regionName: 'X', platform: 'amazon', rate: '1', coinName: 'usd' },
      { regionName: 'X', platform: 'Amazon!', rate: '1' },
    ];
    for (const payload of bad) {
      const res = await ctx.call({ method: 'POST', url: '/prod-api/system/region', token: admin, payload });
      expect(res.code, JSON.stringify(payload)).toBe(500);
    }
    const dup = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/region',
      token: admin,
      payload: { regionName: '美国', platform: 'amazon', rate: '7' },
    });
    expect(dup.msg).toContain('美国');
    const en = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/region',
      token: admin,
      headers: { 'content-language': 'en-US' },
      payload: { regionName: 'X', platform: 'amazon', rate: '0' },
    });
    expect(en.msg).toBe('The exchange rate must be greater than 0 with at most four decimals');
  });

  it('saves the batch in one transaction and refuses it whole on an unknown id', async () => {
    const ok = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/region/batch',
      token: admin,
      payload: [
        { regionId: 1, rate: '7.1500', coinName: 'USD', status: '0', orderNum: 1 },
        { regionId: 2, rate: 9.2 },
        { regionId: 4, rate: '0.0500', coinName: '' },
      ],
    });
    expect(ok.code).toBe(200);
    const saved = await ctx.db
      .select()
      .from(bizRegion)
      .where(inArray(bizRegion.regionId, [2, 4]))
      .orderBy(bizRegion.regionId);
    // Clearing the coin prices the region in RMB: its rate becomes 1 whatever was sent.
    expect(saved.map((r) => [r.rate, r.coinName])).toEqual([
      ['9.2000', 'GBP'],
      ['1.0000', null],
    ]);
    // A rate sent alone for a region that has no coin stays 1 too.
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/region/batch', token: admin, payload: [{ regionId: 4, rate: '3.3' }] })).code).toBe(200);
    const [rmb] = await ctx.db.select().from(bizRegion).where(eq(bizRegion.regionId, 4));
    expect(rmb.rate).toBe('1.0000');
    const bad = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/region/batch',
      token: admin,
      payload: [
        { regionId: 1, rate: '8.0000', coinName: 'USD' },
        { regionId: 99999, rate: '1', coinName: 'XXX' },
      ],
    });
    expect(bad.code).toBe(500);
    const [us] = await ctx.db.select().from(bizRegion).where(eq(bizRegion.regionId, 1));
    expect(us.rate).toBe('7.1500');
    const empty = await ctx.call({ method: 'PUT', url: '/prod-api/system/region/batch', token: admin, payload: [] });
    expect(empty.code).toBe(500);
  });

  it('removes a region with its price rows, refuses one used by a shop', async () => {
    await ctx.db.insert(bizPrice).values({ regionId: created, basePrice: '10.00' });
    await ctx.db.insert(bizFee).values({ regionId: created });
    const res = await ctx.call({ method: 'DELETE', url: `/prod-api/system/region/${created}`, token: admin });
    expect(res.code).toBe(200);
    expect(await ctx.db.select().from(bizPrice).where(eq(bizPrice.regionId, created))).toHaveLength(0);
    const used = await ctx.call({ method: 'DELETE', url: '/prod-api/system/region/1', token: admin });
    expect(used.code).toBe(500);
    expect(await ctx.db.select().from(bizShop).where(eq(bizShop.regionId, 1))).not.toHaveLength(0);
    const missing = await ctx.call({ method: 'DELETE', url: '/prod-api/system/region/3,99999', token: admin });
    expect(missing.code).toBe(500);
    expect(await ctx.db.select().from(bizRegion).where(eq(bizRegion.regionId, 3))).toHaveLength(1);
  });

  it('denies writes to staff and sellers, and reads of one region to sellers', async () => {
    for (const token of [staff, seller]) {
      expect(
        (await ctx.call({ method: 'POST', url: '/prod-api/system/region', token, payload: { regionName: 'Y', platform: 'amazon', rate: '1' } })).code,
      ).toBe(403);
      expect(
        (await ctx.call({ method: 'PUT', url: '/prod-api/system/region/batch', token, payload: [{ regionId: 1, rate: '1', coinName: 'USD' }] })).code,
      ).toBe(403);
      expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/region/5', token })).code).toBe(403);
    }
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/region/1', token: seller })).code).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/region/1', token: staff })).code).toBe(200);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/region/list' })).code).toBe(401);
  });
});
