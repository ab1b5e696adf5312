import { randomUUID } from 'node:crypto';
import { allEndpoints } from '@ceping/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { MemoryStore } from '../../src/core/store.ts';
import { bizFund, sysIdempotency } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';
import { U, balance, ledgerSum, simpleTask } from './task-fixtures.ts';

/** Money requests carrying an `Idempotency-Key` run once per user and key (issue 8, finding 10). */
let ctx: TestContext;
let seller: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [seller, admin] = await Promise.all([ctx.login('seller'), ctx.login('admin')]);
  await verifySecondPassword(ctx, admin);
});
afterAll(() => ctx.close());

const ledgerRows = async (userId: number) => (await ctx.db.select({ n: count() }).from(bizFund).where(eq(bizFund.userId, userId)))[0].n;

function send(app: FastifyInstance, opts: { method: 'POST' | 'PUT'; url: string; token: string; key?: string; payload?: unknown; lang?: string }) {
  return app.inject({
    method: opts.method,
    url: opts.url,
    payload: opts.payload as object,
    headers: { authorization: opts.token, ...(opts.key ? { 'idempotency-key': opts.key } : {}), ...(opts.lang ? { 'content-language': opts.lang } : {}) },
  });
}
const publish = (key: string | undefined, patch: Record<string, unknown> = {}, token = seller, app = ctx.app) =>
  send(app, { method: 'POST', url: '/prod-api/system/task', token, key, payload: simpleTask(patch) });

describe('Idempotency-Key on money routes', () => {
  it('the same key twice charges once and answers the first answer again', async () => {
    const rowsBefore = await ledgerRows(U.seller);
    const key = randomUUID();
    const first = await publish(key);
    const second = await publish(key);
    expect(first.json().code).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await ledgerRows(U.seller)).toBe(rowsBefore + 1);
    expect(await balance(ctx, U.seller)).toBe(await ledgerSum(ctx, U.seller));
  });

  it('ten concurrent requests with one key charge once', async () => {
    const rowsBefore = await ledgerRows(U.seller);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => publish(key)));
    expect(await ledgerRows(U.seller)).toBe(rowsBefore + 1);
    const ok = answers.filter((a) => a.json().code === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // Every other answer is the first one again, or (had it waited too long) "still in progress".
    for (const a of answers) expect([ok[0].body, JSON.stringify({ code: 500, msg: '该请求正在处理中，请稍后刷新查看结果' })]).toContain(a.body);
    const [rec] = await ctx.db
      .select()
      .from(sysIdempotency)
      .where(and(eq(sysIdempotency.userId, U.seller), eq(sysIdempotency.idemKey, key)));
    expect(rec).toMatchObject({ status: 'done', method: 'POST', path: '/prod-api/system/task', response: ok[0].body });
  });

  it('the same key with another body is refused in the caller language, and charges nothing', async () => {
    const key = randomUUID();
    expect((await publish(key)).json().code).toBe(200);
    const rowsBefore = await ledgerRows(U.seller);
    expect((await publish(key, { taskQuantity: 3 })).json()).toEqual({ code: 500, msg: '该幂等键已用于另一个请求，请重新提交' });
    const en = await send(ctx.app, {
      method: 'POST',
      url: '/prod-api/system/task',
      token: seller,
      key,
      payload: simpleTask({ taskQuantity: 3 }),
      lang: 'en-US',
    });
    expect(en.json().msg).toBe('This idempotency key was already used for a different request; please submit again');
    expect(await ledgerRows(U.seller)).toBe(rowsBefore);
  });

  it('different keys, or no key, charge each time', async () => {
    const rowsBefore = await ledgerRows(U.seller);
    expect((await publish(randomUUID())).json().code).toBe(200);
    expect((await publish(randomUUID())).json().code).toBe(200);
    expect((await publish(undefined)).json().code).toBe(200);
    expect(await ledgerRows(U.seller)).toBe(rowsBefore + 3);
  });

  it('keys belong to their user: another seller with the same key gets its own charge', async () => {
    const key = randomUUID();
    const other = await ctx.login('seller2');
    const before = await ledgerRows(U.seller2);
    const mine = await publish(key);
    expect(mine.json().code).toBe(200);
    const res = await publish(key, {}, other);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(res.json().code).toBe(200);
    expect(res.body).not.toBe(mine.body);
    expect(await ledgerRows(U.seller2)).toBe(before + 1);
  });

  it('a request that fails charges nothing and releases its key', async () => {
    const key = randomUUID();
    const refused = await publish(key, { expectedTotal: '0.01' });
    expect(refused.json().code).toBe(500);
    expect(await ctx.db.select().from(sysIdempotency).where(eq(sysIdempotency.idemKey, key))).toEqual([]);
    expect((await publish(key)).json().code).toBe(200);
  });

  it('refuses a malformed key', async () => {
    const res = await publish('has space');
    expect(res.json()).toEqual({ code: 500, msg: '请求的幂等键（Idempotency-Key）格式不正确' });
  });

  it('covers edits, refunds and balance adjustments too', async () => {
    const created = (await publish(randomUUID())).json() as { data: { taskId: number } };
    const taskId = created.data.taskId;
    const rowsBefore = await ledgerRows(U.seller);
    const cancelKey = randomUUID();
    const cancel = () => send(ctx.app, { method: 'PUT', url: `/prod-api/system/task/${taskId}/cancel`, token: seller, key: cancelKey });
    const c1 = await cancel();
    expect(c1.json().code).toBe(200);
    expect((await cancel()).body).toBe(c1.body);
    expect(await ledgerRows(U.seller)).toBe(rowsBefore + 1);

    const adjustKey = randomUUID();
    const adjust = () =>
      send(ctx.app, {
        method: 'PUT',
        url: '/prod-api/system/customer/adjust',
        token: admin,
        key: adjustKey,
        payload: { userId: U.seller2, amount: '12.34', remark: 'once' },
      });
    const before = await ledgerRows(U.seller2);
    const a1 = await adjust();
    expect(a1.json().code).toBe(200);
    expect((await adjust()).body).toBe(a1.body);
    expect(await ledgerRows(U.seller2)).toBe(before + 1);
  });

  it('declares every ledger-moving route idempotent', () => {
    expect(ctx.app.idempotentRoutes).toEqual(
      expect.arrayContaining([
        'POST /prod-api/system/task',
        'PUT /prod-api/system/task',
        'PUT /prod-api/system/task/:id/resubmit',
        'PUT /prod-api/system/task/:id/reject',
        'PUT /prod-api/system/task/:id/cancel',
        'PUT /prod-api/system/task/:id/end',
        'PUT /prod-api/system/customer/adjust',
        'POST /prod-api/system/orders',
        'PUT /prod-api/system/orders/complete',
        'PUT /prod-api/system/orders/:id/cancel',
        'PUT /prod-api/system/orders/:id/resolve',
        'PUT /prod-api/system/orders/:id/settle',
      ]),
    );
  });

  it('describes every such route as moving money, so clients read balances again after it', () => {
    const money = new Set(allEndpoints.filter((e) => e.money).map((e) => `${e.method} /prod-api${e.path}`));
    expect(ctx.app.idempotentRoutes.length).toBeGreaterThan(10);
    expect(ctx.app.idempotentRoutes.filter((r) => !money.has(r))).toEqual([]);
  });
});

