import type { TaskRow, TaskSummary } from '@ceping/contract';
import { type SQL, and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countOrEstimate, pageIds, pageShape } from '../../src/core/count.ts';
import { filterText } from '../../src/core/sql-text.ts';
import { rows } from '../../src/db/client.ts';
import { bizOrder, bizTask } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { U, act, balance, publish, setBalance, simpleTask, taskCountMismatches, taskRow } from './task-fixtures.ts';

let ctx: TestContext;
const tok: Record<'seller' | 'seller2' | 'subseller' | 'staff', string> = { seller: '', seller2: '', subseller: '', staff: '' };
let sellerTask: number;
let sellerCancelled: number;
let subTask: number;
let seller2Task: number;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const k of Object.keys(tok) as (keyof typeof tok)[]) tok[k] = await ctx.login(k);
  await setBalance(ctx, U.seller, '5000');
  await setBalance(ctx, U.seller2, '5000');
  await setBalance(ctx, U.subseller, '1000');
  sellerTask = (await publish(ctx, tok.seller, simpleTask({ productTitle: 'Seller lamp' }))).data.taskId;
  sellerCancelled = (await publish(ctx, tok.seller, simpleTask({ productTitle: 'Seller old lamp' }))).data.taskId;
  await act(ctx, tok.seller, sellerCancelled, 'cancel');
  subTask = (await publish(ctx, tok.subseller, simpleTask({ productTitle: 'Sub lamp' }))).data.taskId;
  seller2Task = (await publish(ctx, tok.seller2, simpleTask({ productTitle: 'Seller2 lamp' }))).data.taskId;
});
afterAll(() => ctx.close());

const list = (token: string, query: Record<string, string> = {}) =>
  ctx.call<{ rows: TaskRow[]; total: number; estimated: boolean }>({
    method: 'GET',
    url: '/prod-api/system/task/list',
    query: { pageSize: '100', ...query },
    token,
  });
const ids = (rows: TaskRow[]) => rows.map((r) => r.taskId);

describe('seller isolation', () => {
  it('lists only own tasks, whatever userId filter is sent', async () => {
    const own = await list(tok.seller2);
    expect(ids(own.rows)).toContain(seller2Task);
    expect(ids(own.rows)).not.toContain(sellerTask);
    expect(own.rows.every((r) => r.userId === U.seller2)).toBe(true);
    const widened = await list(tok.seller2, { userId: String(U.seller) });
    expect(widened.total).toBe(0);
  });

  it('answers a foreign task exactly like a missing one', async () => {
    const foreign = await ctx.call({ method: 'GET', url: `/prod-api/system/task/${sellerTask}`, token: tok.seller2 });
    const missing = await ctx.call({ method: 'GET', url: '/prod-api/system/task/987654', token: tok.seller2 });
    expect(foreign).toEqual(missing);
    expect(foreign.code).toBe(500);
  });

  it('cannot edit, cancel, pause, end, resubmit or delete a foreign task', async () => {
    const before = await taskRow(ctx, sellerTask);
    const sellerMoney = await balance(ctx, U.seller);
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/task',
      payload: { ...simpleTask({ taskQuantity: 1 }), taskId: sellerTask },
      token: tok.seller2,
    });
    expect(edit.msg).toBe('请求的资源不存在');
    for (const action of ['cancel', 'pause', 'resume', 'end', 'resubmit']) {
      const res = await act(ctx, tok.seller2, sellerTask, action);
      expect(res.code, action).toBe(500);
      expect(res.msg, action).toBe('请求的资源不存在');
    }
    const del = await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${sellerCancelled}`, token: tok.seller2 });
    expect(del.msg).toBe('请求的资源不存在');
    expect(await taskRow(ctx, sellerTask)).toEqual(before);
    expect(await balance(ctx, U.seller)).toBe(sellerMoney);
  });

  it('rejects a bulk delete holding one foreign id as a whole', async () => {
    const mine = (await publish(ctx, tok.seller2, simpleTask())).data.taskId;
    await act(ctx, tok.seller2, mine, 'cancel');
    const res = await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${mine},${sellerCancelled}`, token: tok.seller2 });
    expect(res.code).toBe(500);
    expect((await taskRow(ctx, mine)).delFlag).toBe('0');
    expect((await taskRow(ctx, sellerCancelled)).delFlag).toBe('0');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${mine}`, token: tok.seller2 })).code).toBe(200);
  });

  it('scopes the summary and the chart', async () => {
    const s2 = await ctx.call<{ data: TaskSummary }>({ method: 'GET', url: '/prod-api/system/task/getTaskSummary', token: tok.seller2 });
    const own = await list(tok.seller2);
    expect(s2.data.total).toBe(own.total);
    const chart = await ctx.call<{ data: { counts: number[] } }>({ method: 'GET', url: '/prod-api/system/task/chart', token: tok.seller2 });
    const recent = own.rows.length;
    expect(chart.data.counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(recent);
  });
});

describe('sub-accounts', () => {
  it("shows a sub-account's tasks to its parent seller, read-only", async () => {
    const res = await list(tok.seller);
    const sub = res.rows.find((r) => r.taskId === subTask);
    expect(sub).toMatchObject({ userId: U.subseller, userName: 'subseller', readOnly: true });
    expect(res.rows.find((r) => r.taskId === sellerTask)?.readOnly).toBe(false);
    // The total counts the parent's and the sub-account's rows exactly (few rows: never an estimate).
    expect(res).toMatchObject({ total: res.rows.length, estimated: false });
    const detail = await ctx.call({ method: 'GET', url: `/prod-api/system/task/${subTask}`, token: tok.seller });
    expect(detail.code).toBe(200);
    const edit = await ctx.call({ method: 'PUT', url: '/prod-api/system/task', payload: { ...simpleTask(), taskId: subTask }, token: tok.seller });
    expect(edit).toMatchObject({ code: 500, msg: '子账号的任务仅可查看，不能修改' });
    expect((await act(ctx, tok.seller, subTask, 'cancel')).msg).toBe('子账号的任务仅可查看，不能修改');
    expect((await taskRow(ctx, subTask)).status).toBe('0');
  });

  it("keeps the parent's and other sellers' tasks away from the sub-account", async () => {
    const res = await list(tok.subseller);
    expect(ids(res.rows)).toEqual([subTask]);
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/task/${sellerTask}`, token: tok.subseller })).code).toBe(500);
    expect(ids((await list(tok.seller2)).rows)).not.toContain(subTask);
  });

  it('pays from its own balance', async () => {
    expect(await balance(ctx, U.subseller)).toBe('816.00');
  });
});

