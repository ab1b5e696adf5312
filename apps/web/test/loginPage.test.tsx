import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage, type LoginPageProps, REMEMBER_USERNAME_KEY } from '../src/features/auth/LoginPage.tsx';
import { changeLanguage } from '../src/i18n/core.ts';
import { useLockStore } from '../src/stores/lock.ts';
import { getToken } from '../src/utils/auth.ts';
import { clearCookies, type FetchMock, headersOf, json, mockFetch } from './helpers/http.ts';

// The login page as a first visit renders it: no antd, no router, no query cache, only the boot texts
// (i18n/core.ts: `common` and `auth`).

let captchaCount = 0;
let loginAnswer: () => Response | Promise<Response>;

function server(
  captcha: (n: number) => Response = (n) => json({ code: 200, captchaEnabled: true, registerEnabled: true, uuid: `uuid-${n}`, img: `IMG${n}` }),
): FetchMock {
  captchaCount = 0;
  return mockFetch((url) => {
    if (url.endsWith('/captchaImage')) {
      captchaCount += 1;
      return captcha(captchaCount);
    }
    if (url.endsWith('/login')) return loginAnswer();
    if (url.endsWith('/system/carousel/banners')) return json({ code: 200, data: [] });
    return json({ code: 200 });
  });
}

function renderPage(props: Partial<LoginPageProps> = {}) {
  const onSignedIn = vi.fn<LoginPageProps['onSignedIn']>();
  const onNavigate = vi.fn<(path: string) => void>();
  const onIntent = vi.fn<() => void>();
  render(<LoginPage redirect={null} onSignedIn={onSignedIn} onNavigate={onNavigate} onIntent={onIntent} {...props} />);
  return { onSignedIn, onNavigate, onIntent };
}

const loginCalls = (fetch: FetchMock) => fetch.mock.calls.filter((c) => String(c[0]).endsWith('/login'));

function fill(username: string, password: string, code?: string) {
  fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: password } });
  if (code !== undefined) fireEvent.change(screen.getByPlaceholderText('验证码'), { target: { value: code } });
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  loginAnswer = () => json({ code: 200, msg: 'ok', token: 'jwt-1' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('zh-CN');
});

