import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Invoiceable, InvoiceRow } from '@ceping/contract';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizInvoice } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { PDF, PNG, multipart } from '../multipart.ts';
import { type Tokens, U, complete, openTask, shipped, tokens } from './orders-fixtures.ts';

/** Invoices (docs/DOMAIN.md "Invoices"): invoiceable amount, request, the finance steps, isolation, races. */
type Answer<T> = { code: number; msg: string; data: T };
let ctx: TestContext;
let t: Tokens;
let dataDir: string;
let pdfUrl: string;
let pngUrl: string;
/** Σ unit price of the completed orders, per seller, read from the orders themselves. */
const fees: Record<number, Decimal> = {};

const en = { 'content-language': 'en-US' };
const VALID_TAX = '91350100M000100Y43';

async function completedOrder(taskId: number) {
  const id = await shipped(ctx, t, taskId, { actuallyPay: '10.00' });
  const res = await complete(ctx, t.staff, { id });
  expect(res.code, res.msg).toBe(200);
  return id;
}

async function upload(filename: string, type: string, data: Buffer): Promise<string> {
  const body = multipart([{ field: 'file', filename, type, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/prod-api/common/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: t.admin },
  });
  const json = res.json() as { code: number; fileName: string };
  expect(json.code).toBe(200);
  return json.fileName;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-invoice-'));
  ctx = await createTestContext({ dataDir });
  t = await tokens(ctx);
  const { taskId } = await openTask(ctx, t, { quantity: 4 });
  for (let i = 0; i < 3; i++) await completedOrder(taskId);
  await shipped(ctx, t, taskId); // shipped, not completed: its fee does not count
  const { taskId: other } = await openTask(ctx, t, { owner: t.seller2, quantity: 1 });
  await completedOrder(other);
  const { taskId: sub } = await openTask(ctx, t, { owner: t.subseller, quantity: 1 });
  await completedOrder(sub);
  for (const userId of [U.seller, U.seller2, U.subseller]) {
    const [r] = await rows<{ s: string }>(
      ctx.db,
      sql`select coalesce(sum(unit_price), 0)::text as s from biz_order where user_id = ${userId} and order_status = '2' and del_flag = '0'`,
    );
    fees[userId] = new Decimal(r.s);
  }
  pdfUrl = await upload('invoice.pdf', 'application/pdf', PDF);
  pngUrl = await upload('scan.png', 'image/png', PNG);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.call<Answer<InvoiceRow>>({ method: 'POST', url: '/prod-api/system/invoice', payload, token, headers });
const act = (token: string, id: number, action: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.call<Answer<InvoiceRow>>({ method: 'PUT', url: `/prod-api/system/invoice/${id}/${action}`, token, headers, ...(payload ? { payload } : {}) });
const invoiceable = (token: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  ctx.call<Answer<Invoiceable>>({ method: 'GET', url: '/prod-api/system/invoice/invoiceable', token, query, headers });
const list = (token: string, query: Record<string, string> = {}) =>
  ctx.call<{ code: number; msg: string; rows: InvoiceRow[]; total: number }>({ method: 'GET', url: '/prod-api/system/invoice/list', token, query });
const detail = (token: string, id: number) => ctx.call<Answer<InvoiceRow>>({ method: 'GET', url: `/prod-api/system/invoice/${id}`, token });
const row = async (id: number) => (await ctx.db.select().from(bizInvoice).where(eq(bizInvoice.invoiceId, id)))[0];
const count = async () => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_invoice`))[0].n;
const ordinary = (amount: string, patch: Record<string, unknown> = {}) => ({
  invoiceType: '1',
  amount,
  title: '深圳优品贸易有限公司',
  taxNo: VALID_TAX,
  email: 'finance@youpin.example',
  ...patch,
});
const special = (amount: string, patch: Record<string, unknown> = {}) =>
  ordinary(amount, {
    invoiceType: '2',
    bankName: '招商银行深圳分行',
    bankAccount: '7559 1234 5678 901',
    address: '深圳市南山区科技园',
    phone: '0755-86001234',
    ...patch,
  });
const available = async (token = t.seller) => new Decimal((await invoiceable(token)).data.invoiceable);
const requested = async (amount: string, token = t.seller) => {
  const res = await request(token, ordinary(amount));
  expect(res.code, res.msg).toBe(200);
  return res.data.invoiceId;
};
const issueBody = (invoiceNo: string, patch: Record<string, unknown> = {}) => ({
  invoiceNo,
  issueDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
  pdfUrl,
  ...patch,
});
/** Takes and issues a request as finance. */
const issued = async (id: number, invoiceNo: string) => {
  expect((await act(t.admin, id, 'take')).code).toBe(200);
  const res = await act(t.admin, id, 'issue', issueBody(invoiceNo));
  expect(res.code, res.msg).toBe(200);
  return res.data;
};

describe('GET /system/invoice/invoiceable', () => {
  it("answers Σ service fees of the seller's completed orders when nothing is invoiced yet", async () => {
    expect(fees[U.seller].gt(0)).toBe(true);
    const res = await invoiceable(t.seller);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual({
      userId: U.seller,
      completedFees: fees[U.seller].toFixed(2),
      inProgress: '0.00',
      issued: '0.00',
      invoiceable: fees[U.seller].toFixed(2),
    });
    // the shipped order is not counted: three completed orders of one task have one unit price
    const [unit] = await rows<{ u: string }>(ctx.db, sql`select distinct unit_price::text as u from biz_order where user_id = ${U.seller}`);
    expect(fees[U.seller].toFixed(2)).toBe(new Decimal(unit.u).times(3).toFixed(2));
  });

  it('a sub-account gets its own; a seller naming another user still gets its own', async () => {
    expect((await invoiceable(t.subseller)).data).toMatchObject({ userId: U.subseller, completedFees: fees[U.subseller].toFixed(2) });
    expect((await invoiceable(t.seller, { userId: String(U.seller2) })).data.userId).toBe(U.seller);
  });

  it('finance names the seller; without one the answer says so; staff are refused', async () => {
    expect((await invoiceable(t.admin, { userId: String(U.seller2) })).data).toMatchObject({ userId: U.seller2, completedFees: fees[U.seller2].toFixed(2) });
    expect(await invoiceable(t.admin, {}, en)).toMatchObject({ code: 500, msg: 'Name the seller' });
    expect((await invoiceable(t.admin, { userId: '999999' })).code).toBe(500);
    expect((await invoiceable(t.staff)).code).toBe(403);
  });
});

describe('POST /system/invoice', () => {
  it('an ordinary request (→0) reserves its amount; special fields are not kept on it', async () => {
    const before = await available();
    const res = await request(t.seller, ordinary('12.30', { taxNo: ' 91350100m000100y43 ', bankName: 'ignored', remark: ' 一月 ' }));
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      status: '0',
      invoiceType: '1',
      amount: '12.30',
      userId: U.seller,
      userName: 'seller',
      taxNo: VALID_TAX,
      bankName: '',
      remark: '一月',
      cancelled: false,
    });
    expect((await available()).toFixed(2)).toBe(before.minus('12.30').toFixed(2));
    expect((await invoiceable(t.seller)).data.inProgress).toBe('12.30');
  });

  it('a special VAT request keeps the bank, account, address and phone', async () => {
    const res = await request(t.seller, special('5'));
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      invoiceType: '2',
      amount: '5.00',
      bankName: '招商银行深圳分行',
      bankAccount: '7559 1234 5678 901',
      phone: '0755-86001234',
    });
  });

  it('refuses bad input with the localized message and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [ordinary('1.234'), 'The amount must be above 0 with at most two decimals'],
      [ordinary('0'), 'The amount must be above 0 with at most two decimals'],
      [ordinary('-5'), 'The amount must be above 0 with at most two decimals'],
      [ordinary('10', { invoiceType: '3' }), 'Choose the invoice type'],
      [ordinary('10', { title: '  ' }), 'Enter the invoice title (company name)'],
      [
        ordinary('10', { taxNo: '91350100M000100Y44' }),
        'The taxpayer number must be an 18-character unified social credit code (or a 15- or 20-character tax number)',
      ],
      [ordinary('10', { taxNo: '1234' }), 'The taxpayer number must be an 18-character unified social credit code (or a 15- or 20-character tax number)'],
      [ordinary('10', { email: 'not-an-address' }), 'Enter a valid e-mail address to receive the invoice'],
      [special('10', { bankName: '' }), 'A special VAT invoice needs the bank, account, registered address and phone'],
      [special('10', { phone: undefined }), 'A special VAT invoice needs the bank, account, registered address and phone'],
      [special('10', { bankAccount: 'ABC-123' }), 'The bank account may contain digits, spaces and - only'],
    ];
    for (const [payload, msg] of cases) expect(await request(t.seller, payload, en), JSON.stringify(payload)).toMatchObject({ code: 500, msg });
    expect(await request(t.seller, ordinary('abc'))).toMatchObject({ code: 500, msg: '金额必须大于 0，最多两位小数' });
    expect(await count()).toBe(before);
  });

  it('refuses more than the invoiceable amount, naming it', async () => {
    const left = await available();
    const before = await count();
    expect(await request(t.seller, ordinary(left.plus('0.01').toFixed(2)), en)).toMatchObject({
      code: 500,
      msg: `The amount may not exceed the invoiceable amount of ¥${left.toFixed(2)}`,
    });
    expect((await request(t.seller2, ordinary('99999'))).msg).toBe(`开票金额不能超过可开票金额 ${fees[U.seller2].toFixed(2)} 元`);
    expect(await count()).toBe(before);
  });

  it('only sellers request: an admin is told so, staff are refused by permission', async () => {
    expect(await request(t.admin, ordinary('1'), en)).toMatchObject({ code: 500, msg: 'Only seller accounts can request invoices' });
    expect((await request(t.staff, ordinary('1'))).code).toBe(403);
  });

  it('a sub-account requests against its own completed orders', async () => {
    const res = await request(t.subseller, ordinary(fees[U.subseller].toFixed(2)));
    expect(res.code, res.msg).toBe(200);
    expect(res.data.userId).toBe(U.subseller);
    expect((await available(t.subseller)).toFixed(2)).toBe('0.00');
    expect((await request(t.subseller, ordinary('0.01'))).code).toBe(500);
  });

  it('the same request sent twice with one Idempotency-Key reserves once', async () => {
    const before = await count();
    const headers = { 'idempotency-key': `inv-${Date.now()}` };
    const first = await request(t.seller, ordinary('0.50'), headers);
    const again = await request(t.seller, ordinary('0.50'), headers);
    expect(first.code, first.msg).toBe(200);
    expect(again.data.invoiceId).toBe(first.data.invoiceId);
    expect(await count()).toBe(before + 1);
    expect((await act(t.seller, first.data.invoiceId, 'cancel')).code).toBe(200);
  });

  it('parallel requests never reserve more than there is: of five asking 40 % each, two pass', async () => {
    const left = await available();
    const share = left.times('0.4').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(t.seller, ordinary(share))));
    const passed = answers.filter((a) => a.code === 200);
    expect(passed).toHaveLength(2);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.msg.startsWith('开票金额不能超过可开票金额'))).toBe(true);
    const after = await invoiceable(t.seller);
    expect(new Decimal(after.data.invoiceable).gte(0)).toBe(true);
    expect(new Decimal(after.data.completedFees).minus(after.data.inProgress).minus(after.data.issued).toFixed(2)).toBe(after.data.invoiceable);
    for (const p of passed) expect((await act(t.seller, p.data.invoiceId, 'cancel')).code).toBe(200);
  });
});

describe('reading invoices', () => {
  it('a seller lists and reads only its own; finance sees all and filters', async () => {
    const mine = await list(t.seller);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.userId === U.seller)).toBe(true);
    expect((await list(t.seller, { userName: 'subseller', userId: String(U.subseller) })).rows.every((r) => r.userId === U.seller)).toBe(true);
    const sub = (await list(t.subseller)).rows[0];
    expect((await detail(t.seller, sub.invoiceId)).msg).toMatch(/不存在|not found/i);
    expect((await detail(t.subseller, sub.invoiceId)).data.invoiceId).toBe(sub.invoiceId);
    expect((await detail(t.admin, sub.invoiceId)).data.userName).toBe('subseller');

    const all = await list(t.admin, { pageSize: '100' });
    expect(new Set(all.rows.map((r) => r.userId))).toEqual(new Set([U.seller, U.subseller]));
    expect((await list(t.admin, { userName: 'subseller' })).rows.every((r) => r.userId === U.subseller)).toBe(true);
    expect((await list(t.admin, { invoiceType: '2' })).rows.every((r) => r.invoiceType === '2')).toBe(true);
    expect((await list(t.admin, { status: '4' })).rows.every((r) => r.status === '4' && r.cancelled)).toBe(true);
    const tomorrow = new Date(Date.now() + 32 * 3600_000).toISOString().slice(0, 10);
    expect((await list(t.admin, { 'params[beginTime]': tomorrow })).total).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await list(t.admin, { 'params[beginTime]': today, 'params[endTime]': today })).total).toBe(all.total);
    const page = await list(t.admin, { pageNum: '1', pageSize: '2', orderByColumn: 'amount', isAsc: 'desc' });
    expect(page.rows).toHaveLength(2);
    // A full page counts the invoices, the owners' names through their join: a few, counted exactly.
    expect(page).toMatchObject({ code: 200, total: await count(), estimated: false });
    expect(await list(t.admin, { userName: 'seller', pageSize: '1' })).toMatchObject({ code: 200, total: await count(), estimated: false });
    expect(Number(page.rows[0].amount)).toBeGreaterThanOrEqual(Number(page.rows[1].amount));
    expect((await list(t.staff)).code).toBe(403);
  });
});

describe('the finance steps', () => {
  it('take (0→1) then issue (1→2) with number, date and PDF; the issued amount stays reserved', async () => {
    const id = await requested('3.00');
    const taken = await act(t.admin, id, 'take');
    expect(taken.data).toMatchObject({ status: '1', handleBy: 'admin' });
    const res = await act(t.admin, id, 'issue', issueBody('26442000000000000001'));
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: '2', invoiceNo: '26442000000000000001', pdfUrl, issueBy: 'admin' });
    expect(res.data.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await row(id)).toMatchObject({ status: '2', invoiceNo: '26442000000000000001' });
    expect(new Decimal((await invoiceable(t.seller)).data.issued).gte(3)).toBe(true);
    // the PDF is served for download
    const file = await ctx.app.inject({ method: 'GET', url: `/prod-api${pdfUrl}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('issue refuses a bad number, date or file with the localized message and changes nothing', async () => {
    const id = await requested('1.00');
    expect((await act(t.admin, id, 'take')).code).toBe(200);
    const future = new Date(Date.now() + 8 * 3600_000 + 2 * 86400_000).toISOString().slice(0, 10);
    const fake = '/profile/upload/2026/01/01/fake.pdf';
    mkdirSync(path.join(dataDir, 'upload/2026/01/01'), { recursive: true });
    writeFileSync(path.join(dataDir, 'upload/2026/01/01/fake.pdf'), 'not a pdf at all');
    const cases: [Record<string, unknown>, string][] = [
      [issueBody(''), 'Enter the invoice number'],
      [issueBody('12 34'), 'The invoice number has 8 to 32 letters, digits or -'],
      [issueBody('26442000000000000002', { issueDate: '2026-02-30' }), 'The invoice date must read yyyy-MM-dd'],
      [issueBody('26442000000000000002', { issueDate: future }), 'The invoice date must lie between the request date'],
      [issueBody('26442000000000000002', { issueDate: '2020-01-01' }), 'The invoice date must lie between the request date'],
      [issueBody('26442000000000000002', { pdfUrl: '' }), 'Upload the invoice PDF'],
      [issueBody('26442000000000000002', { pdfUrl: pngUrl }), 'The invoice file must be an uploaded PDF'],
      [issueBody('26442000000000000002', { pdfUrl: 'https://evil.example/x.pdf' }), 'The invoice file must be an uploaded PDF'],
      [issueBody('26442000000000000002', { pdfUrl: '/profile/upload/2026/01/01/missing.pdf' }), 'The invoice file must be an uploaded PDF'],
      [issueBody('26442000000000000002', { pdfUrl: fake }), 'The invoice file must be an uploaded PDF'],
      [issueBody('26442000000000000001'), 'Invoice number "26442000000000000001" is already used'],
    ];
    for (const [payload, msg] of cases) {
      const res = await act(t.admin, id, 'issue', payload, en);
      expect(res.code, JSON.stringify(payload)).toBe(500);
      expect(res.msg, JSON.stringify(payload)).toContain(msg);
    }
    expect(await row(id)).toMatchObject({ status: '1', invoiceNo: '', pdfUrl: '' });
    expect((await act(t.admin, id, 'issue', issueBody('26442000000000000002'))).data.status).toBe('2');
  });

  it('reject (0|1→3) needs a reason and frees the amount', async () => {
    const left = await available();
    const a = await requested('2.00');
    const b = await requested('2.00');
    expect(await act(t.admin, a, 'reject', { reason: ' ' }, en)).toMatchObject({ code: 500, msg: 'Please give a reason' });
    expect((await act(t.admin, a, 'reject', { reason: '抬头有误' })).data).toMatchObject({ status: '3', rejectReason: '抬头有误', handleBy: 'admin' });
    expect((await act(t.admin, b, 'take')).code).toBe(200);
    expect((await act(t.admin, b, 'reject', { reason: '税号不符' })).data.status).toBe('3');
    expect((await available()).toFixed(2)).toBe(left.toFixed(2));
  });

  it('void (2→4) needs a reason and frees the amount; the number stays on record', async () => {
    const id = await requested('1.50');
    await issued(id, '26442000000000000003');
    const left = await available();
    expect(await act(t.admin, id, 'void', {}, en)).toMatchObject({ code: 500, msg: 'Please give a reason' });
    const res = await act(t.admin, id, 'void', { reason: '购方信息有误' });
    expect(res.data).toMatchObject({ status: '4', voidReason: '购方信息有误', voidBy: 'admin', invoiceNo: '26442000000000000003', cancelled: false });
    expect((await available()).toFixed(2)).toBe(left.plus('1.50').toFixed(2));
  });

  it('the seller cancels its own pending request (0→4), and only that', async () => {
    const id = await requested('1.00');
    const left = await available();
    expect((await act(t.seller2, id, 'cancel')).msg).toMatch(/不存在|not found/i);
    expect((await act(t.admin, id, 'cancel')).msg).toMatch(/不存在|not found/i);
    const res = await act(t.seller, id, 'cancel');
    expect(res.data).toMatchObject({ status: '4', cancelled: true, voidBy: 'seller', invoiceNo: '' });
    expect((await available()).toFixed(2)).toBe(left.plus('1.00').toFixed(2));
    const taken = await requested('1.00');
    expect((await act(t.admin, taken, 'take')).code).toBe(200);
    expect(await act(t.seller, taken, 'cancel', undefined, en)).toMatchObject({ code: 500, msg: 'This document has changed meanwhile; refresh and try again' });
  });

  it('refuses every step from a wrong state with the "state changed" message', async () => {
    const id = await requested('1.00');
    const changed = { code: 500, msg: '该单据状态已变化，请刷新后重试' };
    expect(await act(t.admin, id, 'issue', issueBody('26442000000000000004'))).toMatchObject(changed); // 0 → 2 skips the take
    expect(await act(t.admin, id, 'void', { reason: 'x' })).toMatchObject(changed);
    await issued(id, '26442000000000000004');
    expect(await act(t.admin, id, 'take')).toMatchObject(changed);
    expect(await act(t.admin, id, 'reject', { reason: 'x' })).toMatchObject(changed);
    expect(await act(t.seller, id, 'cancel')).toMatchObject(changed);
    expect((await act(t.admin, id, 'void', { reason: 'x' })).code).toBe(200);
    expect(await act(t.admin, id, 'void', { reason: 'x' })).toMatchObject(changed);
    expect((await act(t.admin, 999_999, 'take')).msg).toMatch(/不存在|not found/i);
  });

  it('sellers and staff cannot take, issue, reject or void', async () => {
    const id = await requested('1.00');
    for (const token of [t.seller, t.staff]) {
      expect((await act(token, id, 'take')).code).toBe(403);
      expect((await act(token, id, 'issue', issueBody('26442000000000000009'))).code).toBe(403);
      expect((await act(token, id, 'reject', { reason: 'x' })).code).toBe(403);
      expect((await act(token, id, 'void', { reason: 'x' })).code).toBe(403);
    }
    expect((await row(id)).status).toBe('0');
  });
});

describe('races', () => {
  it('two finance users issuing one invoice at once: exactly one wins, with its own number', async () => {
    const id = await requested('1.00');
    expect((await act(t.admin, id, 'take')).code).toBe(200);
    const answers = await Promise.all([
      act(t.admin, id, 'issue', issueBody('26442000000000000010')),
      act(t.admin, id, 'issue', issueBody('26442000000000000011')),
      act(t.admin, id, 'reject', { reason: '同时驳回' }),
    ]);
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.msg === '该单据状态已变化，请刷新后重试')).toBe(true);
    const r = await row(id);
    expect(r.status).toBe(won[0].data.status);
    if (r.status === '2') expect(r.invoiceNo).toBe(won[0].data.invoiceNo);
  });

  it('ten parallel takes apply once', async () => {
    const id = await requested('1.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => act(t.admin, id, 'take')));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
  });
});

describe('POST /system/invoice/export', () => {
  const exported = async (token: string, payload: Record<string, unknown> = {}) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/invoice/export', headers: { authorization: token, ...en }, payload });
    return res;
  };
  it('writes the list as xlsx in the caller language, a seller its own rows only', async () => {
    const res = await exported(t.admin, { status: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('Invoices');
    expect(sheet).toBeDefined();
    expect(sheet?.getRow(1).getCell(5).value).toBe('Type');
    const statuses = new Set<string>();
    sheet?.eachRow((r, n) => n > 1 && statuses.add(String(r.getCell(10).value)));
    expect([...statuses]).toEqual(['Issued']);

    const mine = await exported(t.subseller);
    const own = new ExcelJS.Workbook();
    await own.xlsx.load(mine.rawPayload as unknown as ExcelJS.Buffer);
    const users = new Set<string>();
    own.getWorksheet('Invoices')?.eachRow((r, n) => n > 1 && users.add(String(r.getCell(2).value)));
    expect([...users]).toEqual(['subseller']);
    expect((await exported(t.staff)).json().code).toBe(403);
  });
});
