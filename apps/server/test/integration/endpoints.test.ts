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

describe('the OpenAPI document', () => {
  type Op = {
    summary: string;
    'x-permission': string;
    parameters: { name: string; in: string }[];
    requestBody?: unknown;
    responses: { 200: { content: Record<string, { schema: unknown }> } };
  };
  it('lists every registered route with its permission, request and response schemas, summaries in the caller language', async () => {
    const token = await ctx.login('admin');
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/v3/api-docs', headers: { authorization: token, 'accept-language': 'en-US' } });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Op>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const r of ctx.app.routeTable) {
      const e = r.endpoint!;
      const path = r.url
        .replace(/^\/prod-api/, '')
        .replace(/:(\w+)/g, '{$1}')
        .replace(/\*$/, '{path}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(op['x-permission']).toBe(r.perm);
      expect(op.summary).toBe(e.summary.en);
      expect(Object.values(op.responses[200].content)[0].schema).toBeTruthy();
      if (e.body) expect(op.requestBody).toBeTruthy();
      for (const name of (r.url.match(/:(\w+)/g) ?? []).map((p) => p.slice(1)))
        expect(op.parameters).toContainEqual(expect.objectContaining({ name, in: 'path' }));
    }
    const login = doc.paths['/login'].post;
    expect(login.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { username: expect.anything(), password: expect.anything() } } } },
    });
    const users = doc.paths['/system/user/list'].get;
    expect(users.parameters).toContainEqual(expect.objectContaining({ name: 'pageNum', in: 'query' }));
    expect(JSON.stringify(users.responses[200])).toContain('yyyy-MM-dd HH:mm:ss');
    const zh = (await ctx.call<{ paths: Record<string, Record<string, Op>> }>({ method: 'GET', url: '/prod-api/v3/api-docs', token })).paths['/login'].post;
    expect(zh.summary).toBe('登录');
  });

  it('is for the holders of tool:swagger:list only (admin), behind login', async () => {
    expect((await ctx.call({ method: 'GET', url: '/prod-api/v3/api-docs' })).code).toBe(401);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/v3/api-docs', token: await ctx.login('seller') })).code).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/v3/api-docs', token: await ctx.login('staff') })).code).toBe(403);
    const routers = await ctx.call<{ data: unknown }>({
      method: 'GET',
      url: '/prod-api/getRouters',
      token: await ctx.login('admin'),
      headers: { 'accept-language': 'en-US' },
    });
    expect(JSON.stringify(routers.data)).toContain('"component":"tool/swagger/index"');
    expect(JSON.stringify(routers.data)).toContain('API docs');
  });
});

describe('a response that breaks its schema', () => {
  it('answers the internal-error envelope and logs the error', async () => {
    const { database, drop } = await openTestDatabase();
    const lines: string[] = [];
    const config: Config = {
      env: 'test',
      port: 0,
      host: '127.0.0.1',
      dataDir: '/nonexistent',
      captchaForcedOff: true,
      logLevel: 'error',
      trustProxy: [],
      seedDemo: true,
    };
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
