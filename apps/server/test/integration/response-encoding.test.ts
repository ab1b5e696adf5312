import { randomBytes } from 'node:crypto';
import { type Endpoint, allEndpoints, isFileResponse } from '@ceping/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { openStore } from '../../src/core/store.ts';
import { JsonText } from '../../src/core/json-text.ts';
import { compileEncoder } from '../../src/core/serializer.ts';
import { agree, compiledOutcome, variants, zodOutcome } from '../encoder-check.ts';
import { openTestDatabase, testConfig } from '../helpers.ts';
import { workedExample } from './task-fixtures.ts';

/**
 * The compiled response encoders against zod on real replies: every GET endpoint is called as the
 * admin and as a seller after a task was published, the payloads the handlers return are captured
 * before serialization, and each is encoded both ways, as are variants of it that break its schema.
 */
interface Captured {
  endpoint: Endpoint;
  url: string;
  payload: unknown;
  body?: string;
}

let app: FastifyInstance;
let close: () => Promise<void>;
const captured: Captured[] = [];

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  const store = openStore(undefined, `t_${randomBytes(3).toString('hex')}:`);
  app = await buildApp({ config: testConfig(), database, store, jwtSecret: randomBytes(32).toString('hex') });
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const endpoint = req.routeOptions.config.endpoint;
    const code = (payload as { code?: unknown }).code;
    if (endpoint && (code === undefined || code === 200)) captured.push({ endpoint, url: req.url, payload });
    return payload;
  });
  await app.ready();
  close = async () => {
    await app.close();
    await store.close();
    await database.close();
    await drop();
  };
});
afterAll(async () => {
  await close?.();
});

/** True for a reply carrying rows written as JSON text by the database. */
const hasJsonText = (payload: unknown) => typeof payload === 'object' && payload !== null && Object.values(payload).some((v) => v instanceof JsonText);

