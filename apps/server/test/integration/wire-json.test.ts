import { Perm, fundEndpoints, logininforEndpoints, operlogEndpoints, ordersEndpoints, taskEndpoints, userEndpoints } from '@ceping/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileEncoder } from '../../src/core/serializer.ts';
import type { LoginUser } from '../../src/core/session.ts';
import { bizFund, bizOrder, bizTask, sysLogininfor, sysOperLog, sysUser } from '../../src/db/schema/index.ts';
import { exportFunds } from '../../src/modules/finance/fund/service.ts';
import { exportLogininfor, exportOperlog } from '../../src/modules/monitor/logs.ts';
import { exportOrders } from '../../src/modules/orders/query.ts';
import type { Actor } from '../../src/modules/tasks/index.ts';
import { exportUsers } from '../../src/modules/system/user/repo.ts';
import { getTask } from '../../src/modules/tasks/task/query.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { type Tokens, U, comment, complete, openTask, placed, setBalance, shipped, simpleTask, tokens } from './orders-fixtures.ts';

/**
 * The list rows PostgreSQL writes as JSON (`db/wire-json.ts`) against the text the response encoder
 * writes for the same rows read as objects (the export's path: drizzle rows, `toRow`, the compiled
 * encoder): byte for byte, for every demo order, as staff and as a seller with a sub-account, with
 * strings that need escaping, times with milliseconds and empty fields.
 */
let ctx: TestContext;
let t: Tokens;
beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  for (const u of [U.seller, U.subseller, U.seller2]) await setBalance(ctx, u, '5000');
  const own = (await openTask(ctx, t, { quantity: 3 })).taskId;
  const sub = (await openTask(ctx, t, { owner: t.subseller, quantity: 2 })).taskId;
  const other = (await openTask(ctx, t, { owner: t.seller2, body: simpleTask({ regionId: 5, taskQuantity: 2, productTitle: 'Walmart lamp' }) })).taskId;
  // The orders copy their task's product, fixed once the task has orders: set before the first one.
  await ctx.db
    .update(bizTask)
    .set({ productTitle: 'Quote " backslash \\ slash / tab \t newline \n return \r bell \u0007 nul-free 中文 😀 \u2028 end', sku: '' })
    .where(eq(bizTask.taskId, own));
  const done = await shipped(ctx, t, own, { orderNo: 'WJ-1', actuallyPay: '9.50' });
  await comment(ctx, t.staff, { id: done, evaluateType: '1', evaluateContent: 'Bright\nand "clear"', evaluatePic: '/profile/a.png,https://x/b.png' });
  await complete(ctx, t.staff, { id: done });
  await placed(ctx, t, own, { orderNo: 'WJ-2' });
  await shipped(ctx, t, sub, { orderNo: 'WJ-SUB' });
  await placed(ctx, t, other, { orderNo: 'WJ-OTHER' });
  const [first, second] = await ctx.db.select({ id: bizOrder.orderId }).from(bizOrder).orderBy(bizOrder.orderId).limit(2);
  await ctx.db
    .update(bizOrder)
    .set({
      merchantRemark: "<b>&amp;</b> 'single' \u001f",
      acceptTime: sql`'2026-01-02 03:04:05.678+00'::timestamptz`,
      shipTime: sql`'2025-12-31 16:00:00.999999+00'::timestamptz`,
      completeTime: null,
      actuallyPay: null,
    })
    .where(eq(bizOrder.orderId, first.id));
  await ctx.db
    .update(bizOrder)
    .set({ createTime: sql`'1999-02-28 23:59:59.5+00'::timestamptz`, settleDiff: '-0.01', actuallyPay: '0.00' })
    .where(eq(bizOrder.orderId, second.id));
});
afterAll(() => ctx.close());

const encode = compileEncoder(ordersEndpoints.list.response).encode;
const encodeTasks = compileEncoder(taskEndpoints.list.response).encode;
const admin: Actor = { userId: 1, userName: 'admin', admin: true, staff: true };
const sellerActor = (): Actor => ({ userId: U.seller, userName: 'seller', admin: false, staff: false });

async function compare(token: string, actor: Actor) {
  const expected = await exportOrders(ctx.db, actor, {});
  expect(expected.length).toBeGreaterThanOrEqual(3);
  for (const pageSize of [1, 7, 100]) {
    const res = await ctx.app.inject({ method: 'GET', url: `/prod-api/system/orders/list?pageNum=1&pageSize=${pageSize}`, headers: { authorization: token } });
    const body = res.json<{ total: number; estimated: boolean }>();
    const text = encode({ code: 200, msg: '查询成功', rows: expected.slice(0, pageSize), total: body.total, estimated: body.estimated });
    expect(res.body).toBe(text);
  }
}

