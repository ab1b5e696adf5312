import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('auth', () => {
  it('logs in, answers getInfo and localized getRouters, logs out', async () => {
    const token = await ctx.login('admin');
    const info = await ctx.call<{ user: { userName: string; money: string }; roles: string[]; permissions: string[] }>({
      method: 'GET',
      url: '/prod-api/getInfo',
      token,
    });
    expect(info.code).toBe(200);
    expect(info.user.userName).toBe('admin');
    expect(info.roles).toEqual(['admin']);
    expect(info.permissions).toEqual(['*:*:*']);
    const zh = await ctx.call<{ data: { meta: { title: string } }[] }>({ method: 'GET', url: '/prod-api/getRouters', token });
    const en = await ctx.call<{ data: { meta: { title: string } }[] }>({
      method: 'GET',
      url: '/prod-api/getRouters',
      token,
      headers: { 'content-language': 'en-US' },
    });
    expect(zh.data[0].meta.title).not.toBe(en.data[0].meta.title);
    const out = await ctx.call({ method: 'POST', url: '/prod-api/logout', token });
    expect(out.code).toBe(200);
    const after = await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token });
    expect(after.code).toBe(401);
  });

  it('gives the same message for unknown user and wrong password, and refuses the address for that account after 5 failures', async () => {
    const unknown = await ctx.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'nobody', password: 'whatever1' } });
    const wrong = await ctx.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'seller2', password: 'wrong-pass' } });
    expect(unknown.code).toBe(500);
    expect(wrong.msg).toBe(unknown.msg);
    for (let i = 0; i < 4; i++) await ctx.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'seller2', password: 'wrong-pass' } });
    const locked = await ctx.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'seller2', password: 'admin123' } });
    expect(locked.code).toBe(500);
    expect(locked.msg).toContain('5');
    const elsewhere = await ctx.call({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username: 'seller2', password: 'admin123' },
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.code).toBe(200);
  });

  it('rejects forged, unsigned and missing tokens with 401', async () => {
    const none = await ctx.call({ method: 'GET', url: '/prod-api/getInfo' });
    expect(none.code).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ login_user_key: '00000000-0000-0000-0000-000000000000', sub: 'admin' })).toString('base64url');
    const unsigned = await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token: `Bearer ${header}.${body}.` });
    expect(unsigned.code).toBe(401);
  });
});