describe('staff', () => {
  it('sees every task, with owner names', async () => {
    const res = await list(tok.staff);
    expect(ids(res.rows)).toEqual(expect.arrayContaining([sellerTask, subTask, seller2Task]));
    expect(res.rows.find((r) => r.taskId === seller2Task)).toMatchObject({ userName: 'seller2', readOnly: false });
    const filtered = await list(tok.staff, { userId: String(U.seller2) });
    expect(filtered.rows.every((r) => r.userId === U.seller2)).toBe(true);
  });
});

describe('list totals', () => {
  it('counts exactly up to the limit, and answers the planner estimate above it', async () => {
    await ctx.db.execute(sql`analyze biz_task`);
    const staffList = await list(tok.staff);
    expect(staffList.estimated).toBe(false);
    expect(await countOrEstimate(ctx.db, bizTask, eq(bizTask.delFlag, '0'))).toEqual({ total: staffList.total, estimated: false });
    const estimate = await countOrEstimate(ctx.db, bizTask, eq(bizTask.delFlag, '0'), 0);
    expect(estimate.estimated).toBe(true);
    expect(estimate.total).toBeGreaterThan(0);
  });

  it('counts exactly at the limit, and above it never answers fewer than it counted', async () => {
    const live = and(eq(bizTask.delFlag, '0'), eq(bizTask.userId, U.seller));
    const [{ n }] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_task where del_flag = '0' and user_id = ${U.seller}`);
    expect(n).toBeGreaterThan(1);
    expect(await countOrEstimate(ctx.db, bizTask, live, n)).toEqual({ total: n, estimated: false });
    // one over the limit: the planner's estimate when it expects more than the limit, else (its
    // statistics behind the table) the full count, never a figure below the rows counted
    await ctx.db.execute(sql`analyze biz_task`);
    const above = await countOrEstimate(ctx.db, bizTask, live, n - 1);
    if (above.estimated) expect(above.total).toBeGreaterThan(n - 1);
    else expect(above.total).toBe(n);
    // an estimate kept for the lower limit is not an answer for a limit the rows fit under
    expect(await countOrEstimate(ctx.db, bizTask, live, n + 5)).toEqual({ total: n, estimated: false });
  });

  it('reads a page with its exact total in one scan, counts apart only past the end, and estimates above the limit', async () => {
    const live = eq(bizTask.delFlag, '0');
    const { total: exact } = await countOrEstimate(ctx.db, bizTask, live);
    const byId = [asc(bizTask.taskId)];
    const page = (offset: number, where: SQL | undefined = live, countLimit?: number) =>
      pageIds(ctx.db, bizTask, bizTask.taskId, where, byId, 2, offset, countLimit);
    const ids = (await ctx.db.select({ id: bizTask.taskId }).from(bizTask).where(live).orderBy(asc(bizTask.taskId)).limit(3)).map((r) => r.id);
    expect(await page(0)).toEqual({ ids: ids.slice(0, 2), total: exact, estimated: false });
    // Past the last row: no row carries the total, so it is counted.
    expect(await page(exact)).toEqual({ ids: [], total: exact, estimated: false });
    // A first page without rows: nothing matches.
    expect(await page(0, and(live, eq(bizTask.taskId, -1)))).toEqual({ ids: [], total: 0, estimated: false });
    // Above the limit: the page alone, and the planner's estimate.
    const above = await page(0, live, 0);
    expect(above).toMatchObject({ ids: ids.slice(0, 2), estimated: true });
    expect(above.total).toBeGreaterThan(0);
    // More matches than the limit: the page is the order's, not the capped subset's (which a
    // sequential read fills with the oldest rows), newest first here; a page past the capped rows
    // is read too.
    const byIdDesc = [desc(bizTask.taskId)];
    const newest = (await ctx.db.select({ id: bizTask.taskId }).from(bizTask).where(live).orderBy(desc(bizTask.taskId)).limit(3)).map((r) => r.id);
    expect(exact).toBeGreaterThan(3);
    const capped = await pageIds(ctx.db, bizTask, bizTask.taskId, live, byIdDesc, 2, 0, 1);
    expect(capped.ids).toEqual(newest.slice(0, 2));
    if (capped.estimated) expect(capped.total).toBeGreaterThan(1);
    else expect(capped.total).toBe(exact);
    expect((await pageIds(ctx.db, bizTask, bizTask.taskId, live, byIdDesc, 1, 2, 1)).ids).toEqual([newest[2]]);
    // Parameters of the filter, of the order and the paging numbered in turn: the first row after
    // ids[0] that is not ids[1] is ids[2].
    const skipping = await pageIds(ctx.db, bizTask, bizTask.taskId, and(live, gt(bizTask.taskId, ids[0])), [sql`${bizTask.taskId} = ${ids[1]}`, ...byId], 1, 0);
    expect(skipping.ids).toEqual([ids[2]]);
  });

  it("builds a kept filter's page texts once per order, table and count limit, and pages by each order", async () => {
    const live = eq(bizTask.delFlag, '0');
    const oldest = [asc(bizTask.taskId)];
    const newest = [desc(bizTask.taskId)];
    const statements = vi.spyOn(ctx.db._.session, 'prepareQuery');
    const texts = async (order: SQL[], countLimit?: number) => {
      statements.mockClear();
      const page = await pageIds(ctx.db, bizTask, bizTask.taskId, live, order, 2, 1, countLimit);
      return { ids: page.ids, sql: statements.mock.calls.map((c) => c[0].sql).filter((t) => !/^explain/i.test(t)) };
    };
    try {
      const all = (await ctx.db.select({ id: bizTask.taskId }).from(bizTask).where(live).orderBy(asc(bizTask.taskId))).map((r) => r.id);
      const first = await texts(oldest);
      expect(first.ids).toEqual(all.slice(1, 3));
      // The same filter object and order array: the same texts, kept (the same objects).
      expect(await texts(oldest)).toEqual(first);
      expect(pageShape(bizTask, bizTask.taskId, filterText(live), oldest, 10)).toBe(pageShape(bizTask, bizTask.taskId, filterText(live), oldest, 10));
      // Another order, another count limit, another table: texts of their own.
      const reversed = await texts(newest);
      expect(reversed.ids).toEqual([...all].reverse().slice(1, 3));
      expect(reversed.sql[0]).not.toBe(first.sql[0]);
      expect(pageShape(bizTask, bizTask.taskId, filterText(live), oldest, 3)).not.toBe(pageShape(bizTask, bizTask.taskId, filterText(live), oldest, 10));
      expect(pageShape(bizTask, bizTask.taskId, filterText(live), oldest, 3).capped).toContain('limit 3)');
      expect(pageShape(bizOrder, bizOrder.orderId, filterText(live), oldest, 3).page).toContain('from "biz_order"');
      // Above the limit the page alone is read, in the kept text's order.
      expect((await texts(newest, 0)).ids).toEqual([...all].reverse().slice(1, 3));
    } finally {
      statements.mockRestore();
    }
  });

  it("answers a small list's page and exact total in one statement, once the planner's verdict is known", async () => {
    // A filter no other test sends, so no estimate of it is kept yet.
    const mine = and(eq(bizTask.delFlag, '0'), eq(bizTask.userId, U.seller), gt(bizTask.taskId, 0));
    const all = (await ctx.db.select({ id: bizTask.taskId }).from(bizTask).where(mine).orderBy(desc(bizTask.taskId))).map((r) => r.id);
    expect(all.length).toBeGreaterThan(1);
    const page = (offset: number) => pageIds(ctx.db, bizTask, bizTask.taskId, mine, [desc(bizTask.taskId)], 1, offset);
    const statements = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      // The first page asks the planner, the next one reuses its verdict: one statement, no EXPLAIN.
      expect(await page(0)).toEqual({ ids: [all[0]], total: all.length, estimated: false });
      expect(statements.mock.calls.map((c) => /^explain/i.test(c[0].sql))).toEqual([true, false]);
      statements.mockClear();
      expect(await page(1)).toEqual({ ids: [all[1]], total: all.length, estimated: false });
      expect(statements.mock.calls.map((c) => /^explain/i.test(c[0].sql))).toEqual([false]);
    } finally {
      statements.mockRestore();
    }
  });
});

describe("a seller's list merged from its own and its sub-accounts' rows", () => {
  it('pages exactly as one ordered scan would, with ties in time, deleted rows and filters', async () => {
    // 90 more tasks for the seller and its sub-account, four to a minute (ties broken by id), some deleted.
    const [{ cols }] = await rows<{ cols: string }>(
      ctx.db,
      sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as cols from information_schema.columns
          where table_name = 'biz_task' and column_name not in ('task_id', 'task_no', 'user_id', 'create_time', 'del_flag', 'status')`,
    );
    await ctx.db.execute(
      sql.raw(`insert into biz_task (task_no, user_id, create_time, del_flag, status, ${cols})
        select 'T-MERGE-' || g, case when g % 3 = 0 then ${U.subseller} else ${U.seller} end,
          timestamptz '2026-03-01 10:00:00+08' + (g / 4) * interval '1 minute',
          case when g % 17 = 0 then '2' else '0' end, case when g % 5 = 0 then '1' else '0' end, ${cols}
        from biz_task, generate_series(1, 90) g where task_id = ${sellerTask}`),
    );
    const expected = async (status?: string, owners: number[] = [U.seller, U.subseller]) =>
      (
        await rows<{ task_id: number }>(
          ctx.db,
          sql`select task_id from biz_task where del_flag = '0' and user_id in ${owners}
              ${status ? sql`and status = ${status}` : sql``} order by create_time desc, task_id desc`,
        )
      ).map((r) => Number(r.task_id));
    for (const [pageSize, status] of [
      ['7', undefined],
      ['20', undefined],
      ['6', '1'],
    ] as const) {
      const want = await expected(status);
      const got: number[] = [];
      for (let pageNum = 1; got.length < want.length; pageNum++) {
        const res = await list(tok.seller, { pageSize, pageNum: String(pageNum), ...(status ? { status } : {}) });
        expect(res).toMatchObject({ total: want.length, estimated: false });
        if (res.rows.length === 0) break;
        got.push(...ids(res.rows));
      }
      expect(got).toEqual(want);
    }
    // The sub-account alone reads through the single scan: its own rows, in the same order.
    const sub = await expected(undefined, [U.subseller]);
    expect(sub.length).toBe(30);
    expect(ids((await list(tok.subseller)).rows)).toEqual(sub);
  });
});

