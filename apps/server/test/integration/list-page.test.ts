import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXACT_COUNT_LIMIT, pageShape } from '../../src/core/count.ts';
import { filterText } from '../../src/core/sql-text.ts';
import { listPage } from '../../src/core/list-page.ts';
import { rows, rowsOfText } from '../../src/db/client.ts';
import { statementStats } from '../../src/db/statement-stats.ts';
import { bizFund, sysJobLog, sysOperLog, sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

// The shared list scaffold (core/list-page.ts): a short page is the end of its list and answers its
// exact total without a count; a longer list counts up to the limit and answers exactly within it;
// above the limit the planner's estimate is the total, marked `estimated`, and no page counts the
// whole table. Checked on lists that grow with every operation: the jobs' log (`listPage`), the
// operation log (`wirePage`, its rows written by PostgreSQL) and the ledger.

let ctx: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
  // 10,050 operation-log entries: every tenth a failure, titles cycling through three modules.
  await ctx.db.execute(sql`insert into ${sysOperLog} (title, business_type, oper_name, oper_url, status, oper_time)
    select (array['任务管理', '订单管理', '用户管理'])[1 + g % 3], g % 10, 'bench' || g % 7, '/system/task/' || g,
      case when g % 10 = 0 then 1 else 0 end, now() - g * interval '1 minute'
    from generate_series(1, 10050) g`);
  // As many runs of the jobs' log, every tenth a failure.
  await ctx.db.execute(sql`insert into ${sysJobLog} (job_name, job_group, invoke_target, status, create_time)
    select 'bench job ' || g % 5, 'DEFAULT', 'benchTask.run()', case when g % 10 = 0 then '1' else '0' end, now() - g * interval '1 minute'
    from generate_series(1, 10050) g`);
  // Vacuumed, as autovacuum leaves a log table: its visibility map lets an index answer without the rows.
  await ctx.db.execute(sql`vacuum analyze ${sysOperLog}`);
  await ctx.db.execute(sql`analyze ${sysJobLog}`);
});
afterAll(() => ctx.close());

type Page = { code: number; rows: { operId: number; title: string; status: number }[]; total: number; estimated: boolean };
type RunPage = { code: number; rows: { jobLogId: number; status: string }[]; total: number; estimated: boolean };
const operlog = (query: Record<string, string>, token = admin) => ctx.call<Page>({ method: 'GET', url: '/prod-api/monitor/operlog/list', token, query });
const jobLog = (query: Record<string, string>) => ctx.call<RunPage>({ method: 'GET', url: '/prod-api/monitor/jobLog/list', token: admin, query });

/** Statements run on a table while `fn` runs (the server's own statement counts, core of the database monitor). */
async function statementsOn(table: string, fn: () => Promise<unknown>): Promise<number> {
  const calls = () => statementStats().reduce((n, s) => (s.query.includes(`"${table}"`) ? n + s.calls : n), 0);
  const before = calls();
  await fn();
  return calls() - before;
}

