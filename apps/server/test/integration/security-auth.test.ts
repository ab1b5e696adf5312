import { formatMessage } from '@ceping/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The config row sys.account.captchaEnabled is 'true' and nothing forces it off here.
  ctx = await createTestContext({ captchaForcedOff: false });
});
afterAll(() => ctx.close());

const zh = (key: string, ...args: unknown[]) => formatMessage('zh-CN', key, ...args);
type Captcha = { code: number; captchaEnabled: boolean; registerEnabled: boolean; uuid: string; img: string };

async function captcha() {
  const c = await ctx.call<Captcha>({ method: 'GET', url: '/prod-api/captchaImage' });
  const answer = await ctx.store.get(`captcha_codes:${c.uuid}`);
  return { ...c, answer: answer ?? '' };
}
const login = (payload: Record<string, unknown>, remoteAddress?: string) =>
  ctx.call<{ token?: string }>({ method: 'POST', url: '/prod-api/login', payload, remoteAddress });
/** A login attempt that passes the captcha, so only the credentials decide. */
async function attempt(username: string, password: string, remoteAddress?: string) {
  const c = await captcha();
  return login({ username, password, code: c.answer, uuid: c.uuid }, remoteAddress);
}

describe('captcha', () => {
  it('is on: a PNG image with a two-minute single-use answer', async () => {
    const c = await captcha();
    expect(c).toMatchObject({ code: 200, captchaEnabled: true, registerEnabled: true });
    expect(Object.keys(c).sort()).toEqual(['answer', 'captchaEnabled', 'code', 'img', 'msg', 'registerEnabled', 'uuid']);
    expect(c.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(Buffer.from(c.img, 'base64').subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(c.answer).toMatch(/^-?\d+$/);
    const ttl = await ctx.store.ttl(`captcha_codes:${c.uuid}`);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('lets a right answer in once; the same uuid then counts as expired', async () => {
    const c = await captcha();
    const first = await login({ username: 'admin', password: 'admin123', code: c.answer, uuid: c.uuid });
    expect(first.code, first.msg).toBe(200);
    expect(first.token).toBeTruthy();
    const again = await login({ username: 'admin', password: 'admin123', code: c.answer, uuid: c.uuid });
    expect(again).toMatchObject({ code: 500, msg: zh('auth.captcha.expired') });
  });

  it('refuses a wrong answer and burns the captcha', async () => {
    const c = await captcha();
    const wrong = await login({ username: 'admin', password: 'admin123', code: String(Number(c.answer) + 1), uuid: c.uuid });
    expect(wrong).toMatchObject({ code: 500, msg: zh('auth.captcha.wrong') });
    const retry = await login({ username: 'admin', password: 'admin123', code: c.answer, uuid: c.uuid });
    expect(retry).toMatchObject({ code: 500, msg: zh('auth.captcha.expired') });
  });

  it('refuses a missing uuid, a missing code, a made-up uuid, and cannot be switched off by the client', async () => {
    const c = await captcha();
    expect(await login({ username: 'admin', password: 'admin123', code: c.answer })).toMatchObject({ code: 500, msg: zh('auth.captcha.expired') });
    expect(await login({ username: 'admin', password: 'admin123', uuid: c.uuid })).toMatchObject({ code: 500, msg: zh('auth.captcha.wrong') });
    expect(await login({ username: 'admin', password: 'admin123', code: '1', uuid: 'f'.repeat(32) })).toMatchObject({
      code: 500,
      msg: zh('auth.captcha.expired'),
    });
    const sneaky = await login({ username: 'admin', password: 'admin123', captchaEnabled: false, captchaOnOff: false });
    expect(sneaky).toMatchObject({ code: 500, msg: zh('auth.captcha.expired') });
    const reg = await ctx.call({
      method: 'POST',
      url: '/prod-api/register',
      payload: { username: 'newseller', password: 'admin123', confirmPassword: 'admin123' },
    });
    expect(reg.code).toBe(500);
    expect(reg.msg).toBe(zh('auth.captcha.expired'));
  });
});

describe('login throttling', () => {
  it('answers an unknown user and a wrong password with the same message', async () => {
    const unknown = await attempt('nobody_here', 'whatever1');
    const wrong = await attempt('staff', 'wrong-pass');
    expect(unknown).toMatchObject({ code: 500, msg: zh('auth.login.badCredentials') });
    expect(wrong).toEqual(unknown);
    expect((await attempt('staff', 'admin123')).code).toBe(200);
  });

  it('refuses an address for an account name for 10 minutes after 5 failures, even with the right password; other addresses and names are not refused', async () => {
    const from = '10.9.0.1';
    for (let i = 1; i <= 4; i++)
      expect(await attempt('seller2', `wrong-${i}`, from), `attempt ${i}`).toMatchObject({ code: 500, msg: zh('auth.login.badCredentials') });
    expect(await attempt('seller2', 'wrong-5', from)).toMatchObject({ code: 500, msg: zh('auth.login.locked', 5, 10) });
    expect(await attempt('seller2', 'admin123', from)).toMatchObject({ code: 500, msg: zh('auth.login.locked', 5, 10) });
    const ttl = await ctx.store.ttl(`login_fail_acct:${from}|seller2`);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
    expect((await attempt('seller', 'admin123', from)).code).toBe(200);
    expect((await attempt('seller2', 'admin123', '10.9.0.2')).code).toBe(200);
    await ctx.store.del(`login_fail_acct:${from}|seller2`);
    expect((await attempt('seller2', 'admin123', from)).code).toBe(200);
  });
});

describe('login rate limit', () => {
  it('allows 30 login attempts a minute per address, then answers "too many" to that address only', async () => {
    const from = (remoteAddress: string) =>
      ctx.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'admin', password: 'admin123' }, remoteAddress });
    for (let i = 1; i <= 30; i++) expect((await from('10.8.8.8')).msg, `attempt ${i}`).toBe(zh('auth.captcha.expired'));
    expect(await from('10.8.8.8')).toEqual({ code: 500, msg: zh('error.tooMany') });
    expect((await from('10.8.8.9')).msg).toBe(zh('auth.captcha.expired'));
  });
});
