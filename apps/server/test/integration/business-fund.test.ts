import { hash } from '@node-rs/bcrypt';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizFund, sysUser, sysUserRole } from '../../src/db/schema/index.ts';
import { FundType, postLedger } from '../../src/modules/finance/ledger.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';
import { publish, simpleTask } from './task-fixtures.ts';

let ctx: TestContext;
let admin: string;
let staff: string;
let seller: string;
let seller2: string;
let sub: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, seller, seller2, sub] = await Promise.all(['admin', 'staff', 'seller', 'seller2', 'subseller'].map((n) => ctx.login(n)));
  await verifySecondPassword(ctx, admin);
  // A few movements besides the opening balances.
  for (const [userId, amount, remark] of [
    [3, '-150.00', 'Task 1001'],
    [3, '300.00', 'Top-up'],
    [4, '-20.50', 'Task 2001'],
  ] as const) {
    await ctx.call({ method: 'PUT', url: '/prod-api/system/customer/adjust', token: admin, payload: { userId, amount, remark } });
  }
});
afterAll(() => ctx.close());

type FundRow = {
  fundId: number;
  userId: number;
  userName: string;
  type: number;
  amount: string;
  balanceBefore: string;
  balanceAfter: string;
  refId: number | null;
  createTime: string;
};
const list = (token: string, query: Record<string, string> = {}) =>
  ctx.call<{ rows: FundRow[]; total: number }>({ method: 'GET', url: '/prod-api/system/fund/list', query, token });
const mismatches = () =>
  rows<{ user_id: number }>(
    ctx.db,
    sql`select u.user_id::int as user_id from sys_user u where u.money <> coalesce((select sum(f.amount) from biz_fund f where f.user_id = u.user_id), 0)`,
  );

/** Ledger facts straight from the database (demo tasks of other areas add rows too). */
async function facts(userId?: number) {
  const [f] = await rows<{ n: number; income: string; spend: string; net: string }>(
    ctx.db,
    sql`select count(*)::int as n, coalesce(sum(amount) filter (where amount > 0), 0)::numeric(14,2)::text as income, coalesce(sum(amount) filter (where amount < 0), 0)::numeric(14,2)::text as spend, coalesce(sum(amount), 0)::numeric(14,2)::text as net from biz_fund where ${userId ? sql`user_id = ${userId}` : sql`true`}`,
  );
  return f;
}

describe('ledger list', () => {
  it('shows every row to admin with the documented fields, newest first', async () => {
    const res = await list(admin, { pageSize: '5' });
    expect(res.code).toBe(200);
    expect(res.total).toBe((await facts()).n);
    const money4 = (await ctx.db.select({ money: sysUser.money }).from(sysUser).where(eq(sysUser.userId, 4)))[0].money;
    expect(res.rows[0]).toMatchObject({ userId: 4, userName: 'seller2', type: 10, amount: '-20.50', balanceAfter: money4, refId: null });
    expect(new Decimal(res.rows[0].balanceBefore).minus('20.50').toFixed(2)).toBe(money4);
    expect(res.rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(res.rows[0]).sort()).toEqual(
      [
        'amount',
        'balanceAfter',
        'balanceBefore',
        'createTime',
        'fundId',
        'nickName',
        'operator',
        'refId',
        'refNo',
        'refType',
        'remark',
        'type',
        'userId',
        'userName',
      ].sort(),
    );
  });

  it('filters by user, type, date and sorts by amount', async () => {
    expect((await list(admin, { userId: '3' })).total).toBe((await facts(3)).n);
    expect((await list(admin, { userName: 'seller2' })).total).toBe((await facts(4)).n);
    const adjustments = await list(admin, { type: '10', pageSize: '100' });
    expect(adjustments.rows.length).toBeGreaterThanOrEqual(6);
    expect(adjustments.rows.every((r) => r.type === 10)).toBe(true);
    expect((await list(admin, { 'params[beginTime]': '2001-01-01', 'params[endTime]': '2001-01-31' })).total).toBe(0);
    const byAmount = await list(admin, { userId: '3', orderByColumn: 'amount', isAsc: 'desc' });
    expect(byAmount.rows[0].amount).toBe('20000.00');
    expect((await list(admin, { orderByColumn: 'balanceAfter' })).code).toBe(500);
  });

  it('gives a seller only its own rows whatever userId it passes', async () => {
    const own = await list(seller2, { userId: '3', pageSize: '100' });
    expect(own.total).toBe((await facts(4)).n);
    expect(own.rows.every((r) => r.userId === 4)).toBe(true);
    // A parent seller does not see its sub-account's money either.
    const parent = await list(seller, { userId: '5', pageSize: '100' });
    expect(parent.rows.length).toBeGreaterThan(0);
    expect(parent.rows.every((r) => r.userId === 3)).toBe(true);
    const child = await list(sub, { userName: 'seller', pageSize: '100' });
    expect(child.rows.length).toBeGreaterThan(0);
    expect(child.rows.every((r) => r.userId === 5)).toBe(true);
  });

  it('answers a foreign ledger row like a missing one', async () => {
    const [sellerRow] = await ctx.db.select().from(bizFund).where(eq(bizFund.userId, 3)).limit(1);
    const foreign = await ctx.call({ method: 'GET', url: `/prod-api/system/fund/${sellerRow.fundId}`, token: seller2 });
    const missing = await ctx.call({ method: 'GET', url: '/prod-api/system/fund/99999999', token: seller2 });
    expect(foreign).toEqual(missing);
    const own = await ctx.call<{ data: FundRow }>({ method: 'GET', url: `/prod-api/system/fund/${sellerRow.fundId}`, token: seller });
    expect(own.data.fundId).toBe(sellerRow.fundId);
  });

  it('keeps staff without a finance grant out', async () => {
    expect((await list(staff)).code).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/fund/summary', token: staff })).code).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/fund/overview', token: seller })).code).toBe(403);
  });
});

