import { formatMessage } from '@ceping/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { sysDictType } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { type Method, concreteUrl } from '../security-support.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(() => ctx.close());

type Page = { code: number; msg: string; rows: Record<string, unknown>[]; total: number };
const zh = (key: string, ...args: unknown[]) => formatMessage('zh-CN', key, ...args);
/** What an error message must never show: stack frames, SQL, table or driver details. */
const LEAK =
  /\bat\s+\S+\s*\(|\.ts:\d+|node_modules|\bselect\b|\binsert\b|\bupdate\b|\bdelete\b|\bfrom\b|\bwhere\b|sys_|relation|column|syntax|sqlstate|error:|exception|undefined|null/i;
const hasRoute = (method: string, url: string) => ctx.app.routeTable.some((r) => r.method === method && r.url === url);

describe('sorting, filtering and unknown keys (injection)', () => {
  const sortable = ['/prod-api/system/dict/type/list', '/prod-api/system/dict/data/list', '/prod-api/system/user/list'];

  it('refuses sort columns outside the allowlist with a clear message, running nothing', async () => {
    const lists = sortable.filter((u) => hasRoute('GET', u));
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const url of lists) {
      for (const column of ['userName;drop table sys_user', 'password', 'create_time desc, (select 1)', '__proto__']) {
        const res = await ctx.call({ method: 'GET', url, token: admin, query: { orderByColumn: column, isAsc: 'asc' } });
        expect(res, `${url} ${column}`).toMatchObject({ code: 500, msg: zh('error.orderBy', column) });
      }
    }
    const [{ n }] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from sys_user`);
    expect(n).toBeGreaterThanOrEqual(5);
  });

  it('never turns a sort value into an internal error on any list', async () => {
    const lists = ctx.app.routeTable.filter((r) => r.method === 'GET' && r.url.endsWith('/list'));
    for (const r of lists) {
      const res = await ctx.call({ method: 'GET', url: concreteUrl(r.url), token: admin, query: { orderByColumn: 'id;drop table sys_user', isAsc: 'desc;' } });
      if (res.code !== 200) expect(res.msg, r.url).not.toBe(zh('error.internal'));
    }
    const [{ n }] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from sys_user`);
    expect(n).toBeGreaterThanOrEqual(5);
  });

  it('matches LIKE wildcards literally', async () => {
    for (const [dictName, dictType] of [
      ['满100%减', 's2_pct'],
      ['a_b', 's2_underscore'],
      ['abc', 's2_plain'],
    ]) {
      expect((await ctx.call({ method: 'POST', url: '/prod-api/system/dict/type', token: admin, payload: { dictName, dictType } })).code).toBe(200);
    }
    const find = async (dictName: string) =>
      (await ctx.call<Page>({ method: 'GET', url: '/prod-api/system/dict/type/list', token: admin, query: { dictName, pageSize: '100' } })).rows.map(
        (r) => r.dictType,
      );
    expect(await find('%')).toEqual(['s2_pct']);
    expect(await find('_')).toEqual(['s2_underscore']);
    expect(await find('\\')).toEqual([]);
    expect(await find('a%c')).toEqual([]);
    const types = (await ctx.call<Page>({ method: 'GET', url: '/prod-api/system/dict/type/list', token: admin, query: { dictType: 's2_%', pageSize: '100' } }))
      .rows;
    expect(types).toEqual([]);
  });

  it('ignores unknown query keys such as params[dataScope]', async () => {
    const urls = ['/prod-api/system/dict/type/list', '/prod-api/system/user/list'].filter((u) => hasRoute('GET', u));
    for (const url of urls) {
      const base = await ctx.call<Page>({ method: 'GET', url, token: admin });
      const probed = await ctx.call<Page>({
        method: 'GET',
        url: `${url}?params%5BdataScope%5D=${encodeURIComponent(' or 1=1')}&dataScope=1&delFlag=2&params%5Bsql%5D=drop`,
        token: admin,
      });
      expect(probed.code, url).toBe(200);
      expect(probed.total, url).toBe(base.total);
    }
  });
});

