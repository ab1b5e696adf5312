import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, type DataRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guard } from '../../src/app/guard.tsx';
import { LockPage } from '../../src/features/lock/index.ts';
import i18n from '../../src/i18n/index.ts';
import UserDropdown from '../../src/layout/header/UserDropdown.tsx';
import { LOCK_KEY, LOCK_PATH_KEY, useLockStore } from '../../src/stores/lock.ts';
import { useUserStore } from '../../src/stores/user.ts';
import { setToken } from '../../src/utils/auth.ts';
import { clearCookies, type FakeFeedback, fakeFeedback, type FetchMock, json, mockFetch } from '../helpers/http.ts';

vi.setConfig({ testTimeout: 30_000 });

let router: DataRouter;
let fb: FakeFeedback;
let fetch: FetchMock;
/** What `POST /unlockscreen` answers: the account's password is "admin123". */
const unlockAnswer = (password: string, lang: string) =>
  password === 'admin123'
    ? { code: 200, msg: lang === 'en-US' ? 'Unlocked' : '解锁成功' }
    : { code: 500, msg: lang === 'en-US' ? 'Wrong password, please try again' : '密码错误，请重新输入' };

/** A signed-in shell behind the real route guard: a page with the navbar's user menu, home, and /lock. */
function start(path: string) {
  router = createMemoryRouter(
    [
      {
        middleware: [guard],
        element: <Outlet />,
        children: [
          { path: '/lock', element: <LockPage /> },
          { path: '/home', element: <div>home page</div> },
          {
            path: '/system/user',
            element: (
              <>
                <UserDropdown />
                <div>user page</div>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
}
const where = () => `${router.state.location.pathname}${router.state.location.search}`;
const unlockCalls = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/unlockscreen'));

beforeEach(async () => {
  fb = fakeFeedback();
  localStorage.clear();
  clearCookies();
  setToken('tok');
  useLockStore.getState().unlock();
  useUserStore.setState({ roles: ['common'], permissions: [], name: 'seller', nickName: '优品商家' });
  fetch = mockFetch((url, init) => {
    if (url.endsWith('/unlockscreen')) {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      return json(unlockAnswer(password, i18n.language));
    }
    return json({ code: 200, msg: '' });
  });
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  router?.dispose();
  vi.unstubAllGlobals();
});

async function lockFromMenu() {
  start('/system/user?status=0');
  fireEvent.click(await screen.findByRole('button', { name: '优品商家' }));
  fireEvent.click(await screen.findByText('锁定屏幕'));
  await waitFor(() => expect(where()).toBe('/lock'));
  expect(await screen.findByText('系统已锁定，请输入密码解锁')).toBeTruthy();
}
const password = () => screen.getByPlaceholderText(i18n.language === 'en-US' ? 'Enter your login password' : '请输入登录密码') as HTMLInputElement;
const unlockButton = () => screen.getByRole('button', { name: i18n.language === 'en-US' ? /Unlock/ : /解\s*锁/ });

describe('the lock screen', () => {
  it('locks from the user menu, remembering the page; every other page then shows the lock', async () => {
    await lockFromMenu();
    expect(localStorage.getItem(LOCK_KEY)).toBe('true');
    expect(localStorage.getItem(LOCK_PATH_KEY)).toBe('/system/user?status=0');
    expect(screen.getByText('优品商家')).toBeTruthy();
    await act(() => router.navigate('/home'));
    await waitFor(() => expect(where()).toBe('/lock'));
    expect(screen.queryByText('home page')).toBeNull();
  });

  it('refuses an empty and a wrong password with its message, and stays locked', async () => {
    await lockFromMenu();
    fireEvent.click(unlockButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('请输入密码'));
    expect(unlockCalls()).toHaveLength(0);

    fireEvent.change(password(), { target: { value: 'wrong-password' } });
    fireEvent.click(unlockButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('密码错误，请重新输入'));
    expect(JSON.parse(String(unlockCalls()[0][1]?.body))).toEqual({ password: 'wrong-password' });
    expect(password().value).toBe('');
    // the lock page says it itself: no toast on top
    expect(fb.message.error).not.toHaveBeenCalled();
    expect(where()).toBe('/lock');
    expect(localStorage.getItem(LOCK_KEY)).toBe('true');
    // typing again clears the message
    fireEvent.change(password(), { target: { value: 'a' } });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("unlocks with the account's password and returns to the page it was locked on", async () => {
    await lockFromMenu();
    fireEvent.change(password(), { target: { value: 'admin123' } });
    fireEvent.click(unlockButton());
    await waitFor(() => expect(where()).toBe('/system/user?status=0'));
    expect(await screen.findByText('user page')).toBeTruthy();
    expect(localStorage.getItem(LOCK_KEY)).toBe('false');
    // unlocked, /lock itself is no page
    await act(() => router.navigate('/lock'));
    await waitFor(() => expect(where()).toBe('/home'));
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    useLockStore.getState().lock('/home');
    start('/home');
    expect(await screen.findByText('The system is locked. Enter your password to unlock.')).toBeTruthy();
    expect(where()).toBe('/lock');
    fireEvent.click(unlockButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter your password'));
    fireEvent.change(password(), { target: { value: 'nope' } });
    fireEvent.click(unlockButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong password, please try again'));
    expect(screen.getByRole('button', { name: 'Sign out and sign in again' })).toBeTruthy();
  });
});
