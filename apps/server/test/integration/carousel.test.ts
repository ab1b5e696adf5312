import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizCarousel, sysSite } from '../../src/db/schema/index.ts';
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

type Row = {
  carouselId: number;
  siteId: number;
  siteName: string | null;
  title: string;
  titleEn: string;
  image: string;
  linkUrl: string;
  orderNum: number;
  beginTime: string;
  endTime: string;
  status: string;
  phase: string;
};
type Banner = { title: string; image: string; linkUrl: string };

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd HH:mm:ss` in GMT+8, `days` from now. */
function wall(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
const IMG = '/profile/upload/2026/01/01/banner.png';
const body = (over: Record<string, unknown> = {}) => ({ siteId: 1, title: '春季活动', image: IMG, beginTime: wall(-1), endTime: wall(30), ...over });

const list = (query: Record<string, string> = {}, token = admin) =>
  ctx.call<{ rows: Row[]; total: number }>({ method: 'GET', url: '/prod-api/system/carousel/list', token, query });
const add = (payload: Record<string, unknown>, lang = 'zh-CN') =>
  ctx.call<{ data: { carouselId: number } }>({
    method: 'POST',
    url: '/prod-api/system/carousel',
    token: admin,
    payload,
    headers: { 'content-language': lang },
  });
/** The public route as a browser at `host` asks it: no session. */
const login = (host: string, headers: Record<string, string> = {}) =>
  ctx.call<{ data: Banner[] }>({ method: 'GET', url: '/prod-api/system/carousel/banners', headers: { host, ...headers } });

describe('carousel back office', () => {
  it('lists the seeded banners of the default site, showing now, with their site', async () => {
    const res = await list();
    expect(res.code).toBe(200);
    expect(res.total).toBe(3);
    expect(res.rows.map((r) => r.carouselId)).toEqual([1, 2, 3]);
    expect(res.rows[0]).toMatchObject({ siteId: 1, siteName: '测评系统', titleEn: 'Welcome to Ceping', status: '0', phase: 'showing', linkUrl: '' });
    expect(res.rows[0].image).toBe('/profile/upload/demo/banner-welcome.png');
    expect(res.rows[0].beginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A full page counts the banners: a few are counted exactly, never estimated.
    expect(await list({ pageSize: '2' })).toMatchObject({ code: 200, total: 3, estimated: false });
  });

  it('adds, reads, edits and deletes a banner', async () => {
    const created = await add(body({ title: '  新品上线 ', titleEn: 'New arrivals', linkUrl: 'https://shop.example.com/new?a=1', orderNum: 9 }));
    expect(created.code).toBe(200);
    const id = created.data.carouselId;
    const [row] = await ctx.db.select().from(bizCarousel).where(eq(bizCarousel.carouselId, id));
    expect(row).toMatchObject({
      siteId: 1,
      title: '新品上线',
      titleEn: 'New arrivals',
      image: IMG,
      linkUrl: 'https://shop.example.com/new?a=1',
      orderNum: 9,
      createBy: 'admin',
    });
    const got = await ctx.call<{ data: Row }>({ method: 'GET', url: `/prod-api/system/carousel/${id}`, token: admin });
    expect(got.data).toMatchObject({ title: '新品上线', phase: 'showing' });

    const edited = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/carousel',
      token: admin,
      payload: { ...body({ siteId: 2, title: 'Sale', beginTime: '2030-01-01 08:00', endTime: '2030-01-31 20:00:00', status: '1' }), carouselId: id },
    });
    expect(edited.code).toBe(200);
    const after = await ctx.call<{ data: Row }>({ method: 'GET', url: `/prod-api/system/carousel/${id}`, token: admin });
    expect(after.data).toMatchObject({ siteId: 2, siteName: 'Global Review', title: 'Sale', titleEn: '', linkUrl: '', status: '1', phase: 'disabled' });
    expect(after.data).toMatchObject({ beginTime: '2030-01-01 08:00:00', endTime: '2030-01-31 20:00:00' });
    const [stored] = await ctx.db.select().from(bizCarousel).where(eq(bizCarousel.carouselId, id));
    expect(stored.beginTime.toISOString()).toBe('2030-01-01T00:00:00.000Z');

    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/carousel/${id},99999`, token: admin })).code).toBe(500);
    expect(await ctx.db.select().from(bizCarousel).where(eq(bizCarousel.carouselId, id))).toHaveLength(1);
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/carousel/${id}`, token: admin })).code).toBe(200);
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/carousel/${id}`, token: admin })).code).toBe(500);
  });

  it('refuses bad input with a localized message and stores nothing', async () => {
    const before = (await ctx.db.select().from(bizCarousel)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ beginTime: wall(2), endTime: wall(1) }), 'The end must come after the start', '结束时间必须晚于开始时间'],
      [body({ endTime: body().beginTime }), 'The end must come after the start', '结束时间必须晚于开始时间'],
      [
        body({ linkUrl: 'javascript:alert(1)' }),
        'The link must be a full address starting with http:// or https://',
        '链接必须是以 http:// 或 https:// 开头的完整网址',
      ],
      [
        body({ linkUrl: 'ftp://files.example.com/x' }),
        'The link must be a full address starting with http:// or https://',
        '链接必须是以 http:// 或 https:// 开头的完整网址',
      ],
      [body({ image: 'https://evil.example/x.png' }), 'Upload the banner image', '请上传轮播图片'],
      [body({ image: '/profile/upload/x.svg' }), 'Upload the banner image', '请上传轮播图片'],
      [body({ image: '/profile/upload/../../etc/passwd.png' }), 'Upload the banner image', '请上传轮播图片'],
      [body({ title: '   ' }), 'The title is required', '标题不能为空'],
      [body({ beginTime: '2026-02-30 10:00' }), 'Choose a valid start time', '请选择有效的开始时间'],
      [body({ endTime: 'tomorrow' }), 'Choose a valid end time', '请选择有效的结束时间'],
      [body({ siteId: 999 }), 'The site does not exist or is disabled', '站点不存在或已停用'],
    ];
    for (const [payload, en, zh] of cases) {
      const res = await add(payload, 'en-US');
      expect(res.code, JSON.stringify(payload)).toBe(500);
      expect(res.msg, JSON.stringify(payload)).toContain(en);
      expect((await add(payload)).msg, JSON.stringify(payload)).toContain(zh);
    }
    expect(await ctx.db.select().from(bizCarousel)).toHaveLength(before);
  });

  it('filters by site, status, title and the day it shows on; sorts by order', async () => {
    const later = await add(body({ siteId: 2, title: 'Summer', titleEn: 'Summer sale', beginTime: '2031-06-01 00:00', endTime: '2031-06-30 23:59' }));
    const off = await add(body({ title: '停用的', status: '1' }));
    expect((await list({ siteId: '2' })).rows.map((r) => r.carouselId)).toEqual([later.data.carouselId]);
    expect((await list({ status: '1' })).rows.map((r) => r.carouselId)).toEqual([off.data.carouselId]);
    expect((await list({ title: 'summer SALE' })).total).toBe(1);
    expect((await list({ title: '%' })).total).toBe(0);
    expect((await list({ activeAt: '2031-06-30' })).rows.map((r) => r.title)).toEqual(['Summer']);
    expect((await list({ activeAt: '2031-07-01' })).total).toBe(0);
    expect((await list({ activeAt: '2031-06-15 12:00' })).total).toBe(1);
    expect((await list({ siteId: '2' })).rows[0].phase).toBe('upcoming');
    const byOrder = await list({ siteId: '1', orderByColumn: 'orderNum', isAsc: 'desc' });
    expect(byOrder.rows[0].orderNum).toBeGreaterThanOrEqual(byOrder.rows[byOrder.rows.length - 1].orderNum);
    expect((await list({ orderByColumn: 'image' })).code).toBe(500);
    await ctx.db.delete(bizCarousel).where(eq(bizCarousel.carouselId, later.data.carouselId));
    await ctx.db.delete(bizCarousel).where(eq(bizCarousel.carouselId, off.data.carouselId));
  });

  it('exports the filtered banners as a workbook in the caller language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/carousel/export',
      headers: { authorization: admin, 'content-language': 'en-US' },
      payload: { siteId: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Login banners');
    expect(sheet?.getRow(1).getCell(3).value).toBe('Title');
    expect(sheet?.getRow(2).getCell(3).value).toBe('欢迎使用测评系统');
    expect(sheet?.getRow(2).getCell(10).value).toBe('Normal');
    expect(sheet?.rowCount).toBe(4);
  });

  it('is admin only', async () => {
    for (const token of [staff, seller]) {
      expect((await list({}, token)).code).toBe(403);
      expect((await ctx.call({ method: 'POST', url: '/prod-api/system/carousel', token, payload: body() })).code).toBe(403);
      expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/carousel/1', token })).code).toBe(403);
    }
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/carousel/list' })).code).toBe(401);
    expect(await ctx.db.select().from(bizCarousel).where(eq(bizCarousel.carouselId, 1))).toHaveLength(1);
  });
});

