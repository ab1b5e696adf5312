import { randomBytes } from 'node:crypto';
import { ANY_USER, PUBLIC } from '@ceping/contract';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccess } from '../../src/core/access.ts';
import { Sessions } from '../../src/core/session.ts';
import { MemoryStore } from '../../src/core/store.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { type Method, anyUser, concreteUrl, knownPerms, loginWithoutPermissions, permissioned } from '../security-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.replace(/^Bearer /, '').split('.')[1], 'base64url').toString()) as { login_user_key: string; sub: string };

describe('route policies', () => {
  it('gives every API route a known permission, ANY_USER or PUBLIC', () => {
    const table = ctx.app.routeTable;
    expect(table.length).toBeGreaterThan(20);
    const known = knownPerms();
    const bad = table.filter((r) => !r.perm || !(r.perm === PUBLIC || r.perm === ANY_USER || known.has(r.perm)));
    expect(bad.map((r) => `${r.method} ${r.url} → ${r.perm}`)).toEqual([]);
    const publicRoutes = table.filter((r) => r.perm === PUBLIC).map((r) => `${r.method} ${r.url}`);
    expect(
      publicRoutes.every((r) => /\/(login|register|captchaImage|logout|health|ready|profile\/\*|system\/carousel\/banners)$/.test(r)),
      publicRoutes.join('\n'),
    ).toBe(true);
  });

  it('refuses to start when a route declares no policy', async () => {
    const app = Fastify();
    registerAccess(app, new Sessions(new MemoryStore(), randomBytes(32).toString('hex'), async () => null), []);
    app.register(
      async (p) => {
        p.get('/guarded', { config: { perm: ANY_USER } }, async () => 'ok');
        p.get('/unguarded', async () => 'oops');
      },
      { prefix: '/prod-api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /prod-api/unguarded declares no permission policy');
    await app.close();
  });

  it('answers 403 on every permissioned route to a user holding no permission', async () => {
    const token = await loginWithoutPermissions(ctx);
    const routes = permissioned(ctx.app.routeTable);
    expect(routes.some((r) => r.url === '/prod-api/system/dict/type/:dictIds')).toBe(true);
    const wrong: string[] = [];
    for (const r of routes) {
      const method = r.method as Method;
      const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      const res = await ctx.app.inject({ method, url: concreteUrl(r.url), headers: { authorization: token }, ...(hasBody ? { payload: {} } : {}) });
      const body = res.json<{ code: number }>();
      if (body.code !== 403) wrong.push(`${r.method} ${r.url} → ${body.code}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('tokens on ANY_USER routes', () => {
  let forged: Record<string, string>;
  let valid: string;
  beforeAll(async () => {
    valid = await ctx.login('seller');
    const admin = await ctx.login('admin');
    const adminKey = claims(admin).login_user_key;
    const [h, , s] = valid.replace(/^Bearer /, '').split('.');
    const loggedOut = await ctx.login('seller2');
    expect((await ctx.call({ method: 'POST', url: '/prod-api/logout', token: loggedOut })).code).toBe(200);
    const right = new TextEncoder().encode(ctx.app.deps.jwtSecret);
    forged = {
      missing: '',
      garbage: 'Bearer not-a-token',
      loggedOut,
      otherKey: `Bearer ${await new SignJWT({ login_user_key: adminKey })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('admin')
        .sign(new TextEncoder().encode(randomBytes(32).toString('hex')))}`,
      algNone: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ login_user_key: adminKey, sub: 'admin' })}.`,
      otherAlg: `Bearer ${await new SignJWT({ login_user_key: adminKey }).setProtectedHeader({ alg: 'HS512' }).sign(right)}`,
      tampered: `Bearer ${h}.${b64({ ...claims(valid), login_user_key: adminKey, sub: 'admin' })}.${s}`,
      unknownSession: `Bearer ${await new SignJWT({ login_user_key: '00000000-0000-4000-8000-000000000000' }).setProtectedHeader({ alg: 'HS256' }).sign(right)}`,
    };
  });

  it('accepts the genuine token (control)', async () => {
    expect((await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token: valid })).code).toBe(200);
  });

  it('answers 401 on every ANY_USER route to missing, logged-out, foreign-key, unsigned and tampered tokens', async () => {
    const routes = anyUser(ctx.app.routeTable);
    expect(routes.some((r) => r.url === '/prod-api/common/upload')).toBe(true);
    const wrong: string[] = [];
    for (const r of routes) {
      for (const [kind, token] of Object.entries(forged)) {
        const method = r.method as Method;
        const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
        const res = await ctx.app.inject({
          method,
          url: concreteUrl(r.url),
          headers: token ? { authorization: token } : {},
          ...(hasBody ? { payload: {} } : {}),
        });
        const code = res.json<{ code: number }>().code;
        if (code !== 401) wrong.push(`${kind}: ${r.method} ${r.url} → ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
