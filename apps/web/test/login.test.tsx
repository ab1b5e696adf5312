import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import { queryClient } from '../src/api/queryClient.ts';
import { changeLanguage } from '../src/i18n/index.ts';
import { useUserStore } from '../src/stores/user.ts';
import { getToken } from '../src/utils/auth.ts';
import Login, { REMEMBER_USERNAME_KEY } from '../src/views/login.tsx';
import { clearCookies, type FetchMock, json, mockFetch } from './helpers/http.ts';

let captchaCount = 0;
let loginAnswer: Record<string, unknown> = { code: 200, msg: 'ok', token: 'jwt-9' };

/** `captcha(n)` answers the n-th captcha request (default: enabled, registration open). */
function server(
  captcha: (n: number) => Response = (n) => json({ code: 200, captchaEnabled: true, registerEnabled: true, uuid: `uuid-${n}`, img: `IMG${n}` }),
): FetchMock {
  captchaCount = 0;
  return mockFetch((url) => {
    if (url.endsWith('/captchaImage')) {
      captchaCount += 1;
      return captcha(captchaCount);
    }
    if (url.endsWith('/login')) return json(loginAnswer);
    return json({ code: 200 });
  });
}

function renderLogin(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Login /> },
      { path: '/home', element: <div>home page</div> },
      { path: '/system/user', element: <div>user page</div> },
      { path: '/register', element: <div>register page</div> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

async function fillAndSubmit(remember: boolean) {
  fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: '  admin ' } });
  fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'secret-pw' } });
  fireEvent.change(screen.getByPlaceholderText('验证码'), { target: { value: '7' } });
  if (remember) fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  useUserStore.getState().resetToken();
  loginAnswer = { code: 200, msg: 'ok', token: 'jwt-9' };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('shows the captcha and fetches a new one on click', async () => {
    server();
    renderLogin('/login');
    const img = await screen.findByAltText('验证码图片');
    expect(img.getAttribute('src')).toBe('data:image/png;base64,IMG1');
    fireEvent.click(img);
    await waitFor(() => expect(screen.getByAltText('验证码图片').getAttribute('src')).toBe('data:image/png;base64,IMG2'));
  });

  it('logs in with the captcha answer, remembers only the user name and follows a safe redirect', async () => {
    const fetch = server();
    const router = renderLogin(`/login?redirect=${encodeURIComponent('/system/user')}`);
    await screen.findByAltText('验证码图片');
    await fillAndSubmit(true);
    await screen.findByText('user page');
    const call = fetch.mock.calls.find((c) => String(c[0]).endsWith('/login'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ username: 'admin', password: 'secret-pw', code: '7', uuid: 'uuid-1' });
    expect(getToken()).toBe('jwt-9');
    expect(localStorage.getItem(REMEMBER_USERNAME_KEY)).toBe('admin');
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
    expect(stored.some((v) => v.includes('secret-pw'))).toBe(false);
    expect(router.state.location.pathname).toBe('/system/user');
  });

  it('ignores a redirect to another origin', async () => {
    server();
    const router = renderLogin(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await screen.findByAltText('验证码图片');
    await fillAndSubmit(false);
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem(REMEMBER_USERNAME_KEY)).toBeNull();
  });

  it('prefills a remembered user name', async () => {
    server();
    localStorage.setItem(REMEMBER_USERNAME_KEY, 'seller1');
    renderLogin('/login');
    expect((await screen.findByPlaceholderText('账号')).getAttribute('value')).toBe('seller1');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('clears the answer and fetches a new captcha after a failed login', async () => {
    loginAnswer = { code: 500, msg: '验证码错误' };
    server();
    renderLogin('/login');
    await screen.findByAltText('验证码图片');
    await fillAndSubmit(false);
    await waitFor(() => expect(screen.getByAltText('验证码图片').getAttribute('src')).toBe('data:image/png;base64,IMG2'));
    expect(screen.getByPlaceholderText('验证码').getAttribute('value')).toBe('');
    expect(getToken()).toBeUndefined();
  });

  it('links to the register page', async () => {
    server();
    renderLogin('/login');
    await userEvent.setup().click(await screen.findByRole('link', { name: '立即注册' }));
    await screen.findByText('register page');
  });

  it('hides the register link unless the server says registration is open', async () => {
    server(() => json({ code: 200, captchaEnabled: true, registerEnabled: false, uuid: 'u', img: 'IMG' }));
    renderLogin('/login');
    await screen.findByAltText('验证码图片');
    expect(screen.queryByRole('link', { name: '立即注册' })).toBeNull();
  });

  it('hides the register link when the server does not say', async () => {
    server(() => json({ code: 200, captchaEnabled: false }));
    renderLogin('/login');
    await waitFor(() => expect(captchaCount).toBe(1));
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(screen.queryByRole('link', { name: '立即注册' })).toBeNull();
    // captcha off: no answer asked
    expect(screen.queryByPlaceholderText('验证码')).toBeNull();
  });

  it('keeps the captcha when its flag is missing', async () => {
    server((n) => json({ code: 200, uuid: `uuid-${n}`, img: `IMG${n}` }));
    renderLogin('/login');
    expect((await screen.findByAltText('验证码图片')).getAttribute('src')).toBe('data:image/png;base64,IMG1');
    expect(screen.getByPlaceholderText('验证码')).toBeTruthy();
  });

  it('shows a retry in place of a captcha that failed to load, and loads it on click', async () => {
    server((n) => (n === 1 ? new Response('gateway down', { status: 502 }) : json({ code: 200, captchaEnabled: true, uuid: `uuid-${n}`, img: `IMG${n}` })));
    renderLogin('/login');
    const retry = await screen.findByText('验证码加载失败，点击重试');
    // the answer is still asked for: the server expects one
    expect(screen.getByPlaceholderText('验证码')).toBeTruthy();
    fireEvent.click(retry);
    expect((await screen.findByAltText('验证码图片')).getAttribute('src')).toBe('data:image/png;base64,IMG2');
    expect(screen.queryByText('验证码加载失败，点击重试')).toBeNull();
    await fillAndSubmit(false);
    await screen.findByText('home page');
  });

  it('follows the interface language', async () => {
    server();
    renderLogin('/login');
    await screen.findByAltText('验证码图片');
    await changeLanguage('en-US');
    expect(await screen.findByPlaceholderText('Account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    await changeLanguage('zh-CN');
  });
});
