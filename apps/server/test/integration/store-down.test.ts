import { randomBytes, randomUUID } from 'node:crypto';
import { formatMessage } from '@ceping/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../../src/core/store.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

/** A Redis nobody listens on, with a short first-connection wait so the tests stay quick. */
const deadRedis = () => new RedisStore('redis://127.0.0.1:1', `ceping_test_${randomBytes(4).toString('hex')}:`, 100);
const unavailable = (lang: 'zh-CN' | 'en-US' = 'zh-CN') => ({ code: 500, msg: formatMessage(lang, 'error.unavailable') });

let up: TestContext;
let captchaOn: TestContext;
let captchaOff: TestContext;
let token: string;
beforeAll(async () => {
  up = await createTestContext();
  token = await up.login('admin');
  captchaOn = await createTestContext({ captchaForcedOff: false }, { store: deadRedis() });
  captchaOff = await createTestContext({}, { store: deadRedis() });
});
afterAll(async () => {
  await up.close();
  await captchaOn.close();
  await captchaOff.close();
});

describe('GET /prod-api/health and /prod-api/ready', () => {
  it('health is UP while the process answers, whatever its dependencies do', async () => {
    for (const ctx of [up, captchaOff]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'UP' });
    }
  });

  it('ready is UP with the database and the store', async () => {
    const res = await up.app.inject({ method: 'GET', url: '/prod-api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP', database: `${up.database.kind}:up`, store: `${up.store.kind}:up` });
  });

  it('ready is DOWN (503) while the store cannot be reached', async () => {
    const res = await captchaOff.app.inject({ method: 'GET', url: '/prod-api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'DOWN', database: `${captchaOff.database.kind}:up`, store: 'redis:down' });
  });
});

describe('requests while the store is down answer "service unavailable", never a captcha or session message', () => {
  it('captchaImage and login, with or without a captcha uuid', async () => {
    expect(await captchaOn.call({ method: 'GET', url: '/prod-api/captchaImage' })).toEqual(unavailable());
    expect(await captchaOn.call({ method: 'GET', url: '/prod-api/captchaImage', headers: { 'content-language': 'en-US' } })).toEqual(unavailable('en-US'));
    for (const payload of [
      { username: 'admin', password: 'admin123' },
      { username: 'admin', password: 'admin123', code: '3', uuid: 'a'.repeat(32) },
    ]) {
      expect(await captchaOn.call({ method: 'POST', url: '/prod-api/login', payload }), JSON.stringify(payload)).toEqual(unavailable());
    }
    expect(await captchaOff.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'admin', password: 'admin123' } })).toEqual(unavailable());
  });

  it('a request carrying a well-signed token (the session lookup is what fails, not the token)', async () => {
    const key = new TextEncoder().encode(captchaOff.app.deps.jwtSecret);
    const jwt = await new SignJWT({ login_user_key: randomUUID() }).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').sign(key);
    for (const url of ['/prod-api/getInfo', '/prod-api/system/user/list', '/prod-api/getRouters']) {
      expect(await captchaOff.call({ method: 'GET', url, token: `Bearer ${jwt}` }), url).toEqual(unavailable());
    }
    // Control: a token of another app is simply not ours.
    expect((await captchaOff.call({ method: 'GET', url: '/prod-api/getInfo', token })).code).toBe(401);
  });
});
