import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { copyRow } from './copy-rows.ts';
import { ACCEPT_DAY, LIVE_ORDER_SUMS, type Tokens, U, counterMismatches, openTask, placed, setBalance, tokenFor, tokens } from './orders-fixtures.ts';

let ctx: TestContext;
let t: Tokens;
const task = { seller: 0, sub: 0, other: 0 };
/** Copies of each seed order: a state, a price, a settlement and an accept day (0–44 days back, GMT+8) in turn. */
const COPIES = 400;
const DAY = 86_400_000;
/** yyyy-MM-dd, GMT+8, of `daysAgo` days before now. */
const day = (daysAgo: number) => new Date(Date.now() + 8 * 3600_000 - daysAgo * DAY).toISOString().slice(0, 10);
/** The day whose orders are all deleted afterwards: its kept rows are zeros, and it is not listed. */
const EMPTIED = 3;

beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  for (const u of [U.seller, U.subseller, U.seller2]) await setBalance(ctx, u, '5000');
  task.seller = (await openTask(ctx, t, { quantity: 1 })).taskId;
  task.sub = (await openTask(ctx, t, { owner: t.subseller, quantity: 1 })).taskId;
  task.other = (await openTask(ctx, t, { owner: t.seller2, quantity: 1 })).taskId;
  for (const [no, taskId] of [
    ['TOT-S', task.seller],
    ['TOT-SUB', task.sub],
    ['TOT-O', task.other],
  ] as const) {
    await placed(ctx, t, taskId, { orderNo: no });
    await copyRow(ctx, 'biz_order', {
      id: 'order_id',
      source: sql`order_no = ${no}`,
      set: {
        order_no: sql`${no} || '-' || g`,
        order_status: sql`(g % 5)::text`,
        total_price: sql`(10 + g % 7)::numeric + 0.25`,
        actual_principal: sql`case when g % 5 = 2 then (9 + g % 3)::numeric + 0.5 end`,
        settle_status: sql`case when g % 5 = 2 and g % 2 = 0 then 'settled' else 'none' end`,
        settle_diff: sql`case when g % 5 = 2 and g % 2 = 0 then 0.3 - (g % 4)::numeric / 10 end`,
        accept_time: sql`now() - make_interval(days => g % 45)`,
      },
      first: 1,
      last: COPIES,
    });
  }
  // Some orders deleted here and there, and every order of one day.
  await ctx.db.execute(sql`update biz_order set del_flag = '2' where order_no like 'TOT-%' and (order_id % 11 = 0
    or ((accept_time at time zone 'UTC') + interval '8 hours')::date = ${day(EMPTIED)}::date)`);
});
afterAll(() => ctx.close());

type Sums = { orders: number; open: number; completed: number; cancelled: number; totalPrice: string; actualPrincipal: string; settleDiff: string };
type Row = Sums & { key: string; day: string | null; taskId: number | null; taskNo: string | null; productTitle: string | null };
type Answer = { code: number; msg: string; rows: Row[]; total: number; totals: Sums };

const totals = (token: string, query: Record<string, string>) => ctx.call<Answer>({ method: 'GET', url: '/prod-api/system/orders/total', query, token });

/** The groups of the live orders themselves (not the kept daily rows) in a range and scope, newest first. */
async function plain(groupBy: 'day' | 'task', from: string, to: string, owners?: number[]): Promise<Row[]> {
  const key: SQL = groupBy === 'day' ? ACCEPT_DAY : sql`task_id`;
  const cents = (col: string) => sql.raw(`to_char(s.${col}, 'FM999999990.00') as ${col}`);
  const found = await rows<Record<string, string | number | null>>(
    ctx.db,
    sql`select s.k::text as k, s.orders, s.open, s.completed, s.cancelled, ${cents('total_price')}, ${cents('actual_principal')},
          ${cents('settle_diff')}, tk.task_no, tk.product_title
        from (select ${key} as k, ${LIVE_ORDER_SUMS} from biz_order
          where del_flag = '0' and ${ACCEPT_DAY} between ${from}::date and ${to}::date
            ${owners ? sql`and user_id in (${sql.join(owners, sql`, `)})` : sql``}
          group by ${key}) s
        left join biz_task tk on ${groupBy === 'task' ? sql`tk.task_id = s.k` : sql`false`}
        order by s.k desc`,
  );
  return found.map((r) => ({
    key: String(groupBy === 'day' ? r.k : r.task_no),
    day: groupBy === 'day' ? String(r.k) : null,
    taskId: groupBy === 'task' ? Number(r.k) : null,
    taskNo: groupBy === 'task' ? String(r.task_no) : null,
    productTitle: groupBy === 'task' ? String(r.product_title) : null,
    orders: Number(r.orders),
    open: Number(r.open),
    completed: Number(r.completed),
    cancelled: Number(r.cancelled),
    totalPrice: String(r.total_price),
    actualPrincipal: String(r.actual_principal),
    settleDiff: String(r.settle_diff),
  }));
}

