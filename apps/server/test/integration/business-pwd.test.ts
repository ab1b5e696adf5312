import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog, sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let staff: string;
let seller: string;
let seller2: string;
let sub: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, seller, seller2, sub] = await Promise.all(['admin', 'staff', 'seller', 'seller2', 'subseller'].map((n) => ctx.login(n)));
  await verifySecondPassword(ctx, admin);
});
afterAll(() => ctx.close());

const check = (token: string, pwd: string, lang = 'en-US') =>
  ctx.call<{ data?: boolean }>({ method: 'POST', url: '/prod-api/system/pwd/check', query: { pwd }, token, headers: { 'content-language': lang } });
const payPwd = async (userId: number) => (await ctx.db.select({ p: sysUser.payPwd }).from(sysUser).where(eq(sysUser.userId, userId)))[0].p;

describe('second password check', () => {
  it('answers true for the right password and false with the retry message otherwise', async () => {
    const right = await check(seller, '123456');
    expect(right).toMatchObject({ code: 200, data: true });
    const wrong = await check(seller, '654321');
    expect(wrong).toMatchObject({ code: 200, data: false, msg: 'Password wrong, please retry!' });
    expect((await check(seller, 'nope', 'zh-CN')).msg).toBe('密码错误，请重试！');
    // A success clears the counter.
    expect((await check(seller, '123456')).data).toBe(true);
  });

  it('answers false with a hint when none is set', async () => {
    const res = await check(sub, '123456');
    expect(res).toMatchObject({ code: 200, data: false });
    expect(res.msg).toContain('second password');
  });

  it('locks after five wrong tries, even for the right password', async () => {
    for (let i = 0; i < 4; i++) expect((await check(seller2, `bad${i}xx`)).data).toBe(false);
    const fifth = await check(seller2, 'bad5xx');
    expect(fifth.code).toBe(500);
    expect(fifth.msg).toBe('Wrong second password 5 times, locked for 10 minutes');
    const locked = await check(seller2, '123456');
    expect(locked.code).toBe(500);
    // An administrator's reset clears the lock.
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd', token: admin, payload: { userId: 4, pwd: '123456' } })).code).toBe(200);
    expect((await check(seller2, '123456')).data).toBe(true);
  });

  it('needs a session', async () => {
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/pwd/check', query: { pwd: '123456' } })).code).toBe(401);
  });
});

describe('own second password', () => {
  it('sets the first one only with the login password', async () => {
    const noLogin = await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd/own', token: sub, payload: { newPwd: '888888' } });
    expect(noLogin.code).toBe(500);
    const wrongLogin = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/pwd/own',
      token: sub,
      payload: { loginPassword: 'wrong-one', newPwd: '888888' },
    });
    expect(wrongLogin.code).toBe(500);
    expect(await payPwd(5)).toBeNull();
    const ok = await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd/own', token: sub, payload: { loginPassword: 'admin123', newPwd: '888888' } });
    expect(ok.code).toBe(200);
    expect((await check(sub, '888888')).data).toBe(true);
    const own = await ctx.call<{ data: { hasPwd: boolean; userName: string } }>({ method: 'GET', url: '/prod-api/system/pwd/own', token: sub });
    expect(own.data).toMatchObject({ hasPwd: true, userName: 'subseller' });
    expect(own.data).not.toHaveProperty('payPwd');
  });

  it('changes it with the current second password or the login password', async () => {
    const wrongOld = await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd/own', token: sub, payload: { oldPwd: '000000', newPwd: '777777' } });
    expect(wrongOld.code).toBe(500);
    const same = await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd/own', token: sub, payload: { oldPwd: '888888', newPwd: '888888' } });
    expect(same.code).toBe(500);
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd/own', token: sub, payload: { oldPwd: '888888', newPwd: '777777' } })).code).toBe(200);
    expect(
      (await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd/own', token: sub, payload: { loginPassword: 'admin123', newPwd: '666666' } })).code,
    ).toBe(200);
    expect((await check(sub, '666666')).data).toBe(true);
  });

  it('validates length and characters, never logs the passwords', async () => {
    for (const newPwd of ['12345', '1'.repeat(21), 'abc def', 'abc<def']) {
      expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd/own', token: sub, payload: { oldPwd: '666666', newPwd } })).code).toBe(500);
    }
    const logs = await ctx.db.select({ p: sysOperLog.operParam }).from(sysOperLog).where(eq(sysOperLog.title, '二级密码'));
    expect(logs.length).toBeGreaterThan(0);
    for (const l of logs) expect(l.p).not.toMatch(/666666|777777|888888|admin123/);
  });
});

