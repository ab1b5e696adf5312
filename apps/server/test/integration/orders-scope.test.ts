import {
  ANY_USER,
  DATE_TIME_PATTERN,
  type OrderDetail,
  type OrderRow,
  type OrdersCharts3,
  type OrdersChartsIndex,
  PUBLIC,
  type StaffRow,
} from '@ceping/contract';
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizOrder, sysMenu, sysUser, sysUserRole } from '../../src/db/schema/index.ts';
import { countOrders } from '../../src/modules/orders/query.ts';
import { probeNewest } from '../../src/modules/orders/pages.ts';
import { ORDER_MENU } from '../../src/seed/menus-orders.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import {
  type Tokens,
  U,
  comment,
  complete,
  detail,
  edit,
  move,
  openTask,
  placed,
  setBalance,
  shipped,
  simpleTask,
  tokenFor,
  tokens,
} from './orders-fixtures.ts';

let ctx: TestContext;
let t: Tokens;
/** Orders: two of seller (one completed and reviewed), one of its sub-account, one of seller2. */
const o = { seller1: 0, seller2nd: 0, sub: 0, other: 0 };
const task = { seller: 0, sub: 0, other: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  await setBalance(ctx, U.seller, '5000');
  await setBalance(ctx, U.subseller, '5000');
  await setBalance(ctx, U.seller2, '5000');
  task.seller = (await openTask(ctx, t, { quantity: 3 })).taskId;
  task.sub = (await openTask(ctx, t, { owner: t.subseller, quantity: 2 })).taskId;
  task.other = (await openTask(ctx, t, { owner: t.seller2, body: simpleTask({ regionId: 5, taskQuantity: 2, productTitle: 'Walmart lamp' }) })).taskId;
  o.seller1 = await shipped(ctx, t, task.seller, { orderNo: 'SC-1', actuallyPay: '9.50' });
  await comment(ctx, t.staff, { id: o.seller1, evaluateType: '1', evaluateContent: 'Bright' });
  await complete(ctx, t.staff, { id: o.seller1 });
  o.seller2nd = await placed(ctx, t, task.seller, { orderNo: 'SC-2' });
  o.sub = await placed(ctx, t, task.sub, { orderNo: 'SC-SUB' });
  o.other = await placed(ctx, t, task.other, { orderNo: 'SC-OTHER' });
});
afterAll(() => ctx.close());

type List = { code: number; msg: string; rows: OrderRow[]; total: number; estimated: boolean };
const list = (token: string, query: Record<string, string> = {}) => ctx.call<List>({ method: 'GET', url: '/prod-api/system/orders/list', query, token });
const ids = (l: List) => l.rows.map((r) => r.id).filter((id) => Object.values(o).includes(id));