describe('summary, export and overview', () => {
  it('sums income, spend and net under the same filters', async () => {
    const mine = await ctx.call<{ data: { income: string; spend: string; net: string; count: number } }>({
      method: 'GET',
      url: '/prod-api/system/fund/summary',
      token: seller,
      query: { userId: '4' },
    });
    const f3 = await facts(3);
    expect(mine.data).toEqual({ income: f3.income, spend: f3.spend, net: f3.net, count: f3.n });
    const money3 = (await ctx.db.select({ money: sysUser.money }).from(sysUser).where(eq(sysUser.userId, 3)))[0].money;
    expect(mine.data.net).toBe(money3);
    const adj = await ctx.call<{ data: { income: string; spend: string; net: string; count: number } }>({
      method: 'GET',
      url: '/prod-api/system/fund/summary',
      token: admin,
      query: { userId: '3', type: '10' },
    });
    expect(adj.data).toEqual({ income: '20300.00', spend: '-150.00', net: '20150.00', count: 3 });
  });

  it('exports the caller’s rows as xlsx from a form-encoded body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/fund/export',
      headers: { authorization: seller2, 'content-type': 'application/x-www-form-urlencoded', 'content-language': 'en-US' },
      payload: 'userId=3&type=10&params%5BbeginTime%5D=2000-01-01',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe('Ledger');
    expect(sheet.getRow(1).getCell(4).value).toBe('Type');
    expect(sheet.rowCount).toBe(3);
    const names = [2, 3].map((i) => sheet.getRow(i).getCell(2).value);
    expect(names).toEqual(['seller2', 'seller2']);
    expect(sheet.getRow(2).getCell(4).value).toBe('Adjustment');
    expect(sheet.getRow(2).getCell(5).value).toBe(-20.5);
    const denied = await ctx.call({ method: 'POST', url: '/prod-api/system/fund/export', token: staff, payload: {} });
    expect(denied.code).toBe(403);
  });

  it('shows per-seller balance against the ledger sum, flags a tampered balance', async () => {
    type Overview = {
      rows: { userId: number; money: string; ledgerSum: string; ledgerCount: number; consistent: boolean }[];
      total: number;
      totals: { money: string; ledgerSum: string; inconsistent: number; accounts: number };
    };
    const ok = await ctx.call<Overview>({ method: 'GET', url: '/prod-api/system/fund/overview', token: admin });
    expect(ok.total).toBe(3);
    expect(ok.rows.every((r) => r.consistent)).toBe(true);
    const f3 = await facts(3);
    expect(ok.rows.find((r) => r.userId === 3)).toMatchObject({ ledgerSum: f3.net, money: f3.net, ledgerCount: f3.n });
    expect(ok.totals).toMatchObject({ money: (await facts()).net, ledgerSum: (await facts()).net, inconsistent: 0, accounts: 3 });
    // A balance changed outside the ledger (what the ledger exists to catch).
    await ctx.db.update(sysUser).set({ money: sql`money + 1` }).where(eq(sysUser.userId, 5));
    const bad = await ctx.call<Overview>({ method: 'GET', url: '/prod-api/system/fund/overview', token: admin, query: { consistent: '0' } });
    expect(bad.rows.map((r) => r.userId)).toEqual([5]);
    expect(bad.totals.inconsistent).toBe(1);
    await ctx.db.update(sysUser).set({ money: sql`money - 1` }).where(eq(sysUser.userId, 5));
    expect(await mismatches()).toEqual([]);
  });
});

