import { formatMessage } from '@ceping/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizMessage, sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';

/**
 * The seller's own account (docs/DOMAIN.md "Seller account"): the invite code and sub-accounts,
 * registration with a code, the message inbox and the messages finance's decisions write.
 */

let ctx: TestContext;
let admin: string;
let staff: string;
let seller: string;
let seller2: string;
let sub: string;

const U = { seller: 3, seller2: 4, subseller: 5 } as const;
type Res<T = unknown> = { code: number; msg: string; data: T };
type Table<T> = { code: number; msg: string; rows: T[]; total: number };
type Info = { inviteCode: string; subAccounts: number };
type Msg = { messageId: number; msgType: string; title: string; content: string; isRead: boolean; refType: string; refId: number | null };
const EN = { 'accept-language': 'en-US' };

const get = <T>(token: string, url: string, query?: Record<string, string>, headers?: Record<string, string>) =>
  ctx.call<T & { code: number; msg: string }>({ method: 'GET', url: `/prod-api${url}`, token, query, headers });
const put = <T = unknown>(token: string, url: string, payload?: object, headers?: Record<string, string>) =>
  ctx.call<Res<T>>({ method: 'PUT', url: `/prod-api${url}`, token, payload, headers });
const post = <T = unknown>(token: string, url: string, payload: object) => ctx.call<Res<T>>({ method: 'POST', url: `/prod-api${url}`, token, payload });
const del = <T = unknown>(token: string, url: string) => ctx.call<Res<T>>({ method: 'DELETE', url: `/prod-api${url}`, token });

let client = 0;
/** Each registration from its own address: /register allows 10 attempts a minute per IP. */
const register = (username: string, inviteCode?: string, headers?: Record<string, string>) =>
  ctx.call<Res>({
    method: 'POST',
    url: '/prod-api/register',
    payload: { username, password: 'shop123', confirmPassword: 'shop123', ...(inviteCode === undefined ? {} : { inviteCode }) },
    remoteAddress: `10.9.0.${++client}`,
    headers,
  });

const userNamed = async (name: string) => (await ctx.db.select().from(sysUser).where(eq(sysUser.userName, name)))[0];
const rolesOf = async (userId: number) =>
  (
    await rows<{ role_key: string }>(
      ctx.db,
      sql`select r.role_key from sys_user_role ur join sys_role r on r.role_id = ur.role_id where ur.user_id = ${userId} order by r.role_key`,
    )
  ).map((r) => r.role_key);
const messagesOf = (userId: number) => ctx.db.select().from(bizMessage).where(eq(bizMessage.userId, userId)).orderBy(bizMessage.messageId);
const messageCount = async () => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_message`))[0].n;
const userCount = async () => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from sys_user`))[0].n;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, seller, seller2, sub] = await Promise.all(['admin', 'staff', 'seller', 'seller2', 'subseller'].map((n) => ctx.login(n)));
});
afterAll(() => ctx.close());

describe('account info', () => {
  it('the profile answers balance, frozen, rate, surcharge, site, and the parent of a sub-account', async () => {
    const mine = await get<Res<Record<string, unknown>>>(seller, '/system/user/profile');
    expect(mine.data).toMatchObject({ userName: 'seller', money: '20000.00', frozen: '0.00', rate: expect.any(String), addMoney: expect.any(String) });
    expect(mine.data.site).toMatchObject({ siteId: 1 });
    expect(mine.data.parent).toBeNull();
    const child = await get<Res<Record<string, unknown>>>(sub, '/system/user/profile');
    expect(child.data.parent).toEqual({ userId: U.seller, userName: 'seller', nickName: '优品商家' });
    const info = await get<{ user: { parent: unknown } }>(sub, '/getInfo');
    expect(info.user.parent).toMatchObject({ userName: 'seller' });
  });
});