describe('the login page banners (public)', () => {
  const titles = async (host: string, headers: Record<string, string> = {}) => (await login(host, headers)).data.map((b) => b.title);

  it("answers the active banners of the site the host names, public fields only, in the request's language", async () => {
    const res = await login('localhost:8080');
    expect(res.code).toBe(200);
    expect(res.data.map((b) => b.title)).toEqual(['欢迎使用测评系统', '亚马逊、沃尔玛、Shopee 等平台全覆盖', '在线充值，余额实时可查']);
    for (const b of res.data) expect(Object.keys(b).sort()).toEqual(['image', 'linkUrl', 'title']);
    expect(await titles('LOCALHOST', { 'accept-language': 'en-US' })).toEqual([
      'Welcome to Ceping',
      'Amazon, Walmart, Shopee and more',
      'Recharge online, see your balance at once',
    ]);
  });

  it('never answers disabled, future, past or other sites’ banners; a change shows at once', async () => {
    await add(body({ siteId: 2, title: 'Global now', titleEn: '', linkUrl: 'https://global.example.com/' }));
    await add(body({ siteId: 2, title: 'Global off', status: '1' }));
    await add(body({ siteId: 2, title: 'Global later', beginTime: wall(2), endTime: wall(5) }));
    await add(body({ siteId: 2, title: 'Global over', beginTime: wall(-5), endTime: wall(-1) }));
    const global = await login('Global.LocalHost:8443');
    expect(global.data).toEqual([{ title: 'Global now', image: IMG, linkUrl: 'https://global.example.com/' }]);
    // No English title: the Chinese one.
    expect(await titles('global.localhost', { 'content-language': 'en-US' })).toEqual(['Global now']);
    expect(await titles('localhost')).not.toContain('Global now');

    const [now] = await ctx.db.select().from(bizCarousel).where(eq(bizCarousel.title, 'Global now'));
    await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/carousel',
      token: admin,
      payload: { ...body({ siteId: 2, title: 'Global now', status: '1' }), carouselId: now.carouselId },
    });
    expect(await titles('global.localhost')).toEqual([]);
  });

  it('falls back to the default site (the lowest enabled one) for an unknown host, and does not trust X-Forwarded-Host', async () => {
    expect(await titles('unknown.example.com')).toHaveLength(3);
    expect(await titles('127.0.0.1:8080')).toHaveLength(3);
    expect(await titles('localhost', { 'x-forwarded-host': 'global.localhost' })).toHaveLength(3);
    await add(body({ siteId: 2, title: 'Global again' }));
    // With site 1 disabled, site 2 is the default.
    await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/site',
      token: admin,
      payload: { siteId: 1, siteName: '测评系统', domain: 'localhost', status: '1' },
    });
    try {
      expect(await titles('unknown.example.com')).toEqual(['Global again']);
      expect(await titles('localhost')).toEqual(['Global again']);
    } finally {
      await ctx.call({
        method: 'PUT',
        url: '/prod-api/system/site',
        token: admin,
        payload: { siteId: 1, siteName: '测评系统', domain: 'localhost', status: '0' },
      });
    }
    expect(await titles('localhost')).toHaveLength(3);
  });

  it('caches for seconds only', async () => {
    await login('localhost');
    const ttl = await ctx.store.ttl('sys_carousel:site:1');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5);
  });

  it('deletes a site’s banners with the site', async () => {
    const site = await ctx.call<{ data: { siteId: number } }>({
      method: 'POST',
      url: '/prod-api/system/site',
      token: admin,
      payload: { siteName: 'Brand Z', domain: 'z.example.com' },
    });
    const siteId = site.data.siteId;
    await add(body({ siteId, title: 'Z banner' }));
    expect(await titles('z.example.com')).toEqual(['Z banner']);
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/site/${siteId}`, token: admin })).code).toBe(200);
    expect(await ctx.db.select().from(bizCarousel).where(eq(bizCarousel.siteId, siteId))).toHaveLength(0);
    expect(await ctx.db.select().from(sysSite).where(eq(sysSite.siteId, siteId))).toHaveLength(0);
    expect(await titles('z.example.com')).toHaveLength(3);
  });
});
