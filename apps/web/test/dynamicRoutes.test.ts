import type { RouterVo } from '@ceping/contract';
import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { type RouteHandle, splitParamPatterns, toRouteObjects, viewLoader } from '../src/app/dynamicRoutes.ts';
import { flattenMenus, resolvePath } from '../src/utils/menuTree.ts';

const meta = (title: string, link: string | null = null) => ({ title, icon: null, noCache: false, link });

const menus: RouterVo[] = [
  {
    path: '/system',
    hidden: false,
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: meta('系统管理'),
    children: [
      { path: 'user', name: 'User', hidden: false, component: 'system/user/index', meta: meta('用户管理') },
      {
        path: 'log',
        hidden: false,
        component: 'ParentView',
        redirect: 'noRedirect',
        alwaysShow: true,
        meta: meta('日志管理'),
        children: [{ path: 'operlog', name: 'Operlog', hidden: false, component: 'monitor/operlog/index', meta: meta('操作日志') }],
      },
      { path: 'https://example.com/docs', hidden: false, component: 'Layout', meta: meta('文档', 'https://example.com/docs') },
      { path: 'example/com', name: 'Frame', hidden: false, component: 'InnerLink', meta: meta('内链', 'https://example.com') },
    ],
  },
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [{ path: 'index2', name: 'Index2', hidden: false, component: 'home/index', meta: meta('首页2') }],
  },
  {
    path: '/shop',
    hidden: false,
    component: 'Layout',
    redirect: '/shop/list',
    children: [{ path: 'list', hidden: false, component: 'no/such/view', meta: meta('店铺') }],
  },
];

