import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import { queryClient } from '../src/api/queryClient.ts';
import Register from '../src/views/register.tsx';
import { clearCookies, type FetchMock, headersOf, json, mockFetch } from './helpers/http.ts';

let registerAnswer: Record<string, unknown>;
let captchaAnswer: Record<string, unknown>;

function server(): FetchMock {
  return mockFetch((url) => {
    if (url.endsWith('/captchaImage')) return json(captchaAnswer);
    if (url.endsWith('/register')) return json(registerAnswer);
    return json({ code: 200 });
  });
}

function renderRegister(at = '/register') {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <Register /> },
      { path: '/login', element: <div>login page</div> },
    ],
    { initialEntries: [at] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function fill(values: { username: string; password: string; confirm: string; code: string }) {
  fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: values.username } });
  fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: values.password } });
  fireEvent.change(screen.getByPlaceholderText('确认密码'), { target: { value: values.confirm } });
  fireEvent.change(screen.getByPlaceholderText('验证码'), { target: { value: values.code } });
  fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
}

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  queryClient.clear();
  registerAnswer = { code: 200, msg: 'ok' };
  captchaAnswer = { code: 200, captchaEnabled: true, registerEnabled: true, uuid: 'u-1', img: 'IMG' };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('register page', () => {
  it('validates with the contract rules and the password confirmation', async () => {
    const fetch = server();
    renderRegister();
    await screen.findByAltText('验证码图片');
    fill({ username: 'a', password: '123', confirm: '999', code: '1' });
    expect(await screen.findByText('账户长度必须在2到20个字符之间')).toBeTruthy();
    expect(await screen.findByText('密码长度必须在5到20个字符之间')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(fetch.mock.calls.some((c) => String(c[0]).endsWith('/register'))).toBe(false);
  });

  it('registers without a token and offers the way to the login page', async () => {
    const fetch = server();
    const router = renderRegister();
    await screen.findByAltText('验证码图片');
    fill({ username: ' seller9 ', password: 'pass123', confirm: 'pass123', code: '5' });
    expect(await screen.findByText('恭喜你，您的账号 seller9 注册成功！')).toBeTruthy();
    const call = fetch.mock.calls.find((c) => String(c[0]).endsWith('/register'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ username: 'seller9', password: 'pass123', confirmPassword: 'pass123', code: '5', uuid: 'u-1' });
    expect(headersOf(call?.[1]).Authorization).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says registration is closed, with the way back to the login page, when the server has it off', async () => {
    captchaAnswer = { code: 200, captchaEnabled: true, registerEnabled: false, uuid: 'u-1', img: 'IMG' };
    const fetch = server();
    const router = renderRegister();
    expect(await screen.findByText('当前系统没有开启注册功能！')).toBeTruthy();
    expect(screen.queryByPlaceholderText('确认密码')).toBeNull();
    expect(screen.queryByRole('button', { name: /注\s*册/ })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '使用已有账户登录' }));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(fetch.mock.calls.some((c) => String(c[0]).endsWith('/register'))).toBe(false);
  });

  it('treats a captcha answer without the flag as registration closed', async () => {
    captchaAnswer = { code: 200, captchaEnabled: false };
    server();
    renderRegister();
    expect(await screen.findByText('当前系统没有开启注册功能！')).toBeTruthy();
  });

  it('keeps the form with a captcha retry when the captcha request fails (the server decides)', async () => {
    mockFetch(() => new Response('down', { status: 503 }));
    renderRegister();
    expect(await screen.findByText('验证码加载失败，点击重试')).toBeTruthy();
    expect(screen.getByPlaceholderText('确认密码')).toBeTruthy();
  });

  it("fills the invite code from a seller's link and registers a sub-account with it", async () => {
    const fetch = server();
    renderRegister('/register?invite=K7MX2QPA');
    await screen.findByAltText('验证码图片');
    expect(screen.getByText('使用邀请码 K7MX2QPA 注册为子账号')).toBeTruthy();
    expect((screen.getByPlaceholderText('邀请码（选填）') as HTMLInputElement).value).toBe('K7MX2QPA');
    fill({ username: 'helper1', password: 'pass123', confirm: 'pass123', code: '5' });
    expect(await screen.findByText('恭喜你，子账号 helper1 注册成功！')).toBeTruthy();
    const call = fetch.mock.calls.find((c) => String(c[0]).endsWith('/register'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ username: 'helper1', inviteCode: 'K7MX2QPA' });
  });

  it('sends a code typed by hand, and shows the refusal of an unknown one', async () => {
    registerAnswer = { code: 500, msg: '邀请码无效或已失效' };
    const fetch = server();
    renderRegister();
    await screen.findByAltText('验证码图片');
    fireEvent.change(screen.getByPlaceholderText('邀请码（选填）'), { target: { value: ' zzzz2222 ' } });
    fill({ username: 'helper2', password: 'pass123', confirm: 'pass123', code: '5' });
    expect(await screen.findByText('邀请码无效或已失效')).toBeTruthy();
    const call = fetch.mock.calls.find((c) => String(c[0]).endsWith('/register'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ inviteCode: 'zzzz2222' });
    expect(screen.queryByText('恭喜你，子账号 helper2 注册成功！')).toBeNull();
  });

  it('shows the server refusal and fetches a new captcha', async () => {
    registerAnswer = { code: 500, msg: '当前系统没有开启注册功能！' };
    const fetch = server();
    renderRegister();
    await screen.findByAltText('验证码图片');
    fill({ username: 'seller9', password: 'pass123', confirm: 'pass123', code: '5' });
    await vi.waitFor(() => expect(fetch.mock.calls.filter((c) => String(c[0]).endsWith('/captchaImage'))).toHaveLength(2), { timeout: 5000 });
    expect(await screen.findByText('当前系统没有开启注册功能！')).toBeTruthy();
  });
});
