import * as bcrypt from '@node-rs/bcrypt';
import { formatMessage } from '@ceping/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysLogininfor, sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

// Counts bcrypt verifications (the real function still runs).
vi.mock('@node-rs/bcrypt', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/bcrypt')>();
  return { ...real, verify: vi.fn(real.verify) };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // A disabled and a deleted account, both with the demo password admin123.
  const [{ password }] = await ctx.db.select({ password: sysUser.password }).from(sysUser).where(eq(sysUser.userName, 'seller'));
  await ctx.db.insert(sysUser).values([
    { userName: 'sleeper', nickName: 'sleeper', password, status: '1', createBy: 'test' },
    { userName: 'gone', nickName: 'gone', password, delFlag: '2', createBy: 'test' },
  ]);
});
afterAll(() => ctx.close());

const zh = (key: string, ...args: unknown[]) => formatMessage('zh-CN', key, ...args);
/** One login attempt from `remoteAddress`; the raw answer, to compare byte for byte. */
async function raw(username: string, password: string, remoteAddress: string, lang = 'zh-CN') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/prod-api/login',
    payload: { username, password },
    remoteAddress,
    headers: { 'content-language': lang },
  });
  return { status: res.statusCode, body: res.body };
}
const login = async (username: string, password: string, remoteAddress: string) =>
  JSON.parse((await raw(username, password, remoteAddress)).body) as { code: number; msg: string; token?: string };
const logOf = async (userName: string, ipaddr: string) =>
  (await ctx.db.select().from(sysLogininfor).where(eq(sysLogininfor.userName, userName)).orderBy(asc(sysLogininfor.infoId)))
    .filter((r) => r.ipaddr === ipaddr)
    .map((r) => [r.status, r.msg]);
const verifications = () => vi.mocked(bcrypt.verify).mock.calls.length;

describe('login failures tell nothing about the account', () => {
  it('answers an unknown user, a wrong password, and a disabled or deleted account with a wrong password byte for byte alike', async () => {
    for (const lang of ['zh-CN', 'en-US']) {
      const unknown = await raw('nobody_here', 'whatever1', '10.20.0.1', lang);
      expect(JSON.parse(unknown.body)).toEqual({ code: 500, msg: formatMessage(lang as 'zh-CN', 'auth.login.badCredentials') });
      expect(await raw('staff', 'wrong-pass', '10.20.0.2', lang)).toEqual(unknown);
      expect(await raw('sleeper', 'wrong-pass', '10.20.0.3', lang)).toEqual(unknown);
      expect(await raw('gone', 'wrong-pass', '10.20.0.4', lang)).toEqual(unknown);
      // A deleted account does not exist, even with its old password.
      expect(await raw('gone', 'admin123', '10.20.0.5', lang)).toEqual(unknown);
    }
  });

  it('runs one bcrypt verification for every attempt, known user or not', async () => {
    for (const [name, password] of [
      ['nobody_else', 'whatever1'],
      ['staff', 'wrong-pass'],
      ['sleeper', 'wrong-pass'],
      ['gone', 'admin123'],
      ['staff', 'admin123'],
    ]) {
      const before = verifications();
      await login(name, password, '10.20.1.1');
      expect(verifications() - before, name).toBe(1);
    }
  });

  it('tells a disabled account so only after its right password', async () => {
    expect(await login('sleeper', 'admin123', '10.20.2.1')).toEqual({ code: 500, msg: zh('auth.login.disabled') });
  });

  it('records the real reason in the login log', async () => {
    const ip = '10.20.3.1';
    await login('ghost_user', 'whatever1', ip);
    await login('staff', 'wrong-pass', ip);
    await login('sleeper', 'wrong-pass', ip);
    await login('sleeper', 'admin123', ip);
    await login('gone', 'admin123', ip);
    expect(await logOf('ghost_user', ip)).toEqual([['1', zh('auth.login.log.unknownUser')]]);
    expect(await logOf('staff', ip)).toEqual([['1', zh('auth.login.log.wrongPassword')]]);
    expect(await logOf('sleeper', ip)).toEqual([
      ['1', zh('auth.login.log.wrongPasswordDisabled')],
      ['1', zh('auth.login.disabled')],
    ]);
    expect(await logOf('gone', ip)).toEqual([['1', zh('auth.login.deleted')]]);
  });
});