describe('scope: sellers read their own and their sub-accounts’ orders, staff and admin all', () => {
  it('lists by scope; a client filter narrows, never widens', async () => {
    for (const token of [t.admin, t.staff]) expect(ids(await list(token)).sort()).toEqual(Object.values(o).sort());
    const mine = await list(t.seller);
    expect(ids(mine).sort()).toEqual([o.seller1, o.seller2nd, o.sub].sort());
    expect(mine.total).toBe(3);
    expect(mine.rows.find((r) => r.id === o.sub)?.readOnly).toBe(true);
    expect(mine.rows.find((r) => r.id === o.seller1)?.readOnly).toBe(false);
    expect(ids(await list(t.subseller))).toEqual([o.sub]);
    expect(ids(await list(t.seller2))).toEqual([o.other]);
    expect((await list(t.seller, { userId: String(U.seller2) })).total).toBe(0);
    expect(ids(await list(t.seller, { userId: String(U.subseller) }))).toEqual([o.sub]);
  });

  it('counts exactly up to the limit, and answers the planner estimate above it (one EXPLAIN, no scan)', async () => {
    expect((await list(t.admin)).estimated).toBe(false);
    await ctx.db.execute(sql`analyze biz_order`);
    const exact = await countOrders(ctx.db, eq(bizOrder.delFlag, '0'));
    expect(exact).toEqual({ total: expect.any(Number), estimated: false });
    const estimate = await countOrders(ctx.db, eq(bizOrder.delFlag, '0'), 0);
    expect(estimate.estimated).toBe(true);
    expect(estimate.total).toBeGreaterThan(0);
    // The next page of the same list reuses an estimate above the limit for a few seconds: no statement.
    const execute = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      expect(await countOrders(ctx.db, eq(bizOrder.delFlag, '0'), 0)).toEqual(estimate);
      expect(execute).not.toHaveBeenCalled();
      // Below the limit the (capped) count runs every time, so a small list stays exact.
      expect((await countOrders(ctx.db, eq(bizOrder.delFlag, '0'))).estimated).toBe(false);
      expect(execute).toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });

  it('pages a keyword from the newest orders when they hold the page, else leaves it to the trigram index', async () => {
    const live = eq(bizOrder.delFlag, '0');
    const { total } = await countOrders(ctx.db, live);
    const [{ newest }] = await ctx.db
      .select({ newest: sql<number>`max(${bizOrder.orderId})::int` })
      .from(bizOrder)
      .where(live);
    // A window wider than the table: the probe's count is exact.
    expect(await probeNewest(ctx.db, live, 1, 0)).toEqual({ ids: [newest], total, estimated: false });
    // A later page of the window: the ids after the offset, newest first.
    const twoAfterNewest = await ctx.db.select({ id: bizOrder.orderId }).from(bizOrder).where(live).orderBy(desc(bizOrder.orderId)).limit(2).offset(1);
    expect(await probeNewest(ctx.db, live, 2, 1)).toEqual({ ids: twoAfterNewest.map((r) => r.id), total, estimated: false });
    // A page past the last match: no ids, still the exact total.
    expect(await probeNewest(ctx.db, live, 2, total)).toEqual({ ids: [], total, estimated: false });
    await ctx.db.execute(sql`analyze biz_order`);
    const rowsNow = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(bizOrder))[0].n;
    // Two newest rows, both matching, one asked for: the total is the window's share of the table.
    expect(await probeNewest(ctx.db, sql`true`, 1, 0, 2, 0)).toEqual({ ids: [expect.any(Number)], total: rowsNow, estimated: true });
    // Below the exact-count limit, or a page past the window: no answer, the index plan runs.
    expect(await probeNewest(ctx.db, sql`true`, 1, 0, 2)).toBeUndefined();
    expect(await probeNewest(ctx.db, sql`true`, 5, 0, 2, 0)).toBeUndefined();
    expect(await probeNewest(ctx.db, sql`false`, 1, 0, 2, 0)).toBeUndefined();
    // The walk stops at its bound of matches: with one asked for and the newest two matching, it reads
    // one row, all matching, so the share is the whole table (a walk of the window would have counted 2).
    const newest2 = await ctx.db.select({ id: bizOrder.orderId }).from(bizOrder).orderBy(desc(bizOrder.orderId)).limit(2);
    expect(await probeNewest(ctx.db, sql`${bizOrder.orderId} >= ${newest2[1].id}`, 1, 0, 1000, 0, 1)).toEqual({
      ids: [newest2[0].id],
      total: rowsNow,
      estimated: true,
    });
    // Without the bound (more matches wanted than the table has): the table's end, an exact count.
    expect(await probeNewest(ctx.db, sql`${bizOrder.orderId} >= ${newest2[1].id}`, 1, 0, 1000, 0, 3)).toEqual({
      ids: [newest2[0].id],
      total: 2,
      estimated: false,
    });
  });

  it("keeps a keyword's estimated share for a few seconds: the next walks stop at their page", async () => {
    const every = sql`${bizOrder.orderId} > 0`;
    // A window of two rows, both matching, and a bound of two matches: an estimate from the share.
    const first = await probeNewest(ctx.db, every, 1, 0, 2, 0, 2);
    expect(first).toMatchObject({ estimated: true });
    const newest = await ctx.db.select({ id: bizOrder.orderId }).from(bizOrder).orderBy(desc(bizOrder.orderId)).limit(2);
    const statements = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      // The same total for the next page, and a walk bounded by that page (one match past none).
      expect(await probeNewest(ctx.db, every, 1, 1, 2, 0, 2)).toEqual({ ids: [newest[1].id], total: first?.total, estimated: true });
      expect(statements).toHaveBeenCalledTimes(1);
      expect(statements.mock.calls[0][0].params.at(-1)).toBe(2);
      expect(await probeNewest(ctx.db, every, 1, 0, 2, 0, 2)).toEqual({ ids: [newest[0].id], total: first?.total, estimated: true });
      expect(statements.mock.calls[1][0].params.at(-1)).toBe(1);
    } finally {
      statements.mockRestore();
    }
    // Another filter has its own share.
    expect(await probeNewest(ctx.db, sql`${bizOrder.orderId} >= ${newest[1].id}`, 1, 0, 1000, 0, 3)).toEqual({
      ids: [newest[0].id],
      total: 2,
      estimated: false,
    });
  });

  it('answers complete rows with wire dates and money', async () => {
    const row = (await list(t.seller, { orderNo: 'SC-1' })).rows[0];
    expect(row).toMatchObject({
      id: o.seller1,
      orderNo: 'SC-1',
      userName: 'seller',
      staffName: '客服小张',
      orderStatus: '2',
      evaluateStatus: '1',
      settleStatus: 'settled',
      settleDiff: '3.60',
      actuallyPay: '9.50',
      actualPrincipal: '68.40',
      totalPrice: '92.00',
      regionNameEn: 'United States',
    });
    for (const k of ['acceptTime', 'shipTime', 'completeTime', 'createTime', 'taskTime', 'evaluateTime', 'settleTime'] as const)
      expect(row[k]).toMatch(DATE_TIME_PATTERN);
    expect(row.cancelTime).toBeNull();
  });

  it('shows the detail in scope only; a parent sees its sub-account’s order without the money rows', async () => {
    expect((await detail(ctx, t.seller2, o.seller1)).msg).toBe('请求的资源不存在');
    const own = await detail(ctx, t.seller, o.seller1);
    expect(own.data.funds).toMatchObject([{ type: 7, amount: '3.60', refType: 'order' }]);
    expect(own.data).toMatchObject({ unitPriceStr: expect.any(String), enterMethod: '3', matchProducts: [] });
    const sub = await detail(ctx, t.seller, o.sub);
    expect(sub.data).toMatchObject({ readOnly: true, funds: [] });
    const byNo = await ctx.call<{ data: OrderDetail }>({
      method: 'GET',
      url: '/prod-api/system/orders/getOneBy',
      query: { orderNo: 'SC-SUB' },
      token: t.subseller,
    });
    expect(byNo.data.id).toBe(o.sub);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/orders/getOneBy', query: { orderNo: 'SC-SUB' }, token: t.seller2 })).msg).toBe(
      '请求的资源不存在',
    );
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/orders/getOneBy', query: {}, token: t.admin })).msg).toBe('请输入订单号');
  });

  it('answers the history of an order or a task in scope only, in the caller language', async () => {
    type H = { code: number; data: { action: string; remark: string; toStatus: string | null; createTime: string }[] };
    const h = await ctx.call<H>({
      method: 'GET',
      url: '/prod-api/system/orders/history',
      query: { orderId: String(o.seller1) },
      token: t.seller,
      headers: { 'content-language': 'en-US' },
    });
    expect(h.data.map((e) => e.action)).toEqual(['create', 'ship', 'comment', 'complete', 'settle']);
    expect(h.data.map((e) => e.remark)).toContain('Settlement refund ¥3.60');
    expect(h.data[0].createTime).toMatch(DATE_TIME_PATTERN);
    const byTask = await ctx.call<H>({ method: 'GET', url: '/prod-api/system/orders/history', query: { taskId: String(task.seller) }, token: t.seller });
    expect(byTask.data.filter((e) => e.action === 'create')).toHaveLength(2);
    expect(
      (await ctx.call<H>({ method: 'GET', url: '/prod-api/system/orders/history', query: { taskId: String(task.seller) }, token: t.seller2 })).data,
    ).toEqual([]);
    expect((await ctx.call<H>({ method: 'GET', url: '/prod-api/system/orders/history', query: { orderId: String(o.other) }, token: t.seller })).data).toEqual(
      [],
    );
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/orders/history', query: {}, token: t.admin })).msg).toBe('请指定订单或任务');
  });

  it('exports the same scope as xlsx', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/orders/export',
      headers: { authorization: t.seller, 'content-type': 'application/x-www-form-urlencoded', 'content-language': 'en-US' },
      payload: 'orderNo=&params%5BbeginAcceptTime%5D=2000-01-01',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe('Orders');
    expect(sheet.getRow(1).getCell(2).value).toBe('Platform order no.');
    const numbers = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(2).value);
    expect(numbers.sort()).toEqual(['SC-1', 'SC-2', 'SC-SUB']);
    const first = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2)).find((r) => r.getCell(2).value === 'SC-1');
    expect(first?.getCell(9).value).toBe('Completed');
    expect(first?.getCell(14).value).toBe(3.6);
    expect(first?.getCell(15).value).toBe('Settled');
    const all = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/orders/export', headers: { authorization: t.admin }, payload: {} });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(all.rawPayload as unknown as ExcelJS.Buffer);
    expect(wb2.worksheets[0].rowCount - 1).toBeGreaterThanOrEqual(4);
  });

  it('answers dashboard figures and series of the caller’s scope', async () => {
    const mine = await ctx.call<{ data: OrdersChartsIndex }>({ method: 'GET', url: '/prod-api/system/orders/chartsIndex', token: t.seller });
    expect(mine.data).toMatchObject({
      scope: 'own',
      ordersTotal: 3,
      ordersToday: 3,
      completedToday: 1,
      byStatus: { '0': 2, '1': 0, '2': 1, '3': 0, '4': 0 },
      tasksInProgress: 2,
      balance: expect.stringMatching(/^\d+\.\d{2}$/),
      pending: { toShip: 2, toComplete: 0, toReview: 0, exceptions: 0, awaitingSettlement: 0 },
    });
    // 3 × 92.00 placed today.
    expect(mine.data.amountToday).toBe('276.00');
    const all = await ctx.call<{ data: OrdersChartsIndex }>({ method: 'GET', url: '/prod-api/system/orders/chartsIndex', token: t.staff });
    expect(all.data).toMatchObject({ scope: 'all', balance: null });
    expect(all.data.ordersTotal).toBeGreaterThanOrEqual(4);
    // Every owner's tasks in progress, from the kept per-state counts: as many as a count reads.
    const inProgress = async () => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_task where status = '1' and del_flag = '0'`))[0].n;
    expect(all.data.tasksInProgress).toBe(await inProgress());
    await ctx.db.execute(sql`update biz_task set status = '2' where task_id = (select min(task_id) from biz_task where status = '1' and del_flag = '0')`);
    const after = await ctx.call<{ data: OrdersChartsIndex }>({ method: 'GET', url: '/prod-api/system/orders/chartsIndex', token: t.staff });
    expect(after.data.tasksInProgress).toBe(all.data.tasksInProgress - 1);
    expect(after.data.tasksInProgress).toBe(await inProgress());
    const series = await ctx.call<{ data: OrdersCharts3 }>({ method: 'GET', url: '/prod-api/system/orders/charts3', token: t.seller2 });
    expect(series.data.days).toHaveLength(30);
    expect(series.data.counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(series.data.counts.at(-1)).toBe(1);
    expect(series.data.platforms).toEqual([{ platform: 'walmart', count: 1, amount: expect.stringMatching(/^\d+\.\d{2}$/) }]);
    expect(series.data.statuses).toEqual([{ orderStatus: '0', count: 1 }]);
    const week = await ctx.call<{ data: OrdersCharts3 }>({
      method: 'GET',
      url: '/prod-api/system/orders/charts3',
      query: { beginTime: '2026-01-01', endTime: '2026-01-07' },
      token: t.admin,
    });
    expect(week.data.days).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
  });

  it('totals per day and per task in scope', async () => {
    type T = {
      rows: { key: string; taskId: number | null; orders: number; completed: number; totalPrice: string; settleDiff: string }[];
      total: number;
      totals: { orders: number };
    };
    const byDay = await ctx.call<T>({ method: 'GET', url: '/prod-api/system/orders/total', token: t.seller });
    expect(byDay.total).toBe(1);
    expect(byDay.rows[0]).toMatchObject({ orders: 3, completed: 1, totalPrice: '276.00', settleDiff: '3.60' });
    expect(byDay.rows[0].key).toMatch(/^\d{4}-\d\d-\d\d$/);
    const byTask = await ctx.call<T>({ method: 'GET', url: '/prod-api/system/orders/total', query: { groupBy: 'task' }, token: t.seller });
    expect(byTask.rows.map((r) => [r.taskId, r.orders])).toEqual([
      [task.sub, 1],
      [task.seller, 2],
    ]);
    expect(byTask.totals.orders).toBe(3);
  });

  it('filters by state list, keyword, review state and time; sorts through an allowlist, newest first by default', async () => {
    expect(ids(await list(t.admin, { orderStatus: '0' })).sort()).toEqual([o.seller2nd, o.sub, o.other].sort());
    expect(ids(await list(t.admin, { orderStatus: '2,3' }))).toEqual([o.seller1]);
    expect(ids(await list(t.admin, { keyword: 'walmart' }))).toEqual([o.other]);
    expect(ids(await list(t.admin, { keyword: 'sc-s' }))).toEqual([o.sub]);
    expect(ids(await list(t.admin, { evaluateStatus: '1' }))).toEqual([o.seller1]);
    expect(ids(await list(t.admin, { 'params[beginCompleteTime]': '2000-01-01' }))).toEqual([o.seller1]);
    expect(ids(await list(t.admin, { 'params[endAcceptTime]': '2000-01-01' }))).toEqual([]);
    expect(ids(await list(t.admin, { platform: 'walmart' }))).toEqual([o.other]);
    expect(ids(await list(t.seller, { taskId: String(task.seller) }))).toEqual([o.seller2nd, o.seller1]);
    expect(ids(await list(t.seller, { taskId: String(task.seller), orderByColumn: 'id', isAsc: 'asc' }))).toEqual([o.seller1, o.seller2nd]);
    expect(ids(await list(t.seller, { taskId: String(task.seller), orderByColumn: 'actuallyPay' }))[0]).toBe(o.seller1);
    expect((await list(t.admin, { orderByColumn: 'userName' })).msg).toBe('排序字段不支持：userName');
    await edit(ctx, t.seller, { id: o.seller2nd, merchantRemark: 'Follow up' });
    expect(ids(await list(t.seller, { remarked: '1' }))).toEqual([o.seller2nd]);
  });
});

describe('permissions and menus', () => {
  const perms = async (token: string) => (await ctx.call<{ permissions: string[] }>({ method: 'GET', url: '/prod-api/getInfo', token })).permissions;
  type Router = { path: string; component?: string; hidden?: boolean; children?: Router[] };
  const components = (list: Router[]): string[] => list.flatMap((r) => [...(r.component ? [r.component] : []), ...components(r.children ?? [])]);
  const screens = async (token: string) => components((await ctx.call<{ data: Router[] }>({ method: 'GET', url: '/prod-api/getRouters', token })).data);

  it('seeds a menu row for every permission the order and staff routes check', async () => {
    const seeded = new Set((await ctx.db.select({ perms: sysMenu.perms }).from(sysMenu).where(isNotNull(sysMenu.perms))).map((m) => m.perms));
    const routes = ctx.app.routeTable.filter((r) => /^\/prod-api\/system\/(orders|staff)(\/|$)/.test(r.url));
    expect(routes.length).toBe(23);
    for (const r of routes) {
      if (r.perm === ANY_USER || r.perm === PUBLIC) continue;
      expect(seeded.has(r.perm ?? ''), `${r.method} ${r.url}`).toBe(true);
    }
  });

  it('grants staff the workbench actions but no cancel, resolve, settle or delete; sellers read, export and remark', async () => {
    const staff = await perms(t.staff);
    for (const p of ['list', 'query', 'add', 'edit', 'ship', 'complete', 'comment', 'exception', 'export']) expect(staff).toContain(`system:orders:${p}`);
    for (const p of ['cancel', 'resolve', 'settle', 'remove']) expect(staff).not.toContain(`system:orders:${p}`);
    expect(staff).not.toContain('system:staff:list');
    for (const token of [t.seller, t.subseller]) {
      const seller = await perms(token);
      for (const p of ['list', 'query', 'export', 'edit']) expect(seller).toContain(`system:orders:${p}`);
      for (const p of ['add', 'ship', 'complete', 'comment', 'exception', 'cancel', 'resolve', 'settle', 'remove'])
        expect(seller).not.toContain(`system:orders:${p}`);
    }
  });

  it('shows each role its screens, titles in both languages', async () => {
    const staff = await screens(t.staff);
    for (const c of ['system/orders/order', 'system/orders/service', 'system/evaluate/index', 'system/shopOne/index']) expect(staff).toContain(c);
    expect(staff).not.toContain('system/staff/index');
    expect(staff).not.toContain('system/orders/merchant');
    const seller = await screens(t.seller);
    for (const c of ['system/orders/merchant', 'user/remark-list/index', 'user/total-list/index']) expect(seller).toContain(c);
    expect(seller).not.toContain('system/orders/order');
    expect(await screens(t.admin)).toContain('system/staff/index');
    const [row] = (await ctx.db.select({ name: sysMenu.menuName, en: sysMenu.menuNameEn, visible: sysMenu.visible }).from(sysMenu)).filter(
      (m) => m.name === '店铺详情',
    );
    expect(row).toEqual({ name: '店铺详情', en: 'Shop details', visible: '1' });
    expect(ORDER_MENU.orders).toBe(2600);
  });
});

describe('staff members', () => {
  type One = { code: number; msg: string; data: StaffRow };
  const staffList = (query: Record<string, string> = {}) =>
    ctx.call<{ rows: StaffRow[]; total: number }>({ method: 'GET', url: '/prod-api/system/staff/list', query, token: t.admin });

  it('lists accounts holding the staff role with their profile; add, edit, delete a profile', async () => {
    const all = await staffList();
    expect(all.rows.map((r) => [r.userId, r.type, r.hasProfile])).toEqual([[U.staff, '1', true]]);
    // A second staff account without a profile.
    const [u] = await ctx.db
      .insert(sysUser)
      .values({ userName: 'staff2', nickName: '客服小李', deptId: 105, createBy: 'test' })
      .returning({ userId: sysUser.userId });
    await ctx.db.insert(sysUserRole).values({ userId: u.userId, roleId: 2 });
    const two = await staffList();
    expect(two.rows.find((r) => r.userId === u.userId)).toMatchObject({ type: '', hasProfile: false, status: '0', createTime: null });
    expect((await staffList({ type: '1' })).rows.map((r) => r.userId)).toEqual([U.staff]);
    const added = await ctx.call<One>({
      method: 'POST',
      url: '/prod-api/system/staff',
      payload: { userId: u.userId, type: '2', phone: '+86 138 0000 0000' },
      token: t.admin,
    });
    expect(added.msg).toBe('客服资料已保存');
    expect(added.data).toMatchObject({ userId: u.userId, type: '2', phone: '+86 138 0000 0000', hasProfile: true });
    expect(added.data.createTime).toMatch(DATE_TIME_PATTERN);
    // A full page counts the staff accounts, a kind through their profiles' join: a few, counted exactly.
    expect(await staffList({ pageSize: '1' })).toMatchObject({ code: 200, total: 2, estimated: false });
    expect(await staffList({ type: '2', pageSize: '1' })).toMatchObject({ code: 200, total: 1, estimated: false });
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/staff', payload: { userId: u.userId, type: '2' }, token: t.admin })).msg).toBe(
      '该用户已有客服资料，请直接修改',
    );
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/staff', payload: { userId: U.seller, type: '1' }, token: t.admin })).msg).toBe(
      '请选择一个客服账号（拥有客服角色的用户）',
    );
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/staff', payload: { userId: u.userId, type: '7' }, token: t.admin })).msg).toBe(
      '请选择客服类型',
    );
    expect((await ctx.call<One>({ method: 'GET', url: `/prod-api/system/staff/${u.userId}`, token: t.admin })).data.type).toBe('2');
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/staff/${U.seller}`, token: t.admin })).msg).toBe('请求的资源不存在');
    // A disabled profile takes the account out of distribution.
    const opts = async () =>
      (await ctx.call<{ data: { userId: number }[] }>({ method: 'GET', url: '/prod-api/system/task/staffOptions', token: t.admin })).data.map((s) => s.userId);
    expect(await opts()).toContain(u.userId);
    expect(
      (await ctx.call<One>({ method: 'PUT', url: '/prod-api/system/staff', payload: { userId: u.userId, type: '3', status: '1' }, token: t.admin })).data,
    ).toMatchObject({
      type: '3',
      status: '1',
    });
    expect(await opts()).not.toContain(u.userId);
    const d = await ctx.call({ method: 'PUT', url: '/prod-api/system/task/distribute', payload: { taskId: task.seller, staffId: u.userId }, token: t.admin });
    expect(d.msg).toBe('请选择一个启用中的客服');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/staff/${u.userId},${U.seller}`, token: t.admin })).msg).toBe('请求的资源不存在');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/staff/${u.userId}`, token: t.admin })).msg).toBe('客服资料已删除');
    expect(await opts()).toContain(u.userId);
    // Staff themselves do not manage staff.
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/staff/list', token: t.staff })).code).toBe(403);
  });
});

describe('who may act, across sellers', () => {
  it("answers another seller's order as missing and a sub-account's as read-only", async () => {
    const foreign = await tokenFor(ctx, U.seller2, 'seller2');
    expect((await edit(ctx, foreign, { id: o.seller2nd, merchantRemark: 'x' })).msg).toBe('请求的资源不存在');
    expect((await edit(ctx, t.seller, { id: o.sub, merchantRemark: 'x' })).msg).toBe('子账号的订单仅可查看，不能修改');
    expect((await move(ctx, t.seller, o.seller2nd, 'ship')).code).toBe(403);
  });
});
