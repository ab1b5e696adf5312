import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, Outlet, type RouteObject, RouterProvider, redirect } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentTitle, guard, isWhiteListed, safeRedirect } from '../src/app/guard.tsx';
import { RequestError, setReloginSuppressed } from '../src/api/request.ts';
import { setRoutePatcher } from '../src/app/loadRoutes.ts';
import { usePermissionStore } from '../src/stores/permission.ts';
import { useSettingsStore } from '../src/stores/settings.ts';
import { useUserStore } from '../src/stores/user.ts';
import { getToken, setToken } from '../src/utils/auth.ts';
import { clearCookies, type FakeFeedback, fakeFeedback, json, mockFetch } from './helpers/http.ts';

const page = (text: string) => <div>{text}</div>;

function routes(): RouteObject[] {
  return [
    {
      id: 'root',
      middleware: [guard],
      hydrateFallbackElement: page('loading'),
      element: (
        <>
          <DocumentTitle />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', loader: () => redirect(getToken() ? '/home' : '/login') },
        { path: '/login', element: page('login page') },
        { path: '/register', element: page('register page') },
        { path: '/401', element: page('401 page') },
        {
          id: 'layout',
          element: <Outlet />,
          children: [{ path: '/home', handle: { meta: { title: '首页' } }, element: page('home page') }],
        },
        { path: '*', element: page('not found') },
      ],
    },
  ];
}

const INFO = {
  code: 200,
  msg: 'ok',
  user: { userId: 2, userName: 'seller', nickName: 'Seller', avatar: '' },
  roles: ['common'],
  permissions: ['system:user:list'],
};
const ROUTERS = {
  code: 200,
  msg: 'ok',
  data: [
    {
      path: '/system',
      hidden: false,
      component: 'Layout',
      redirect: 'noRedirect',
      alwaysShow: true,
      meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
      children: [
        { path: 'user', name: 'User', hidden: false, component: 'system/user/index', meta: { title: '用户管理', icon: 'user', noCache: false, link: null } },
      ],
    },
  ],
};

let fb: FakeFeedback;
let router: DataRouter;

