import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import { createRoutes, LAYOUT_ROUTE_ID } from '../src/app/router.tsx';
import { setRoutePatcher } from '../src/app/loadRoutes.ts';
import { usePermissionStore } from '../src/stores/permission.ts';
import { useUserStore } from '../src/stores/user.ts';
import { setToken } from '../src/utils/auth.ts';
import { clearCookies, fakeFeedback, json, mockFetch } from './helpers/http.ts';

let router: DataRouter;

function start(path: string): DataRouter {
  router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  setRoutePatcher((routes) => router.patchRoutes(LAYOUT_ROUTE_ID, routes));
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
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

/** What the home dashboard asks for (figures of the admin's scope, latest orders, series, sign-in). */
const DASHBOARD: [string, unknown][] = [
  [
    '/system/orders/chartsIndex',
    {
      code: 200,
      data: {
        scope: 'all',
        ordersToday: 0,
        completedToday: 0,
        ordersTotal: 0,
        byStatus: { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0 },
        amountToday: '0.00',
        tasksInProgress: 0,
        balance: null,
        pending: { toShip: 0, toComplete: 0, toReview: 0, exceptions: 0, awaitingSettlement: 0 },
      },
    },
  ],
  ['/system/orders/list', { code: 200, rows: [], total: 0 }],
  [
    '/system/orders/charts3',
    {
      code: 200,
      data: {
        beginTime: '2026-03-05',
        endTime: '2026-03-05',
        days: ['2026-03-05'],
        counts: [0],
        completed: [0],
        amounts: ['0.00'],
        platforms: [],
        statuses: [],
      },
    },
  ],
  ['/system/signIn/info', { code: 200, data: { today: '2026-03-05', signedToday: false, streak: 0, totalDays: 0, month: '2026-03', monthDates: [] } }],
];

const INFO = {
  code: 200,
  user: { userId: 1, userName: 'admin', nickName: '超级管理员', avatar: '', money: '88.00' },
  roles: ['admin'],
  permissions: ['*:*:*'],
};

beforeEach(() => {
  fakeFeedback();
  clearCookies();
  useUserStore.getState().resetToken();
  usePermissionStore.getState().reset();
});
afterEach(() => {
  router?.dispose();
  setRoutePatcher(null);
  vi.unstubAllGlobals();
});

describe('app routes', () => {
  it('sends / to the login page without a token', async () => {
    mockFetch(() => json({ code: 200, captchaEnabled: false }));
    start('/');
    expect(await settled()).toBe('/login');
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeTruthy();
  });

  it('sends the social sign-in pages to the login page', async () => {
    mockFetch(() => json({ code: 200, captchaEnabled: false }));
    start('/auth-redirect?code=1');
    expect(await settled()).toBe('/login?code=1');
  });

  it('serves /user/login as the login page', async () => {
    mockFetch(() => json({ code: 200, captchaEnabled: false }));
    start('/user/login');
    expect(await settled()).toBe('/user/login');
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeTruthy();
  });

  it('opens the dashboard inside the layout from / with a token', async () => {
    setToken('tok');
    mockFetch((url) => json(url.endsWith('/getInfo') ? INFO : (DASHBOARD.find(([path]) => url.includes(path))?.[1] ?? { code: 200, data: [] })));
    start('/');
    await vi.waitFor(async () => expect(await settled()).toBe('/home/index'), { timeout: 30_000 });
    expect(await screen.findByText('欢迎回来，超级管理员', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByTestId('platform-panels', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('今天是 2026-03-05')).toBeTruthy();
    // the shell's code is loaded on the way (it is not part of the first visit's chunk): a slow machine takes a while
  }, 60_000);

  it('shows the 404 page for an unknown path when logged in', async () => {
    setToken('tok');
    mockFetch((url) => json(url.endsWith('/getInfo') ? INFO : { code: 200, data: [] }));
    start('/no/such/page');
    expect(await settled()).toBe('/no/such/page');
    expect(await screen.findByText('找不到网页！', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the not-found page for role assignment with a user id that is not digits', async () => {
    setToken('tok');
    const fetch = mockFetch((url) => json(url.endsWith('/getInfo') ? INFO : { code: 200, data: [] }));
    start('/system/user-auth/role/abc');
    expect(await settled()).toBe('/system/user-auth/role/abc');
    expect(await screen.findByText('找不到网页！', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/system/user/authRole'))).toBe(false);
  });

  it('opens role assignment for a numeric user id', async () => {
    setToken('tok');
    const fetch = mockFetch((url) => {
      if (url.endsWith('/getInfo')) return json(INFO);
      if (url.includes('/system/user/authRole/')) return json({ code: 200, user: { userId: 5, userName: 'seller', nickName: '卖家' }, roles: [] });
      return json({ code: 200, data: [] });
    });
    start('/system/user-auth/role/5');
    expect(await settled()).toBe('/system/user-auth/role/5');
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/system/user/authRole/5'))).toBe(true), { timeout: 10_000 });
    expect(screen.queryByText('找不到网页！')).toBeNull();
  });

  it('sends a user without the permission away from role assignment', async () => {
    setToken('tok');
    mockFetch((url) => json(url.endsWith('/getInfo') ? { ...INFO, roles: ['common'], permissions: ['system:user:list'] } : { code: 200, data: [] }));
    start('/system/user-auth/role/5');
    await vi.waitFor(async () => expect(await settled()).toBe('/401'), { timeout: 10_000 });
  });
});