describe('invitation', () => {
  it('gives a seller one stable code, made on first need, and counts its sub-accounts', async () => {
    const [before] = await ctx.db.select({ code: sysUser.inviteCode }).from(sysUser).where(eq(sysUser.userId, U.seller));
    expect(before.code).toBeNull();
    const first = await get<Res<Info>>(seller, '/system/invitation');
    expect(first.code).toBe(200);
    expect(first.data.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first.data.subAccounts).toBe(1);
    const again = await get<Res<Info>>(seller, '/system/invitation');
    expect(again.data.inviteCode).toBe(first.data.inviteCode);
    const other = await get<Res<Info>>(seller2, '/system/invitation');
    expect(other.data.inviteCode).not.toBe(first.data.inviteCode);
    expect(other.data.subAccounts).toBe(0);
  });

  it('is refused to sub-accounts and staff (no permission) and to administrators (not a seller)', async () => {
    for (const token of [sub, staff]) {
      expect((await get(token, '/system/invitation')).code).toBe(403);
      expect((await put(token, '/system/invitation/code')).code).toBe(403);
      expect((await get(token, '/system/invitation/list')).code).toBe(403);
    }
    const res = await get<Res>(admin, '/system/invitation', undefined, EN);
    expect(res).toMatchObject({ code: 500, msg: "Only a seller's main account can invite sub-accounts" });
    const [adminRow] = await ctx.db.select({ code: sysUser.inviteCode }).from(sysUser).where(eq(sysUser.userId, 1));
    expect(adminRow.code).toBeNull();
  });

  it('registers a sub-account with the code: role zi, parent and site of the inviter, a message to each', async () => {
    const { data } = await get<Res<Info>>(seller2, '/system/invitation');
    const inviterBefore = (await messagesOf(U.seller2)).length;
    // Lower case and spaces around still match.
    expect(await register('globalsub', ` ${data.inviteCode.toLowerCase()} `)).toMatchObject({ code: 200 });
    const row = await userNamed('globalsub');
    expect(row).toMatchObject({ parentId: U.seller2, siteId: 2, deptId: 110 });
    expect(await rolesOf(row.userId)).toEqual(['zi']);
    const inviterMessages = await messagesOf(U.seller2);
    expect(inviterMessages).toHaveLength(inviterBefore + 1);
    expect(inviterMessages.at(-1)).toMatchObject({
      msgType: '2',
      msgKey: 'inbox.subAccountJoined',
      params: ['globalsub'],
      refType: 'user',
      refId: row.userId,
      isRead: false,
    });
    expect((await messagesOf(row.userId)).map((m) => [m.msgKey, m.params])).toEqual([['inbox.welcomeSub', ['globalsub', 'seller2']]]);

    const token = await ctx.login('globalsub', 'shop123');
    const info = await get<{ roles: string[]; user: { parent: unknown } }>(token, '/getInfo');
    expect(info.roles).toEqual(['zi']);
    expect(info.user.parent).toMatchObject({ userId: U.seller2, userName: 'seller2' });
    // The new sub-account cannot invite in turn.
    expect((await get(token, '/system/invitation')).code).toBe(403);

    const list = await get<Table<{ userName: string; status: string; createTime: string }>>(seller2, '/system/invitation/list');
    expect(list.rows.map((r) => r.userName)).toEqual(['globalsub']);
    expect(list).toMatchObject({ total: 1, estimated: false });
    expect(list.rows[0]).toMatchObject({ status: '0', createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect((await get<Res<Info>>(seller2, '/system/invitation')).data.subAccounts).toBe(1);
  });

  it('keeps sellers apart: each lists only its own sub-accounts, whatever the filter', async () => {
    const mine = await get<Table<{ userName: string }>>(seller, '/system/invitation/list', { userName: 'sub' });
    expect(mine.rows.map((r) => r.userName)).toEqual(['subseller']);
    const theirs = await get<Table<{ userName: string }>>(seller2, '/system/invitation/list', { userName: 'subseller' });
    expect(theirs).toMatchObject({ code: 200, rows: [], total: 0 });
    const bad = await get<Res>(seller, '/system/invitation/list', { orderByColumn: 'password' });
    expect(bad.code).toBe(500);
  });

  it('answers an unknown code with the localized message and creates nothing', async () => {
    const users = await userCount();
    const messages = await messageCount();
    expect(await register('nobody1', 'ZZZZ2222')).toEqual({ code: 500, msg: '邀请码无效或已失效' });
    expect(await register('nobody2', 'no such code!', EN)).toEqual({ code: 500, msg: 'The invite code is unknown or no longer valid' });
    expect(await register('nobody3', 'X'.repeat(40), EN)).toMatchObject({ code: 500, msg: 'The invite code is unknown or no longer valid' });
    expect(await userCount()).toBe(users);
    expect(await messageCount()).toBe(messages);
  });

  it('regenerating invalidates the old code at once; the new one works', async () => {
    const old = (await get<Res<Info>>(seller, '/system/invitation')).data.inviteCode;
    const fresh = await put<Info>(seller, '/system/invitation/code');
    expect(fresh.code).toBe(200);
    expect(fresh.data.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(fresh.data.inviteCode).not.toBe(old);
    expect((await get<Res<Info>>(seller, '/system/invitation')).data.inviteCode).toBe(fresh.data.inviteCode);
    expect(await register('latecomer', old)).toMatchObject({ code: 500, msg: '邀请码无效或已失效' });
    expect(await userNamed('latecomer')).toBeUndefined();
    expect(await register('latecomer', fresh.data.inviteCode)).toMatchObject({ code: 200 });
    expect(await userNamed('latecomer')).toMatchObject({ parentId: U.seller, siteId: 1 });
  });

  it("does not accept a disabled seller's code", async () => {
    const code = (await get<Res<Info>>(seller2, '/system/invitation')).data.inviteCode;
    await ctx.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, U.seller2));
    try {
      expect(await register('lateglobal', code)).toMatchObject({ code: 500, msg: '邀请码无效或已失效' });
    } finally {
      await ctx.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userId, U.seller2));
    }
    expect(await userNamed('lateglobal')).toBeUndefined();
  });

  it('without a code registers a seller as before, with a welcome message', async () => {
    expect(await register('plainshop')).toMatchObject({ code: 200 });
    const row = await userNamed('plainshop');
    expect(row).toMatchObject({ parentId: null, siteId: 1 });
    expect(await rolesOf(row.userId)).toEqual(['common']);
    expect((await messagesOf(row.userId)).map((m) => [m.msgType, m.msgKey, m.params])).toEqual([['1', 'inbox.welcome', ['plainshop']]]);
  });
});

