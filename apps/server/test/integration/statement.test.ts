import type { StatementDetail, StatementGenerateResult, StatementLineRow, StatementRow } from '@ceping/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizComplaint, bizFund, bizStatement } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';
import { type Tokens, U, complete, move, openTask, placed, shipped, tokens } from './orders-fixtures.ts';

type Answer<T> = { code: number; msg: string; data: T };
type Page<T> = { code: number; msg: string; rows: T[]; total: number };

let ctx: TestContext;
let t: Tokens;
/** The current month in GMT+8: every order and ledger row of this file falls in it. */
let period: string;
const o: { refund: number; charge: number; back: number; refunded: number } = { refund: 0, charge: 0, back: 0, refunded: 0 };
let compensationComplaint: number;

const en = { 'content-language': 'en-US' };
const generate = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.call<Answer<StatementGenerateResult>>({ method: 'POST', url: '/prod-api/system/statement/generate', token, payload, headers });
const list = (token: string, query: Record<string, string> = {}) =>
  ctx.call<Page<StatementRow>>({ method: 'GET', url: '/prod-api/system/statement/list', token, query });
const detail = (token: string, id: number) => ctx.call<Answer<StatementDetail>>({ method: 'GET', url: `/prod-api/system/statement/${id}`, token });
const lines = (token: string, id: number, query: Record<string, string> = {}) =>
  ctx.call<Page<StatementLineRow>>({ method: 'GET', url: `/prod-api/system/statement/${id}/lines`, token, query });
