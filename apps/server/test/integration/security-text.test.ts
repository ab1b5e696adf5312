import { formatMessage } from '@ceping/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { simpleTask } from './task-fixtures.ts';

let ctx: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
});
afterAll(() => ctx.close());

/** Everything one of these requests could write. */
async function counts() {
  const [c] = await rows<Record<string, number | string>>(
    ctx.db,
    sql`select (select count(*)::int from biz_shop) as shops, (select count(*)::int from biz_template) as templates,
      (select count(*)::int from sys_logininfor) as logins, (select nick_name from sys_user where user_name = 'seller') as nick`,
  );
  return c;
}

const BAD: Array<[string, string]> = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', '\uDC00'],
];

interface Case {
  name: string;
  /**
   * A query string is UTF-8, which has no form for a lone surrogate (its CESU-8 bytes `%ED%A0%80` stay
   * undecoded text), so query cases carry only the NUL.
   */
  nulOnly?: boolean;
  /** The request with `bad` put into one of its text fields (or keys). */
  request: (bad: string) => { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown>; query?: Record<string, string>; token?: string };
}

const CASES: Case[] = [
  { name: 'login user name', request: (bad) => ({ method: 'POST', url: '/prod-api/login', payload: { username: `ad${bad}min`, password: 'admin123' } }) },
  { name: 'login password', request: (bad) => ({ method: 'POST', url: '/prod-api/login', payload: { username: 'admin', password: bad } }) },
  {
    name: 'shop add',
    request: (bad) => ({ method: 'POST', url: '/prod-api/system/shop', payload: { shopName: `Shop ${bad}`, platform: 'amazon' }, token: seller }),
  },
  {
    name: 'shop remark',
    request: (bad) => ({ method: 'POST', url: '/prod-api/system/shop', payload: { shopName: 'Shop', platform: 'amazon', remark: bad }, token: seller }),
  },
  {
    name: 'template add',
    request: (bad) => ({ method: 'POST', url: '/prod-api/system/template', payload: { templateName: `T ${bad}`, content: simpleTask() }, token: seller }),
  },
  {
    name: 'text deep in a template',
    request: (bad) => ({
      method: 'POST',
      url: '/prod-api/system/template',
      payload: { templateName: 'T', content: simpleTask({ productTitle: bad }) },
      token: seller,
    }),
  },
  { name: 'profile nickname', request: (bad) => ({ method: 'PUT', url: '/prod-api/system/user/profile', payload: { nickName: `Me${bad}` }, token: seller }) },
  {
    name: 'a JSON key',
    request: (bad) => ({ method: 'POST', url: '/prod-api/system/shop', payload: { shopName: 'Shop', platform: 'amazon', [`x${bad}`]: 1 }, token: seller }),
  },
  { name: 'a list query', nulOnly: true, request: (bad) => ({ method: 'GET', url: '/prod-api/system/user/list', query: { userName: bad }, token: admin }) },
  {
    name: 'a list query key',
    nulOnly: true,
    request: (bad) => ({ method: 'GET', url: '/prod-api/system/shop/list', query: { [`shop${bad}Name`]: 'x' }, token: seller }),
  },
];

describe('NUL bytes and lone surrogates in text', () => {
  for (const c of CASES) {
    it(`refuses them in ${c.name} with the validation message, writing nothing`, async () => {
      const before = await counts();
      for (const [kind, bad] of c.nulOnly ? BAD.slice(0, 1) : BAD) {
        const { token, ...req } = c.request(bad);
        for (const lang of ['zh-CN', 'en-US'] as const) {
          const res = await ctx.app.inject({ ...req, headers: { 'content-language': lang, ...(token ? { authorization: token } : {}) } });
          expect(res.statusCode, `${kind} ${lang}`).toBe(200);
          expect(res.json(), `${kind} ${lang}`).toEqual({ code: 500, msg: formatMessage(lang, 'validation.invalidChars') });
        }
      }
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a NUL written raw into the query string', async () => {
    const res = await ctx.call({ method: 'GET', url: '/prod-api/system/user/list?userName=%00', token: admin });
    expect(res).toEqual({ code: 500, msg: formatMessage('zh-CN', 'validation.invalidChars') });
  });

  it('still takes well-formed text, emoji (surrogate pairs) included', async () => {
    const res = await ctx.call({ method: 'POST', url: '/prod-api/system/shop', payload: { shopName: '店铺 😀', platform: 'amazon' }, token: seller });
    expect(res.code).toBe(200);
    const [row] = await rows<{ shop_name: string }>(ctx.db, sql`select shop_name from biz_shop where shop_name = ${'店铺 😀'}`);
    expect(row?.shop_name).toBe('店铺 😀');
  });
});