describe('concurrency (real PostgreSQL)', () => {
  it.skipIf(!process.env.DATABASE_URL)('200 concurrent postings over 20 sellers keep balance = Σ ledger and cover never goes negative', async () => {
    const password = await hash('admin123', { cost: 4 });
    const created = await ctx.db
      .insert(sysUser)
      .values(Array.from({ length: 20 }, (_, i) => ({ userName: `load${i}`, nickName: `Load ${i}`, password, createBy: 'test' })))
      .returning({ userId: sysUser.userId });
    const ids = created.map((u) => u.userId);
    await ctx.db.insert(sysUserRole).values(ids.map((userId) => ({ userId, roleId: 3 })));
    for (const userId of ids) {
      await ctx.db.transaction((tx) =>
        postLedger(tx, { userId, type: FundType.ADJUST, amount: '500.00', operator: 'test', remark: 'Opening balance', mode: 'allowDebt' }),
      );
    }
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const ops = Array.from({ length: 200 }, () => {
      const userId = ids[Math.floor(random() * ids.length)];
      const cents = Math.floor(random() * 40000) - 25000;
      const amount = new Decimal(cents === 0 ? 1 : cents).div(100).toFixed(2);
      const viaApi = random() < 0.25 && Number(amount) > 0;
      return { userId, amount, viaApi };
    });
    const results = await Promise.allSettled(
      ops.map((op) =>
        op.viaApi
          ? ctx
              .call({
                method: 'PUT',
                url: '/prod-api/system/customer/adjust',
                token: admin,
                payload: { userId: op.userId, amount: op.amount, remark: 'Concurrent top-up' },
              })
              .then((r) => {
                if (r.code !== 200) throw new Error(r.msg);
              })
          : ctx.db.transaction((tx) => postLedger(tx, { userId: op.userId, type: FundType.TASK_ADJUST, amount: op.amount, operator: 'test', mode: 'cover' })),
      ),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { key?: string }] : []));
    expect(failures.every((f) => f.key === 'fund.insufficient')).toBe(true);
    expect(failures.length).toBeGreaterThan(0);
    const expected = new Map(ids.map((id) => [id, new Decimal(500)]));
    ops.forEach((op, i) => {
      if (results[i].status === 'fulfilled') expected.set(op.userId, (expected.get(op.userId) ?? new Decimal(0)).plus(op.amount));
    });
    const balances = await ctx.db.select({ userId: sysUser.userId, money: sysUser.money }).from(sysUser).where(inArray(sysUser.userId, ids));
    for (const b of balances) {
      expect(Number(b.money)).toBeGreaterThanOrEqual(0);
      expect(b.money).toBe(expected.get(b.userId)?.toFixed(2));
    }
    const ledgerRows = await ctx.db.select().from(bizFund).where(inArray(bizFund.userId, ids));
    expect(ledgerRows).toHaveLength(20 + results.filter((r) => r.status === 'fulfilled').length);
    for (const r of ledgerRows) expect(new Decimal(r.balanceBefore).plus(r.amount).toFixed(2)).toBe(r.balanceAfter);
    expect(await mismatches()).toEqual([]);
  });
});

describe('ledger remarks', () => {
  type RemarkRow = { fundId: number; type: number; refType: string; remark: string };
  const remarks = (lang: string) =>
    ctx.call<{ rows: RemarkRow[] }>({
      method: 'GET',
      url: '/prod-api/system/fund/list',
      query: { userId: '3', pageSize: '100' },
      token: admin,
      headers: { 'content-language': lang },
    });

  beforeAll(async () => {
    // Runs last: a publish charges seller 3 through the ledger with a remark the system writes.
    const res = await publish(ctx, seller, simpleTask());
    expect(res.code).toBe(200);
  });

  it('answers what the system wrote in the caller language and a typed remark as typed', async () => {
    const [zh, en] = [(await remarks('zh-CN')).rows, (await remarks('en-US')).rows];
    const opening = (rows: RemarkRow[]) => rows.find((r) => r.type === 10 && r.refType === '' && !['Task 1001', 'Top-up'].includes(r.remark))?.remark;
    expect(opening(zh)).toBe('开户余额');
    expect(opening(en)).toBe('Opening balance');
    const taskPay = (rows: RemarkRow[]) => rows.find((r) => r.type === FundType.TASK_PAY)?.remark ?? '';
    expect(taskPay(zh)).toMatch(/^发布任务 T\d+/);
    expect(taskPay(en)).toMatch(/^Published task T\d+/);
    for (const rows of [zh, en]) expect(rows.map((r) => r.remark)).toEqual(expect.arrayContaining(['Task 1001', 'Top-up']));
    expect(en.every((r) => !r.remark.includes(' / '))).toBe(true);
  });

  it('keeps both languages in the row and exports in the caller language', async () => {
    const [row] = await ctx.db.select({ remark: bizFund.remark, remarkEn: bizFund.remarkEn }).from(bizFund).where(eq(bizFund.type, FundType.TASK_PAY)).limit(1);
    expect(row.remark).toMatch(/^发布任务/);
    expect(row.remarkEn).toMatch(/^Published task/);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/fund/export',
      headers: { authorization: admin, 'content-language': 'en-US' },
      payload: { userId: 3 },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const texts = book.worksheets[0].getColumn(10).values.map(String);
    expect(texts.some((v) => v.startsWith('Published task'))).toBe(true);
    expect(texts.some((v) => v.includes('发布任务'))).toBe(false);
  });
});
