import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../src/stores/user.ts';
import { getToken, setToken } from '../src/utils/auth.ts';
import { clearCookies, fakeFeedback, headersOf, json, mockFetch } from './helpers/http.ts';

const info = (overrides: Record<string, unknown> = {}, user: Record<string, unknown> = {}) => ({
  code: 200,
  msg: 'ok',
  user: {
    userId: 7,
    userName: 'seller1',
    nickName: '卖家一',
    avatar: '/profile/avatar/2024/01/01/a.png',
    money: '1234.5',
    addMoney: 2,
    rate: '0.0000',
    phonenumber: '13800000000',
    site: { siteId: 1, siteName: '站点A', logo: '/profile/logo.png', domain: null },
    ...user,
  },
  roles: ['common'],
  permissions: ['system:task:list'],
  isDefaultModifyPwd: false,
  isPasswordExpired: false,
  ...overrides,
});

beforeEach(() => {
  fakeFeedback();
  clearCookies();
  sessionStorage.clear();
  useUserStore.getState().resetToken();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('trims the user name, sends no token and stores the returned token in the cookie', async () => {
    setToken('old');
    const fetch = mockFetch(() => json({ code: 200, msg: 'ok', token: 'jwt-1' }));
    await useUserStore.getState().login({ username: '  admin ', password: 'admin123', code: '4', uuid: 'u1' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/prod-api/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'admin123', code: '4', uuid: 'u1' });
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(getToken()).toBe('jwt-1');
    expect(useUserStore.getState().token).toBe('jwt-1');
  });

  it('keeps no token when the login fails', async () => {
    mockFetch(() => json({ code: 500, msg: '用户不存在/密码错误' }));
    await expect(useUserStore.getState().login({ username: 'a', password: 'b' })).rejects.toThrow('用户不存在/密码错误');
    expect(getToken()).toBeUndefined();
    expect(useUserStore.getState().token).toBeUndefined();
  });

  it('can log in twice in a row (no duplicate-submit guard)', async () => {
    const fetch = mockFetch(() => json({ code: 200, token: 't' }));
    await useUserStore.getState().login({ username: 'a', password: 'b' });
    await useUserStore.getState().login({ username: 'a', password: 'b' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('getInfo', () => {
  it('fills the user state from the answer', async () => {
    mockFetch((url) => (url.endsWith('/getInfo') ? json(info({ roles: ['service'] })) : json({ code: 200 })));
    await useUserStore.getState().getInfo();
    const s = useUserStore.getState();
    expect(s.userId).toBe(7);
    expect(s.name).toBe('seller1');
    expect(s.nickName).toBe('卖家一');
    expect(s.avatar).toBe('/prod-api/profile/avatar/2024/01/01/a.png');
    expect(s.roles).toEqual(['service']);
    expect(s.permissions).toEqual(['system:task:list']);
    expect(s.money).toBe('1234.5');
    expect(s.addMoney).toBe('2');
    expect(s.rate).toBe('0.0000');
    expect(s.phone).toBe('13800000000');
    expect(s.site).toEqual({ siteName: '站点A', logo: '/prod-api/profile/logo.png' });
    expect(s.userInfo?.userName).toBe('seller1');
    expect(s.passwordPrompt).toBeNull();
    expect(sessionStorage.getItem('userId')).toBe('7');
  });

  it('keeps absolute avatars, uses the default avatar when empty, and ROLE_DEFAULT without roles', async () => {
    mockFetch(() => json(info({ roles: [] }, { avatar: 'https://cdn.example/a.png', site: null, money: null })));
    await useUserStore.getState().getInfo();
    expect(useUserStore.getState().avatar).toBe('https://cdn.example/a.png');
    expect(useUserStore.getState().roles).toEqual(['ROLE_DEFAULT']);
    expect(useUserStore.getState().site).toBeNull();
    expect(useUserStore.getState().money).toBeNull();
    mockFetch(() => json(info({ roles: ['admin'] }, { avatar: '' })));
    await useUserStore.getState().getInfo();
    const avatar = useUserStore.getState().avatar;
    expect(avatar).not.toBe('');
    expect(avatar.startsWith('/prod-api')).toBe(false);
  });

  it('asks for a password change for an initial or expired password, not on refresh', async () => {
    mockFetch(() => json(info({ roles: ['admin'], isDefaultModifyPwd: true })));
    await useUserStore.getState().getInfo();
    expect(useUserStore.getState().passwordPrompt).toBe('default');
    useUserStore.getState().dismissPasswordPrompt();
    mockFetch(() => json(info({ roles: ['admin'], isPasswordExpired: true })));
    await useUserStore.getState().refreshInfo();
    expect(useUserStore.getState().passwordPrompt).toBeNull();
    // A dismissed prompt stays away for the browser session (a page reload runs getInfo again)...
    await useUserStore.getState().getInfo();
    expect(useUserStore.getState().passwordPrompt).toBeNull();
    // ...until the user logs out: the next sign-in asks again.
    useUserStore.getState().resetToken();
    await useUserStore.getState().getInfo();
    expect(useUserStore.getState().passwordPrompt).toBe('expired');
  });

  it('loads the withdrawal status for sellers in the background', async () => {
    const fetch = mockFetch((url) => (url.endsWith('/getInfo') ? json(info({ roles: ['zi'] })) : json({ code: 200, data: { canWithdraw: true } })));
    await useUserStore.getState().getInfo();
    await vi.waitFor(() => expect(useUserStore.getState().userInfo?.withdrawalStatus).toEqual({ canWithdraw: true }), { timeout: 5000 });
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/prod-api/getInfo', '/prod-api/system/withdrawal/checkWithdrawalStatus']);
  });

  it('treats a failing withdrawal status as unknown, silently', async () => {
    const feedback = fakeFeedback();
    mockFetch((url) => (url.endsWith('/getInfo') ? json(info()) : new Response('', { status: 404 })));
    await expect(useUserStore.getState().getInfo()).resolves.toMatchObject({ code: 200 });
    await new Promise((r) => setTimeout(r, 0));
    expect(useUserStore.getState().userInfo?.withdrawalStatus).toBeUndefined();
    expect(useUserStore.getState().roles).toEqual(['common']);
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('does not ask non-sellers for a withdrawal status', async () => {
    const fetch = mockFetch(() => json(info({ roles: ['admin'] })));
    await useUserStore.getState().getInfo();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('ends the session on the server, then clears token, roles and permissions', async () => {
    setToken('tok');
    useUserStore.setState({ token: 'tok', roles: ['admin'], permissions: ['*:*:*'], name: 'admin' });
    const fetch = mockFetch(() => json({ code: 200, msg: '退出成功' }));
    await useUserStore.getState().logout();
    expect(fetch.mock.calls[0][0]).toBe('/prod-api/logout');
    expect(fetch.mock.calls[0][1]?.method).toBe('POST');
    expect(headersOf(fetch.mock.calls[0][1]).Authorization).toBe('Bearer tok');
    const s = useUserStore.getState();
    expect([s.token, s.roles, s.permissions, s.name]).toEqual([undefined, [], [], '']);
    expect(getToken()).toBeUndefined();
  });

  it('clears the session even when the server cannot be reached', async () => {
    setToken('tok');
    useUserStore.setState({ token: 'tok', roles: ['admin'] });
    mockFetch(() => Promise.reject(new TypeError('offline')));
    await useUserStore.getState().logout();
    expect(getToken()).toBeUndefined();
    expect(useUserStore.getState().roles).toEqual([]);
  });
});