describe('login throttling by address', () => {
  it('refuses an address for an account after 5 failures for 10 minutes; the owner from another address still logs in', async () => {
    const attacker = '10.30.0.1';
    for (let i = 1; i <= 4; i++)
      expect(await login('admin', `wrong-${i}`, attacker), `attempt ${i}`).toEqual({ code: 500, msg: zh('auth.login.badCredentials') });
    expect(await login('admin', 'wrong-5', attacker)).toEqual({ code: 500, msg: zh('auth.login.locked', 5, 10) });
    expect(await login('admin', 'admin123', attacker)).toEqual({ code: 500, msg: zh('auth.login.locked', 5, 10) });
    const owner = await login('admin', 'admin123', '10.30.0.2');
    expect(owner.code, owner.msg).toBe(200);
    // The attacker may still try other accounts from its address (until the address cap).
    expect((await login('staff', 'admin123', attacker)).code).toBe(200);
    // Unknown names are throttled alike.
    for (let i = 1; i <= 5; i++) await login('no_such_user', `wrong-${i}`, attacker);
    expect(await login('no_such_user', 'whatever1', attacker)).toEqual({ code: 500, msg: zh('auth.login.locked', 5, 10) });
  });

  it('writes the failures, a lock notice when the throttle trips, and each refusal to the login log', async () => {
    const ip = '10.30.1.1';
    for (let i = 1; i <= 5; i++) await login('seller', `wrong-${i}`, ip);
    await login('seller', 'admin123', ip);
    expect(await logOf('seller', ip)).toEqual([
      ...Array.from({ length: 5 }, () => ['1', zh('auth.login.log.wrongPassword')]),
      ['1', zh('auth.login.locked', 5, 10)],
      ['1', zh('auth.login.locked', 5, 10)],
    ]);
  });

  it('lifts the refusal when its 10-minute window ends; a success clears the count', async () => {
    const ip = '10.30.2.1';
    for (let i = 1; i <= 5; i++) await login('seller2', `wrong-${i}`, ip);
    expect((await login('seller2', 'admin123', ip)).msg).toBe(zh('auth.login.locked', 5, 10));
    const keys = await ctx.store.keys('login_fail');
    const mine = keys.filter((k) => k.includes(ip));
    expect(mine.length).toBe(2);
    for (const k of mine) {
      const ttl = await ctx.store.ttl(k);
      expect(ttl, k).toBeGreaterThan(590);
      expect(ttl, k).toBeLessThanOrEqual(600);
    }
    // The window passes (the keys' TTL runs out).
    for (const k of mine) await ctx.store.expire(k, 0);
    expect((await login('seller2', 'admin123', ip)).code).toBe(200);
    // After a success, four more failures do not refuse the next right password.
    for (let i = 1; i <= 4; i++) await login('seller2', `wrong-${i}`, ip);
    expect((await login('seller2', 'admin123', ip)).code).toBe(200);
  });

  it('refuses an address after 20 failures over all accounts, for every account; other addresses are untouched', async () => {
    const ip = '10.30.3.1';
    for (const name of ['nobody1', 'nobody2', 'nobody3', 'nobody4', 'subseller'])
      for (let i = 1; i <= 4; i++) expect((await login(name, `wrong-${i}`, ip)).code).toBe(500);
    const refused = await login('staff', 'admin123', ip);
    expect(refused).toEqual({ code: 500, msg: zh('auth.login.addressLocked', 10) });
    expect((await login('staff', 'admin123', '10.30.3.2')).code).toBe(200);
    expect(await logOf('subseller', ip)).toContainEqual(['1', zh('auth.login.addressLocked', 10)]);
    expect(await logOf('staff', ip)).toEqual([['1', zh('auth.login.addressLocked', 10)]]);
    expect(formatMessage('en-US', 'auth.login.addressLocked', 10)).toMatch(/10 minutes/);
  });
});