describe('list pages and their totals (core/list-page.ts)', () => {
  it('answers a list above the count limit with the estimate, marked, on every page', async () => {
    const first = await operlog({ pageNum: '1', pageSize: '10' });
    expect(first.code).toBe(200);
    expect(first.rows).toHaveLength(10);
    expect(first.estimated).toBe(true);
    // The planner's figure after ANALYZE: within a few percent of the 10,050 rows, above the limit.
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.total).toBeLessThan(11_000);
    const deep = await operlog({ pageNum: '1000', pageSize: '10' });
    expect(deep.rows).toHaveLength(10);
    expect(deep).toMatchObject({ total: first.total, estimated: true });
    // Newest first, pages not overlapping.
    expect(deep.rows[0].operId).toBeLessThan(first.rows[9].operId);
    const runs = await jobLog({ pageNum: '3', pageSize: '10' });
    expect(runs.rows).toHaveLength(10);
    expect(runs.estimated).toBe(true);
    expect(runs.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(runs.total).toBeLessThan(11_000);
  });

  it('counts a filter within the limit exactly, and the last short page without a count', async () => {
    const failed = await jobLog({ pageNum: '1', pageSize: '100', status: '1' });
    expect(failed).toMatchObject({ total: 1005, estimated: false });
    expect(failed.rows.every((r) => r.status === '1')).toBe(true);
    // 1,005 failures: page 11 of 100 holds the last five, and is the end of the list.
    let last: RunPage | undefined;
    const ran = await statementsOn('sys_job_log', async () => {
      last = await jobLog({ pageNum: '11', pageSize: '100', status: '1' });
    });
    expect(last).toMatchObject({ total: 1005, estimated: false });
    expect(last?.rows).toHaveLength(5);
    expect(ran).toBe(1);
    // A full page needs the count: two statements, the same exact total.
    const full = await statementsOn('sys_job_log', () => jobLog({ pageNum: '3', pageSize: '100', status: '1' }));
    expect(full).toBe(2);
    // The operation log's filter within the limit: its page and exact total together (core/count.ts).
    expect(await operlog({ pageNum: '2', pageSize: '100', status: '1' })).toMatchObject({ total: 1005, estimated: false });
  });

  it('counts and pages a log type within a time range in one index-only scan (migration 0032), reading no row', async () => {
    // The statement the list runs for a filter within the count limit: its page and exact total from
    // the capped matches, which carry only the id and the order's columns (core/count.ts pageShape).
    const where = and(eq(sysOperLog.businessType, 3), sql`${sysOperLog.operTime} >= now() - interval '3 days'`) as SQL;
    const filter = filterText(where);
    const shape = pageShape(sysOperLog, sysOperLog.operId, filter, [desc(sysOperLog.operId)], EXACT_COUNT_LIMIT + 1);
    expect(shape.capped).not.toContain('select *');
    const plan = await rowsOfText<Record<string, string>>(ctx.db, { sql: `explain ${shape.capped}`, params: [...filter.params, 10, 0] });
    const text = plan.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('Index Only Scan using sys_oper_log_bt_time_idx');
    const res = await operlog({ pageNum: '1', pageSize: '10', businessType: '3' });
    expect(res).toMatchObject({ total: 1005, estimated: false });
  });

  it('answers a page past the end of a small list with its last page (RuoYi reasonable paging)', async () => {
    const res = await jobLog({ pageNum: '50', pageSize: '100', status: '1' });
    expect(res).toMatchObject({ total: 1005, estimated: false });
    expect(res.rows).toHaveLength(5);
    const log = await operlog({ pageNum: '50', pageSize: '100', status: '1' });
    expect(log).toMatchObject({ total: 1005, estimated: false });
    expect(log.rows).toHaveLength(5);
  });

  it('counts a filter that names a joined table through the list’s own join (the ledger by user name)', async () => {
    const all = await ctx.call<Page>({ method: 'GET', url: '/prod-api/system/fund/list', token: admin, query: { userName: 'seller', pageSize: '2' } });
    expect(all.code).toBe(200);
    expect(all.estimated).toBe(false);
    const [{ n }] = await rows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from ${bizFund} join ${sysUser} on ${sysUser.userId} = ${bizFund.userId} where ${sysUser.userName} ilike '%seller%'`,
    );
    expect(n).toBeGreaterThan(2);
    expect(all.total).toBe(n);
    // A seller reads only its own rows, whatever it asks.
    const own = await ctx.call<Page>({ method: 'GET', url: '/prod-api/system/fund/list', token: seller, query: { userName: 'seller2', pageSize: '2' } });
    const [{ mine }] = await rows<{ mine: number }>(
      ctx.db,
      sql`select count(*)::int as mine from ${bizFund} join ${sysUser} on ${sysUser.userId} = ${bizFund.userId} where ${sysUser.userName} = 'seller'`,
    );
    expect(own).toMatchObject({ total: mine, estimated: false });
  });

  it('reads one page of the query asked, and never counts an empty first page', async () => {
    const asked: [number, number][] = [];
    const query = {
      limit: (limit: number) => ({
        offset: async (offset: number) => {
          asked.push([limit, offset]);
          return [];
        },
      }),
    };
    const ran = await statementsOn('sys_oper_log', async () => {
      const page = await listPage(ctx.db, sysOperLog, sql`false`, { pageNum: 1, pageSize: 10 }, query);
      expect(page).toEqual({ rows: [], total: 0, estimated: false });
    });
    expect(asked).toEqual([[10, 0]]);
    expect(ran).toBe(0);
  });
});

/**
 * The statements of a list page are parsed once per connection (named by their text, db/statement-names.ts),
 * and a page whose filter carries no values — a bare list, its scope written as literals — is planned
 * once: its limit and offset are hidden from the planner, so the plan made without values costs what
 * the ones made with them cost, and PostgreSQL keeps it. A filtered page keeps its limits readable, so
 * it is still planned for its own values.
 */
describe('list page statements (core/count.ts pageShape)', () => {
  /** The page statements (`… as id, … as total`) `fn` sent, by text: their names. */
  async function pageStatements(fn: () => Promise<unknown>): Promise<Map<string, string | undefined>> {
    const spy = vi.spyOn(ctx.db._.session, 'prepareQuery');
    try {
      await fn();
      const out = new Map<string, string | undefined>();
      for (const [query, , name] of spy.mock.calls) {
        const text = (query as { sql: string }).sql;
        if (/ as id, (0|\(count\(\*\) over \(\)\)::int) as total /.test(text)) out.set(text, name);
      }
      return out;
    } finally {
      spy.mockRestore();
    }
  }

  it('names a bare page by its text, the same on every page and call, and hides its limits', async () => {
    const first = await pageStatements(() => operlog({ pageNum: '2', pageSize: '10' }));
    const again = await pageStatements(() => operlog({ pageNum: '40', pageSize: '10' }));
    expect(first.size).toBe(1);
    const [[text, name]] = [...first];
    expect(name).toMatch(/^list_page_[0-9a-f]{16}$/);
    expect([...again]).toEqual([[text, name]]);
    expect(text).toContain('limit (select $1::bigint) offset (select $2::bigint)');
    // another list, another text, another name
    const ledger = await pageStatements(() => ctx.call({ method: 'GET', url: '/prod-api/system/fund/list', token: admin, query: { pageSize: '10' } }));
    for (const [other, otherName] of ledger) {
      expect(other).not.toBe(text);
      expect(otherName).toBeDefined();
      expect(otherName).not.toBe(name);
    }
  });

  it('names neither statement of a page whose filter carries values, and keeps its limits readable', () => {
    const bare = pageShape(sysOperLog, sysOperLog.operId, filterText(sql`${sysOperLog.status} = 0`), [desc(sysOperLog.operId)], EXACT_COUNT_LIMIT + 1);
    expect(bare.pageName).toMatch(/^list_page_/);
    expect(bare.cappedName).toMatch(/^list_capped_/);
    const where = and(eq(sysOperLog.status, 0), sql`${sysOperLog.operTime} >= now() - interval '3 days'`) as SQL;
    const filtered = pageShape(sysOperLog, sysOperLog.operId, filterText(where), [desc(sysOperLog.operId)], EXACT_COUNT_LIMIT + 1);
    expect(filtered).toMatchObject({ pageName: undefined, cappedName: undefined });
    expect(filtered.page).toMatch(/limit \$2 offset \$3$/);
    expect(filtered.capped).toMatch(/limit \$2 offset \$3$/);
  });

  it('keeps the limits of a filtered page readable, and does not name a filtered capped page', async () => {
    const filtered = await pageStatements(() => operlog({ pageNum: '1', pageSize: '10', status: '1' }));
    expect(filtered.size).toBe(1);
    const [[text, name]] = [...filtered];
    expect(text).toContain('count(*) over ()');
    expect(text).toMatch(/limit \$2 offset \$3$/);
    expect(name).toBeUndefined();
  });

  it('plans a bare page once: its plan without values costs what the planned ones cost, an index read in its order', async () => {
    const [[text]] = [...(await pageStatements(() => operlog({ pageNum: '2', pageSize: '10' })))];
    const costs = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare bare_page (bigint, bigint) as ${text}`));
      const plan = async (mode: string, offset: number) => {
        await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
        const [row] = await rows<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> & { 'Total Cost': number } }] }>(
          tx,
          sql.raw(`explain (format json) execute bare_page(10, ${offset})`),
        );
        return row['QUERY PLAN'][0].Plan;
      };
      const generic = await plan('force_generic_plan', 10);
      const custom = [];
      for (const offset of [0, 10, 5000]) custom.push((await plan('force_custom_plan', offset))['Total Cost']);
      await tx.execute(sql.raw('deallocate bare_page'));
      return { generic, custom };
    });
    expect(costs.custom).toEqual(costs.custom.map(() => costs.generic['Total Cost']));
    expect(JSON.stringify(costs.generic)).toMatch(/"Node Type":"Index (Only )?Scan"/);
    expect(JSON.stringify(costs.generic)).not.toContain('"Node Type":"Sort"');
  });
});
