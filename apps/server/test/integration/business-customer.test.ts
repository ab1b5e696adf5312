import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizFund, sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let staff: string;
let seller: string;
let seller2: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, seller, seller2] = await Promise.all(['admin', 'staff', 'seller', 'seller2'].map((n) => ctx.login(n)));
  await verifySecondPassword(ctx, admin);
});
afterAll(() => ctx.close());

const userRow = async (userId: number) => (await ctx.db.select().from(sysUser).where(eq(sysUser.userId, userId)))[0];
/** Every user whose balance differs from the sum of its ledger rows. */
const mismatches = () =>
  rows<{ user_id: number }>(
    ctx.db,
    sql`select u.user_id::int as user_id from sys_user u where u.money <> coalesce((select sum(f.amount) from biz_fund f where f.user_id = u.user_id), 0)`,
  );

type Customer = {
  userId: number;
  userName: string;
  money: string;
  frozen: string;
  rate: string;
  addMoney: string;
  siteName: string | null;
  parentName: string | null;
  roleKeys: string[];
  hasPayPwd: boolean;
  subCount: number;
  status: string;
};

describe('customer list and detail', () => {
  it('lists sellers only, with money, site and parent columns', async () => {
    const res = await ctx.call<{ rows: Customer[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/customer/list',
      token: admin,
      query: { orderByColumn: 'userId', isAsc: 'asc' },
    });
    expect(res.code).toBe(200);
    expect(res.rows.map((r) => r.userName)).toEqual(['seller', 'seller2', 'subseller']);
    expect(res.rows[0].money).toBe((await userRow(3)).money);
    expect(res.rows[0]).toMatchObject({ frozen: '0.00', rate: '0.0000', addMoney: '2.00', siteName: '测评系统', roleKeys: ['common'], hasPayPwd: true });
    expect(res.rows[1]).toMatchObject({ siteName: 'Global Review', rate: '1.5000' });
    expect(res.rows[2]).toMatchObject({ parentName: 'seller', roleKeys: ['zi'], hasPayPwd: false });
    expect(res.rows[0]).not.toHaveProperty('password');
    expect(res.rows[0]).not.toHaveProperty('payPwd');
  });

  it('filters by name, parent, site, role and date, sorts by money, refuses other sort columns', async () => {
    const q = (query: Record<string, string>) =>
      ctx.call<{ rows: Customer[]; total: number }>({ method: 'GET', url: '/prod-api/system/customer/list', token: admin, query });
    expect((await q({ userName: 'seller2' })).total).toBe(1);
    expect((await q({ parentId: '3' })).rows.map((r) => r.userName)).toEqual(['subseller']);
    expect((await q({ siteId: '2' })).rows.map((r) => r.userName)).toEqual(['seller2']);
    expect((await q({ roleKey: 'common' })).total).toBe(2);
    // A full page counts the sellers (the role test reads the counted account): a few, counted exactly.
    expect(await q({ pageSize: '1' })).toMatchObject({ code: 200, total: 3, estimated: false });
    expect(await q({ roleKey: 'common', pageSize: '1' })).toMatchObject({ code: 200, total: 2, estimated: false });
    expect((await q({ 'params[beginTime]': '2000-01-01', 'params[endTime]': '2000-01-02' })).total).toBe(0);
    expect((await q({ orderByColumn: 'money', isAsc: 'desc' })).rows[0].userName).toBe('seller');
    expect((await q({ orderByColumn: 'password' })).code).toBe(500);
  });

  it("counts each main account's sub-accounts and lists them by parent, with balance, frozen and status", async () => {
    const q = (query: Record<string, string>) =>
      ctx.call<{ rows: Customer[]; total: number }>({ method: 'GET', url: '/prod-api/system/customer/list', token: admin, query });
    // Open withdrawals reserve money: frozen shows for main and sub-accounts alike.
    await ctx.db.update(sysUser).set({ frozen: '300.00' }).where(eq(sysUser.userId, 5));
    await ctx.db.update(sysUser).set({ frozen: '800.00' }).where(eq(sysUser.userId, 4));
    try {
      const all = await q({ orderByColumn: 'userId', isAsc: 'asc' });
      expect(all.rows.map((r) => [r.userName, r.subCount, r.frozen])).toEqual([
        ['seller', 1, '0.00'],
        ['seller2', 0, '800.00'],
        ['subseller', 0, '300.00'],
      ]);
      const subs = await q({ parentId: '3' });
      expect(subs.total).toBe(1);
      expect(subs.rows[0]).toMatchObject({ userName: 'subseller', money: (await userRow(5)).money, frozen: '300.00', status: '0', parentName: 'seller' });
      const one = await ctx.call<{ data: Customer }>({ method: 'GET', url: '/prod-api/system/customer/3', token: admin });
      expect(one.data.subCount).toBe(1);

      // A new seller made seller2's sub-account counts there only; deleted, it counts nowhere.
      const reg = await ctx.call({
        method: 'POST',
        url: '/prod-api/register',
        payload: { username: 'newsub', password: 'shop123', confirmPassword: 'shop123' },
        remoteAddress: '10.9.9.9',
      });
      expect(reg.code).toBe(200);
      const [created] = await ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'newsub'));
      expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/customer', token: admin, payload: { userId: created.userId, parentId: 4 } })).code).toBe(
        200,
      );
      expect((await q({ parentId: '4' })).rows.map((r) => r.userName)).toEqual(['newsub']);
      expect((await q({ parentId: '3' })).rows.map((r) => r.userName)).toEqual(['subseller']);
      expect((await q({ userName: 'seller2' })).rows[0].subCount).toBe(1);
      expect((await q({ orderByColumn: 'subCount', isAsc: 'desc' })).rows.slice(0, 2).map((r) => r.subCount)).toEqual([1, 1]);
      expect((await q({ parentId: '2' })).total).toBe(0);
      expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/user/${created.userId}`, token: admin })).code).toBe(200);
      expect((await q({ userName: 'seller2' })).rows[0].subCount).toBe(0);
      expect((await q({ parentId: '4' })).total).toBe(0);
    } finally {
      await ctx.db
        .update(sysUser)
        .set({ frozen: '0.00' })
        .where(inArray(sysUser.userId, [4, 5]));
    }
  });

  it('answers staff accounts like missing ones', async () => {
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/customer/2', token: admin })).code).toBe(500);
    const one = await ctx.call<{ data: Customer }>({ method: 'GET', url: '/prod-api/system/customer/4', token: admin });
    expect(one.data.userName).toBe('seller2');
  });

  it('is admin/finance only', async () => {
    for (const token of [staff, seller]) {
      expect((await ctx.call({ method: 'GET', url: '/prod-api/system/customer/list', token })).code).toBe(403);
      expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/customer', token, payload: { userId: 3, rate: '5' } })).code).toBe(403);
    }
  });
});

describe('customer edit', () => {
  it('changes rate, addMoney, site, status, parent and remark', async () => {
    const res = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/customer',
      token: admin,
      payload: { userId: 5, rate: '2.1234', addMoney: '-3.50', siteId: 2, parentId: 4, remark: 'moved' },
    });
    expect(res.code).toBe(200);
    expect(await userRow(5)).toMatchObject({ rate: '2.1234', addMoney: '-3.50', siteId: 2, parentId: 4, remark: 'moved' });
    await ctx.call({ method: 'PUT', url: '/prod-api/system/customer', token: admin, payload: { userId: 5, parentId: 3, siteId: 1 } });
    expect(await userRow(5)).toMatchObject({ parentId: 3, siteId: 1, rate: '2.1234' });
  });

  it('ignores money and frozen in the body (mass assignment)', async () => {
    const before = await userRow(3);
    const res = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/customer',
      token: admin,
      payload: { userId: 3, money: '99999999', frozen: '5', rate: '1', payPwd: 'x', userName: 'hacked' },
    });
    expect(res.code).toBe(200);
    const after = await userRow(3);
    expect(after).toMatchObject({ money: before.money, frozen: before.frozen, payPwd: before.payPwd, userName: 'seller', rate: '1.0000' });
  });

  it('ignores money fields on the profile and user screens too', async () => {
    const before = await userRow(4);
    const profile = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/user/profile',
      token: seller2,
      payload: { nickName: '环球好物', money: '99999', frozen: '1', rate: '0', addMoney: '-100' },
    });
    expect(profile.code).toBe(200);
    const user = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/user',
      token: admin,
      payload: { userId: 4, nickName: '环球好物', money: '99999', addMoney: '-100', rate: '0' },
    });
    expect(user.code).toBe(200);
    expect(await userRow(4)).toMatchObject({ money: before.money, frozen: before.frozen, rate: before.rate, addMoney: before.addMoney });
  });

  it('validates ranges, parent and site', async () => {
    for (const payload of [
      { userId: 3, rate: '100.0001' },
      { userId: 3, rate: '-1' },
      { userId: 3, rate: '1.12345' },
      { userId: 3, addMoney: '1000.01' },
      { userId: 3, addMoney: '-1000.01' },
      { userId: 3, addMoney: '1.234' },
      { userId: 5, parentId: 5 },
      { userId: 5, parentId: 2 },
      { userId: 4, parentId: 5 },
      { userId: 3, parentId: 4 },
      { userId: 3, siteId: 99999 },
      { userId: 2, rate: '1' },
      { userId: 1, remark: 'x' },
    ]) {
      const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/customer', token: admin, payload });
      expect(res.code, JSON.stringify(payload)).toBe(500);
    }
    expect((await userRow(3)).parentId).toBeNull();
  });
});

describe('balance adjustment', () => {
  it('writes exactly one ledger row and answers the new balance', async () => {
    const before = await ctx.db.select().from(bizFund).where(eq(bizFund.userId, 4));
    const start = (await userRow(4)).money;
    const end = (Number(start) - 123.45).toFixed(2);
    const res = await ctx.call<{ data: { money: string; balanceBefore: string; fundId: number } }>({
      method: 'PUT',
      url: '/prod-api/system/customer/adjust',
      token: admin,
      payload: { userId: 4, amount: '-123.45', remark: 'Refund correction' },
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ money: end, balanceBefore: start });
    const after = await ctx.db.select().from(bizFund).where(eq(bizFund.userId, 4));
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((r) => r.fundId === res.data.fundId);
    expect(row).toMatchObject({
      type: 10,
      amount: '-123.45',
      balanceBefore: start,
      balanceAfter: end,
      operator: 'admin',
      remark: 'Refund correction',
      refType: 'adjust',
    });
    const info = await ctx.call<{ user: { money: string } }>({ method: 'GET', url: '/prod-api/getInfo', token: seller2 });
    expect(info.user.money).toBe(end);
  });

  it('may take a seller into debt (allowDebt) and back', async () => {
    const start = Number((await userRow(5)).money);
    const down = await ctx.call<{ data: { money: string } }>({
      method: 'PUT',
      url: '/prod-api/system/customer/adjust',
      token: admin,
      payload: { userId: 5, amount: -(start + 200), remark: 'Chargeback' },
    });
    expect(down.data.money).toBe('-200.00');
    const status = await ctx.call<{ data: number }>({
      method: 'GET',
      url: '/prod-api/system/withdrawal/checkWithdrawalStatus',
      token: await ctx.login('subseller'),
    });
    expect(status.data).toBe(2);
    const up = await ctx.call<{ data: { money: string } }>({
      method: 'PUT',
      url: '/prod-api/system/customer/adjust',
      token: admin,
      payload: { userId: 5, amount: '+200', remark: 'Settled' },
    });
    expect(up.data.money).toBe('0.00');
    expect(await mismatches()).toEqual([]);
  });

  it('validates amount and reason, and refuses non-sellers', async () => {
    for (const payload of [
      { userId: 3, amount: '0', remark: 'x' },
      { userId: 3, amount: '0.00', remark: 'x' },
      { userId: 3, amount: '1.001', remark: 'x' },
      { userId: 3, amount: '1000000.01', remark: 'x' },
      { userId: 3, amount: 'abc', remark: 'x' },
      { userId: 3, amount: '10', remark: '  ' },
      { userId: 3, amount: '10' },
      { userId: 1, amount: '10', remark: 'admin is no seller' },
      { userId: 99999, amount: '10', remark: 'nobody' },
    ]) {
      const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/customer/adjust', token: admin, payload });
      expect(res.code, JSON.stringify(payload)).toBe(500);
    }
    const edge = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/customer/adjust',
      token: admin,
      payload: { userId: 3, amount: '-1000000', remark: 'max' },
    });
    expect(edge.code).toBe(200);
    const en = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/customer/adjust',
      token: admin,
      headers: { 'content-language': 'en-US' },
      payload: { userId: 3, amount: '0', remark: 'x' },
    });
    expect(en.msg).toBe('The adjustment amount cannot be 0');
  });

  it('is refused without system:fund:adjust, changing nothing', async () => {
    const before = await userRow(3);
    for (const token of [staff, seller, seller2]) {
      const res = await ctx.call({
        method: 'PUT',
        url: '/prod-api/system/customer/adjust',
        token,
        payload: { userId: 3, amount: '500', remark: 'self-service' },
      });
      expect(res.code).toBe(403);
    }
    expect((await userRow(3)).money).toBe(before.money);
    expect(await mismatches()).toEqual([]);
  });

  it('needs the second password entered by this session: not another session, not a wrong one, not one too old', async () => {
    const before = await userRow(3);
    const adjust = (token: string) =>
      ctx.call({ method: 'PUT', url: '/prod-api/system/customer/adjust', token, payload: { userId: 3, amount: '10', remark: 'step-up' } });
    const other = await ctx.login('admin');
    expect(await adjust(other)).toMatchObject({ code: 500, msg: '请先验证二级密码' });
    const wrong = await ctx.call<{ data: boolean }>({ method: 'POST', url: '/prod-api/system/pwd/check', query: { pwd: 'not-it' }, token: other });
    expect(wrong).toMatchObject({ code: 200, data: false });
    expect((await adjust(other)).code).toBe(500);
    expect((await userRow(3)).money).toBe(before.money);
    await verifySecondPassword(ctx, other);
    expect((await adjust(other)).code).toBe(200);
    // The window closes (here: the mark is gone, as after five minutes).
    const marks = await ctx.store.keys('pay_pwd_ok:');
    await ctx.store.del(...marks);
    expect((await adjust(other)).code).toBe(500);
    expect(await mismatches()).toEqual([]);
    await verifySecondPassword(ctx, admin);
  });

  it('keeps an open second-password window through a wrong attempt (and through the lock)', async () => {
    const before = await userRow(3);
    const session = await ctx.login('admin');
    const adjust = () =>
      ctx.call({ method: 'PUT', url: '/prod-api/system/customer/adjust', token: session, payload: { userId: 3, amount: '1', remark: 'window' } });
    await verifySecondPassword(ctx, session);
    const wrong = await ctx.call<{ data: boolean }>({ method: 'POST', url: '/prod-api/system/pwd/check', query: { pwd: 'not-it' }, token: session });
    expect(wrong).toMatchObject({ code: 200, data: false });
    expect(await adjust()).toMatchObject({ code: 200 });
    // Four more wrong tries lock further checks; the window already granted stays open.
    for (let i = 0; i < 4; i++) await ctx.call({ method: 'POST', url: '/prod-api/system/pwd/check', query: { pwd: `not-it-${i}` }, token: session });
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/pwd/check', query: { pwd: '123456' }, token: session })).msg).toBe(
      '二级密码输入错误5次，已锁定10分钟',
    );
    expect(await adjust()).toMatchObject({ code: 200 });
    expect(Number((await userRow(3)).money)).toBe(Number(before.money) + 2);
    expect(await mismatches()).toEqual([]);
    await ctx.call({ method: 'PUT', url: '/prod-api/system/pwd', token: admin, payload: { userId: 1, pwd: '123456' } });
  });
});
