import { ANY_USER, PUBLIC } from '@ceping/contract';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MINE = /^\/prod-api\/system\/(region|site|carousel|price|fee|shop|customer|fund|pwd|withdrawal\/checkWithdrawalStatus)(\/|$)/;

type Router = { path: string; component?: string; children?: Router[] };
const components = (list: Router[]): string[] => list.flatMap((r) => [...(r.component ? [r.component] : []), ...components(r.children ?? [])]);
const perms = async (name: string) =>
  (await ctx.call<{ permissions: string[] }>({ method: 'GET', url: '/prod-api/getInfo', token: await ctx.login(name) })).permissions;

describe('catalogue and money menus', () => {
  it('seeds a menu row for every permission these routes check', async () => {
    const seeded = new Set(
      (await ctx.db.select({ perms: sysMenu.perms }).from(sysMenu).where(isNotNull(sysMenu.perms))).flatMap((m) => (m.perms ?? '').split(',')),
    );
    const routes = ctx.app.routeTable.filter((r) => MINE.test(r.url));
    expect(routes.length).toBeGreaterThan(30);
    for (const r of routes) {
      expect(r.perm, `${r.method} ${r.url}`).toBeDefined();
      if (r.perm === ANY_USER || r.perm === PUBLIC) continue;
      expect(seeded.has(r.perm ?? ''), `${r.method} ${r.url} ${r.perm}`).toBe(true);
    }
  });

  it('shows sellers the seller centre and grants them own-data permissions only', async () => {
    const token = await ctx.login('seller');
    const routers = await ctx.call<{ data: Router[] }>({ method: 'GET', url: '/prod-api/getRouters', token });
    const seen = components(routers.data);
    for (const c of ['user/rates/index', 'user/pack-list/index', 'user/wealth/index', 'user/security/index', 'user/shop/index']) expect(seen).toContain(c);
    for (const c of ['system/customer/index', 'system/fund/index', 'system/region/index', 'system/pwd/index']) expect(seen).not.toContain(c);
    const p = await perms('subseller');
    for (const x of [
      'system:region:list',
      'system:fund:list',
      'system:fund:query',
      'system:fund:export',
      'system:shop:add',
      'system:shop:edit',
      'system:shop:remove',
    ])
      expect(p).toContain(x);
    for (const x of ['system:fund:adjust', 'system:fund:overview', 'system:customer:list', 'system:region:add', 'system:price:list', 'system:pwd:edit'])
      expect(p).not.toContain(x);
  });

  it('gives staff read access to the catalogue and nothing of finance', async () => {
    const token = await ctx.login('staff');
    const seen = components((await ctx.call<{ data: Router[] }>({ method: 'GET', url: '/prod-api/getRouters', token })).data);
    for (const c of ['system/region/index', 'system/price/index', 'system/fee/index', 'system/shop/index']) expect(seen).toContain(c);
    for (const c of ['system/site/index', 'system/carousel/index', 'system/customer/index', 'system/detail/index', 'user/wealth/index'])
      expect(seen).not.toContain(c);
    const p = await perms('staff');
    for (const x of ['system:region:query', 'system:price:query', 'system:fee:query', 'system:shop:query']) expect(p).toContain(x);
    for (const x of ['system:region:edit', 'system:shop:add', 'system:fund:list', 'system:fund:adjust']) expect(p).not.toContain(x);
  });

  it('shows admin every screen with localized titles', async () => {
    const token = await ctx.login('admin');
    const zh = await ctx.call<{ data: (Router & { meta: { title: string } })[] }>({ method: 'GET', url: '/prod-api/getRouters', token });
    const en = await ctx.call<{ data: (Router & { meta: { title: string } })[] }>({
      method: 'GET',
      url: '/prod-api/getRouters',
      token,
      headers: { 'content-language': 'en-US' },
    });
    const seen = components(zh.data);
    for (const c of ['system/site/index', 'system/carousel/index', 'system/customer/index', 'system/fund/index', 'system/detail/index', 'system/pwd/index'])
      expect(seen).toContain(c);
    expect(zh.data.find((r) => r.path === '/finance')?.meta.title).toBe('财务管理');
    expect(en.data.find((r) => r.path === '/finance')?.meta.title).toBe('Finance');
    // Login banners sit right after Sites under Business, with an English title of at most 13 characters.
    type Titled = { path: string; meta: { title: string }; children?: Titled[] };
    const businessTitles = (list: Titled[]) => (list.find((r) => r.path === '/business')?.children ?? []).map((r) => r.meta.title);
    const zhTitles = businessTitles(zh.data as Titled[]);
    const at = zhTitles.indexOf('站点管理');
    expect(zhTitles.slice(at, at + 2)).toEqual(['站点管理', '轮播图管理']);
    const enTitle = businessTitles(en.data as Titled[])[at + 1];
    expect(enTitle).toBe('Login banners');
    expect(enTitle.length).toBeLessThanOrEqual(13);
  });
});