describe('prototype keys', () => {
  const post = (payload: string, type = 'application/json') =>
    ctx.call({ method: 'POST', url: '/prod-api/system/dict/type', token: admin, headers: { 'content-type': type }, payload });

  it('refuses __proto__, constructor and prototype keys anywhere in a JSON body', async () => {
    // [body, whether our guard (not the JSON parser's own poisoning check) is what refuses it]
    const bodies: [string, boolean][] = [
      ['{"dictName":"p","dictType":"s2_proto1","__proto__":{"admin":true}}', false],
      ['{"dictName":"p","dictType":"s2_proto2","constructor":{"prototype":{"admin":true}}}', false],
      ['{"dictName":"p","dictType":"s2_proto3","constructor":"x"}', true],
      ['{"dictName":"p","dictType":"s2_proto4","prototype":{"admin":true}}', true],
      ['{"dictName":"p","dictType":"s2_proto5","remark":"r","x":[{"y":{"__proto__":{"admin":true}}}]}', false],
      ['{"dictName":"p","dictType":"s2_proto6","remark":"r","x":{"y":{"prototype":1}}}', true],
    ];
    for (const [body, guard] of bodies) {
      const res = await post(body);
      expect(res.code, body).toBe(500);
      expect(res.msg, body).toBe(zh(guard ? 'validation.forbiddenKey' : 'error.badRequest'));
    }
    expect(await ctx.db.select().from(sysDictType).where(sql`${sysDictType.dictType} like 's2_proto%'`)).toEqual([]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses them in form bodies and query strings too, without polluting prototypes', async () => {
    const form = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/dict/type/export',
      token: admin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dictName=x&prototype%5Badmin%5D=1',
    });
    expect(form).toMatchObject({ code: 500, msg: zh('validation.forbiddenKey') });
    const query = await ctx.call({ method: 'GET', url: '/prod-api/system/dict/type/list?constructor%5Bprototype%5D%5Badmin%5D=1&prototype=1', token: admin });
    expect(query).toMatchObject({ code: 500, msg: zh('validation.forbiddenKey') });
    await ctx.call({ method: 'GET', url: '/prod-api/system/dict/type/list?__proto__%5Badmin%5D=1', token: admin });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('response headers and error bodies', () => {
  const HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];
  const checkHeaders = (h: Record<string, unknown>, what: string) => {
    for (const name of HEADERS) expect(h[name], `${name} on ${what}`).toBeTruthy();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(String(h['content-security-policy'])).toMatch(/frame-ancestors 'self'|sandbox/);
  };

  it('sets the security headers on every GET route and on error answers, and errors leak nothing', async () => {
    const seller = await ctx.login('seller');
    const gets = ctx.app.routeTable.filter((r) => r.method === 'GET');
    const calls: { method: Method; url: string; token?: string; payload?: string; headers?: Record<string, string> }[] = [
      ...gets.map((r) => ({ method: 'GET' as const, url: concreteUrl(r.url), token: admin })),
      ...gets.map((r) => ({ method: 'GET' as const, url: concreteUrl(r.url), token: seller })),
      { method: 'GET', url: '/prod-api/system/dict/type/list' },
      { method: 'GET', url: '/prod-api/no/such/route', token: admin },
      { method: 'GET', url: '/prod-api/system/dict/type/abc', token: admin },
      { method: 'POST', url: '/prod-api/system/dict/type', token: admin, payload: '{"dictName":', headers: { 'content-type': 'application/json' } },
      {
        method: 'POST',
        url: '/prod-api/system/dict/type',
        token: admin,
        payload: '{"dictName":"x","dictType":"Bad Type"}',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: '/prod-api/system/dict/type', token: admin, payload: '<x/>', headers: { 'content-type': 'application/xml' } },
      { method: 'POST', url: '/prod-api/login', payload: '{"username":"admin"}', headers: { 'content-type': 'application/json' } },
    ];
    let errors = 0;
    for (const c of calls) {
      const res = await ctx.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: { ...(c.headers ?? {}), ...(c.token ? { authorization: c.token } : {}) },
      });
      checkHeaders(res.headers, `${c.method} ${c.url}`);
      if (!String(res.headers['content-type']).includes('json')) continue;
      const body = res.json<{ code?: number; msg?: string; stack?: unknown }>();
      expect(body.stack, c.url).toBeUndefined();
      if (body.code !== undefined && body.code !== 200) {
        errors++;
        expect(body.msg ?? '', `${c.method} ${c.url}`).not.toMatch(LEAK);
      }
    }
    expect(errors).toBeGreaterThan(10);
  });

  it('answers a database failure with a generic message, no SQL or table names', async () => {
    await ctx.db.execute(sql`alter table sys_dict_type rename to sys_dict_type_away`);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/dict/type/list', headers: { authorization: admin } });
      checkHeaders(res.headers, 'database failure');
      const body = res.json<{ code: number; msg: string }>();
      expect(body).toEqual({ code: 500, msg: zh('error.internal') });
      expect(res.body).not.toMatch(/sys_dict|relation|select/i);
    } finally {
      await ctx.db.execute(sql`alter table sys_dict_type_away rename to sys_dict_type`);
    }
    expect(await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictType, 'sys_user_sex'))).toHaveLength(1);
  });
});
