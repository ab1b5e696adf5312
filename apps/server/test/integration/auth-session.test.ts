import { type SiteInfo, type SysUser, formatMessage } from '@ceping/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PREFIX, type LoginUser } from '../../src/core/session.ts';
import { sysConfig, sysLogininfor, sysUser } from '../../src/db/schema/index.ts';
import { SITE2_LOGO } from '../../src/seed/business.ts';
import { clearConfigCache } from '../../src/modules/system/config/service.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const zh = (key: string, ...args: unknown[]) => formatMessage('zh-CN', key, ...args);
const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

type Info = {
  user: SysUser & { site: SiteInfo | null };
  roles: string[];
  permissions: string[];
  pwdChrtype: string;
  isDefaultModifyPwd: boolean;
  isPasswordExpired: boolean;
};
const getInfo = (token: string) => ctx.call<Info>({ method: 'GET', url: '/prod-api/getInfo', token });

async function setConfig(key: string, value: string) {
  await ctx.db.update(sysConfig).set({ configValue: value }).where(eq(sysConfig.configKey, key));
  await clearConfigCache(ctx.store, key);
}

describe('GET /getInfo', () => {
  it("names the user's roles in the caller's language, as the user screens do", async () => {
    const token = await ctx.login('seller');
    const en = await ctx.call<Info>({ method: 'GET', url: '/prod-api/getInfo', token, headers: { 'content-language': 'en-US' } });
    expect(en.user.roles?.map((r) => r.roleName)).toEqual(['Seller']);
    expect((await getInfo(token)).user.roles?.map((r) => r.roleName)).toEqual(['商家']);
    const admin = await ctx.login('admin');
    const auth = await ctx.call<{ roles: { roleKey: string; roleName: string }[] }>({
      method: 'GET',
      url: '/prod-api/system/user/authRole/3',
      token: admin,
      headers: { 'content-language': 'en-US' },
    });
    expect(auth.roles.map((r) => r.roleName)).toEqual(['Staff', 'Seller', 'Sub-account']);
    const profile = await ctx.call<{ roleGroup: string }>({
      method: 'GET',
      url: '/prod-api/system/user/profile',
      token,
      headers: { 'content-language': 'en-US' },
    });
    expect(profile.roleGroup).toBe('Seller');
  });

  it("answers the seller's money fields, site with logo, roles and the password flags", async () => {
    const info = await getInfo(await ctx.login('seller2'));
    expect(info.code).toBe(200);
    expect(info.user).toMatchObject({ userName: 'seller2', money: '5000.00', frozen: '0.00', addMoney: '0.00', rate: '1.5000', siteId: 2 });
    expect(info.user.site).toEqual({ siteId: 2, siteName: 'Global Review', logo: SITE2_LOGO, domain: 'global.localhost' });
    expect(info.user).not.toHaveProperty('password');
    expect(info.user).not.toHaveProperty('payPwd');
    expect(info.roles).toEqual(['common']);
    expect(info.permissions).toContain('system:task:add');
    expect(info.pwdChrtype).toBe('0');
    // The demo password was never changed and the policy asks for a change: prompt.
    expect(info.isDefaultModifyPwd).toBe(true);
    expect(info.isPasswordExpired).toBe(false);

    const seller = await getInfo(await ctx.login('seller'));
    expect(seller.user).toMatchObject({ money: '20000.00', addMoney: '2.00', rate: '0.0000', siteId: 1 });
    expect(seller.user.site).toMatchObject({ siteId: 1, logo: null });
  });

  it('always answers isPasswordExpired: false with the policy off, and by age with it on', async () => {
    const token = await ctx.login('staff');
    expect(Object.hasOwn(await getInfo(token), 'isPasswordExpired')).toBe(true);
    expect((await getInfo(token)).isPasswordExpired).toBe(false);
    await setConfig('sys.account.passwordValidateDays', '30');
    try {
      expect((await getInfo(token)).isPasswordExpired).toBe(true);
      await ctx.db.update(sysUser).set({ pwdUpdateDate: new Date() }).where(eq(sysUser.userName, 'staff'));
      expect((await getInfo(token)).isPasswordExpired).toBe(false);
      await ctx.db
        .update(sysUser)
        .set({ pwdUpdateDate: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(sysUser.userName, 'staff'));
      expect((await getInfo(token)).isPasswordExpired).toBe(true);
    } finally {
      await setConfig('sys.account.passwordValidateDays', '0');
    }
    expect((await getInfo(token)).isPasswordExpired).toBe(false);
  });

  it('asks to change an initial password only while the policy is on and the password was never changed', async () => {
    const token = await ctx.login('subseller');
    expect((await getInfo(token)).isDefaultModifyPwd).toBe(true);
    await setConfig('sys.account.initPasswordModify', '0');
    try {
      expect((await getInfo(token)).isDefaultModifyPwd).toBe(false);
    } finally {
      await setConfig('sys.account.initPasswordModify', '1');
    }
    await ctx.db.update(sysUser).set({ pwdUpdateDate: new Date() }).where(eq(sysUser.userName, 'subseller'));
    expect((await getInfo(token)).isDefaultModifyPwd).toBe(false);
  });
});

describe('login log (sys_logininfor)', () => {
  const login = (username: string, password: string) =>
    ctx.call<{ token?: string }>({ method: 'POST', url: '/prod-api/login', payload: { username, password }, headers: { 'user-agent': CHROME_WIN } });
  const logOf = async (userName: string) => ctx.db.select().from(sysLogininfor).where(eq(sysLogininfor.userName, userName)).orderBy(asc(sysLogininfor.infoId));

  it('writes a row for a success, a failure, an unknown user, a lock and a logout', async () => {
    await ctx.db.insert(sysUser).values({
      userName: 'logme',
      nickName: 'logme',
      password: (await ctx.db.select().from(sysUser).where(eq(sysUser.userId, 2)))[0].password,
      createBy: 'test',
    });
    const ok = await login('logme', 'admin123');
    expect(ok.code).toBe(200);
    await ctx.call({ method: 'POST', url: '/prod-api/logout', token: `Bearer ${ok.token}`, headers: { 'user-agent': CHROME_WIN } });
    for (let i = 0; i < 5; i++) await login('logme', 'wrong-pass');
    await login('logme', 'admin123');
    await login('ghost_user', 'whatever1');

    const rows = await logOf('logme');
    // Five wrong passwords (the fifth also trips the lock notice), then a refused right one.
    expect(rows.map((r) => [r.status, r.msg])).toEqual([
      ['0', zh('auth.login.success')],
      ['0', zh('auth.logout.success')],
      ['1', zh('auth.login.log.wrongPassword')],
      ['1', zh('auth.login.log.wrongPassword')],
      ['1', zh('auth.login.log.wrongPassword')],
      ['1', zh('auth.login.log.wrongPassword')],
      ['1', zh('auth.login.log.wrongPassword')],
      ['1', zh('auth.login.locked', 5, 10)],
      ['1', zh('auth.login.locked', 5, 10)],
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({ ipaddr: '127.0.0.1', loginLocation: '内网IP', browser: 'Chrome 126', os: 'Windows 10' });
      expect(r.loginTime).toBeInstanceOf(Date);
    }
    expect((await logOf('ghost_user')).map((r) => [r.status, r.msg])).toEqual([['1', zh('auth.login.log.unknownUser')]]);
  });

  it('writes no row for a logout without a session', async () => {
    const before = (await ctx.db.select().from(sysLogininfor)).length;
    expect(await ctx.call({ method: 'POST', url: '/prod-api/logout' })).toEqual({ code: 200, msg: zh('auth.logout.success') });
    expect((await ctx.db.select().from(sysLogininfor)).length).toBe(before);
  });
});

describe('sessions: 30 minutes, slid when fewer than 20 remain', () => {
  const tokenId = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { login_user_key: string }).login_user_key;
  const read = async (id: string) => JSON.parse((await ctx.store.get(SESSION_PREFIX + id)) ?? 'null') as LoginUser | null;
  /** Moves a session's clock: it now has `minutes` left, in its stored expiry and in the store's TTL. */
  async function leave(id: string, minutes: number) {
    const s = (await read(id)) as LoginUser;
    s.expireTime = Date.now() + minutes * 60_000;
    s.loginTime = s.expireTime - 30 * 60_000;
    await ctx.store.set(SESSION_PREFIX + id, JSON.stringify(s), minutes * 60);
  }

  it('starts with 30 minutes', async () => {
    const id = tokenId(await ctx.login('admin'));
    const s = await read(id);
    expect((s?.expireTime ?? 0) - (s?.loginTime ?? 0)).toBe(30 * 60_000);
    expect(await ctx.store.ttl(SESSION_PREFIX + id)).toBeGreaterThan(29 * 60);
  });

  it('is left alone while 20 minutes or more remain', async () => {
    const token = await ctx.login('admin');
    const id = tokenId(token);
    await leave(id, 25);
    const before = (await read(id))?.expireTime;
    expect((await getInfo(token)).code).toBe(200);
    expect((await read(id))?.expireTime).toBe(before);
    expect(await ctx.store.ttl(SESSION_PREFIX + id)).toBeLessThanOrEqual(25 * 60);
  });

  it('is renewed to 30 minutes by a request when fewer than 20 remain', async () => {
    const token = await ctx.login('admin');
    const id = tokenId(token);
    await leave(id, 10);
    const started = Date.now();
    expect((await getInfo(token)).code).toBe(200);
    const s = (await read(id)) as LoginUser;
    expect(s.expireTime).toBeGreaterThanOrEqual(started + 30 * 60_000);
    expect(s.expireTime - s.loginTime).toBe(30 * 60_000);
    expect(await ctx.store.ttl(SESSION_PREFIX + id)).toBeGreaterThan(29 * 60);
  });

  it('ends when it runs out: the token then answers 401', async () => {
    const token = await ctx.login('admin');
    await ctx.store.del(SESSION_PREFIX + tokenId(token));
    expect((await getInfo(token)).code).toBe(401);
  });
});
