import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let staff: string;
let seller: string;
let seller2: string;
let sub: string;
/** Collection accounts: site 1 (seller, subseller) and site 2 (seller2). */
let acc1: number;
let acc2: number;

const VOUCHER = '/profile/upload/2026/01/26/voucher_1.png';
type Res<T = unknown> = { code: number; msg: string; data: T };
type Transition = { id: number; status: string; money: string; frozen: string };

const put = <T = Transition>(token: string, url: string, payload?: object, headers?: Record<string, string>) =>
  ctx.call<Res<T>>({ method: 'PUT', url: `/prod-api${url}`, token, payload, headers });
const post = <T = Transition>(token: string, url: string, payload: object, headers?: Record<string, string>) =>
  ctx.call<Res<T>>({ method: 'POST', url: `/prod-api${url}`, token, payload, headers });
const get = <T>(token: string, url: string, query?: Record<string, string>) =>
  ctx.call<T & { code: number; msg: string }>({ method: 'GET', url: `/prod-api${url}`, token, query });

const balances = async (userId: number) =>
  (await rows<{ money: string; frozen: string }>(ctx.db, sql`select money::text as money, frozen::text as frozen from sys_user where user_id = ${userId}`))[0];

/** Every account whose balance is not Σ ledger, or whose frozen is not Σ open (pending/approved) withdrawals. */
async function invariantBreaks() {
  return rows<{ user_id: number }>(
    ctx.db,
    sql`select u.user_id::int as user_id from sys_user u
        where u.money <> coalesce((select sum(f.amount) from biz_fund f where f.user_id = u.user_id), 0)
           or u.frozen <> coalesce((select sum(w.amount) from biz_withdrawal w where w.user_id = u.user_id and w.status in ('0', '1')), 0)`,
  );
}
const count = async (table: 'biz_recharge' | 'biz_withdrawal' | 'biz_fund') =>
  (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;

const rechargeBody = (over: Record<string, unknown> = {}) => ({
  amount: '500.00',
  method: '1',
  collectionId: acc1,
  voucher: VOUCHER,
  referenceNo: `REF${Math.random().toString(36).slice(2, 10)}`,
  ...over,
});
const withdrawalBody = (over: Record<string, unknown> = {}) => ({
  amount: '300',
  accountType: '1',
  accountName: '优品商家',
  accountNo: '6214830123456789',
  bankName: '招商银行',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, seller, seller2, sub] = await Promise.all(['admin', 'staff', 'seller', 'seller2', 'subseller'].map((n) => ctx.login(n)));
  await verifySecondPassword(ctx, admin);
  for (const [siteId, name] of [
    [1, '测评科技'],
    [2, 'Global Review Ltd.'],
  ] as const) {
    const res = await post(admin, '/system/collection', { siteId, method: '1', accountName: name, bankName: 'Bank', accountNo: `NO-${siteId}`, qrCode: '' });
    expect(res.code).toBe(200);
  }
  const list = await get<{ rows: { collectionId: number; siteId: number }[] }>(admin, '/system/collection/list');
  acc1 = list.rows.find((r) => r.siteId === 1)?.collectionId ?? 0;
  acc2 = list.rows.find((r) => r.siteId === 2)?.collectionId ?? 0;
});
afterAll(() => ctx.close());