/** Calls the API; `mustSucceed` false for a caller who may be refused (the refusal is not captured). */
async function call(method: string, url: string, token: string, payload?: unknown, mustSucceed = true) {
  const before = captured.length;
  const res = await app.inject({ method: method as 'GET', url: `/prod-api${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const json = res.json() as { code?: number; msg?: string; rows?: Record<string, unknown>[]; data?: unknown };
  if (mustSucceed) {
    expect(res.statusCode, url).toBe(200);
    expect(json.code ?? 200, `${method} ${url}: ${json.msg}`).toBe(200);
  }
  if (captured.length > before) captured[captured.length - 1].body = res.body;
  return json;
}

async function login(username: string) {
  const res = await app.inject({ method: 'POST', url: '/prod-api/login', payload: { username, password: 'admin123' } });
  return `Bearer ${(res.json() as { token: string }).token}`;
}

/** Known values for path parameters no list gives. */
const fixedParams: Record<string, string> = {
  configKey: 'sys.account.registerUser',
  dictType: 'sys_user_sex',
  userId: '3',
  roleId: '2',
  menuId: '1',
  // The dept list answers `data`, not `rows`: 研发部门, the admin's dept.
  deptId: '103',
};
// The monitor's cache list: a cache name and a key of it.
fixedParams.cacheName = 'sys_dict:';
fixedParams.cacheKey = 'sys_dict:sys_user_sex:zh-CN';

describe('compiled response encoders on real replies', () => {
  it('every GET endpoint answers the text zod would, and every broken variant of its reply alike', async () => {
    const admin = await login('admin');
    const seller = await login('seller');
    const staff = await login('staff');
    await call('POST', '/system/task/price', seller, workedExample());
    const published = await call('POST', '/system/task', seller, workedExample());
    await call('POST', '/system/task', seller, workedExample({ productTitle: 'Second "task" \n with escapes' }));
    await call('POST', '/system/template', seller, { templateName: 'Earbuds', content: workedExample(), remark: '' });
    // Orders on the first task: one placed, one shipped, reviewed (with its matched products) and completed.
    const taskId = (published.data as { taskId: number }).taskId;
    await call('PUT', `/system/task/${taskId}/approve`, admin);
    await call('PUT', '/system/task/distribute', admin, { taskId, staffId: 2 });
    await call('POST', '/system/orders', staff, { taskId, orderNo: 'ENC-1' });
    const reviewed = await call('POST', '/system/orders', staff, { taskId, orderNo: 'ENC-2"q\\', remark: 'env 7', actuallyPay: '9.50' });
    const orderId = (reviewed.data as { id: number }).id;
    await call('PUT', `/system/orders/${orderId}/ship`, staff);
    const order = await call('GET', `/system/orders/${orderId}`, staff);
    const products = (order.data as { matchProducts: { productId: number }[] }).matchProducts;
    expect(products.length).toBeGreaterThan(0);
    await call('PUT', '/system/orders/comment', staff, {
      id: orderId,
      evaluateType: '2',
      evaluateContent: 'Great\nsound',
      evaluatePic: '/profile/upload/a.png',
      products: products.map((p) => ({ productId: p.productId, evaluateType: '1', evaluateContent: 'ok' })),
    });
    await call('PUT', '/system/orders/complete', staff, { id: orderId });
    // One run of the ledger check, so the job log has a row.
    await call('PUT', '/monitor/job/run', admin, { jobId: 3 });
    // Money: a collection account, a pending recharge, a pending withdrawal and a seller in debt.
    await call('POST', '/system/pwd/check?pwd=123456', admin);
    await call('POST', '/system/pwd/check?pwd=123456', seller);
    await call('POST', '/system/collection', admin, { siteId: 1, method: '1', accountName: 'Enc "co"', accountNo: 'NO-1' });
    const accounts = await call('GET', '/system/collection/options', seller);
    const collectionId = (accounts.data as { collectionId: number }[])[0].collectionId;
    await call('POST', '/system/recharge', seller, { amount: '500', method: '1', collectionId, voucher: '/profile/upload/v.png', referenceNo: 'ENC-R1' });
    await call('POST', '/system/withdrawal', seller, { amount: '100', accountType: '1', accountName: 'Enc', accountNo: '1' });
    await call('PUT', '/system/customer/adjust', admin, { userId: 4, amount: '-99999', remark: 'enc debt' });
    // A complaint about the order, with a thread and a resolution (its list and detail).
    const complaint = await call('POST', '/system/complaint', seller, {
      orderId,
      complaintType: '1',
      content: 'Late "parcel"\n',
      images: ['/profile/upload/a.png'],
    });
    const complaintId = (complaint.data as { complaintId: number }).complaintId;
    await call('POST', `/system/complaint/${complaintId}/reply`, staff, { content: 'Checking' });
    await call('PUT', `/system/complaint/${complaintId}/resolve`, staff, { note: 'Sent again' });
    // The month's statements, the seller's disputed (its detail, lines and the complaint about it).
    const z8 = new Date(Date.now() + 8 * 3600_000);
    const period = `${z8.getUTCFullYear()}-${String(z8.getUTCMonth() + 1).padStart(2, '0')}`;
    await call('POST', '/system/statement/generate', admin, { period });
    const statements = await call('GET', '/system/statement/list', seller);
    const statementId = (statements.rows ?? [])[0]?.statementId;
    await call('PUT', `/system/statement/${statementId}/dispute`, seller, { reason: 'Fees "wrong"\n' });
    // An invoice asked for over the completed order's fee.
    await call('POST', '/system/invoice', seller, {
      invoiceType: '1',
      amount: '1.00',
      title: 'Encoded "buyer" Ltd.',
      taxNo: '91440300MA5F8K2Q1M',
      email: 'ap@buyer.example',
      remark: 'line\nbreak',
    });
    // A notice read by the seller: listTop, the notice list and its readers have a row each.
    await call('POST', '/system/notice', admin, { noticeTitle: 'Encoded "notice"', noticeType: '1', noticeContent: '<p>a &amp; b\n</p>' });
    const notices = await call('GET', '/system/notice/list', admin);
    const noticeId = (notices.rows ?? [])[0]?.noticeId;
    await call('POST', `/system/notice/markRead?noticeId=${noticeId}`, seller);
    /** Query strings of the endpoints without path parameters that need one. */
    const fixedQueries: Record<string, string> = {
      '/system/orders/getOneBy': `?orderNo=${encodeURIComponent('ENC-2"q\\')}`,
      '/system/orders/history': `?orderId=${orderId}`,
      // The users of role 2 (service), and those who could be given it.
      '/system/role/authUser/allocatedList': '?roleId=2',
      '/system/role/authUser/unallocatedList': '?roleId=2',
      '/monitor/job/cronNext': `?cronExpression=${encodeURIComponent('0 0/10 * * * ?')}`,
      '/system/notice/readUsers/list': `?noticeId=${noticeId}`,
      // Finance names the seller whose invoiceable amount it reads.
      '/system/invoice/invoiceable': '?userId=3',
    };

    const sellerOnly = new Set(['/system/invitation', '/system/invitation/list']);
    const gets = allEndpoints.filter((e) => e.method === 'GET' && !isFileResponse(e.response));
    // First the endpoints without parameters: their lists give the ids of the others.
    const lists = new Map<string, Record<string, unknown>>();
    for (const e of gets.filter((g) => !g.path.includes(':'))) {
      for (const token of [admin, seller]) {
        // A seller's main account alone has an invitation; every other endpoint must answer the admin.
        const mustAnswer = sellerOnly.has(e.path) ? token === seller : token === admin;
        const json = await call('GET', `${e.path}${fixedQueries[e.path] ?? ''}`, token, undefined, mustAnswer);
        if (token === admin && json.rows?.length) lists.set(e.path.replace(/\/list$/, ''), json.rows[0]);
      }
    }
    const missed: string[] = [];
    for (const e of gets.filter((g) => g.path.includes(':'))) {
      const base = e.path.slice(0, e.path.indexOf('/:'));
      const row = lists.get(base) ?? lists.get(base.replace(/\/[^/]+$/, ''));
      let url: string | undefined = e.path;
      for (const name of (e.path.match(/:(\w+)/g) ?? []).map((p) => p.slice(1))) {
        const idField = row && (name in row ? name : Object.keys(row).find((k) => /Id$/.test(k)));
        const value = fixedParams[name] ?? (idField ? row?.[idField] : undefined);
        url = value === undefined ? undefined : url?.replace(`:${name}`, String(value));
      }
      if (!url) {
        missed.push(e.path);
        continue;
      }
      await call('GET', url, admin);
    }

    const covered = new Set(captured.map((c) => `${c.endpoint.method} ${c.endpoint.path}`));
    expect(missed).toEqual([]);
    expect(gets.map((e) => `${e.method} ${e.path}`).filter((k) => !covered.has(k))).toEqual([]);

    let variantsChecked = 0;
    for (const c of captured) {
      const schema = c.endpoint.response as z.ZodType;
      const { encode } = compileEncoder(schema);
      // Rows the database wrote as JSON text (db/wire-json.ts): the reply as the schema reads them back.
      const payload = hasJsonText(c.payload) ? z.decode(schema, JSON.parse(c.body ?? 'null')) : c.payload;
      const zod = zodOutcome(schema, payload);
      expect(zod.ok, c.url).toBe(true);
      expect(compiledOutcome(encode, payload), c.url).toEqual(zod);
      // What the client received is the compiled text.
      if (c.body !== undefined) expect(c.body, c.url).toBe((zod as { text: string }).text);
      // Variants of the small replies (the OpenAPI document is large; its sample variants run in the unit test).
      if (c.body !== undefined && c.body.length > 20_000) continue;
      for (const [what, data] of variants(payload, 15)) {
        const compiled = compiledOutcome(encode, data);
        const z2 = zodOutcome(schema, data);
        if (!agree(compiled, z2)) expect({ url: c.url, what, compiled }).toEqual({ url: c.url, what, compiled: z2 });
        variantsChecked++;
      }
    }
    console.info(`${captured.length} replies of ${covered.size} endpoints, ${variantsChecked} variants`);
    expect(variantsChecked).toBeGreaterThan(10_000);
    // About 140 replies of 100 endpoints and 45,000 variants: a minute on a quiet machine, several on a busy one.
  }, 600_000);
});