describe('login page (first visit, plain React)', () => {
  it('shows each rule message on submit, sends nothing, and clears a message once the field is filled', async () => {
    const fetch = server();
    renderPage();
    await screen.findByAltText('验证码图片');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['请输入您的账号', '请输入您的密码', '请输入验证码']);
    expect(screen.getByPlaceholderText('账号').getAttribute('aria-invalid')).toBe('true');
    expect(loginCalls(fetch)).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'admin' } });
    expect(screen.queryByText('请输入您的账号')).toBeNull();
    // blanks are no user name
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: '   ' } });
    expect(screen.getByText('请输入您的账号')).toBeTruthy();
  });

  it('signs in: trimmed name, captcha answer and uuid, token in the cookie, unlocked, the safe redirect', async () => {
    const fetch = server();
    useLockStore.getState().lock('/system/user');
    const { onSignedIn } = renderPage({ redirect: '/system/user?status=1' });
    await screen.findByAltText('验证码图片');
    fill('  admin ', 'secret-pw', '7');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/system/user?status=1', 'jwt-1'));
    const [call] = loginCalls(fetch);
    expect(call[1]?.method).toBe('POST');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ username: 'admin', password: 'secret-pw', code: '7', uuid: 'uuid-1' });
    expect(headersOf(call[1])['Content-Language']).toBe('zh-CN');
    expect(getToken()).toBe('jwt-1');
    expect(useLockStore.getState().locked).toBe(false);
    // the console's first calls are on their way with the new token
    const early = fetch.mock.calls.filter((c) => /\/(getInfo|getRouters)$/.test(String(c[0])));
    expect(early.map((c) => headersOf(c[1]).Authorization)).toEqual(['Bearer jwt-1', 'Bearer jwt-1']);
  });

  it('ignores a redirect to another origin or back to the login page', async () => {
    server(() => json({ code: 200, captchaEnabled: false }));
    const first = renderPage({ redirect: '//evil.example/x' });
    await waitFor(() => expect(captchaCount).toBe(1));
    fill('admin', 'pw');
    fireEvent.submit(screen.getByRole('button', { name: /登\s*录/ }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(first.onSignedIn).toHaveBeenCalledWith('/home', 'jwt-1'));
  });

  it('remembers only the user name when asked, and prefills it next time', async () => {
    server(() => json({ code: 200, captchaEnabled: false }));
    const { onSignedIn } = renderPage();
    await waitFor(() => expect(captchaCount).toBe(1));
    fill('seller1', 'secret-pw');
    fireEvent.click(screen.getByRole('checkbox', { name: '记住账号' }));
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(localStorage.getItem(REMEMBER_USERNAME_KEY)).toBe('seller1');
    expect(Object.values({ ...localStorage }).some((v) => String(v).includes('secret-pw'))).toBe(false);
  });

  it('prefills a remembered name with the box ticked; unticking forgets it', async () => {
    server(() => json({ code: 200, captchaEnabled: false }));
    localStorage.setItem(REMEMBER_USERNAME_KEY, 'seller1');
    const { onSignedIn } = renderPage();
    expect((screen.getByPlaceholderText('账号') as HTMLInputElement).value).toBe('seller1');
    const box = screen.getByRole('checkbox', { name: '记住账号' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(localStorage.getItem(REMEMBER_USERNAME_KEY)).toBeNull();
  });

  it('fetches a new captcha when the image is clicked', async () => {
    server();
    renderPage();
    const img = await screen.findByAltText('验证码图片');
    expect(img.getAttribute('src')).toBe('data:image/png;base64,IMG1');
    fireEvent.click(img);
    await waitFor(() => expect(screen.getByAltText('验证码图片').getAttribute('src')).toBe('data:image/png;base64,IMG2'));
  });

  it('shows a retry in place of a captcha that failed to load, and still asks for the answer', async () => {
    server((n) => (n === 1 ? new Response('down', { status: 502 }) : json({ code: 200, captchaEnabled: true, uuid: `uuid-${n}`, img: `IMG${n}` })));
    renderPage();
    fireEvent.click(await screen.findByText('验证码加载失败，点击重试'));
    expect((await screen.findByAltText('验证码图片')).getAttribute('src')).toBe('data:image/png;base64,IMG2');
    expect(screen.getByPlaceholderText('验证码')).toBeTruthy();
  });

  it('sends the captcha call and the login again when the server answers "busy" (never run): the user signs in without seeing it', async () => {
    const busy = () => json({ code: 500, msg: '系统繁忙，请稍后再试' }, { headers: { 'Retry-After': '0' } });
    server((n) => (n === 1 ? busy() : json({ code: 200, captchaEnabled: false })));
    let logins = 0;
    loginAnswer = () => (++logins === 1 ? busy() : json({ code: 200, token: 'jwt-busy' }));
    const { onSignedIn } = renderPage();
    await waitFor(() => expect(captchaCount).toBe(2));
    // the captcha is off: no answer is asked for, and no failure shows
    expect(screen.queryByPlaceholderText('验证码')).toBeNull();
    expect(screen.queryByText('验证码加载失败，点击重试')).toBeNull();
    fill('seller', 'admin123');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/home', 'jwt-busy'));
    expect(logins).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "busy" once the server has shed the login three times', async () => {
    server(() => json({ code: 200, captchaEnabled: false }));
    let logins = 0;
    loginAnswer = () => {
      logins++;
      return json({ code: 500, msg: '系统繁忙，请稍后再试' }, { headers: { 'Retry-After': '0' } });
    };
    const { onSignedIn } = renderPage();
    await waitFor(() => expect(captchaCount).toBe(1));
    fill('seller', 'admin123');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('系统繁忙，请稍后再试');
    expect(logins).toBe(3);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the server refusal in the page, clears the answer and fetches a new captcha; the button comes back', async () => {
    loginAnswer = () => json({ code: 500, msg: '用户不存在/密码错误' });
    server();
    const { onSignedIn } = renderPage();
    await screen.findByAltText('验证码图片');
    fill('admin', 'wrong', '7');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('用户不存在/密码错误');
    await waitFor(() => expect(screen.getByAltText('验证码图片').getAttribute('src')).toBe('data:image/png;base64,IMG2'));
    expect((screen.getByPlaceholderText('验证码') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: /登\s*录/ }).getAttribute('aria-busy')).toBe('false');
    expect(getToken()).toBeUndefined();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows a transport failure in the interface language', async () => {
    loginAnswer = () => new Response('bad gateway', { status: 502 });
    server(() => json({ code: 200, captchaEnabled: false }));
    renderPage();
    await changeLanguage('en-US');
    await waitFor(() => expect(captchaCount).toBe(1));
    // placeholders follow the language
    expect(screen.getByPlaceholderText('Account')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Account'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('System interface 502 abnormal');
  });

  it('keeps the button busy while signing in, and Enter submits', async () => {
    let answer: (r: Response) => void = () => undefined;
    loginAnswer = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const fetch = server(() => json({ code: 200, captchaEnabled: false }));
    const { onSignedIn } = renderPage();
    await waitFor(() => expect(captchaCount).toBe(1));
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('账号'), 'admin');
    await user.type(screen.getByPlaceholderText('密码'), 'pw{Enter}');
    const busy = await screen.findByRole('button', { name: /登\s*录\s*中/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    // a second Enter while busy sends nothing more
    await user.type(screen.getByPlaceholderText('密码'), '{Enter}');
    expect(loginCalls(fetch)).toHaveLength(1);
    await act(async () => answer(json({ code: 200, token: 'jwt-2' })));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/home', 'jwt-2'));
  });

  it('links to the register page only when registration is open', async () => {
    server();
    const { onNavigate } = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: '立即注册' }));
    expect(onNavigate).toHaveBeenCalledWith('/register');
  });

  it('has no register link when the server does not say registration is open, and no captcha when it is off', async () => {
    server(() => json({ code: 200, captchaEnabled: false }));
    renderPage();
    await waitFor(() => expect(captchaCount).toBe(1));
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(screen.queryByRole('link', { name: '立即注册' })).toBeNull();
    expect(screen.queryByPlaceholderText('验证码')).toBeNull();
  });

  it('switches the language with its switch and remembers it', async () => {
    server();
    renderPage();
    await screen.findByAltText('验证码图片');
    const group = screen.getByRole('group', { name: '切换语言' });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByPlaceholderText('Account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findAllByRole('alert'))[0].textContent).toBe('Please enter your account');
  });

  it('asks for what comes next once the user starts, not on load', async () => {
    server();
    const { onIntent } = renderPage();
    await screen.findByAltText('验证码图片');
    expect(onIntent).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByPlaceholderText('账号'));
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'a' } });
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password', async () => {
    server();
    renderPage();
    const password = screen.getByPlaceholderText('密码') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password.type).toBe('password');
  });
});