describe('after a restart', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A new instance on the same database, with a store of its own (its sessions start empty).
    second = await buildApp({ ...ctx.app.deps, store: new MemoryStore() });
    await second.ready();
  });
  afterAll(() => second.close());

  it('a key used before answers the first answer again and charges nothing', async () => {
    const key = randomUUID();
    const first = await publish(key);
    expect(first.json().code).toBe(200);
    const rowsBefore = await ledgerRows(U.seller);
    const login = await second.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'seller', password: 'admin123' } });
    const token = `Bearer ${login.json().token}`;
    const again = await publish(key, {}, token, second);
    expect(again.body).toBe(first.body);
    expect(await ledgerRows(U.seller)).toBe(rowsBefore);
  });

  it('a claim left running by a dead request (no money committed) is taken over and charged once', async () => {
    const done = randomUUID();
    expect((await publish(done)).json().code).toBe(200);
    const [rec] = await ctx.db.select().from(sysIdempotency).where(eq(sysIdempotency.idemKey, done));
    // The same request under another key, claimed two minutes ago by a process that then died.
    const orphan = randomUUID();
    await ctx.db.insert(sysIdempotency).values({
      ...rec,
      id: undefined,
      idemKey: orphan,
      status: 'running',
      response: null,
      claimToken: randomUUID(),
      claimTime: sql`now() - interval '2 minutes'`,
    });
    const rowsBefore = await ledgerRows(U.seller);
    const res = await publish(orphan);
    expect(res.json().code).toBe(200);
    expect((await publish(orphan)).body).toBe(res.body);
    expect(await ledgerRows(U.seller)).toBe(rowsBefore + 1);
  });

  it('money committed without a stored answer (the server stopped in between) is never charged again', async () => {
    const key = randomUUID();
    expect((await publish(key)).json().code).toBe(200);
    await ctx.db
      .update(sysIdempotency)
      .set({ status: 'committed', response: null, claimTime: sql`now() - interval '2 minutes'` })
      .where(eq(sysIdempotency.idemKey, key));
    const rowsBefore = await ledgerRows(U.seller);
    expect((await publish(key)).json()).toEqual({ code: 500, msg: '该请求已处理完成，请刷新查看结果' });
    expect(await ledgerRows(U.seller)).toBe(rowsBefore);
  });
});