const step = (token: string, id: number, action: 'confirm' | 'dispute' | 'settle', payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.call<Answer<StatementRow>>({ method: 'PUT', url: `/prod-api/system/statement/${id}/${action}`, token, headers, ...(payload ? { payload } : {}) });
const stored = async (userId: number) =>
  (
    await ctx.db
      .select()
      .from(bizStatement)
      .where(and(eq(bizStatement.userId, userId), eq(bizStatement.period, period)))
  )[0];
const idOf = async (userId: number) => (await stored(userId)).statementId;

/** Σ of the account's ledger rows in [start of the month, cutoff), counted here independently. */
async function ledgerOfPeriod(userId: number, start: Date, cutoff: Date): Promise<string> {
  const [r] = await rows<{ s: string }>(
    ctx.db,
    sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as s from biz_fund where user_id = ${userId} and create_time >= ${start} and create_time < ${cutoff}`,
  );
  return r.s;
}

beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
  const z = new Date(Date.now() + 8 * 3600_000);
  period = `${z.getUTCFullYear()}-${String(z.getUTCMonth() + 1).padStart(2, '0')}`;
  // The seller: 92.00 per order (72.00 estimated principal + 20.00 fees), rate 7.20.
  const { taskId } = await openTask(ctx, t, { quantity: 4 });
  o.refund = await shipped(ctx, t, taskId);
  expect((await complete(ctx, t.staff, { id: o.refund, actuallyPay: '9.80' })).code).toBe(200); // 70.56 → +1.44 (fund 7)
  o.charge = await shipped(ctx, t, taskId);
  expect((await complete(ctx, t.staff, { id: o.charge, actuallyPay: '10.50' })).code).toBe(200); // 75.60 → −3.60 (fund 8)
  o.back = await placed(ctx, t, taskId);
  expect((await move(ctx, t.admin, o.back, 'cancel')).code).toBe(200); // task running: the quantity goes back, no money
  // A second task ended early, then its open order cancelled: the order's 92.00 is refunded (fund 6).
  const { taskId: ended } = await openTask(ctx, t, { quantity: 2 });
  o.refunded = await placed(ctx, t, ended);
  expect((await ctx.call({ method: 'PUT', url: `/prod-api/system/task/${ended}/end`, token: t.admin })).code).toBe(200);
  const cancelled = await move(ctx, t.admin, o.refunded, 'cancel');
  expect(cancelled.code, cancelled.msg).toBe(200);
  expect(cancelled.data.amount).toBe('92.00');
  // A complaint about the first order, resolved with 15.00 compensation (fund 9).
  const c = await ctx.call<Answer<{ complaintId: number }>>({
    method: 'POST',
    url: '/prod-api/system/complaint',
    token: t.seller,
    payload: { orderId: o.refund, complaintType: '1', content: '包装破损' },
  });
  compensationComplaint = c.data.complaintId;
  const admin = await ctx.login('admin');
  await verifySecondPassword(ctx, admin);
  const r = await ctx.call({
    method: 'PUT',
    url: `/prod-api/system/complaint/${compensationComplaint}/resolve`,
    token: admin,
    payload: { note: '补偿', compensation: '15.00' },
  });
  expect(r.code, r.msg).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe('generating a month', () => {
  it('stores the totals of the orders closed in the month, and a net equal to the ledger sum', async () => {
    const res = await generate(t.admin, { period, userId: U.seller });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual({ period, created: 1, recomputed: 0, kept: 0 });
    const s = await stored(U.seller);
    expect(s).toMatchObject({
      statementNo: `ST${period.replace('-', '')}-${U.seller}`,
      status: '0',
      orderCount: 4,
      cancelledCount: 2,
      estimate: '368.00',
      fees: '80.00',
      actual: '146.16',
      difference: '-2.16',
      refunds: '93.44',
      compensation: '15.00',
      mismatch: false,
      createBy: 'admin',
    });
    expect(s.net).toBe(s.ledgerSum);
    expect(s.ledgerSum).toBe(await ledgerOfPeriod(U.seller, s.periodStart, s.cutoff));
    const by = new Map(s.breakdown.map((b) => [b.type, b]));
    expect(by.get(4)).toMatchObject({ count: 2, ledger: '-552.00', statement: '-552.00', source: 'ledger' });
    // The early end's refund (92, the task's) and the cancelled order's (92, from its history).
    expect(by.get(6)).toMatchObject({ count: 2, ledger: '184.00', statement: '184.00', source: 'mixed' });
    expect(by.get(7)).toMatchObject({ count: 1, ledger: '1.44', statement: '1.44', source: 'orders' });
    expect(by.get(8)).toMatchObject({ count: 1, ledger: '-3.60', statement: '-3.60', source: 'orders' });
    expect(by.get(9)).toMatchObject({ count: 1, ledger: '15.00', statement: '15.00' });
    expect(s.breakdown.map((b) => b.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('is idempotent: an open statement is computed again, one row per account and month', async () => {
    const before = await stored(U.seller);
    const res = await generate(t.admin, { period, userId: U.seller });
    expect(res.data).toEqual({ period, created: 0, recomputed: 1, kept: 0 });
    const after = await stored(U.seller);
    expect(after.statementId).toBe(before.statementId);
    expect(after.net).toBe(before.net);
    expect(after.cutoff.getTime()).toBeGreaterThanOrEqual(before.cutoff.getTime());
    const [{ n }] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_statement where user_id = ${U.seller} and period = ${period}`);
    expect(n).toBe(1);
    // Every seller account with activity: the demo ones all have their opening rows this month.
    const all = await generate(t.admin, { period });
    expect(all.data.recomputed).toBe(1);
    expect(all.data.created).toBeGreaterThanOrEqual(2);
    expect((await stored(U.seller2)).mismatch).toBe(false);
    expect((await stored(U.subseller)).mismatch).toBe(false);
    // Parallel generations of the same month still make one row each.
    const answers = await Promise.all(Array.from({ length: 4 }, () => generate(t.admin, { period })));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const [{ dup }] = await rows<{ dup: number }>(
      ctx.db,
      sql`select count(*)::int as dup from (select user_id from biz_statement where period = ${period} group by user_id having count(*) > 1) d`,
    );
    expect(dup).toBe(0);
  });

  it('refuses a bad month, a future month, a non-seller account, and callers without the permission', async () => {
    const count = async () => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_statement`))[0].n;
    const before = await count();
    expect(await generate(t.admin, { period: '2026-13' }, en)).toMatchObject({ code: 500, msg: 'Choose a valid month (yyyy-MM)' });
    expect((await generate(t.admin, { period: '' })).msg).toBe('请选择有效的月份（yyyy-MM）');
    expect(await generate(t.admin, { period: '2099-01' }, en)).toMatchObject({ code: 500, msg: '2099-01 has not started yet; no statement can be generated' });
    expect(await generate(t.admin, { period, userId: U.staff }, en)).toMatchObject({ code: 500, msg: 'That account is not a seller account' });
    expect((await generate(t.seller, { period })).code).toBe(403);
    expect((await generate(t.staff, { period })).code).toBe(403);
    expect((await list(t.staff)).code).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('reading a statement', () => {
  it('lists the lines from the orders, paged, with refunds and compensation', async () => {
    const id = await idOf(U.seller);
    const page = await lines(t.seller, id, { pageNum: '1', pageSize: '2' });
    expect(page.code, page.msg).toBe(200);
    // A full page counts the lines: a few, counted exactly.
    expect(page).toMatchObject({ total: 4, estimated: false });
    expect(page.rows).toHaveLength(2);
    const all = (await lines(t.admin, id, { pageSize: '50' })).rows;
    const line = (orderId: number) => all.find((l) => l.orderId === orderId);
    expect(line(o.refund)).toMatchObject({
      orderStatus: '2',
      estimate: '92.00',
      fees: '20.00',
      actual: '70.56',
      difference: '1.44',
      settleStatus: 'settled',
      refunds: '1.44',
      compensation: '15.00',
    });
    expect(line(o.charge)).toMatchObject({ actual: '75.60', difference: '-3.60', refunds: '0.00', compensation: '0.00' });
    expect(line(o.back)).toMatchObject({ orderStatus: '3', actual: null, difference: null, refunds: '0.00' });
    expect(line(o.refunded)).toMatchObject({ orderStatus: '3', refunds: '92.00' });
    expect(line(o.refund)?.closeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers the detail with the stored breakdown and a recheck that agrees', async () => {
    const res = await detail(t.seller, await idOf(U.seller));
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ period, userName: 'seller', status: '0', mismatch: false, complaintId: null });
    expect(res.data.recheck).toMatchObject({ changed: false, mismatch: false, net: res.data.net, ledgerSum: res.data.ledgerSum });
    expect(res.data.breakdown).toHaveLength(10);
  });

  it('keeps each seller account to its own: lists, details, lines and exports of another answer "not found"', async () => {
    const seller = await idOf(U.seller);
    const mine = await list(t.seller2, { userName: 'seller', userId: String(U.seller) });
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.userId === U.seller2)).toBe(true);
    // A parent does not see its sub-account's statements, nor the sub-account the parent's.
    expect((await list(t.seller)).rows.every((r) => r.userId === U.seller)).toBe(true);
    expect((await list(t.subseller)).rows.every((r) => r.userId === U.subseller)).toBe(true);
    expect((await detail(t.seller2, seller)).msg).toMatch(/不存在|does not exist/i);
    expect((await detail(t.subseller, seller)).code).toBe(500);
    expect((await lines(t.seller2, seller)).code).toBe(500);
    const exported = await ctx.app.inject({ method: 'POST', url: `/prod-api/system/statement/${seller}/export`, headers: { authorization: t.seller2 } });
    expect(exported.json().code).toBe(500);
    // Finance sees every account and filters.
    const all = await list(t.admin, { period, pageSize: '100' });
    expect(new Set(all.rows.map((r) => r.userId))).toEqual(new Set([U.seller, U.seller2, U.subseller]));
    // A full page counts the statements, the owners' names through their join: a few, counted exactly.
    expect(await list(t.admin, { period, userName: 'seller', pageSize: '1' })).toMatchObject({ code: 200, total: 3, estimated: false });
    expect((await list(t.admin, { userName: 'seller2' })).rows.every((r) => r.userName === 'seller2')).toBe(true);
    expect((await list(t.admin, { status: '1' })).rows.every((r) => r.status === '1')).toBe(true);
  });
});

describe('a ledger that does not match', () => {
  it('is flagged, in the recheck at once and in the stored totals once generated again', async () => {
    // seller2: one order settled with a refund, then its ledger row is lost.
    const { taskId } = await openTask(ctx, t, { owner: t.seller2, quantity: 1 });
    const id = await shipped(ctx, t, taskId);
    expect((await complete(ctx, t.staff, { id, actuallyPay: '9.90' })).code).toBe(200);
    await generate(t.admin, { period, userId: U.seller2 });
    const statementId = await idOf(U.seller2);
    expect((await stored(U.seller2)).mismatch).toBe(false);
    const [row] = await ctx.db
      .select()
      .from(bizFund)
      .where(and(eq(bizFund.refType, 'order'), eq(bizFund.refId, id)));
    expect(Number(row.amount)).toBeGreaterThan(0);
    await ctx.db.delete(bizFund).where(eq(bizFund.fundId, row.fundId));

    const now = await detail(t.admin, statementId);
    expect(now.data.mismatch).toBe(false);
    expect(now.data.recheck).toMatchObject({ changed: true, mismatch: true });
    expect(Number(now.data.recheck.net) - Number(now.data.recheck.ledgerSum)).toBeCloseTo(Number(row.amount), 2);

    await generate(t.admin, { period, userId: U.seller2 });
    const s = await stored(U.seller2);
    expect(s.mismatch).toBe(true);
    expect(s.breakdown.find((b) => b.type === 7)).toMatchObject({ count: 0, ledger: '0.00', statement: row.amount });
    expect((await list(t.seller2)).rows.find((r) => r.statementId === statementId)?.mismatch).toBe(true);

    // The same settlement posted twice is flagged too.
    await ctx.db.insert(bizFund).values([
      { ...row, fundId: undefined },
      { ...row, fundId: undefined },
    ]);
    await generate(t.admin, { period, userId: U.seller2 });
    const twice = await stored(U.seller2);
    expect(twice.mismatch).toBe(true);
    expect(Number(twice.ledgerSum) - Number(twice.net)).toBeCloseTo(Number(row.amount), 2);
  });
});

describe('confirm, dispute, settle', () => {
  it('the owner confirms (0→1) once; finance settles (1→3) once; regenerating leaves them alone', async () => {
    const id = await idOf(U.seller);
    expect(await step(t.admin, id, 'confirm', undefined, en)).toMatchObject({ code: 500, msg: "Only the statement's own account may confirm or dispute it" });
    expect((await step(t.seller2, id, 'confirm')).msg).toMatch(/不存在|does not exist/i);
    expect((await step(t.seller, id, 'settle')).code).toBe(403);
    const res = await step(t.seller, id, 'confirm');
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: '1', confirmBy: 'seller' });
    expect(await step(t.seller, id, 'confirm', undefined, en)).toMatchObject({ code: 500, msg: 'This document has changed meanwhile; refresh and try again' });
    expect((await step(t.seller, id, 'dispute', { reason: 'x' })).msg).toBe('该单据状态已变化，请刷新后重试');
    const kept = await generate(t.admin, { period, userId: U.seller });
    expect(kept.data).toEqual({ period, created: 0, recomputed: 0, kept: 1 });
    const settled = await step(t.admin, id, 'settle');
    expect(settled.data).toMatchObject({ status: '3', settleBy: 'admin' });
    expect((await step(t.admin, id, 'settle')).msg).toBe('该单据状态已变化，请刷新后重试');
    expect((await stored(U.seller)).status).toBe('3');
  });

  it('parallel confirmations apply once', async () => {
    const id = await idOf(U.seller2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => step(t.seller2, id, 'confirm')));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect((await stored(U.seller2)).status).toBe('1');
  });

  it('a dispute (0→2) opens a fees complaint about the statement; settling waits for it to be handled', async () => {
    const id = await idOf(U.subseller);
    const complaints = async () => ctx.db.select().from(bizComplaint).where(eq(bizComplaint.statementId, id));
    expect(await step(t.subseller, id, 'dispute', { reason: '  ' }, en)).toMatchObject({ code: 500, msg: 'Please say what you dispute' });
    expect((await step(t.subseller, id, 'dispute', { reason: 'x'.repeat(501) })).code).toBe(500);
    expect(await complaints()).toHaveLength(0);
    expect((await stored(U.subseller)).status).toBe('0');

    const res = await step(t.subseller, id, 'dispute', { reason: '服务费与报价不符' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: '2', disputeReason: '服务费与报价不符', complaintStatus: '0' });
    const [c] = await complaints();
    expect(c).toMatchObject({
      complaintType: '4',
      content: '服务费与报价不符',
      userId: U.subseller,
      status: '0',
      orderId: null,
      taskId: null,
      statementNo: `ST${period.replace('-', '')}-${U.subseller}`,
    });
    expect(res.data.complaintId).toBe(c.complaintId);
    expect(res.data.complaintNo).toBe(c.complaintNo);
    // The complaint shows on the owner's complaint list, about the statement.
    const mine = await ctx.call<Page<{ complaintId: number; statementId: number | null; statementNo: string }>>({
      method: 'GET',
      url: '/prod-api/system/complaint/list',
      token: t.subseller,
      query: { complaintType: '4' },
    });
    expect(mine.rows.find((r) => r.complaintId === c.complaintId)).toMatchObject({ statementId: id, statementNo: c.statementNo });

    expect(await step(t.admin, id, 'settle', undefined, en)).toMatchObject({
      code: 500,
      msg: `The dispute complaint ${c.complaintNo} is still being handled; settle once it is resolved`,
    });
    const resolved = await ctx.call({ method: 'PUT', url: `/prod-api/system/complaint/${c.complaintId}/resolve`, token: t.staff, payload: { note: '已核实' } });
    expect(resolved.code, resolved.msg).toBe(200);
    expect((await step(t.admin, id, 'settle')).data).toMatchObject({ status: '3' });
    expect((await step(t.subseller, id, 'dispute', { reason: 'again' })).msg).toBe('该单据状态已变化，请刷新后重试');
    expect(await complaints()).toHaveLength(1);
  });

  it('a dispute whose complaint cannot be stored changes nothing (one transaction)', async () => {
    // An empty statement of last month, generated for one account by name.
    const z = new Date(Date.now() + 8 * 3600_000);
    const last = new Date(Date.UTC(z.getUTCFullYear(), z.getUTCMonth() - 1, 1));
    const previous = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
    expect((await generate(t.admin, { period: previous, userId: U.seller2 })).data).toMatchObject({ created: 1 });
    const [s] = await ctx.db
      .select()
      .from(bizStatement)
      .where(and(eq(bizStatement.userId, U.seller2), eq(bizStatement.period, previous)));
    expect(s).toMatchObject({ orderCount: 0, net: '0.00', ledgerSum: '0.00', mismatch: false, status: '0' });
    const count = async () => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_complaint`))[0].n;
    const before = await count();
    await ctx.db.execute(sql`alter table biz_complaint add constraint test_no_boom check (content <> 'boom')`);
    try {
      expect((await step(t.seller2, s.statementId, 'dispute', { reason: 'boom' })).code).toBe(500);
    } finally {
      await ctx.db.execute(sql`alter table biz_complaint drop constraint test_no_boom`);
    }
    expect(await count()).toBe(before);
    const [after] = await ctx.db.select().from(bizStatement).where(eq(bizStatement.statementId, s.statementId));
    expect(after).toMatchObject({ status: '0', disputeReason: '', complaintId: null });
  });
});

