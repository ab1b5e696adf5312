import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizFee, bizPrice, sysSite, sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let staff: string;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, seller] = await Promise.all(['admin', 'staff', 'seller'].map((n) => ctx.login(n)));
});
afterAll(() => ctx.close());

describe('sites', () => {
  it('lists the seeded sites with their user counts and the demo logo', async () => {
    const res = await ctx.call<{ rows: { siteId: number; siteName: string; logo: string | null; userCount: number }[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/site/list',
      token: admin,
    });
    expect(res.total).toBe(2);
    expect(res.rows.find((s) => s.siteId === 2)).toMatchObject({ siteName: 'Global Review', logo: '/profile/upload/site/global.png', userCount: 1 });
    expect(res.rows.find((s) => s.siteId === 1)?.userCount).toBe(4);
    // A full page counts the sites: a few are counted exactly, never estimated.
    const firstPage = await ctx.call({ method: 'GET', url: '/prod-api/system/site/list', token: admin, query: { pageSize: '1' } });
    expect(firstPage).toMatchObject({ code: 200, total: 2, estimated: false });
    const opts = await ctx.call<{ data: { siteId: number }[] }>({ method: 'GET', url: '/prod-api/system/site/options', token: admin });
    expect(opts.data.map((s) => s.siteId)).toEqual([1, 2]);
  });

  it('adds, edits and removes an unused site; refuses a used one', async () => {
    const add = await ctx.call<{ data: { siteId: number } }>({
      method: 'POST',
      url: '/prod-api/system/site',
      token: admin,
      payload: { siteName: 'Brand X', domain: 'Brand-X.example.com', logo: '/profile/upload/2026/01/01/abc.png' },
    });
    expect(add.code).toBe(200);
    const id = add.data.siteId;
    const [row] = await ctx.db.select().from(sysSite).where(eq(sysSite.siteId, id));
    expect(row.domain).toBe('brand-x.example.com');
    const dup = await ctx.call({ method: 'POST', url: '/prod-api/system/site', token: admin, payload: { siteName: 'Copy', domain: 'BRAND-X.example.com' } });
    expect(dup.code).toBe(500);
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/site',
      token: admin,
      payload: { siteId: id, siteName: 'Brand Y', domain: '', status: '1' },
    });
    expect(edit.code).toBe(200);
    const got = await ctx.call<{ data: { siteName: string; domain: string | null; status: string } }>({
      method: 'GET',
      url: `/prod-api/system/site/${id}`,
      token: admin,
    });
    expect(got.data).toMatchObject({ siteName: 'Brand Y', domain: null, status: '1' });
    const used = await ctx.call({ method: 'DELETE', url: `/prod-api/system/site/2,${id}`, token: admin });
    expect(used.code).toBe(500);
    expect(used.msg).toContain('Global Review');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/site/${id}`, token: admin })).code).toBe(200);
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/site/${id}`, token: admin })).code).toBe(500);
  });

  it('validates logos and domains', async () => {
    for (const payload of [
      { siteName: '' },
      { siteName: 'A', logo: 'https://evil.example/x.png' },
      { siteName: 'A', logo: '/profile/upload/../../etc/passwd.png' },
      { siteName: 'A', logo: '/profile/upload/x.svg' },
      { siteName: 'A', domain: 'not a domain' },
    ]) {
      expect((await ctx.call({ method: 'POST', url: '/prod-api/system/site', token: admin, payload })).code, JSON.stringify(payload)).toBe(500);
    }
  });

  it('keeps sites to admin', async () => {
    for (const token of [staff, seller]) {
      expect((await ctx.call({ method: 'GET', url: '/prod-api/system/site/list', token })).code).toBe(403);
      expect((await ctx.call({ method: 'POST', url: '/prod-api/system/site', token, payload: { siteName: 'Z' } })).code).toBe(403);
    }
  });
});

