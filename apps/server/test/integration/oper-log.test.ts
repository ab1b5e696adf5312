import { formatMessage } from '@ceping/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPER_PARAM_MAX } from '../../src/core/oper-log.ts';
import { sysOperLog } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await ctx.login('seller');
});
afterAll(() => ctx.close());

/**
 * The operation-log row of a refused shop add carrying `marker` (written after the reply). A refused
 * body is logged as it came: an accepted one is logged after validation, which drops unknown keys.
 */
async function logOf(marker: string) {
  return vi.waitFor(async () => {
    const [row] = await ctx.db
      .select()
      .from(sysOperLog)
      .where(and(eq(sysOperLog.operUrl, '/prod-api/system/shop'), like(sysOperLog.operParam, `%${marker}%`)));
    if (!row) throw new Error('not written yet');
    return row;
  });
}

describe('operation log parameters', () => {
  it('logs a body nested 10,000 levels deep, cut to a bounded text', async () => {
    const depth = 10_000;
    const payload = `{"remark":"Deep shop","platform":"amazon","nest":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/shop',
      payload,
      headers: { 'content-type': 'application/json', authorization: seller },
    });
    expect(res.json()).toEqual({ code: 500, msg: formatMessage('zh-CN', 'shop.nameRequired') });
    const row = await logOf('Deep shop');
    expect(row.operParam.length).toBeLessThanOrEqual(OPER_PARAM_MAX);
    expect(row.operParam).toContain('"nest":{"a":{"a":');
    expect(row.operParam).toContain('…');
    expect(row.status).toBe(1);
  });

  it('logs a wide body cut to the limit', async () => {
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'x'.repeat(20)]));
    const res = await ctx.call({ method: 'POST', url: '/prod-api/system/shop', payload: { remark: 'Wide shop', platform: 'amazon', ...wide }, token: seller });
    expect(res.code).toBe(500);
    const row = await logOf('Wide shop');
    expect(row.operParam.length).toBeLessThanOrEqual(OPER_PARAM_MAX);
    expect(row.operParam.endsWith('…')).toBe(true);
  });

  it('still masks secrets of an ordinary body, however deep they sit', async () => {
    const nested = { a: { b: { c: { d: { e: { f: { g: { password: 'deep-secret-1' } } } } } } } };
    const res = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/shop',
      payload: { remark: 'Masked shop', platform: 'amazon', pwd: 'top-secret-2', nested },
      token: seller,
    });
    expect(res.code).toBe(500);
    const row = await logOf('Masked shop');
    expect(row.operParam).not.toContain('deep-secret-1');
    expect(row.operParam).not.toContain('top-secret-2');
    expect(JSON.parse(row.operParam)).toMatchObject({ remark: 'Masked shop', platform: 'amazon', pwd: '******' });
  });
});

describe('operation log rows', () => {
  it('writes every column of a refused and of a carried-out request, a burst of them in batches', async () => {
    const started = Date.now();
    // A burst: the first row goes at once, the others wait for it and go together (one batch statement).
    const answers = await Promise.all(
      ['Row refused', 'Row burst 1', 'Row burst 2', 'Row burst 3'].map((remark) =>
        ctx.call({ method: 'POST', url: '/prod-api/system/shop', payload: { remark, platform: 'amazon' }, token: seller }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([500, 500, 500, 500]);
    const refused = await logOf('Row refused');
    expect({ ...refused, operId: 0, operTime: null, costTime: 0 }).toEqual({
      operId: 0,
      title: refused.title,
      businessType: 1,
      method: 'POST /prod-api/system/shop',
      requestMethod: 'POST',
      operatorType: 1,
      operName: 'seller',
      deptName: refused.deptName,
      operUrl: '/prod-api/system/shop',
      operIp: '127.0.0.1',
      operLocation: '',
      operParam: JSON.stringify({ remark: 'Row refused', platform: 'amazon' }),
      jsonResult: '',
      status: 1,
      errorMsg: formatMessage('zh-CN', 'shop.nameRequired'),
      operTime: null,
      costTime: 0,
    });
    expect(refused.title.length).toBeGreaterThan(0);
    expect(refused.costTime).toBeGreaterThanOrEqual(0);
    expect(Math.abs((refused.operTime?.getTime() ?? 0) - started)).toBeLessThan(60_000);
    for (const n of [1, 2, 3]) expect((await logOf(`Row burst ${n}`)).errorMsg).toBe(formatMessage('zh-CN', 'shop.nameRequired'));

    const saved = await ctx.call<{ code: number }>({
      method: 'POST',
      url: '/prod-api/system/shop',
      payload: { shopName: 'Logged shop', remark: 'Row saved', platform: 'amazon', regionId: 1 },
      token: seller,
    });
    expect(saved.code).toBe(200);
    const row = await logOf('Logged shop');
    expect({ status: row.status, errorMsg: row.errorMsg, result: JSON.parse(row.jsonResult).code }).toEqual({ status: 0, errorMsg: '', result: 200 });
  });
});