describe("a seller's default list: its page and exact total in one statement", () => {
  it('keeps the live tasks per owner through publishes, deletes, restores, a change of owner and removals', async () => {
    expect(await taskCountMismatches(ctx)).toBe(0);
    const removable = (await publish(ctx, tok.seller2, simpleTask({ productTitle: 'Removable lamp' }))).data.taskId;
    await act(ctx, tok.seller2, removable, 'cancel');
    const gone = await ctx.call({ method: 'DELETE', url: `/prod-api/system/task/${removable}`, token: tok.seller2 });
    expect(gone.code).toBe(200);
    expect(await taskCountMismatches(ctx)).toBe(0);
    await ctx.db.execute(sql`update biz_task set del_flag = '0' where task_id = ${removable}`);
    await ctx.db.execute(sql`update biz_task set user_id = ${U.subseller} where task_id = ${removable}`);
    // A state change moves only the per-state count; a quantity taken moves neither (their WHEN is false).
    await ctx.db.execute(sql`update biz_task set status = '1', remain_quantity = remain_quantity where task_id = ${removable}`);
    expect(await taskCountMismatches(ctx)).toBe(0);
    await ctx.db.execute(sql`delete from biz_task where task_id = ${removable}`);
    expect(await taskCountMismatches(ctx)).toBe(0);
  });

  it('reads the seller and its sub-accounts inside one statement, then the rows', async () => {
    const mine = await rows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from biz_task where del_flag = '0' and user_id in (${U.seller}, ${U.subseller})`,
    );
    const statements = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      const page = await list(tok.seller, { pageSize: '5', pageNum: '2' });
      expect(page).toMatchObject({ total: mine[0].n, estimated: false });
      // No sub-account lookup, no count: the page's statement, then its rows'.
      expect(statements.mock.calls.map((c) => c[2])).toEqual(['task_seller_page', 'task_wire_by_ids']);
    } finally {
      statements.mockRestore();
    }
  });
});
