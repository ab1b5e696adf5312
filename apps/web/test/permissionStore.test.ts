import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../src/app/dynamicRoutes.ts';
import { changeLanguage } from '../src/i18n/index.ts';
import { generateRoutes, setRoutePatcher } from '../src/app/loadRoutes.ts';
import { usePermissionStore } from '../src/stores/permission.ts';
import { setToken } from '../src/utils/auth.ts';
import { clearCookies, fakeFeedback, headersOf, json, mockFetch } from './helpers/http.ts';

const menu = (title: string) => ({
  code: 200,
  data: [
    {
      path: '/system',
      hidden: false,
      component: 'Layout',
      redirect: 'noRedirect',
      meta: { title: title === 'en' ? 'System' : '系统管理', icon: 'system', noCache: false, link: null },
      children: [
        {
          path: 'user',
          name: 'User',
          hidden: false,
          component: 'system/user/index',
          meta: { title: title === 'en' ? 'Users' : '用户管理', icon: 'user', noCache: false, link: null },
        },
      ],
    },
  ],
});

beforeEach(() => {
  fakeFeedback();
  clearCookies();
  usePermissionStore.getState().reset();
});
afterEach(async () => {
  setRoutePatcher(null);
  clearCookies();
  usePermissionStore.getState().reset();
  await changeLanguage('zh-CN');
  vi.unstubAllGlobals();
});

describe('permission store', () => {
  it('builds the menus (fixed first) and hands the page routes to the router', async () => {
    mockFetch(() => json(menu('zh')));
    const patched: RouteObject[][] = [];
    setRoutePatcher((routes) => patched.push(routes));
    const pages = await generateRoutes();
    expect(pages.map((r) => r.path)).toEqual(['/system/user']);
    expect(patched).toEqual([pages]);
    const s = usePermissionStore.getState();
    expect(s.loaded).toBe(true);
    expect(s.topbarRouters.map((r) => r.path)).toEqual(['/system']);
    const paths = s.sidebarRouters.map((r) => r.path);
    // fixed menus first (home leading), the server's tree after them
    expect(paths[0]).toBe('/home');
    expect(paths.at(-1)).toBe('/system');
    expect(paths).toEqual(expect.arrayContaining(['/index1', '/user', '/system/user-auth']));
    expect(s.defaultRoutes).toEqual(s.sidebarRouters);
    expect(s.routes).toEqual(s.sidebarRouters);
    s.setSidebarRouters([]);
    expect(usePermissionStore.getState().sidebarRouters).toEqual([]);
  });

  it('fetches the menus and the user info again in the new language and re-titles the routes', async () => {
    setToken('tok');
    const fetch = mockFetch((_url, init) => json(menu(headersOf(init)['Content-Language'] === 'en-US' ? 'en' : 'zh')));
    const [page] = await generateRoutes();
    const handle = page.handle as RouteHandle;
    expect(handle.meta.title).toBe('用户管理');
    const version = usePermissionStore.getState().version;
    await changeLanguage('en-US');
    await vi.waitFor(() => expect(usePermissionStore.getState().version).toBe(version + 1), { timeout: 5000 });
    // The menus again, and the user info (role names are localized too).
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/prod-api/, ''))).toEqual(['/getRouters', '/getRouters', '/getInfo']);
    expect(handle.meta.title).toBe('Users');
    expect(handle.crumbs.map((c) => c.title)).toEqual(['System', 'Users']);
    expect(usePermissionStore.getState().sidebarRouters[0].children?.[0].meta?.title).toBe('Home');
  });

  it('does not fetch menus on a language change before they were loaded', async () => {
    setToken('tok');
    const fetch = mockFetch(() => json(menu('zh')));
    await changeLanguage('en-US');
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch).not.toHaveBeenCalled();
  });
});
