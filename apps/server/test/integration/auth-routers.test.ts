import type { RouterVo } from '@ceping/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menusChanged } from '../../src/core/menu-version.ts';
import { sysMenu } from '../../src/db/schema/index.ts';
import { allMenus, seedMenus } from '../../src/seed/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const routers = async (user: string, lang = 'zh-CN') =>
  (await ctx.call<{ data: RouterVo[] }>({ method: 'GET', url: '/prod-api/getRouters', token: await ctx.login(user), headers: { 'content-language': lang } }))
    .data;
const walk = (routes: RouterVo[]): RouterVo[] => routes.flatMap((r) => [r, ...walk(r.children ?? [])]);
const byPath = (routes: RouterVo[], ...path: string[]): RouterVo | undefined => {
  let level = routes;
  let found: RouterVo | undefined;
  for (const p of path) {
    found = level.find((r) => r.path === p);
    level = found?.children ?? [];
  }
  return found;
};

describe('GET /getRouters', () => {
  it('never answers two routes with the same name, for any demo user', async () => {
    for (const user of ['admin', 'staff', 'seller', 'subseller']) {
      const names = walk(await routers(user))
        .map((r) => r.name)
        .filter((n): n is string => n !== undefined);
      expect(names.length, user).toBeGreaterThan(3);
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        user,
      ).toEqual([]);
    }
    const admin = await routers('admin');
    expect(byPath(admin, '/business', 'template')?.name).toBe('BusinessTemplate');
    expect(byPath(admin, '/seller', 'template')?.name).toBe('SellerTemplate');
  });

  it('follows the RouterVo rules: directories alwaysShow with noRedirect, capitalised names, hidden always present', async () => {
    const admin = await routers('admin');
    for (const r of walk(admin)) {
      expect(typeof r.hidden, r.path).toBe('boolean');
      if (r.name) expect(r.name[0], r.name).toBe(r.name[0].toUpperCase());
      expect(r.meta, r.path).toMatchObject({ noCache: expect.any(Boolean) });
      expect(r.meta && 'link' in r.meta, r.path).toBe(true);
      if (r.children?.length) expect(r, r.path).toMatchObject({ alwaysShow: true, redirect: 'noRedirect' });
      else expect(r, r.path).not.toHaveProperty('redirect');
    }
    const system = byPath(admin, '/system');
    expect(system).toMatchObject({ name: 'System', component: 'Layout', hidden: false, meta: { title: '系统管理', icon: 'system', link: null } });
    expect(byPath(admin, '/system', 'user')).toMatchObject({ name: 'User', component: 'system/user/index', meta: { title: '用户管理' } });
  });

  it("answers titles in the caller's language", async () => {
    const en = await routers('admin', 'en-US');
    expect(byPath(en, '/system')?.meta?.title).toBe('System');
    expect(byPath(en, '/system', 'user')?.meta?.title).toBe('Users');
    expect(byPath(await routers('admin', 'en'), '/seller', 'template')?.meta?.title).toBe('My templates');
    expect(byPath(await routers('seller'), '/seller', 'template')?.meta?.title).toBe('我的模板');
  });

  it('hides menus marked invisible, and shows only granted menus', async () => {
    // Written past the API, so the cached routers are told (as the menu and role routes do).
    await ctx.db.update(sysMenu).set({ visible: '1' }).where(eq(sysMenu.menuId, 2230));
    await menusChanged(ctx.store);
    try {
      expect(byPath(await routers('seller'), '/seller', 'security')?.hidden).toBe(true);
    } finally {
      await ctx.db.update(sysMenu).set({ visible: '0' }).where(eq(sysMenu.menuId, 2230));
      await menusChanged(ctx.store);
    }
    const seller = await routers('seller');
    expect(byPath(seller, '/seller', 'security')?.hidden).toBe(false);
    expect(byPath(seller, '/system')).toBeUndefined();
    expect(byPath(seller, '/business')).toBeUndefined();
  });
});

describe('menu seed route names', () => {
  it('fills a seeded row that has no route name and keeps one an administrator set', async () => {
    await ctx.db.update(sysMenu).set({ routeName: '' }).where(eq(sysMenu.menuId, 2512));
    await ctx.db.update(sysMenu).set({ routeName: 'StaffTemplates' }).where(eq(sysMenu.menuId, 2503));
    await seedMenus(ctx.db, allMenus);
    const name = async (id: number) => (await ctx.db.select({ n: sysMenu.routeName }).from(sysMenu).where(eq(sysMenu.menuId, id)))[0].n;
    expect(await name(2512)).toBe('SellerTemplate');
    expect(await name(2503)).toBe('StaffTemplates');
  });
});
