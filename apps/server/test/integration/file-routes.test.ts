import { formatMessage } from '@ceping/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFileRoute } from '../../src/core/download.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { type Method, concreteUrl, loginWithoutPermissions } from '../security-support.ts';

let ctx: TestContext;
let admin: string;
let noPerm: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  noPerm = await loginWithoutPermissions(ctx);
});
afterAll(() => ctx.close());

const zh = (key: string, ...args: unknown[]) => formatMessage('zh-CN', key, ...args);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** RuoYi's client treats a blob as an error only when its type is exactly `application/json` (§7.1). */
async function expectJsonError(method: Method, url: string, opts: { token?: string; payload?: string; headers?: Record<string, string> } = {}) {
  const res = await ctx.app.inject({
    method,
    url,
    payload: opts.payload,
    headers: { ...(opts.headers ?? {}), ...(opts.token ? { authorization: opts.token } : {}) },
  });
  expect(res.headers['content-type'], `${method} ${url}`).toBe('application/json');
  const body = res.json<{ code: number; msg: string }>();
  expect(body.code, `${method} ${url}`).not.toBe(200);
  return body;
}

describe('JSON errors of routes that answer files', () => {
  const fileRoutes = () => ctx.app.routeTable.filter((r) => isFileRoute(r.url));

  it('covers every export, the import template and the common downloads', () => {
    const urls = fileRoutes().map((r) => `${r.method} ${r.url}`);
    for (const u of [
      'POST /prod-api/system/user/export',
      'POST /prod-api/system/user/importTemplate',
      'GET /prod-api/common/download',
      'GET /prod-api/common/download/resource',
      'POST /prod-api/system/dict/type/export',
      'POST /prod-api/system/dict/data/export',
      'POST /prod-api/system/fund/export',
    ]) {
      expect(urls).toContain(u);
    }
  });

  it('answers 401 without a token and 403 without the permission as application/json, no charset', async () => {
    for (const r of fileRoutes()) {
      const method = r.method as Method;
      const unauth = await expectJsonError(method, concreteUrl(r.url), { payload: method === 'GET' ? undefined : '', headers: method === 'GET' ? {} : form });
      expect(unauth.code).toBe(401);
      if (r.perm?.includes(':')) {
        const denied = await expectJsonError(method, concreteUrl(r.url), {
          token: noPerm,
          payload: method === 'GET' ? undefined : '',
          headers: method === 'GET' ? {} : form,
        });
        expect(denied.code).toBe(403);
      }
    }
  });

  it('answers validation and business errors as application/json too', async () => {
    const badDate = await expectJsonError('POST', '/prod-api/system/user/export', { token: admin, payload: 'params[beginTime]=2024-13-45x', headers: form });
    expect(badDate.msg).toBe(zh('validation.date'));
    const badSort = await expectJsonError('POST', '/prod-api/system/dict/type/export', { token: admin, payload: 'orderByColumn=password', headers: form });
    expect(badSort.msg).toBe(zh('error.orderBy', 'password'));
    const traversal = await expectJsonError('GET', '/prod-api/common/download?fileName=..%2F..%2Fetc%2Fpasswd', { token: admin });
    expect(traversal.msg).toBe(zh('file.nameInvalid', '../../etc/passwd'));
    const missing = await expectJsonError('GET', '/prod-api/common/download?fileName=abc_missing.xlsx', { token: admin });
    expect(missing.msg).toBe(zh('file.notFound'));
    const resource = await expectJsonError('GET', '/prod-api/common/download/resource?resource=%2Fprofile%2Favatar%2Fx.png', { token: admin });
    expect(resource.msg).toBe(zh('file.nameInvalid', '/profile/avatar/x.png'));
    const noQuery = await expectJsonError('GET', '/prod-api/common/download', { token: admin });
    expect(noQuery.code).toBe(500);
  });

  it('keeps the file types of successful answers and the charset of ordinary JSON routes', async () => {
    const template = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/user/importTemplate', headers: { authorization: admin } });
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const list = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/list', headers: { authorization: admin } });
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
