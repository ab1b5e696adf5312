import { randomBytes } from 'node:crypto';
import { DATE_TIME_PATTERN, PUBLIC, allEndpoints, defineEndpoint, okOf } from '@ceping/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { route } from '../../src/core/endpoint.ts';
import { openStore } from '../../src/core/store.ts';
import { type TestContext, createTestContext, openTestDatabase } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const key = (method: string, url: string) => `${method} ${url}`;

describe('endpoint descriptions', () => {
  it('every route under /prod-api was registered from a description, and every description is registered once', () => {
    const routes = ctx.app.routeTable;
    expect(routes.filter((r) => !r.endpoint).map((r) => key(r.method, r.url))).toEqual([]);
    const registered = routes.map((r) => key(r.method, r.url));
    const described = allEndpoints.map((e) => key(e.method, `/prod-api${e.path}`));
    expect(new Set(described).size).toBe(described.length);
    expect([...registered].sort()).toEqual([...described].sort());
    for (const r of routes) expect(r.perm).toBe(r.endpoint?.perm);
  });

  it('answers dates in the one wire format through the response schema', async () => {
    const token = await ctx.login('admin');
    const res = await ctx.call<{ data: { createTime: string; loginDate: string } }>({ method: 'GET', url: '/prod-api/system/user/1', token });
    expect(res).toMatchObject({ code: 200 });
    expect(res.data.createTime).toMatch(DATE_TIME_PATTERN);
    const list = await ctx.call<{ rows: { createTime: string; amount: string }[] }>({ method: 'GET', url: '/prod-api/system/fund/list', token });
    expect(list).toMatchObject({ code: 200 });
    expect(list.rows.length).toBeGreaterThan(0);
    for (const row of list.rows) {
      expect(row.createTime).toMatch(DATE_TIME_PATTERN);
      expect(row.amount).toMatch(/^-?\d+\.\d{2}$/);
    }
  });
});

describe('a response that breaks its schema', () => {
  it('answers the internal-error envelope and logs the error', async () => {
    const { database, drop } = await openTestDatabase();
    const lines: string[] = [];
    const config: Config = { env: 'test', port: 0, host: '127.0.0.1', dataDir: '/nonexistent', captchaForcedOff: true, logLevel: 'error', trustProxy: [], seedDemo: true };
    const app = await buildApp({
      config,
      database,
      store: openStore(undefined, `t_${randomBytes(3).toString('hex')}:`),
      jwtSecret: randomBytes(32).toString('hex'),
      logStream: { write: (line) => lines.push(line) },
    });
    const broken = defineEndpoint({
      method: 'GET',
      path: '/test/broken',
      perm: PUBLIC,
      summary: { zh: '测试', en: 'Test' },
      tags: ['test'],
      response: okOf(z.object({ count: z.number() })),
    });
    const fine = defineEndpoint({ ...broken, path: '/test/fine' });
    await app.register(
      async (a) => {
        route(a, broken, async () => ({ code: 200, msg: 'ok', data: { count: 'three' } }));
        route(a, fine, async () => ({ code: 200, msg: 'ok', data: { count: 3, secret: 'dropped' } }));
      },
      { prefix: '/prod-api' },
    );
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/prod-api/test/broken', headers: { 'accept-language': 'en-US' } });
      expect(res.json()).toEqual({ code: 500, msg: expect.stringMatching(/internal|系统内部错误/i) });
      const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message?: string } });
      expect(logged.some((l) => l.level >= 50 && /broken/.test(JSON.stringify(l)))).toBe(true);
      // A matching answer is encoded by the schema: undeclared fields of a strict object never leave.
      expect((await app.inject({ method: 'GET', url: '/prod-api/test/fine' })).json()).toEqual({ code: 200, msg: 'ok', data: { count: 3 } });
    } finally {
      await app.close();
      await database.close?.();
      await drop();
    }
  });
});