describe('export', () => {
  const load = async (payload: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(payload as unknown as ExcelJS.Buffer);
    return book;
  };
  const cells = (sheet: ExcelJS.Worksheet | undefined, row: number) => ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1);

  it('one statement: summary, money check and its order lines, in the caller language', async () => {
    const id = await idOf(U.seller);
    const res = await ctx.app.inject({ method: 'POST', url: `/prod-api/system/statement/${id}/export`, headers: { authorization: t.seller, ...en } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await load(res.rawPayload);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Summary', 'Money check', 'Orders']);
    const summary = book.getWorksheet('Summary');
    const items = new Map(Array.from({ length: summary?.rowCount ?? 0 }, (_, i) => cells(summary, i + 1) as [string, unknown]));
    expect(items.get('Statement no.')).toBe(`ST${period.replace('-', '')}-${U.seller}`);
    expect(items.get('Orders')).toBe(4);
    expect(items.get('Compensation (CNY)')).toBe(15);
    expect(items.get('Check')).toBe('Balanced');
    const orders = book.getWorksheet('Orders');
    expect(orders?.rowCount).toBe(5);
    expect(cells(orders, 1)).toContain('Order ID');
    const ids = Array.from({ length: 4 }, (_, i) => cells(orders, i + 2)[0]);
    expect(new Set(ids)).toEqual(new Set([o.refund, o.charge, o.back, o.refunded]));
    const check = book.getWorksheet('Money check');
    expect(check?.rowCount).toBe(11);
  });

  it('the list, with the filters; a seller gets only its own', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/statement/export', headers: { authorization: t.admin }, payload: { period } });
    expect(res.statusCode).toBe(200);
    const sheet = (await load(res.rawPayload)).worksheets[0];
    expect(sheet.name).toBe('对账单');
    expect(sheet.rowCount).toBe(4);
    const mine = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/statement/export', headers: { authorization: t.seller2 }, payload: {} });
    const own = (await load(mine.rawPayload)).worksheets[0];
    // This month's and last month's (an empty one generated by name).
    expect(own.rowCount).toBe(3);
    expect([cells(own, 2)[1], cells(own, 3)[1]]).toEqual(['seller2', 'seller2']);
    const staff = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/statement/export', headers: { authorization: t.staff }, payload: {} });
    expect(staff.json().code).toBe(403);
  });
});
