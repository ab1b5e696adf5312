import { formatMessage } from '@ceping/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ limits: { maxActive: 1, maxQueued: 0, queueTimeoutMs: 1000 } });
  token = await ctx.login('seller');
});
afterAll(() => ctx.close());

describe('load shedding', () => {
  it('answers "busy" at once, in the caller’s language, while every slot is taken and the queue is full', async () => {
    // Take the only slot, as a long request would.
    await ctx.app.admission.enter();
    try {
      const zh = await ctx.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: { authorization: token } });
      expect(zh.statusCode).toBe(200);
      expect(zh.headers['retry-after']).toBe('1');
      expect(zh.json()).toEqual({ code: 500, msg: formatMessage('zh-CN', 'error.busy') });
      const en = await ctx.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: { authorization: token, 'content-language': 'en-US' } });
      expect(en.json()).toEqual({ code: 500, msg: 'The system is busy, please try again in a moment' });
      // Liveness is never held back.
      const health = await ctx.app.inject({ method: 'GET', url: '/prod-api/health' });
      expect(health.json().status).toBe('UP');
    } finally {
      ctx.app.admission.leave();
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: { authorization: token } });
    expect(res.json().code).toBe(200);
    // Every admitted request gave its slot back.
    expect(ctx.app.admission.active).toBe(0);
  });
});
