import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
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

describe('clients that go away', () => {
  it('give their slots back: a burst of aborted requests leaves the gate open', async () => {
    const served = await createTestContext({ limits: { maxActive: 2, maxQueued: 50, queueTimeoutMs: 5000 } });
    try {
      const seller = await served.login('seller');
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as AddressInfo;
      // Hold both slots, as two slow requests would, so the burst waits in the queue.
      await served.app.admission.enter();
      await served.app.admission.enter();
      const sockets = Array.from({ length: 10 }, () => {
        const req = request({ host: '127.0.0.1', port, path: '/prod-api/getInfo', headers: { authorization: seller } });
        req.on('error', () => {});
        req.end();
        return req;
      });
      for (let i = 0; i < 100 && served.app.admission.queued < 10; i++) await new Promise((r) => setTimeout(r, 20));
      expect(served.app.admission.queued).toBe(10);
      // The clients give up (as a load generator does when its run ends).
      for (const s of sockets) s.destroy();
      for (let i = 0; i < 100 && served.app.admission.queued > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(served.app.admission.queued).toBe(0);
      served.app.admission.leave();
      served.app.admission.leave();
      expect(served.app.admission.active).toBe(0);
      const res = await fetch(`http://127.0.0.1:${port}/prod-api/getInfo`, { headers: { authorization: seller } });
      expect(((await res.json()) as { code: number }).code).toBe(200);
      for (let i = 0; i < 50 && served.app.admission.active > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(served.app.admission.active).toBe(0);
    } finally {
      await served.close();
    }
  });
});

describe('event-loop pressure', () => {
  it('answers "busy" while the event loop lags, and serves again once it keeps up', async () => {
    const lagging = await createTestContext({ limits: { maxEventLoopDelayMs: 100 } });
    try {
      const seller = await lagging.login('seller');
      // Keep the loop lagging for about 2 s, as a CPU-saturated server would: 200 ms of work at a time.
      for (let i = 0; i < 10; i++) {
        const until = Date.now() + 200;
        while (Date.now() < until) {
          // busy
        }
        await new Promise((r) => setTimeout(r, 1));
      }
      const res = await lagging.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: { authorization: seller } });
      expect(res.json()).toEqual({ code: 500, msg: formatMessage('zh-CN', 'error.busy') });
      expect((await lagging.app.inject({ method: 'GET', url: '/prod-api/health' })).json().status).toBe('UP');
      let code = 0;
      for (let i = 0; i < 40 && code !== 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        code = (await lagging.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: { authorization: seller } })).json().code;
      }
      expect(code).toBe(200);
    } finally {
      await lagging.close();
    }
  });
});