describe('toRouteObjects', () => {
  const routes = toRouteObjects(menus, 't');
  const byPath = Object.fromEntries(routes.map((r) => [r.path, r]));

  it('flattens pages to absolute paths and skips containers and external links', () => {
    expect(routes.map((r) => r.path)).toEqual(['/system/user', '/system/log/operlog', '/system/example/com', '/index2', '/shop/list', '/shop']);
  });

  it('carries meta, name and breadcrumb trail in the handle', () => {
    const handle = byPath['/system/log/operlog'].handle as RouteHandle;
    expect(handle.name).toBe('Operlog');
    expect(handle.meta.title).toBe('操作日志');
    expect(handle.crumbs.map((c) => c.title)).toEqual(['系统管理', '日志管理', '操作日志']);
    expect(handle.crumbs[0]).toEqual({ path: '/system', title: '系统管理', redirect: 'noRedirect' });
  });

  it('renders inner links in place and loads other views lazily', () => {
    expect(byPath['/system/example/com'].element).toBeTruthy();
    expect(byPath['/system/user'].lazy).toBeTypeOf('function');
  });

  it('turns a real container redirect into a redirect route (in its loader: nothing renders first)', async () => {
    expect(byPath['/shop'].lazy).toBeUndefined();
    const loader = byPath['/shop'].loader;
    if (typeof loader !== 'function') throw new Error('expected a redirect loader');
    const res = (await loader({} as LoaderFunctionArgs, undefined)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/shop/list');
  });

  it('falls back to the 404 view for an unknown component', async () => {
    const lazy = byPath['/shop/list'].lazy;
    if (typeof lazy !== 'function') throw new Error('expected lazy route');
    const loaded = (await lazy()) as { Component?: unknown };
    const notFound = await viewLoader('error/404')?.();
    expect(loaded.Component).toBe(notFound?.default);
  });

  it('re-titles existing handles in place', () => {
    const before = toRouteObjects([{ path: '/a', hidden: false, component: 'home/index', meta: meta('旧') }], 'same')[0].handle as RouteHandle;
    toRouteObjects([{ path: '/a', hidden: false, component: 'home/index', meta: meta('new') }], 'same');
    expect(before.meta.title).toBe('new');
  });

  it('guards pages that declare permissions', () => {
    const [route] = toRouteObjects(
      [{ path: '/secret', hidden: true, component: 'home/index', meta: { ...meta('秘密'), permissions: ['system:user:edit'] } }],
      'perm',
    );
    expect(route.loader).toBeTypeOf('function');
  });
});

describe('constrained parameters', () => {
  const run = (loader: unknown, params: Record<string, string>) =>
    (loader as (args: LoaderFunctionArgs) => unknown)({ params, request: new Request('http://x/'), context: undefined } as unknown as LoaderFunctionArgs);

  it("read RuoYi's `:name(pattern)` into a router path and whole-value patterns", () => {
    const split = splitParamPatterns('/system/dict-data/index/:dictId(\\d+)/x/:k([a-z]+)');
    expect(split.path).toBe('/system/dict-data/index/:dictId/x/:k');
    expect(split.patterns.map(([name, re]) => [name, re.test('12'), re.test('ab'), re.test('12ab')])).toEqual([
      ['dictId', true, false, false],
      ['k', false, true, false],
    ]);
    expect(splitParamPatterns('/system/user/:id').patterns).toEqual([]);
    expect(splitParamPatterns('/a/:id([)').path).toBe('/a/:id');
  });

  it('refuse a value outside the pattern', () => {
    const [route] = toRouteObjects([{ path: '/data/:dictId(\\d+)', hidden: true, component: 'home/index', meta: meta('数据') }], 'pattern');
    expect(route.path).toBe('/data/:dictId');
    expect(run(route.loader, { dictId: '42' })).toBeNull();
    // the router turns the thrown data into a 404 error response (see router.test.tsx)
    expect(() => run(route.loader, { dictId: '4a' })).toThrow();
  });
});

describe('path helpers', () => {
  it('joins like a router', () => {
    expect(resolvePath('/', 'index')).toBe('/index');
    expect(resolvePath('/system', 'user/')).toBe('/system/user');
    expect(resolvePath('/system', '/abs')).toBe('/abs');
    expect(resolvePath('/system', '')).toBe('/system');
  });
  it('flattens menus with absolute paths', () => {
    expect(flattenMenus(menus).map((m) => m.fullPath)).toContain('/system/log/operlog');
  });
  it('maps component strings to view files', () => {
    expect(viewLoader('home/index')).toBeTypeOf('function');
    expect(viewLoader('login')).toBeTypeOf('function');
    expect(viewLoader('error/404')).toBeTypeOf('function');
    expect(viewLoader('views/components/auth/AuthShell')).toBeUndefined();
    expect(viewLoader('components/auth/AuthShell')).toBeUndefined();
  });
});

describe('fixed routes', () => {
  it('point at view files that exist', async () => {
    const { fixedMenus } = await import('../src/app/fixedRoutes.ts');
    const pages = flattenMenus(fixedMenus()).filter((m) => m.route.component && m.route.component !== 'Layout');
    expect(pages.map((m) => m.fullPath)).toEqual(expect.arrayContaining(['/home/index', '/index1', '/user/profile', '/system/user-auth/role/:userId(\\d+)']));
    for (const { route } of pages) expect(viewLoader(route.component ?? ''), route.component).toBeTypeOf('function');
  });

  it('pin the dashboard and guard role assignment', async () => {
    const { fixedMenus } = await import('../src/app/fixedRoutes.ts');
    const routes = toRouteObjects(fixedMenus(), 'fixed-test');
    const home = routes.find((r) => r.path === '/home/index')?.handle as RouteHandle;
    expect(home.meta).toMatchObject({ title: '首页', icon: 'dashboard', affix: true });
    expect(routes.find((r) => r.path === '/home')?.loader).toBeTypeOf('function');
    const authRole = routes.find((r) => r.path === '/system/user-auth/role/:userId');
    if (!authRole) throw new Error('role assignment route missing');
    expect((authRole.handle as RouteHandle).meta.activeMenu).toBe('/system/user');
    expect(authRole.loader).toBeTypeOf('function');
  });
});
