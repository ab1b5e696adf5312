import { Perm, withdrawalEndpoints } from '@ceping/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../src/api/endpoint.ts';
import { queryClient } from '../../src/api/queryClient.ts';
import i18n from '../../src/i18n/index.ts';
import MessageBadge from '../../src/layout/header/MessageBadge.tsx';
import NoticeBell from '../../src/layout/header/NoticeBell.tsx';
import { usePermissionStore } from '../../src/stores/permission.ts';
import { useUserStore } from '../../src/stores/user.ts';
import { fakeFeedback, json, mockFetch } from '../helpers/http.ts';

/** The navbar's unread-message badge, and the balance and count read again after money moved. */

let unread = 3;
let money = '1000.00';
const calls: string[] = [];

function serve() {
  calls.length = 0;
  return mockFetch((raw, init) => {
    const url = new URL(raw, 'http://x');
    const path = url.pathname.replace(/^\/prod-api/, '');
    calls.push(`${init.method ?? 'GET'} ${path}`);
    if (path === '/system/message/unreadCount') return json({ code: 200, msg: 'OK', data: unread });
    if (path === '/system/notice/listTop') return json({ code: 200, msg: 'OK', data: [], unreadCount: 0 });
    if (path === '/getInfo')
      return json({
        code: 200,
        msg: 'OK',
        user: { userId: 3, userName: 'seller', nickName: '优品商家', money, addMoney: '0.00', rate: '0.0000', avatar: '', phonenumber: '', site: null },
        roles: ['common'],
        permissions: [Perm.message.list],
        pwdChrtype: '0',
        isDefaultModifyPwd: false,
        isPasswordExpired: false,
      });
    if (path === '/system/withdrawal' && init.method === 'POST')
      return json({ code: 200, msg: 'OK', data: { id: 1, status: '0', money: '700.00', frozen: '300.00' } });
    if (path === '/system/withdrawal/checkWithdrawalStatus') return json({ code: 200, msg: 'OK', data: 1 });
    if (path.startsWith('/system/dict/data/type/')) return json({ code: 200, msg: 'OK', data: [] });
    return json({ code: 404, msg: `unexpected ${path}` });
  });
}

function renderNavbarPart() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div>
            <MessageBadge />
            <NoticeBell />
          </div>
        ),
        children: [
          { path: 'index', element: <div>home</div> },
          { path: 'seller/orders', element: <div>orders</div> },
          { path: 'seller/message', element: <div>messages page</div> },
        ],
      },
    ],
    { initialEntries: ['/index'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const countCalls = () => calls.filter((c) => c === 'GET /system/message/unreadCount').length;

beforeEach(async () => {
  fakeFeedback();
  queryClient.clear();
  unread = 3;
  money = '1000.00';
  await i18n.changeLanguage('zh-CN');
  usePermissionStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.setState({ roles: [], permissions: [], money: null });
});

describe('navbar message badge', () => {
  it("shows a seller's unread count beside the notice bell, reads it again on navigation, and opens the messages page", async () => {
    serve();
    useUserStore.setState({ roles: ['common'], permissions: [Perm.message.list] });
    const router = renderNavbarPart();
    const badge = await screen.findByRole('button', { name: '消息，3 条未读' });
    expect(badge.textContent).toContain('3');
    expect(screen.getByTestId('notice-bell')).toBeTruthy();
    const before = countCalls();

    unread = 1;
    await act(() => router.navigate('/seller/orders'));
    await waitFor(() => expect(countCalls()).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: '消息，1 条未读' })).toBeTruthy();

    unread = 0;
    fireEvent.click(screen.getByTestId('message-badge'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/message'));
    expect(await screen.findByRole('button', { name: '消息' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('message-badge').querySelector('sup[data-show="true"]')).toBeNull());
  });

  it('is absent for administrators and staff, who are not asked', async () => {
    serve();
    useUserStore.setState({ roles: ['admin'], permissions: ['*:*:*'] });
    renderNavbarPart();
    expect(await screen.findByTestId('notice-bell')).toBeTruthy();
    expect(screen.queryByTestId('message-badge')).toBeNull();
    useUserStore.setState({ roles: ['service'], permissions: [] });
    expect(screen.queryByTestId('message-badge')).toBeNull();
    expect(countCalls()).toBe(0);
  });
});

describe('after money moved', () => {
  it('a successful money call reads the balance and the unread count again; a refused one and a plain read do not', async () => {
    serve();
    useUserStore.setState({ roles: ['common'], permissions: [Perm.message.list], money: '1000.00' });
    renderNavbarPart();
    await screen.findByRole('button', { name: '消息，3 条未读' });
    const countsBefore = countCalls();

    money = '700.00';
    unread = 4;
    await call(withdrawalEndpoints.add, { body: { amount: '300', accountType: '1', accountName: 'x', accountNo: '1' } as never });
    await waitFor(() => expect(useUserStore.getState().money).toBe('700.00'));
    expect(calls).toContain('GET /getInfo');
    expect(await screen.findByRole('button', { name: '消息，4 条未读' })).toBeTruthy();
    expect(countCalls()).toBeGreaterThan(countsBefore);

    const infos = calls.filter((c) => c === 'GET /getInfo').length;
    await call(withdrawalEndpoints.list, { query: {} }).catch(() => undefined);
    await expect(call(withdrawalEndpoints.cancel, { params: { id: 99 } })).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c === 'GET /getInfo').length).toBe(infos);
  });
});
