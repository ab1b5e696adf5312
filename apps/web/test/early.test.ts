import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInfo, getRouters } from '../src/api/auth.ts';
import { fetchSessionEarly } from '../src/api/early.ts';
import { setToken } from '../src/utils/auth.ts';
import { clearCookies, fakeFeedback, headersOf, json, mockFetch } from './helpers/http.ts';

const INFO = { code: 200, msg: 'ok', user: { userId: 1, userName: 'admin', nickName: '管理员' }, roles: ['admin'], permissions: ['*:*:*'] };
const ROUTERS = { code: 200, msg: 'ok', data: [] };

function server() {
  return mockFetch((url) => json(url.endsWith('/getInfo') ? INFO : ROUTERS));
}

beforeEach(() => {
  fakeFeedback();
  clearCookies();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session calls asked early', () => {
  it('hands the early answers to the request client once, with the token and language they were asked with', async () => {
    const fetch = server();
    setToken('tok-1');
    fetchSessionEarly('tok-1', 'zh-CN');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual(['/prod-api/getInfo', '/prod-api/getRouters']);
    expect(headersOf(fetch.mock.calls[0][1]).Authorization).toBe('Bearer tok-1');

    expect((await getInfo()).user.userName).toBe('admin');
    expect(await getRouters()).toMatchObject({ data: [] });
    // both answered by the early calls
    expect(fetch).toHaveBeenCalledTimes(2);
    // a second getInfo asks the server again
    await getInfo();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not hand over an answer asked with another token', async () => {
    const fetch = server();
    fetchSessionEarly('old-token', 'zh-CN');
    setToken('new-token');
    await getInfo();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(headersOf(fetch.mock.calls[2][1]).Authorization).toBe('Bearer new-token');
  });

  it('reports a refused early answer as the request client does', async () => {
    mockFetch(() => json({ code: 500, msg: '用户已封禁' }));
    setToken('tok-2');
    fetchSessionEarly('tok-2', 'zh-CN');
    await expect(getInfo()).rejects.toThrow('用户已封禁');
  });
});