describe('orders written as JSON by the database', () => {
  it('are the encoder’s text of the same rows, for staff', async () => {
    await compare(t.admin, admin);
  });

  it('are the encoder’s text of the same rows, for a seller reading its sub-account’s orders too', async () => {
    const seller = sellerActor();
    const rows = await exportOrders(ctx.db, seller, {});
    expect(rows.some((r) => r.readOnly)).toBe(true);
    await compare(t.seller, seller);
  });

  it('keep the escapes and times of the edited rows', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/orders/list?pageSize=100&isAsc=asc', headers: { authorization: t.admin } });
    expect(res.body).toContain('"productTitle":"Quote \\" backslash \\\\ slash / tab \\t newline \\n return \\r bell \\u0007 nul-free 中文 😀 \u2028 end"');
    expect(res.body).toContain('"acceptTime":"2026-01-02 11:04:05"');
    expect(res.body).toContain('"shipTime":"2026-01-01 00:00:00"');
    expect(res.body).toContain('"createTime":"1999-03-01 07:59:59"');
  });
});

describe('tasks written as JSON by the database', () => {
  /** The list page against the encoder's text of each listed task as the detail reads it (the list row's fields of it). */
  async function compareTasks(token: string, actor: Actor) {
    await ctx.db.execute(sql`update biz_task set service_remark = 'internal "note"' where task_id in (select task_id from biz_task order by task_id limit 2)`);
    // A task's product changes only before its first order (the first task's title already needs escapes).
    await ctx.db.execute(
      sql`update biz_task t set product_title = 'Lamp \\ 台灯 \n' where task_id in (select task_id from biz_task t order by task_id desc limit 2)
        and not exists (select 1 from biz_order o where o.task_id = t.task_id)`,
    );
    for (const pageSize of [1, 5, 100]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/prod-api/system/task/list?pageNum=1&pageSize=${pageSize}`, headers: { authorization: token } });
      const body = res.json<{ rows: { taskId: number }[]; total: number; estimated: boolean }>();
      expect(body.rows.length).toBeGreaterThan(0);
      const expected = await Promise.all(body.rows.map((r) => getTask(ctx.db, actor, r.taskId)));
      expect(res.body).toBe(encodeTasks({ code: 200, msg: '查询成功', rows: expected, total: body.total, estimated: body.estimated }));
    }
  }

  it('are the encoder’s text of the same rows, for staff (with the service remark)', async () => {
    await compareTasks(t.admin, admin);
  });

  it('are the encoder’s text of the same rows, for a seller (no service remark; its sub-account’s tasks read only)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/task/list?pageSize=100', headers: { authorization: t.seller } });
    const rows = res.json<{ rows: { readOnly: boolean; serviceRemark: string }[] }>().rows;
    expect(rows.some((r) => r.readOnly)).toBe(true);
    expect(rows.every((r) => r.serviceRemark === '')).toBe(true);
    await compareTasks(t.seller, sellerActor());
  });
});

describe('users written as JSON by the database', () => {
  const encodeUsers = compileEncoder(userEndpoints.list.response).encode;

  it('are the encoder’s text of the same rows (dept or none, escapes, times, money), in every order and page', async () => {
    const [a, b] = await ctx.db.select({ id: sysUser.userId }).from(sysUser).where(sql`user_id > 1`).orderBy(sysUser.userId).limit(2);
    await ctx.db
      .update(sysUser)
      .set({ nickName: 'Tab\t "quote" \\ 中文 \u2028', remark: null, deptId: null, loginDate: sql`'2026-01-02 03:04:05.678+00'::timestamptz` })
      .where(eq(sysUser.userId, a.id));
    await ctx.db.update(sysUser).set({ email: '', money: '-12.30', loginIp: '::1' }).where(eq(sysUser.userId, b.id));
    const caller = { userId: 1, userName: 'admin', roles: ['admin'], permissions: ['*:*:*'] } as unknown as LoginUser;
    for (const query of ['', 'orderByColumn=nickName&isAsc=desc', 'orderByColumn=loginDate&isAsc=asc', 'status=0']) {
      const all = await exportUsers(ctx.db, caller, Perm.user.list, Object.fromEntries(new URLSearchParams(query)));
      expect(all.some((u) => u.dept === null)).toBe(true);
      for (const [pageNum, pageSize] of [
        [1, 3],
        [2, 3],
        [1, 100],
      ]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/prod-api/system/user/list?pageNum=${pageNum}&pageSize=${pageSize}${query ? `&${query}` : ''}`,
          headers: { authorization: t.admin },
        });
        const body = res.json<{ total: number; estimated: boolean }>();
        expect(body.total).toBe(all.length);
        const rows = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        expect(res.body).toBe(encodeUsers({ code: 200, msg: '查询成功', rows, total: body.total, estimated: body.estimated }));
      }
    }
  });
});

