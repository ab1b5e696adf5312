import { type SiteInfo, type SysUser, formatMessage } from '@ceping/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysConfig, sysLogininfor, sysSite, sysUser } from '../../src/db/schema/index.ts';
import { clearConfigCache } from '../../src/modules/system/config/service.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const zh = (key: string, ...args: unknown[]) => formatMessage('zh-CN', key, ...args);
let client = 0;
/** Each attempt from its own address: /register allows 10 attempts a minute per IP. */
const register = (username: string, password = 'shop123', remoteAddress = `10.0.0.${++client}`) =>
  ctx.call({ method: 'POST', url: '/prod-api/register', payload: { username, password, confirmPassword: password }, remoteAddress });
const liveUsers = async (name: string) =>
  ctx.db
    .select({ id: sysUser.userId, userName: sysUser.userName })
    .from(sysUser)
    .where(and(sql`lower(${sysUser.userName}) = lower(${name})`, eq(sysUser.delFlag, '0')));

async function setRegister(on: boolean) {
  await ctx.db
    .update(sysConfig)
    .set({ configValue: String(on) })
    .where(eq(sysConfig.configKey, 'sys.account.registerUser'));
  await clearConfigCache(ctx.store, 'sys.account.registerUser');
}

type Info = { user: SysUser & { site: SiteInfo | null }; roles: string[]; isDefaultModifyPwd: boolean; isPasswordExpired: boolean };

describe('POST /register', () => {
  it('creates a seller in the seller department and the default site, logs it, and the account can log in', async () => {
    const logo = '/profile/upload/site/default-logo.png';
    await ctx.db.update(sysSite).set({ logo }).where(eq(sysSite.siteId, 1));
    const res = await register('newshop');
    expect(res).toEqual({ code: 200, msg: zh('ok') });

    const info = await ctx.call<Info>({ method: 'GET', url: '/prod-api/getInfo', token: await ctx.login('newshop', 'shop123') });
    expect(info.code).toBe(200);
    expect(info.user).toMatchObject({ userName: 'newshop', nickName: 'newshop', deptId: 110, siteId: 1, money: '0.00' });
    expect(info.user.dept?.deptName).toBe('商家中心');
    expect(info.user.site).toMatchObject({ siteId: 1, logo });
    expect(info.roles).toEqual(['common']);
    // Registration stamps pwdUpdateDate: no "change your initial password" prompt.
    expect(info.isDefaultModifyPwd).toBe(false);

    const logs = await ctx.db.select().from(sysLogininfor).where(eq(sysLogininfor.userName, 'newshop'));
    expect(logs.map((l) => [l.status, l.msg])).toEqual([
      ['0', zh('auth.register.success')],
      ['0', zh('auth.login.success')],
    ]);
  });

  it('takes nothing but the name and password from the body', async () => {
    const payload = {
      username: 'greedy',
      password: 'shop123',
      confirmPassword: 'shop123',
      deptId: 103,
      siteId: 2,
      roleIds: [1],
      status: '1',
      money: '99999',
      nickName: 'Boss',
      userType: '01',
      parentId: 3,
    };
    expect(await ctx.call({ method: 'POST', url: '/prod-api/register', payload, remoteAddress: '10.0.1.1' })).toEqual({ code: 200, msg: zh('ok') });
    const [row] = await liveUsers('greedy');
    const [full] = await ctx.db.select().from(sysUser).where(eq(sysUser.userId, row.id));
    expect(full).toMatchObject({ deptId: 110, siteId: 1, status: '0', money: '0.00', nickName: 'greedy', userType: '00', parentId: null });
    const info = await ctx.call<Info>({ method: 'GET', url: '/prod-api/getInfo', token: await ctx.login('greedy', 'shop123') });
    expect(info.roles).toEqual(['common']);
  });

  it('refuses names outside the add-user rule, creating nothing', async () => {
    const cases: [string, string][] = [
      ['<img src=x>', 'user.userNameChars'],
      ['aud reg', 'user.userNameChars'],
      ['名字abc', 'user.userNameChars'],
      ['a', 'auth.register.usernameLength'],
      ['x'.repeat(21), 'auth.register.usernameLength'],
      ['', 'auth.register.usernameRequired'],
    ];
    for (const [name, key] of cases) {
      expect(await register(name), name).toEqual({ code: 500, msg: zh(key) });
      if (name) expect(await liveUsers(name), name).toEqual([]);
    }
    expect(await register('ok.name_1@x-y')).toMatchObject({ code: 200 });
  });

  it('refuses a name that exists in any case', async () => {
    for (const name of ['admin', 'ADMIN', 'Seller', 'NewShop']) {
      expect(await register(name), name).toEqual({ code: 500, msg: zh('auth.register.exists', name) });
    }
    expect(await liveUsers('admin')).toHaveLength(1);
    expect(await liveUsers('newshop')).toHaveLength(1);
  });

  it('is refused while sys.account.registerUser is not true, and captchaImage says so', async () => {
    const captcha = () =>
      ctx.call<{ captchaEnabled: boolean; registerEnabled: boolean; uuid?: string; img?: string }>({ method: 'GET', url: '/prod-api/captchaImage' });
    expect(await captcha()).toEqual({ code: 200, msg: zh('ok'), captchaEnabled: false, registerEnabled: true });
    await setRegister(false);
    try {
      expect(await register('lateshop')).toEqual({ code: 500, msg: zh('auth.register.disabled') });
      expect(await liveUsers('lateshop')).toEqual([]);
      expect((await captcha()).registerEnabled).toBe(false);
    } finally {
      await setRegister(true);
    }
    expect(await register('lateshop')).toMatchObject({ code: 200 });
  });

  it('allows 10 attempts a minute from one address', async () => {
    for (let i = 0; i < 10; i++) expect((await register('admin', 'shop123', '10.9.9.9')).msg).toBe(zh('auth.register.exists', 'admin'));
    expect(await register('flood1', 'shop123', '10.9.9.9')).toEqual({ code: 500, msg: zh('error.tooMany') });
    expect(await liveUsers('flood1')).toEqual([]);
    // No Retry-After: the web client sends a "busy" answer again after it (api/shed.ts), never a refusal by the limit.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/register',
      payload: { username: 'flood2', password: 'shop123', confirmPassword: 'shop123' },
      remoteAddress: '10.9.9.9',
    });
    expect(refused.json()).toEqual({ code: 500, msg: zh('error.tooMany') });
    expect(refused.headers['retry-after']).toBeUndefined();
  });
});