describe('collection accounts', () => {
  it('is a finance screen: sellers and staff are refused, sellers see only their site as options', async () => {
    for (const token of [seller, staff]) expect((await get(token, '/system/collection/list')).code).toBe(403);
    // A full page counts the accounts: a few, counted exactly.
    expect(await get(admin, '/system/collection/list', { pageSize: '1' })).toMatchObject({ code: 200, total: 2, estimated: false });
    expect((await post(seller, '/system/collection', { siteId: 1, method: '1', accountName: 'x', accountNo: '1' })).code).toBe(403);
    const mine = await get<{ data: { collectionId: number }[] }>(seller, '/system/collection/options');
    expect(mine.data.map((c) => c.collectionId)).toEqual([acc1]);
    const theirs = await get<{ data: { collectionId: number }[] }>(seller2, '/system/collection/options');
    expect(theirs.data.map((c) => c.collectionId)).toEqual([acc2]);
  });

  it('validates, edits, and keeps an account recharges point at', async () => {
    const bad = await ctx.call<Res>({
      method: 'POST',
      url: '/prod-api/system/collection',
      token: admin,
      headers: { 'accept-language': 'en-US' },
      payload: { siteId: 1, method: '7', accountName: '', accountNo: '1', qrCode: '/etc/passwd' },
    });
    expect(bad.code).toBe(500);
    const edit = await put(admin, '/system/collection', {
      collectionId: acc1,
      siteId: 1,
      method: '1',
      accountName: '测评科技',
      accountNo: 'NO-1',
      orderNum: 2,
    });
    expect(edit.code).toBe(200);
    const one = await get<{ data: { orderNum: number; siteName: string } }>(admin, `/system/collection/${acc1}`);
    expect(one.data).toMatchObject({ orderNum: 2, siteName: '测评系统' });
  });
});

