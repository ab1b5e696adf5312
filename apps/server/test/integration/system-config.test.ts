import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../helpers.ts';
import { scopedAdmin } from './system-user.fixtures.ts';

let ctx: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
});
afterAll(() => ctx.close());

const configKey = (key: string, token?: string) => ctx.call({ method: 'GET', url: `/prod-api/system/config/configKey/${encodeURIComponent(key)}`, token });

describe('GET /system/config/configKey/{configKey}', () => {
  it("answers an allowlisted key's value in msg, as RuoYi does, to any logged-in user", async () => {
    expect(await configKey('sys.index.skinName', seller)).toEqual({ code: 200, msg: 'skin-blue' });
    expect(await configKey('sys.account.registerUser', seller)).toEqual({ code: 200, msg: 'true' });
    expect(await configKey('ceping.withdraw.max', seller)).toEqual({ code: 200, msg: '50000' });
    expect((await configKey('sys.index.skinName')).code).toBe(401);
  });

  it('gives the initial password only to callers who may add users', async () => {
    expect(await configKey('sys.user.initPassword', admin)).toEqual({ code: 200, msg: '123456' });
    const userAdmin = await scopedAdmin(ctx, { key: 'cfgadmin', dataScope: '4', deptId: 105 });
    expect(await configKey('sys.user.initPassword', userAdmin.token)).toEqual({ code: 200, msg: '123456' });
    for (const user of ['seller', 'staff']) {
      expect(await configKey('sys.user.initPassword', await ctx.login(user)), user).toEqual({ code: 200, msg: '' });
    }
  });

  it('answers unknown and non-allowlisted keys like a missing key', async () => {
    const missing = await configKey('no.such.key', admin);
    expect(missing).toEqual({ code: 200, msg: '' });
    for (const key of ['sys.login.blackIPList', '__proto__', 'constructor', 'sys.user.initPassword ']) {
      expect(await configKey(key, seller), key).toEqual(missing);
    }
    expect(await configKey('sys.login.blackIPList', admin)).toEqual(missing);
  });
});