describe('messages', () => {
  /** Messages written straight into a user's inbox (a withdrawal approval's text). */
  const seed = async (userId: number, n: number) => {
    await ctx.db
      .insert(bizMessage)
      .values(Array.from({ length: n }, (_, i) => ({ userId, msgType: '3', msgKey: 'inbox.withdrawalApproved', params: [String(900 + i), '100.00'] })));
  };

  it('lists the caller’s own messages newest first, in the caller’s language, with the unread filter', async () => {
    await seed(U.seller, 2);
    const zh = await get<Table<Msg>>(seller, '/system/message/list');
    expect(zh.code).toBe(200);
    expect(zh.rows[0]).toMatchObject({
      title: '提现审核通过',
      content: formatMessage('zh-CN', 'inbox.withdrawalApproved.content', 901, '100.00'),
      isRead: false,
    });
    const en = await get<Table<Msg>>(seller, '/system/message/list', { pageSize: '1' }, EN);
    expect(en.rows).toHaveLength(1);
    expect(en.rows[0]).toMatchObject({ title: 'Withdrawal approved', content: 'Your withdrawal request #901 (¥100.00) was approved and awaits payment.' });
    expect(en.total).toBe(zh.total);
    const own = await messagesOf(U.seller);
    expect(zh.total).toBe(own.length);
    // The one-row page in English counted the caller's messages.
    expect(en).toMatchObject({ total: own.length, estimated: false });
    const unread = await get<Table<Msg>>(seller, '/system/message/list', { isRead: '0' });
    expect(unread.rows.every((m) => !m.isRead)).toBe(true);
    expect(unread.total).toBe(own.filter((m) => !m.isRead).length);
    const money = await get<Table<Msg>>(seller, '/system/message/list', { msgType: '3' });
    expect(money.rows.every((m) => m.msgType === '3')).toBe(true);
    expect((await get<Res<number>>(seller, '/system/message/unreadCount')).data).toBe(unread.total);
  });

  it('is refused without the permission (staff), and validates ids', async () => {
    expect((await get(staff, '/system/message/list')).code).toBe(403);
    expect((await get(staff, '/system/message/unreadCount')).code).toBe(403);
    expect((await put(staff, '/system/message/readAll')).code).toBe(403);
    expect((await del(staff, '/system/message/1')).code).toBe(403);
    const bad = await put(seller, '/system/message/read/1,abc', undefined, EN);
    expect(bad.code).toBe(500);
  });

  it('never lets a seller read, mark or delete another user’s messages; a list naming one foreign id changes nothing', async () => {
    const theirs = (await messagesOf(U.seller)).filter((m) => !m.isRead);
    expect(theirs.length).toBeGreaterThan(0);
    const list = await get<Table<Msg>>(seller2, '/system/message/list', { pageSize: '1000' });
    const ids = new Set(list.rows.map((m) => m.messageId));
    for (const m of theirs) expect(ids.has(m.messageId)).toBe(false);

    const own = (await messagesOf(U.seller2)).filter((m) => !m.isRead);
    expect(own.length).toBeGreaterThan(0);
    const foreign = theirs[0].messageId;
    for (const res of [
      await put(seller2, `/system/message/read/${foreign}`),
      await put(seller2, `/system/message/read/${own[0].messageId},${foreign}`),
      await del(seller2, `/system/message/${foreign}`),
      await del(seller2, `/system/message/${own[0].messageId},${foreign}`),
    ])
      expect(res).toMatchObject({ code: 500, msg: formatMessage('zh-CN', 'error.notFound') });
    expect((await messagesOf(U.seller)).filter((m) => !m.isRead).map((m) => m.messageId)).toEqual(theirs.map((m) => m.messageId));
    expect((await messagesOf(U.seller2)).filter((m) => !m.isRead).map((m) => m.messageId)).toEqual(own.map((m) => m.messageId));
    // Mark all read is the caller's only.
    expect((await put<{ unread: number }>(seller2, '/system/message/readAll')).data).toEqual({ unread: 0 });
    expect((await messagesOf(U.seller)).filter((m) => !m.isRead)).toHaveLength(theirs.length);
  });

  it('marks read (once), marks all read and deletes the caller’s own, answering what stays unread', async () => {
    const unread = (await messagesOf(U.seller)).filter((m) => !m.isRead);
    const first = await put<{ unread: number }>(seller, `/system/message/read/${unread[0].messageId}`);
    expect(first).toMatchObject({ code: 200, data: { unread: unread.length - 1 } });
    const [marked] = await ctx.db.select().from(bizMessage).where(eq(bizMessage.messageId, unread[0].messageId));
    expect(marked.isRead).toBe(true);
    expect(marked.readTime).toBeInstanceOf(Date);
    // Again: still read, the first read time kept.
    await put(seller, `/system/message/read/${unread[0].messageId}`);
    const [again] = await ctx.db.select().from(bizMessage).where(eq(bizMessage.messageId, unread[0].messageId));
    expect(again.readTime).toEqual(marked.readTime);

    const all = await put<{ unread: number }>(seller, '/system/message/readAll');
    expect(all.data).toEqual({ unread: 0 });
    expect((await get<Res<number>>(seller, '/system/message/unreadCount')).data).toBe(0);

    const before = await messagesOf(U.seller);
    const gone = await del<{ unread: number }>(seller, `/system/message/${before[0].messageId},${before[1].messageId}`);
    expect(gone).toMatchObject({ code: 200, data: { unread: 0 } });
    expect(await messagesOf(U.seller)).toHaveLength(before.length - 2);
  });
});