describe('recharge', () => {
  it('refuses bad amounts, foreign accounts, missing vouchers with the localized message and changes nothing', async () => {
    const before = await count('biz_recharge');
    const en = { 'accept-language': 'en-US' };
    for (const amount of ['100.123', '-5', '0', 'abc', '1e3', '', 12.345]) {
      const res = await post(seller, '/system/recharge', rechargeBody({ amount }), en);
      expect(res.code).toBe(500);
      expect(res.msg).toBe('The amount must be above 0 with at most two decimals');
    }
    expect((await post(seller, '/system/recharge', rechargeBody({ amount: '99.99' }), en)).msg).toBe('The recharge amount must be at least ¥100.00');
    expect((await post(seller, '/system/recharge', rechargeBody({ amount: '99.99' }))).msg).toBe('充值金额不能低于 100.00 元');
    expect((await post(seller, '/system/recharge', rechargeBody({ collectionId: acc2 }), en)).msg).toMatch(/not one of your site/);
    expect((await post(seller, '/system/recharge', rechargeBody({ voucher: '' }), en)).msg).toBe('Upload a picture of the payment voucher');
    expect((await post(admin, '/system/recharge', rechargeBody(), en)).msg).toBe('Only seller accounts can recharge');
    expect(await count('biz_recharge')).toBe(before);
  });

  it('submits, refuses a reused reference, and each seller sees only its own', async () => {
    const res = await post(seller, '/system/recharge', rechargeBody({ referenceNo: 'CMB-0001', amount: '1000' }));
    expect(res.code).toBe(200);
    expect(res.data.status).toBe('0');
    const dup = await post(seller2, '/system/recharge', rechargeBody({ referenceNo: 'CMB-0001', collectionId: acc2 }), { 'accept-language': 'en-US' });
    expect(dup.msg).toBe('Reference "CMB-0001" has already been submitted');
    const own = await get<{ rows: { referenceNo: string; userName: string }[] }>(seller2, '/system/recharge/list', { userName: 'seller' });
    expect(own.rows.every((r) => r.userName === 'seller2')).toBe(true);
    expect((await get(seller2, `/system/recharge/${res.data.id}`)).code).toBe(500);
    expect((await put(seller2, `/system/recharge/${res.data.id}/cancel`)).code).toBe(500);
    const all = await get<{ rows: { referenceNo: string }[] }>(admin, '/system/recharge/list', { referenceNo: 'CMB-0001' });
    expect(all.rows).toHaveLength(1);
    // A full page counts the recharges through the owners' join (every owner is a seller account): counted exactly.
    const named = await get(admin, '/system/recharge/list', { userName: 'seller', pageSize: '1' });
    expect(named).toMatchObject({ code: 200, total: await count('biz_recharge'), estimated: false });
  });

  it('credits what arrived once (double credit in parallel), with permission and second password', async () => {
    const { data } = await post(seller, '/system/recharge', rechargeBody({ amount: '600' }));
    const before = await balances(3);
    expect((await put(seller, `/system/recharge/${data.id}/credit`, { amount: '600' })).code).toBe(403);
    expect((await put(staff, `/system/recharge/${data.id}/credit`, { amount: '600' })).code).toBe(403);
    const fresh = await ctx.login('admin');
    expect((await put(fresh, `/system/recharge/${data.id}/credit`, { amount: '600' }, { 'accept-language': 'en-US' })).msg).toBe(
      'Please verify your second password first',
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, () => put<{ creditedAmount: string }>(admin, `/system/recharge/${data.id}/credit`, { amount: '599.50' })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).every((r) => r.msg === '该单据状态已变化，请刷新后重试')).toBe(true);
    expect((await balances(3)).money).toBe((Number(before.money) + 599.5).toFixed(2));
    const rechargeRows = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_fund where ref_type = 'recharge' and ref_id = ${data.id}`);
    expect(rechargeRows[0].n).toBe(1);
    expect(await invariantBreaks()).toEqual([]);
  });

  it('replays a repeated idempotency key instead of crediting twice', async () => {
    const { data } = await post(seller, '/system/recharge', rechargeBody({ amount: '200' }));
    const key = { 'idempotency-key': `credit-${data.id}` };
    const a = await put(admin, `/system/recharge/${data.id}/credit`, { amount: '200' }, key);
    const b = await put(admin, `/system/recharge/${data.id}/credit`, { amount: '200' }, key);
    expect(a.code).toBe(200);
    expect(b).toEqual(a);
  });

  it('pays a debt first and records how much went to it', async () => {
    const { money } = await balances(5);
    const adjust = await put(admin, '/system/customer/adjust', { userId: 5, amount: `-${Number(money) + 150}`, remark: 'settlement correction' });
    expect(adjust.code).toBe(200);
    expect((await balances(5)).money).toBe('-150.00');
    const { data } = await post(sub, '/system/recharge', rechargeBody({ amount: '400' }));
    const credit = await put<{ debtPaid: string; money: string }>(admin, `/system/recharge/${data.id}/credit`, { amount: '400' });
    expect(credit.data).toMatchObject({ debtPaid: '150.00', money: '250.00' });
    expect(await invariantBreaks()).toEqual([]);
  });

  it('rejects with a reason, lets the owner withdraw a pending one, and refuses moving a closed one', async () => {
    const one = (await post(seller, '/system/recharge', rechargeBody())).data;
    expect((await put(admin, `/system/recharge/${one.id}/reject`, { reason: '' })).code).toBe(500);
    const rej = await put(admin, `/system/recharge/${one.id}/reject`, { reason: 'not received' });
    expect(rej.data.status).toBe('2');
    expect((await put(seller, `/system/recharge/${one.id}/cancel`)).code).toBe(500);
    const two = (await post(seller, '/system/recharge', rechargeBody())).data;
    expect((await put(seller, `/system/recharge/${two.id}/cancel`)).data.status).toBe('3');
    expect((await put(admin, `/system/recharge/${two.id}/credit`, { amount: '500' })).code).toBe(500);
  });

  it('exports the list as xlsx', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/recharge/export', headers: { authorization: admin }, payload: { status: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/prod-api/system/recharge/export', headers: { authorization: staff }, payload: {} })).json().code,
    ).toBe(403);
  });
});

describe('withdrawal', () => {
  it('asks for the second password first: a wrong one answers the spec message', async () => {
    expect((await post(seller, '/system/withdrawal', withdrawalBody(), { 'accept-language': 'en-US' })).msg).toBe('Please verify your second password first');
    const wrong = await ctx.call<Res<boolean>>({
      method: 'POST',
      url: '/prod-api/system/pwd/check',
      token: seller,
      query: { pwd: 'nope' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(wrong).toMatchObject({ data: false, msg: 'Password wrong, please retry!' });
    await verifySecondPassword(ctx, seller);
    await verifySecondPassword(ctx, seller2);
  });

  it('checks amounts and limits with the localized message and changes nothing', async () => {
    const before = await count('biz_withdrawal');
    const en = { 'accept-language': 'en-US' };
    for (const amount of ['100.001', '-100', 'x', '0'])
      expect((await post(seller, '/system/withdrawal', withdrawalBody({ amount }), en)).msg).toBe('The amount must be above 0 with at most two decimals');
    expect((await post(seller, '/system/withdrawal', withdrawalBody({ amount: '99.99' }), en)).msg).toBe('The withdrawal amount must be at least ¥100.00');
    expect((await post(seller, '/system/withdrawal', withdrawalBody({ amount: '50000.01' }), en)).msg).toBe('One withdrawal may not exceed ¥50000.00');
    expect((await post(seller, '/system/withdrawal', withdrawalBody({ accountNo: '' }), en)).msg).toBe('Enter the account holder and number');
    expect((await post(staff, '/system/withdrawal', withdrawalBody())).code).toBe(403);
    expect(await count('biz_withdrawal')).toBe(before);
  });

  it('20 parallel withdrawals of the full balance: exactly one succeeds', async () => {
    const { money } = await balances(3);
    const amount = Number(money) > 50000 ? '50000.00' : money;
    const results = await Promise.all(Array.from({ length: 20 }, () => post(seller, '/system/withdrawal', withdrawalBody({ amount }))));
    const won = results.filter((r) => r.code === 200);
    expect(won).toHaveLength(1);
    expect(won[0].data).toMatchObject({ status: '0', frozen: amount });
    expect(await invariantBreaks()).toEqual([]);
    expect((await get<{ data: number }>(seller, '/system/withdrawal/checkWithdrawalStatus')).data).toBe(1);
    // The seller edits it down while pending: the difference goes back to the balance.
    const edit = await put(seller, '/system/withdrawal', { id: won[0].data.id, ...withdrawalBody({ amount: '1000' }) });
    expect(edit.data).toMatchObject({ frozen: '1000.00' });
    expect(await invariantBreaks()).toEqual([]);
    expect((await put(seller, `/system/withdrawal/${won[0].data.id}/cancel`)).data.status).toBe('5');
    expect((await balances(3)).frozen).toBe('0.00');
    expect(await invariantBreaks()).toEqual([]);
  });

  it('approve and reject of the same request in parallel: exactly one wins', async () => {
    const { data } = await post(seller2, '/system/withdrawal', withdrawalBody({ amount: '150' }));
    const [a, r] = await Promise.all([
      put(admin, `/system/withdrawal/${data.id}/approve`),
      put(admin, `/system/withdrawal/${data.id}/reject`, { reason: 'duplicate' }),
    ]);
    expect([a.code, r.code].filter((c) => c === 200)).toHaveLength(1);
    expect(await invariantBreaks()).toEqual([]);
    const row = await get<{ data: { status: string } }>(admin, `/system/withdrawal/${data.id}`);
    if (row.data.status === '1') {
      // approved: pay needs the reference and time, then frozen is released and nothing returns
      expect((await put(admin, `/system/withdrawal/${data.id}/pay`, { payNo: '', payTime: '2026-01-26 10:00' })).code).toBe(500);
      const paid = await put(admin, `/system/withdrawal/${data.id}/pay`, { payNo: 'PAY-1', payTime: '2026-01-26 10:00' });
      expect(paid.data).toMatchObject({ status: '2', frozen: '0.00' });
    } else {
      expect(row.data.status).toBe('3');
    }
    expect(await invariantBreaks()).toEqual([]);
  });

  it('pays, fails back to the balance, limits to 3 a day, and keeps sellers apart', async () => {
    const start = await balances(3);
    const { data } = await post(seller, '/system/withdrawal', withdrawalBody({ amount: '400' }));
    expect((await put(seller, `/system/withdrawal/${data.id}/approve`)).code).toBe(403);
    expect((await get(seller2, `/system/withdrawal/${data.id}`)).code).toBe(500);
    expect((await put(seller2, `/system/withdrawal/${data.id}/cancel`)).code).toBe(500);
    const list = await get<{ rows: { userName: string }[] }>(seller2, '/system/withdrawal/list', { orderByColumn: 'id', isAsc: 'desc' });
    expect(list.rows.every((r) => r.userName === 'seller2')).toBe(true);
    // A full page counts the withdrawals through the owners' join (every owner is a seller account): counted exactly.
    const named = await get(admin, '/system/withdrawal/list', { userName: 'seller', pageSize: '1' });
    expect(named).toMatchObject({ code: 200, total: await count('biz_withdrawal'), estimated: false });
    expect((await post(seller, '/system/withdrawal', withdrawalBody(), { 'accept-language': 'en-US' })).msg).toMatch(/already have a withdrawal/);
    expect((await put(admin, `/system/withdrawal/${data.id}/approve`)).data.status).toBe('1');
    expect((await put(seller, `/system/withdrawal/${data.id}/cancel`)).code).toBe(500);
    const failed = await put(admin, `/system/withdrawal/${data.id}/fail`, { reason: 'bank returned it' });
    expect(failed.data).toMatchObject({ status: '4', money: start.money, frozen: '0.00' });
    // Three requests today already (the parallel winner, this one, and the next): the fourth is refused.
    const third = await post(seller, '/system/withdrawal', withdrawalBody({ amount: '100' }));
    expect(third.code).toBe(200);
    await put(seller, `/system/withdrawal/${third.data.id}/cancel`);
    expect((await post(seller, '/system/withdrawal', withdrawalBody(), { 'accept-language': 'en-US' })).msg).toBe('At most 3 withdrawals a day');
    expect(await invariantBreaks()).toEqual([]);
  });

  it('a seller in debt or without a second password is blocked', async () => {
    expect((await get<{ data: number }>(sub, '/system/withdrawal/checkWithdrawalStatus')).data).toBe(2);
    await put(admin, '/system/customer/adjust', { userId: 4, amount: '-100000', remark: 'test debt' });
    expect((await get<{ data: number }>(seller2, '/system/withdrawal/checkWithdrawalStatus')).data).toBe(2);
    expect((await post(seller2, '/system/withdrawal', withdrawalBody(), { 'accept-language': 'en-US' })).msg).toBe(
      'Your account has an outstanding debt and cannot withdraw',
    );
  });
});

describe('debt', () => {
  it('lists sellers below zero with the rows that caused it, days outstanding', async () => {
    expect((await get(seller, '/system/debt/list')).code).toBe(403);
    const list = await get<{ rows: { userId: number; debt: string; daysOutstanding: number }[] }>(admin, '/system/debt/list');
    const row = list.rows.find((r) => r.userId === 4);
    expect(row).toBeDefined();
    expect(Number(row?.debt)).toBeGreaterThan(0);
    expect(row?.daysOutstanding).toBe(0);
    // A full page counts the accounts in debt: a few, counted exactly.
    const [{ n: inDebt }] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from sys_user where del_flag = '0' and money < 0`);
    expect(await get(admin, '/system/debt/list', { pageSize: '1' })).toMatchObject({ code: 200, total: inDebt, estimated: false });
    const causes = await get<{ data: { type: number; amount: string }[] }>(admin, '/system/debt/4/causes');
    expect(causes.data[0]).toMatchObject({ type: 10, amount: '-100000.00' });
  });

  it('an admin writes it off with a reason and the second password (an adjustment row)', async () => {
    expect((await put(admin, '/system/debt/writeOff', { userId: 4, remark: '' })).code).toBe(500);
    const fresh = await ctx.login('admin');
    expect((await put(fresh, '/system/debt/writeOff', { userId: 4, remark: 'agreed' })).msg).toBe('请先验证二级密码');
    const done = await put<{ money: string; amount: string }>(admin, '/system/debt/writeOff', { userId: 4, remark: 'agreed' });
    expect(done.data.money).toBe('0.00');
    expect((await put(admin, '/system/debt/writeOff', { userId: 4, remark: 'again' }, { 'accept-language': 'en-US' })).msg).toBe('This seller has no debt');
    expect((await get<{ data: number }>(seller2, '/system/withdrawal/checkWithdrawalStatus')).data).toBe(0);
    expect(await invariantBreaks()).toEqual([]);
  });
});