function start(path: string): DataRouter {
  router = createMemoryRouter(routes(), { initialEntries: [path] });
  // Page routes from the server render a marker instead of the real (lazy) views.
  setRoutePatcher((pages) =>
    router.patchRoutes(
      'layout',
      pages.map((r) => ({ id: r.id, path: r.path, handle: r.handle, element: page(`page ${r.path}`) })),
    ),
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function settled(): Promise<string> {
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
  return `${router.state.location.pathname}${router.state.location.search}`;
}

beforeEach(() => {
  fb = fakeFeedback();
  clearCookies();
  sessionStorage.clear();
  useUserStore.getState().resetToken();
  usePermissionStore.getState().reset();
});
afterEach(() => {
  router?.dispose();
  setRoutePatcher(null);
  vi.unstubAllGlobals();
  setReloginSuppressed(false);
});

describe('without a token', () => {
  it('sends a protected path to /login with the full path as redirect', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    start('/system/user?status=0');
    expect(await settled()).toBe(`/login?redirect=${encodeURIComponent('/system/user?status=0')}`);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens white-listed paths', async () => {
    mockFetch(() => json({ code: 200 }));
    start('/register');
    expect(await settled()).toBe('/register');
    expect(await screen.findByText('register page')).toBeTruthy();
  });

  it('does not open /401 or unknown paths', async () => {
    mockFetch(() => json({ code: 200 }));
    start('/401');
    expect(await settled()).toBe('/login?redirect=%2F401');
  });
});

describe('with a token', () => {
  it('sends the login page to /home, loading the user on the way', async () => {
    setToken('tok');
    const fetch = mockFetch((url) => json(url.endsWith('/getInfo') ? INFO : ROUTERS));
    start('/login');
    expect(await settled()).toBe('/home');
    expect(await screen.findByText('home page')).toBeTruthy();
    const calls = fetch.mock.calls.map((c) => String(c[0]));
    expect(calls.filter((u) => !u.includes('checkWithdrawalStatus'))).toEqual(['/prod-api/getInfo', '/prod-api/getRouters']);
  });

  it('loads user and routes once, adds the server pages and retries the navigation', async () => {
    setToken('tok');
    const fetch = mockFetch((url) => json(url.endsWith('/getInfo') ? INFO : ROUTERS));
    start('/system/user?status=1');
    expect(await settled()).toBe('/system/user?status=1');
    expect(await screen.findByText('page /system/user')).toBeTruthy();
    expect(useUserStore.getState().roles).toEqual(['common']);
    expect(usePermissionStore.getState().topbarRouters).toHaveLength(1);
    await act(() => router.navigate('/home'));
    expect(await settled()).toBe('/home');
    const calls = fetch.mock.calls.map((c) => String(c[0])).filter((u) => !u.includes('checkWithdrawalStatus'));
    expect(calls).toEqual(['/prod-api/getInfo', '/prod-api/getRouters']);
  });

  it('asks for the user and the menus at the same time', async () => {
    setToken('tok');
    // getInfo answers only once getRouters has been asked: a guard that waits for one before the other never settles
    let routersAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      routersAsked = resolve;
    });
    mockFetch(async (url) => {
      if (url.endsWith('/getInfo')) {
        await asked;
        return json(INFO);
      }
      if (url.endsWith('/getRouters')) routersAsked();
      return json(url.endsWith('/getRouters') ? ROUTERS : { code: 200 });
    });
    start('/system/user');
    expect(await settled()).toBe('/system/user');
    expect(await screen.findByText('page /system/user')).toBeTruthy();
  });

  it('logs out and goes to /login when getInfo fails, showing the error once', async () => {
    setToken('tok');
    const fetch = mockFetch((url) => json(url.endsWith('/getInfo') ? { code: 500, msg: '用户已封禁，请联系管理员' } : { code: 200 }));
    start('/home');
    expect(await settled()).toBe('/login');
    // the menus were asked alongside the user; the session ends once getInfo is refused
    expect(fetch.mock.calls.map((c) => [c[0], c[1]?.method])).toEqual([
      ['/prod-api/getInfo', 'GET'],
      ['/prod-api/getRouters', 'GET'],
      ['/prod-api/logout', 'POST'],
    ]);
    expect(getToken()).toBeUndefined();
    expect(fb.message.error).toHaveBeenCalledTimes(1);
    expect(fb.message.error).toHaveBeenCalledWith('用户已封禁，请联系管理员');
  });

  it('keeps the session when getInfo gets no answer (a page being left aborts it; a network failure): no logout', async () => {
    setToken('tok');
    const fetch = mockFetch((url) => {
      if (url.endsWith('/getInfo')) throw new TypeError('Failed to fetch');
      return json(url.endsWith('/getRouters') ? ROUTERS : { code: 200 });
    });
    start('/home');
    await settled();
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.errors?.root).toBeInstanceOf(RequestError);
    expect(fetch.mock.calls.map((c) => c[0])).not.toContain('/prod-api/logout');
    expect(getToken()).toBe('tok');
    expect(fb.message.error).toHaveBeenCalledTimes(1);
  });

  it('shows the session error itself when getInfo answers 401 (no re-login dialog)', async () => {
    setToken('expired');
    mockFetch((url) => json(url.endsWith('/getInfo') ? { code: 401, msg: 'x' } : { code: 200 }));
    start('/home');
    expect(await settled()).toBe('/login');
    expect(fb.modal.confirm).not.toHaveBeenCalled();
    expect(fb.message.error).toHaveBeenCalledWith('无效的会话，或者会话已过期，请重新登录。');
  });

  it('passes white-listed paths without loading the user', async () => {
    setToken('tok');
    const fetch = mockFetch(() => json({ code: 200 }));
    start('/register');
    expect(await settled()).toBe('/register');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('document title', () => {
  it('is the site title, or "<page> - <site>" with dynamic titles', async () => {
    setToken('tok');
    mockFetch((url) => json(url.endsWith('/getInfo') ? INFO : ROUTERS));
    useSettingsStore.setState({ dynamicTitle: false, title: '' });
    start('/home');
    await settled();
    await vi.waitFor(() => expect(document.title).toBe('测评系统'), { timeout: 5000 });
    act(() => useSettingsStore.setState({ dynamicTitle: true }));
    await vi.waitFor(() => expect(document.title).toBe('首页 - 测评系统'), { timeout: 5000 });
  });
});

describe('helpers', () => {
  it('knows the white list', () => {
    for (const path of ['/', '/login', '/user/login', '/register', '/auth-redirect', '/bind', '/login/']) expect(isWhiteListed(path)).toBe(true);
    for (const path of ['/home', '/401', '/404', '/system/user']) expect(isWhiteListed(path)).toBe(false);
  });

  it('accepts only same-origin paths as login redirect', () => {
    expect(safeRedirect('/system/user?x=1')).toBe('/system/user?x=1');
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('')).toBe('/home');
    expect(safeRedirect('https://evil.example/')).toBe('/home');
    expect(safeRedirect('//evil.example/x')).toBe('/home');
    expect(safeRedirect('/\\evil.example')).toBe('/home');
    expect(safeRedirect('javascript:alert(1)')).toBe('/home');
    expect(safeRedirect('/ok\tpath')).toBe('/home');
    expect(safeRedirect('/login?redirect=/x')).toBe('/home');
  });
});