describe('prices', () => {
  it('lists defaults per region and seller rows', async () => {
    const dflt = await ctx.call<{ data: { regionId: number; basePrice: string | null; overrides: number }[] }>({
      method: 'GET',
      url: '/prod-api/system/price/default',
      token: staff,
    });
    expect(dflt.data).toHaveLength(8);
    expect(dflt.data[0]).toMatchObject({ regionId: 1, basePrice: '18.00', overrides: 0 });
    // A full page filtered by the region's platform counts through the region join, exactly.
    const amazon = await ctx.call({ method: 'GET', url: '/prod-api/system/price/list', token: staff, query: { platform: 'amazon', pageSize: '2' } });
    expect(amazon).toMatchObject({ code: 200, total: 4, estimated: false });
    const add = await ctx.call<{ data: { priceId: number } }>({
      method: 'POST',
      url: '/prod-api/system/price',
      token: admin,
      payload: { regionId: 1, userId: 3, basePrice: 16.5 },
    });
    expect(add.code).toBe(200);
    const listed = await ctx.call<{ rows: { priceId: number; userName: string | null; basePrice: string; regionName: string }[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/price/list',
      token: staff,
      query: { scope: 'user' },
    });
    expect(listed.rows).toEqual([expect.objectContaining({ priceId: add.data.priceId, userName: 'seller', basePrice: '16.50', regionName: '美国' })]);
    const byUser = await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/system/price/list', token: admin, query: { userName: 'sell' } });
    expect(byUser.total).toBe(1);
    const after = await ctx.call<{ data: { overrides: number }[] }>({ method: 'GET', url: '/prod-api/system/price/default', token: admin });
    expect(after.data[0].overrides).toBe(1);
  });

  it('answers a clear message for a second row of the same region and user', async () => {
    const dupDefault = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/price',
      token: admin,
      headers: { 'content-language': 'en-US' },
      payload: { regionId: 1, basePrice: '10' },
    });
    expect(dupDefault.msg).toBe('This region already has a default price; edit it instead');
    const dupSeller = await ctx.call({ method: 'POST', url: '/prod-api/system/price', token: admin, payload: { regionId: 1, userId: 3, basePrice: '10' } });
    expect(dupSeller.msg).toBe('该商家在此国家/地区已有专属价格，请直接修改');
    const moved = await ctx.call({ method: 'PUT', url: '/prod-api/system/price', token: admin, payload: { priceId: 2, regionId: 1, basePrice: '10' } });
    expect(moved.code).toBe(500);
  });

  it('validates amounts, regions and owners', async () => {
    for (const payload of [
      { regionId: 2, userId: 4, basePrice: '-1' },
      { regionId: 2, userId: 4, basePrice: '1.005' },
      { regionId: 2, userId: 4, basePrice: '100001' },
      { regionId: 999, basePrice: '1' },
      { regionId: 2, userId: 2, basePrice: '1' },
    ]) {
      expect((await ctx.call({ method: 'POST', url: '/prod-api/system/price', token: admin, payload })).code, JSON.stringify(payload)).toBe(500);
    }
  });

  it('edits and removes; one unknown id refuses the bulk delete', async () => {
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/price',
      token: admin,
      payload: { priceId: 1, regionId: 1, basePrice: '19.00', remark: 'new' },
    });
    expect(edit.code).toBe(200);
    const got = await ctx.call<{ data: { basePrice: string } }>({ method: 'GET', url: '/prod-api/system/price/1', token: staff });
    expect(got.data.basePrice).toBe('19.00');
    expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/price/8,99999', token: admin })).code).toBe(500);
    expect(await ctx.db.select().from(bizPrice).where(eq(bizPrice.priceId, 8))).toHaveLength(1);
    expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/price/8', token: admin })).code).toBe(200);
  });

  it('lets staff read but not write, and keeps sellers out', async () => {
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/price', token: staff, payload: { regionId: 3, basePrice: '1' } })).code).toBe(403);
    expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/price/1', token: staff })).code).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/price/list', token: seller })).code).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/price/default', token: seller })).code).toBe(403);
  });
});

describe('service fees', () => {
  it('adds a seller row, lists, edits and removes it', async () => {
    // A full page filtered by the region's platform counts through the region join, exactly.
    const amazon = await ctx.call({ method: 'GET', url: '/prod-api/system/fee/list', token: staff, query: { platform: 'amazon', pageSize: '2' } });
    expect(amazon).toMatchObject({ code: 200, total: 4, estimated: false });
    const add = await ctx.call<{ data: { feeId: number; follow: string; chat: string } }>({
      method: 'POST',
      url: '/prod-api/system/fee',
      token: admin,
      payload: { regionId: 1, userId: 4, follow: '0.5', chat: 1 },
    });
    expect(add.code).toBe(200);
    expect(add.data).toMatchObject({ follow: '0.50', chat: '1.00' });
    const list = await ctx.call<{ rows: { feeId: number; userName: string | null; regionName: string }[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/fee/list',
      token: staff,
      query: { regionId: '1' },
    });
    expect(list.total).toBe(2);
    expect(list.rows[0].userName).toBeNull();
    expect(list.rows[1]).toMatchObject({ feeId: add.data.feeId, userName: 'seller2' });
    const dup = await ctx.call({ method: 'POST', url: '/prod-api/system/fee', token: admin, payload: { regionId: 1, userId: 4 } });
    expect(dup.msg).toBe('该商家在此国家/地区已有专属增值服务价格，请直接修改');
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/fee',
      token: admin,
      payload: { feeId: add.data.feeId, regionId: 1, userId: 4, follow: '0.8', matchProduct: '2.5' },
    });
    expect(edit.code).toBe(200);
    const [row] = await ctx.db.select().from(bizFee).where(eq(bizFee.feeId, add.data.feeId));
    expect(row).toMatchObject({ follow: '0.80', matchProduct: '2.50', chat: '0.00' });
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/fee/${add.data.feeId}`, token: staff })).code).toBe(200);
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/fee/${add.data.feeId}`, token: admin })).code).toBe(200);
  });

  it('validates and denies', async () => {
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/fee', token: admin, payload: { regionId: 2, userId: 3, follow: '-1' } })).code).toBe(500);
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/fee', token: admin, payload: { regionId: 2, userId: 1 } })).code).toBe(500);
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/fee', token: staff, payload: { regionId: 2 } })).code).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/fee/list', token: seller })).code).toBe(403);
  });

  it('never lets a price row point at a non-seller even through edit', async () => {
    const [admin1] = await ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, 'admin'));
    const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/fee', token: admin, payload: { feeId: 1, regionId: 1, userId: admin1.userId } });
    expect(res.code).toBe(500);
  });
});