describe('the logs written as JSON by the database', () => {
  it('are the encoder’s text of the export’s rows (secrets masked, escapes, times, no time), in every order and page', async () => {
    const odd = 'Quote " backslash \\ tab \t 中文 😀 \u2028 end';
    await ctx.db.insert(sysOperLog).values([
      { title: odd, operName: 'wire', operParam: '{"password":"p\\"w","note":"keep \\"password\\""}', jsonResult: '{"code":200,"token":"t"}', costTime: 7 },
      { title: 'two', operName: 'wire', operTime: sql`'2026-01-02 03:04:05.678+00'::timestamptz`, status: 1, errorMsg: 'boom\n' },
      { title: 'three', operName: 'wire', operTime: null },
    ]);
    await ctx.db.insert(sysLogininfor).values([
      { userName: 'wire', msg: odd, loginTime: sql`'1999-02-28 23:59:59.5+00'::timestamptz` },
      { userName: 'wire', status: '1', loginTime: null },
    ]);
    const encodeOper = compileEncoder(operlogEndpoints.list.response).encode;
    const encodeLogin = compileEncoder(logininforEndpoints.list.response).encode;
    const orders: { orderByColumn?: string; isAsc?: 'asc' | 'desc' }[] = [
      {},
      { orderByColumn: 'operTime', isAsc: 'asc' },
      { orderByColumn: 'costTime', isAsc: 'desc' },
    ];
    for (const order of orders) {
      const all = await exportOperlog(ctx.db, { pageNum: 1, pageSize: 10, operName: 'wire', ...order });
      expect(all).toHaveLength(3);
      for (const [pageNum, pageSize] of [
        [1, 2],
        [2, 2],
        [1, 10],
      ]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/prod-api/monitor/operlog/list',
          query: { operName: 'wire', ...order, pageNum: String(pageNum), pageSize: String(pageSize) },
          headers: { authorization: t.admin },
        });
        const body = res.json<{ total: number; estimated: boolean }>();
        expect(body.total).toBe(3);
        expect(res.body).toBe(
          encodeOper({ code: 200, msg: '查询成功', rows: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: 3, estimated: false }),
        );
      }
    }
    expect(JSON.stringify(await exportOperlog(ctx.db, { pageNum: 1, pageSize: 10, operName: 'wire' }))).not.toContain('p\\"w');
    const logins = await exportLogininfor(ctx.db, { pageNum: 1, pageSize: 10, userName: 'wire' });
    expect(logins).toHaveLength(2);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/monitor/logininfor/list',
      query: { userName: 'wire' },
      headers: { authorization: t.admin },
    });
    expect(res.body).toBe(encodeLogin({ code: 200, msg: '查询成功', rows: logins, total: 2, estimated: false }));
  });
});

describe('the ledger written as JSON by the database', () => {
  it('is the encoder’s text of the export’s rows, in both languages, for staff and a seller', async () => {
    // A typed remark (no English one), an English one, an empty English one, escapes and milliseconds.
    const [last] = await ctx.db.select().from(bizFund).where(eq(bizFund.userId, U.seller2)).orderBy(sql`${bizFund.fundId} desc`).limit(1);
    const at = last?.balanceAfter ?? '0.00';
    await ctx.db.insert(bizFund).values([
      {
        userId: U.seller2,
        type: 10,
        amount: '1.50',
        balanceBefore: at,
        balanceAfter: sql`${at}::numeric + 1.50`,
        operator: 'admin',
        remark: '调账 "引号" \\ 中文',
        refNo: 'WJ-F1',
      },
      {
        userId: U.seller2,
        type: 10,
        amount: '-1.50',
        balanceBefore: sql`${at}::numeric + 1.50`,
        balanceAfter: at,
        operator: 'admin',
        remark: '系统调账',
        remarkEn: 'System adjustment\t',
        refNo: 'WJ-F2',
        createTime: sql`'2026-01-02 03:04:05.678+00'::timestamptz`,
      },
      { userId: U.seller2, type: 10, amount: '0.01', balanceBefore: at, balanceAfter: sql`${at}::numeric + 0.01`, remark: '零', remarkEn: '', refNo: 'WJ-F3' },
      { userId: U.seller2, type: 10, amount: '-0.01', balanceBefore: sql`${at}::numeric + 0.01`, balanceAfter: at, remark: '零回', refNo: 'WJ-F4' },
    ]);
    const encodeFunds = compileEncoder(fundEndpoints.list.response).encode;
    for (const lang of ['zh-CN', 'en-US'] as const) {
      for (const [token, owner] of [
        [t.admin, undefined],
        [t.seller2, U.seller2],
      ] as const) {
        const all = await exportFunds(ctx.db, {}, owner, lang);
        for (const pageSize of [3, 100]) {
          const res = await ctx.app.inject({
            method: 'GET',
            url: `/prod-api/system/fund/list?pageNum=1&pageSize=${pageSize}`,
            headers: { authorization: token, 'content-language': lang },
          });
          const body = res.json<{ total: number; estimated: boolean }>();
          expect(body.total).toBe(all.length);
          expect(res.body).toBe(
            encodeFunds({
              code: 200,
              msg: body.total >= 0 ? res.json<{ msg: string }>().msg : '',
              rows: all.slice(0, pageSize),
              total: all.length,
              estimated: false,
            }),
          );
        }
      }
    }
  });
});