/** The sums of groups, as the answer's `totals` has them. */
function sumOf(groups: Row[]): Sums {
  const cents = (k: 'totalPrice' | 'actualPrincipal' | 'settleDiff') => groups.reduce((n, g) => n + Math.round(Number(g[k]) * 100), 0);
  const money = (c: number) => (c / 100).toFixed(2);
  const count = (k: 'orders' | 'open' | 'completed' | 'cancelled') => groups.reduce((n, g) => n + g[k], 0);
  return {
    orders: count('orders'),
    open: count('open'),
    completed: count('completed'),
    cancelled: count('cancelled'),
    totalPrice: money(cents('totalPrice')),
    actualPrincipal: money(cents('actualPrincipal')),
    settleDiff: money(cents('settleDiff')),
  };
}

/** Every page of an answer (and one past the end) against the plain groups. */
async function expectPages(token: string, query: Record<string, string>, expected: Row[]) {
  const pageSize = 7;
  const pages = Math.ceil(expected.length / pageSize);
  for (let pageNum = 1; pageNum <= pages; pageNum++) {
    const got = await totals(token, { ...query, pageNum: String(pageNum), pageSize: String(pageSize) });
    expect(got.code, got.msg).toBe(200);
    expect({ pageNum, rows: got.rows }).toEqual({ pageNum, rows: expected.slice((pageNum - 1) * pageSize, pageNum * pageSize) });
    expect(got.total).toBe(expected.length);
    expect(got.totals).toEqual(sumOf(expected));
  }
  // A page past the end is answered as the last page (PageHelper's reasonable mode).
  const past = await totals(token, { ...query, pageNum: String(pages + 3), pageSize: String(pageSize) });
  expect(past.rows).toEqual(expected.slice((pages - 1) * pageSize));
  expect(past.total).toBe(expected.length);
}

describe('GET /system/orders/total', () => {
  it('keeps the daily rows equal to the orders, the emptied day as a row of zeros', async () => {
    expect(await counterMismatches(ctx)).toEqual({ counts: 0, days: 0, blocks: 0 });
    const [kept] = await rows<{ n: number; orders: number }>(
      ctx.db,
      sql`select count(*)::int as n, coalesce(sum(orders), 0)::int as orders from biz_order_daily where day = ${day(EMPTIED)}::date`,
    );
    expect(kept.n).toBeGreaterThan(0);
    expect(kept.orders).toBe(0);
  });

  it('lists the last 30 days per day for staff, every page, the emptied day left out', async () => {
    const expected = await plain('day', day(29), day(0));
    expect(expected.length).toBe(29);
    expect(expected.map((r) => r.day)).not.toContain(day(EMPTIED));
    await expectPages(t.admin, {}, expected);
    await expectPages(t.staff, {}, expected);
  });

  it('lists per task within a chosen range, and for one seller', async () => {
    const range = { beginTime: day(40), endTime: day(10) };
    await expectPages(t.admin, { ...range, groupBy: 'task' }, await plain('task', day(40), day(10)));
    await expectPages(t.admin, { ...range, groupBy: 'day', userId: String(U.seller2) }, await plain('day', day(40), day(10), [U.seller2]));
  });

  it("keeps a seller to its own and its sub-accounts' orders", async () => {
    await expectPages(t.seller, {}, await plain('day', day(29), day(0), [U.seller, U.subseller]));
    const byTask = await plain('task', day(29), day(0), [U.seller, U.subseller]);
    expect(byTask.map((r) => r.taskId)).toEqual([task.sub, task.seller]);
    await expectPages(t.seller, { groupBy: 'task' }, byTask);
    // Another seller's id as a filter finds nothing in the caller's scope.
    const foreign = await totals(t.seller, { userId: String(U.seller2) });
    expect(foreign).toMatchObject({ code: 200, rows: [], total: 0, totals: sumOf([]) });
  });

  it('answers a range without orders with zero totals', async () => {
    const empty = await totals(t.admin, { beginTime: '2001-01-01', endTime: '2001-01-31' });
    expect(empty).toMatchObject({ code: 200, rows: [], total: 0, totals: sumOf([]) });
  });

  it('refuses a caller whose roles do not grant the orders list', async () => {
    const listPerm = sql`menu_id in (select menu_id from sys_menu where perms = 'system:orders:list')`;
    const held = await rows<{ role_id: number; menu_id: number }>(
      ctx.db,
      sql`delete from sys_role_menu where role_id in (select role_id from sys_user_role where user_id = ${U.seller2}) and ${listPerm} returning role_id, menu_id`,
    );
    expect(held.length).toBeGreaterThan(0);
    try {
      const refused = await totals(await tokenFor(ctx, U.seller2, 'seller2'), {});
      expect(refused.code).toBe(403);
    } finally {
      for (const r of held) await ctx.db.execute(sql`insert into sys_role_menu (role_id, menu_id) values (${r.role_id}, ${r.menu_id})`);
    }
  });
});