describe('second password administration', () => {
  it('shows whether a user has one, never the hash', async () => {
    const one = await ctx.call<{ data: Record<string, unknown> }>({ method: 'GET', url: '/prod-api/system/pwd/3', token: admin });
    expect(one.data).toMatchObject({ userId: 3, hasPwd: true, roleKeys: ['common'] });
    expect(JSON.stringify(one)).not.toContain('$2');
    const list = await ctx.call<{ rows: { userName: string; hasPwd: boolean }[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/pwd/list',
      token: admin,
      query: { hasPwd: '0' },
    });
    // Every demo account has an operation password by now (the sub-account set its own above).
    expect(list.rows).toEqual([]);
    await ctx.db.update(sysUser).set({ payPwd: null }).where(eq(sysUser.userId, 2));
    const without = await ctx.call<{ rows: { userName: string }[] }>({ method: 'GET', url: '/prod-api/system/pwd/list', token: admin, query: { hasPwd: '0' } });
    expect(without.rows.map((r) => r.userName)).toEqual(['staff']);
    const sellers = await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/system/pwd/list', token: admin, query: { roleKey: 'zi' } });
    expect(sellers.total).toBe(1);
    // A full page counts the accounts (the role test reads the counted account): a few, counted exactly.
    const page = (query: Record<string, string>) => ctx.call({ method: 'GET', url: '/prod-api/system/pwd/list', token: admin, query });
    expect(await page({ roleKey: 'common', pageSize: '1' })).toMatchObject({ code: 200, total: 2, estimated: false });
    const live = await ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.delFlag, '0'));
    expect(await page({ pageSize: '1' })).toMatchObject({ code: 200, total: live.length, estimated: false });
  });

  it('sets a user’s password, validating it', async () => {
    const before = await payPwd(3);
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd', token: admin, payload: { userId: 3, pwd: '12' } })).code).toBe(500);
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd', token: admin, payload: { userId: 99999, pwd: '123456' } })).code).toBe(500);
    expect(await payPwd(3)).toBe(before);
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd', token: admin, payload: { userId: 3, pwd: 'abcdef' } })).code).toBe(200);
    expect((await check(seller, 'abcdef')).data).toBe(true);
  });

  it('is denied to staff and sellers', async () => {
    for (const token of [staff, seller]) {
      expect((await ctx.call({ method: 'GET', url: '/prod-api/system/pwd/4', token })).code).toBe(403);
      expect((await ctx.call({ method: 'GET', url: '/prod-api/system/pwd/list', token })).code).toBe(403);
      expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd', token, payload: { userId: 4, pwd: '111111' } })).code).toBe(403);
    }
  });
});

describe('withdrawal status', () => {
  const status = async (token: string) =>
    (await ctx.call<{ data: number }>({ method: 'GET', url: '/prod-api/system/withdrawal/checkWithdrawalStatus', token })).data;

  it('is 0 for sellers with a second password and no debt, 0 for staff', async () => {
    expect(await status(seller2)).toBe(0);
    expect(await status(staff)).toBe(0);
    expect(await status(admin)).toBe(0);
  });

  it('is 2 without a second password or in debt', async () => {
    await ctx.db.update(sysUser).set({ payPwd: null }).where(eq(sysUser.userId, 4));
    expect(await status(seller2)).toBe(2);
    await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd', token: admin, payload: { userId: 4, pwd: '123456' } });
    expect(await status(seller2)).toBe(0);
    const money = Number((await ctx.db.select({ m: sysUser.money }).from(sysUser).where(eq(sysUser.userId, 4)))[0].m);
    await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/customer/adjust',
      token: admin,
      payload: { userId: 4, amount: (-(money + 1)).toFixed(2), remark: 'Debt test' },
    });
    expect(await status(seller2)).toBe(2);
  });
});