describe('messages written by money decisions', () => {
  let acc: number;
  beforeAll(async () => {
    await verifySecondPassword(ctx, admin);
    await verifySecondPassword(ctx, seller);
    const res = await post(admin, '/system/collection', { siteId: 1, method: '1', accountName: '测评科技', bankName: 'Bank', accountNo: 'NO-1', qrCode: '' });
    expect(res.code).toBe(200);
    const list = await get<Table<{ collectionId: number; siteId: number }>>(admin, '/system/collection/list');
    acc = list.rows.find((r) => r.siteId === 1)?.collectionId ?? 0;
  });
  const recharge = async (referenceNo: string) => {
    const res = await post<{ id: number }>(seller, '/system/recharge', {
      amount: '500.00',
      method: '1',
      collectionId: acc,
      voucher: '/profile/upload/2026/01/26/voucher_1.png',
      referenceNo,
    });
    expect(res.code).toBe(200);
    return res.data.id;
  };
  const latest = async (userId: number) => (await messagesOf(userId)).at(-1);

  it('a credited recharge tells the seller once (a second credit writes nothing); a rejection gives the reason', async () => {
    const id = await recharge('MSG-CREDIT-1');
    const before = (await messagesOf(U.seller)).length;
    expect((await put(admin, `/system/recharge/${id}/credit`, { amount: '499.50' })).code).toBe(200);
    expect(await latest(U.seller)).toMatchObject({
      msgType: '3',
      msgKey: 'inbox.rechargeCredited',
      params: ['MSG-CREDIT-1', '499.50', '0.00'],
      refType: 'recharge',
      refId: id,
      isRead: false,
    });
    expect((await put(admin, `/system/recharge/${id}/credit`, { amount: '499.50' })).code).toBe(500);
    expect(await messagesOf(U.seller)).toHaveLength(before + 1);

    const other = await recharge('MSG-REJECT-1');
    expect((await put(admin, `/system/recharge/${other}/reject`, { reason: '未到账' })).code).toBe(200);
    const shown = await get<Table<Msg>>(seller, '/system/message/list', { pageSize: '1' }, EN);
    expect(shown.rows[0]).toMatchObject({
      title: 'Recharge rejected',
      content: 'Your recharge (reference MSG-REJECT-1, ¥500.00) was rejected: 未到账',
      refId: other,
    });
    // Withdrawing one's own request tells nobody.
    const mine = await recharge('MSG-CANCEL-1');
    const count = (await messagesOf(U.seller)).length;
    expect((await put(seller, `/system/recharge/${mine}/cancel`)).code).toBe(200);
    expect(await messagesOf(U.seller)).toHaveLength(count);
  });

  it('withdrawal approval, payment, rejection and failure each write one message; the owner’s cancel none', async () => {
    const request = async () => {
      const res = await post<{ id: number }>(seller, '/system/withdrawal', {
        amount: '200',
        accountType: '1',
        accountName: '优品商家',
        accountNo: '6214830123456789',
      });
      expect(res.code).toBe(200);
      return res.data.id;
    };
    const keys = async () => (await messagesOf(U.seller)).map((m) => m.msgKey);

    const a = await request();
    const start = (await keys()).length;
    expect((await put(admin, `/system/withdrawal/${a}/approve`)).code).toBe(200);
    expect((await put(admin, `/system/withdrawal/${a}/pay`, { payNo: 'PAY-MSG-1', payTime: '2026-01-26 10:00' })).code).toBe(200);
    expect((await keys()).slice(start)).toEqual(['inbox.withdrawalApproved', 'inbox.withdrawalPaid']);
    expect(await latest(U.seller)).toMatchObject({ params: [String(a), '200.00', 'PAY-MSG-1'], refType: 'withdrawal', refId: a });

    const b = await request();
    expect((await put(admin, `/system/withdrawal/${b}/reject`, { reason: 'wrong account' })).code).toBe(200);
    expect(await latest(U.seller)).toMatchObject({ msgKey: 'inbox.withdrawalRejected', params: [String(b), '200.00', 'wrong account'] });

    const c = await request();
    expect((await put(admin, `/system/withdrawal/${c}/approve`)).code).toBe(200);
    expect((await put(admin, `/system/withdrawal/${c}/fail`, { reason: 'bank returned it' })).code).toBe(200);
    expect(await latest(U.seller)).toMatchObject({ msgKey: 'inbox.withdrawalFailed', params: [String(c), '200.00', 'bank returned it'] });

    // (a seller may request three a day: the cancel is seller2's)
    await verifySecondPassword(ctx, seller2);
    const other = await post<{ id: number }>(seller2, '/system/withdrawal', { amount: '200', accountType: '1', accountName: 'Global', accountNo: '012345678' });
    expect(other.code).toBe(200);
    const theirs = (await messagesOf(U.seller2)).length;
    expect((await put(seller2, `/system/withdrawal/${other.data.id}/cancel`)).code).toBe(200);
    expect(await messagesOf(U.seller2)).toHaveLength(theirs);
    const count = (await keys()).length;
    // A repeated approval (already decided) writes nothing.
    expect((await put(admin, `/system/withdrawal/${b}/approve`)).code).toBe(500);
    expect(await keys()).toHaveLength(count);
  });
});
