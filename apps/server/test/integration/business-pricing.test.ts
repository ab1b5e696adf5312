import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizFee, bizFund, bizPrice, bizRegion, bizShop, sysUser } from '../../src/db/schema/index.ts';
import { seedBusiness } from '../../src/seed/business.ts';
import { loadPriceContext } from '../../src/modules/catalogue/pricing/lookup.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SELLER = 3;
const SELLER2 = 4;
const SUB = 5;

describe('seeded catalogue and balances', () => {
  it('seeds eight regions with a default price and fee row each', async () => {
    const regions = await ctx.db.select().from(bizRegion);
    expect(regions.map((r) => r.regionId).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const us = regions.find((r) => r.regionId === 1);
    expect(us).toMatchObject({ platform: 'amazon', coinName: 'USD', rate: '7.2000', regionNameEn: 'United States' });
    expect(regions.find((r) => r.regionId === 4)?.rate).toBe('0.0480');
    const prices = await ctx.db.select().from(bizPrice);
    expect(prices.filter((p) => p.userId === null)).toHaveLength(8);
    const fees = await ctx.db.select().from(bizFee);
    expect(fees.filter((f) => f.userId === null)).toHaveLength(8);
  });

  it('opens the demo balances through the ledger: balance = Σ ledger for every user', async () => {
    const list = await rows<{ user_id: number; money: string; total: string | null }>(
      ctx.db,
      sql`select u.user_id::int as user_id, u.money::text as money, (select sum(amount)::text from biz_fund f where f.user_id = u.user_id) as total from sys_user u order by u.user_id`,
    );
    for (const u of list) expect(Number(u.money), `user ${u.user_id}`).toBe(Number(u.total ?? 0));
    for (const [userId, opening] of [
      [SELLER, '20000.00'],
      [SELLER2, '5000.00'],
      [SUB, '800.00'],
    ] as const) {
      const [first] = await ctx.db.select().from(bizFund).where(eq(bizFund.userId, userId)).orderBy(asc(bizFund.fundId)).limit(1);
      expect(first).toMatchObject({ type: 10, amount: opening, balanceBefore: '0.00', balanceAfter: opening, remark: '开户余额', remarkEn: 'Opening balance' });
    }
  });

  it('seeds the demo seller terms, shops and second passwords', async () => {
    const users = await ctx.db
      .select()
      .from(sysUser)
      .where(inArray(sysUser.userId, [SELLER, SELLER2, SUB]))
      .orderBy(asc(sysUser.userId));
    expect(users.map((u) => [u.rate, u.addMoney, u.siteId, u.payPwd !== null])).toEqual([
      ['0.0000', '2.00', 1, true],
      ['1.5000', '0.00', 2, true],
      ['0.0000', '2.00', 1, false],
    ]);
    const shops = await ctx.db.select().from(bizShop).orderBy(asc(bizShop.shopId));
    expect(shops.map((s) => s.userId)).toEqual([SELLER, SELLER, SELLER2, SELLER2]);
  });

  it('is idempotent: seeding again adds no rows and keeps balances', async () => {
    const before = await rows<{ n: number; total: string }>(ctx.db, sql`select count(*)::int as n, sum(amount)::text as total from biz_fund`);
    await seedBusiness(ctx.db, { demo: true });
    await seedBusiness(ctx.db, { demo: true });
    const after = await rows<{ n: number; total: string }>(ctx.db, sql`select count(*)::int as n, sum(amount)::text as total from biz_fund`);
    expect(after).toEqual(before);
    expect(await ctx.db.select().from(bizRegion)).toHaveLength(8);
  });
});

describe('loadPriceContext', () => {
  it('answers the default rows for a seller without own rows (DOMAIN §5 example inputs)', async () => {
    const c = await loadPriceContext(ctx.db, { regionId: 1, userId: SELLER });
    expect(c.region).toMatchObject({ regionId: 1, regionName: '美国', platform: 'amazon', coinName: 'USD', rate: '7.2000' });
    expect(c.basePrice).toBe('18.00');
    expect(c.fees).toEqual({
      follow: '1.00',
      wish: '1.00',
      cart: '1.00',
      chat: '2.00',
      gift: '3.00',
      coupon: '2.00',
      compare: '1.00',
      browse: '1.00',
      matchProduct: '3.00',
    });
    expect(c.user).toEqual({ rate: '0.0000', addMoney: '2.00', siteId: 1 });
    expect(c.source).toEqual({ price: 'default', fee: 'default' });
  });

  it('lets a seller row override the default, a sub-account inherit its parent, and skips disabled rows', async () => {
    await ctx.db.insert(bizPrice).values({ regionId: 2, userId: SELLER, basePrice: '12.50' });
    await ctx.db.insert(bizFee).values({ regionId: 2, userId: SELLER, follow: '0.50', matchProduct: '2.00' });
    const own = await loadPriceContext(ctx.db, { regionId: 2, userId: SELLER });
    expect(own.basePrice).toBe('12.50');
    expect(own.fees.follow).toBe('0.50');
    expect(own.fees.wish).toBe('0.00');
    expect(own.source).toEqual({ price: 'user', fee: 'user' });
    const sub = await loadPriceContext(ctx.db, { regionId: 2, userId: SUB });
    expect(sub.basePrice).toBe('12.50');
    expect(sub.source).toEqual({ price: 'parent', fee: 'parent' });
    const other = await loadPriceContext(ctx.db, { regionId: 2, userId: SELLER2 });
    expect(other.basePrice).toBe('20.00');
    expect(other.user.rate).toBe('1.5000');
    await ctx.db.update(bizPrice).set({ status: '1' }).where(eq(bizPrice.userId, SELLER));
    const disabled = await loadPriceContext(ctx.db, { regionId: 2, userId: SELLER });
    expect(disabled.basePrice).toBe('20.00');
    expect(disabled.source.price).toBe('default');
  });

  it('refuses a disabled or missing region, a region without price, and an unknown user', async () => {
    await expect(loadPriceContext(ctx.db, { regionId: 999, userId: SELLER })).rejects.toMatchObject({ key: 'region.missing' });
    await ctx.db.update(bizRegion).set({ status: '1' }).where(eq(bizRegion.regionId, 8));
    await expect(loadPriceContext(ctx.db, { regionId: 8, userId: SELLER })).rejects.toMatchObject({ key: 'region.missing' });
    await ctx.db.update(bizPrice).set({ status: '1' }).where(eq(bizPrice.regionId, 7));
    await expect(loadPriceContext(ctx.db, { regionId: 7, userId: SELLER })).rejects.toMatchObject({ key: 'region.noPrice', args: ['英国'] });
    await expect(loadPriceContext(ctx.db, { regionId: 1, userId: 424242 })).rejects.toMatchObject({ key: 'fund.userMissing' });
  });

  it('prices every service at 0 when a region has no fee row', async () => {
    await ctx.db.delete(bizFee).where(eq(bizFee.regionId, 6));
    const c = await loadPriceContext(ctx.db, { regionId: 6, userId: SELLER2 });
    expect(Object.values(c.fees).every((v) => v === '0.00')).toBe(true);
    expect(c.source.fee).toBe('none');
    const [u] = await ctx.db.select({ siteId: sysUser.siteId }).from(sysUser).where(eq(sysUser.userId, SELLER2));
    expect(c.user.siteId).toBe(u.siteId);
  });
});
