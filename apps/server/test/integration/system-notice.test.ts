import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysConfig, sysDictType, sysNotice, sysNoticeRead, sysSite, sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let seller: string;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
  staff = await ctx.login('staff');
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
const EN = { 'content-language': 'en-US' };
const configId = async (key: string) => (await ctx.db.select().from(sysConfig).where(eq(sysConfig.configKey, key)))[0];

describe('/system/config', () => {
  it('lists, filters, reads, adds, edits and deletes a parameter', async () => {
    const page = await ctx.call<{ rows: Row[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/config/list',
      token: admin,
      query: { configKey: 'account', configType: 'Y' },
    });
    expect(page.code).toBe(200);
    expect(page.rows.map((r) => r.configKey)).toContain('sys.account.captchaEnabled');
    expect(page.rows.every((r) => r.configType === 'Y')).toBe(true);
    // A full page counts its matches: the five built-in account parameters, exactly.
    const counted = await ctx.call({
      method: 'GET',
      url: '/prod-api/system/config/list',
      token: admin,
      query: { configKey: 'account', configType: 'Y', pageSize: '2' },
    });
    expect(counted).toMatchObject({ total: 5, estimated: false });
    const add = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/config',
      token: admin,
      payload: { configName: '测试参数', configKey: 'test.x', configValue: '1', configType: 'N' },
    });
    expect(add.code, add.msg).toBe(200);
    const row = await configId('test.x');
    expect(row).toMatchObject({ configValue: '1', configType: 'N', createBy: 'admin' });
    const got = await ctx.call<{ data: Row }>({ method: 'GET', url: `/prod-api/system/config/${row.configId}`, token: admin });
    expect(got.data).toMatchObject({ configKey: 'test.x', configName: '测试参数' });
    const dup = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/config',
      token: admin,
      payload: { configName: '重复', configKey: 'test.x', configValue: '2' },
    });
    expect(dup).toMatchObject({ code: 500, msg: "新增参数'重复'失败，参数键名已存在" });
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/config',
      token: admin,
      payload: { configId: row.configId, configName: '测试参数', configKey: 'test.y', configValue: '2' },
    });
    expect(edit.code, edit.msg).toBe(200);
    expect(await configId('test.y')).toMatchObject({ configValue: '2', updateBy: 'admin' });
    const del = await ctx.call({ method: 'DELETE', url: `/prod-api/system/config/${row.configId}`, token: admin });
    expect(del.code).toBe(200);
    expect(await configId('test.y')).toBeUndefined();
  });

  it('refuses invalid bodies with localized messages and loses nothing', async () => {
    const empty = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/config',
      token: admin,
      payload: { configName: '', configKey: 'a.b', configValue: 'v' },
    });
    expect(empty).toMatchObject({ code: 500, msg: '参数名称不能为空' });
    const long = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/config',
      token: admin,
      headers: EN,
      payload: { configName: 'n', configKey: 'a.b', configValue: 'v'.repeat(501) },
    });
    expect(long).toMatchObject({ code: 500, msg: 'The parameter value may not exceed 500 characters' });
    expect(await configId('a.b')).toBeUndefined();
  });

  it('protects built-in rows: never deleted, key never changed', async () => {
    const captcha = await configId('sys.account.captchaEnabled');
    const custom = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/config',
      token: admin,
      payload: { configName: 'c', configKey: 'test.del', configValue: '1' },
    });
    expect(custom.code).toBe(200);
    const customId = (await configId('test.del')).configId;
    const del = await ctx.call({ method: 'DELETE', url: `/prod-api/system/config/${customId},${captcha.configId}`, token: admin });
    expect(del).toMatchObject({ code: 500, msg: '内置参数【sys.account.captchaEnabled】不能删除 ' });
    expect(await configId('test.del')).toBeDefined();
    const rename = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/config',
      token: admin,
      headers: EN,
      payload: { configId: captcha.configId, configName: captcha.configName, configKey: 'sys.other', configValue: 'true', configType: 'N' },
    });
    expect(rename).toMatchObject({ code: 500, msg: 'The key of the built-in parameter [sys.account.captchaEnabled] cannot be changed' });
    expect(await configId('sys.account.captchaEnabled')).toMatchObject({ configType: 'Y' });
  });

  it('refuses every management route to a user without the permission', async () => {
    const id = (await configId('sys.index.skinName')).configId;
    const calls: [string, string, object?][] = [
      ['GET', '/prod-api/system/config/list'],
      ['GET', `/prod-api/system/config/${id}`],
      ['POST', '/prod-api/system/config', { configName: 'x', configKey: 'x.y', configValue: '1' }],
      ['PUT', '/prod-api/system/config', { configId: id, configName: 'x', configKey: 'sys.index.skinName', configValue: 'skin-red' }],
      ['DELETE', `/prod-api/system/config/${id}`],
      ['DELETE', '/prod-api/system/config/refreshCache'],
      ['POST', '/prod-api/system/config/export', {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await ctx.app.inject({ method: method as 'GET', url, payload, headers: { authorization: seller } });
      expect(res.json().code, `${method} ${url}`).toBe(403);
    }
    expect(await configId('sys.index.skinName')).toMatchObject({ configValue: 'skin-blue' });
  });

  it('exports an xlsx and refreshes the cache', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/config/export', payload: {}, headers: { authorization: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    await ctx.call({ method: 'GET', url: '/prod-api/system/config/configKey/sys.index.skinName', token: seller });
    expect(await ctx.store.get('sys_config:sys.index.skinName')).toBe('skin-blue');
    expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/config/refreshCache', token: admin })).code).toBe(200);
    expect(await ctx.store.get('sys_config:sys.index.skinName')).toBeNull();
  });
});

describe('parameter switches act without a restart', () => {
  let c2: TestContext;
  beforeAll(async () => {
    c2 = await createTestContext({ captchaForcedOff: false });
  });
  afterAll(() => c2.close());

  const captcha = () => c2.call<{ captchaEnabled: boolean; registerEnabled: boolean; img?: string }>({ method: 'GET', url: '/prod-api/captchaImage' });
  const set = async (token: string, key: string, value: string) => {
    const [row] = await c2.db.select().from(sysConfig).where(eq(sysConfig.configKey, key));
    const res = await c2.call({
      method: 'PUT',
      url: '/prod-api/system/config',
      token,
      payload: { configId: row.configId, configName: row.configName, configKey: key, configValue: value, configType: 'Y' },
    });
    expect(res.code, res.msg).toBe(200);
  };

  it('sys.account.captchaEnabled and sys.account.registerUser', async () => {
    // the seed turns the captcha on: switch it off in the database before anything is cached, to log in
    await c2.db.update(sysConfig).set({ configValue: 'false' }).where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
    const token = await c2.login('admin');
    expect((await captcha()).captchaEnabled).toBe(false);
    await set(token, 'sys.account.captchaEnabled', 'true');
    const on = await captcha();
    expect(on.captchaEnabled).toBe(true);
    expect(on.img).toBeTruthy();
    const refused = await c2.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'seller', password: 'admin123' } });
    expect(refused.code).toBe(500);
    await set(token, 'sys.account.captchaEnabled', 'false');
    expect((await captcha()).captchaEnabled).toBe(false);
    await c2.login('seller');

    expect((await captcha()).registerEnabled).toBe(true);
    await set(token, 'sys.account.registerUser', 'false');
    expect((await captcha()).registerEnabled).toBe(false);
    const reg = await c2.call({
      method: 'POST',
      url: '/prod-api/register',
      payload: { username: 'newseller1', password: 'abc12345', confirmPassword: 'abc12345' },
    });
    expect(reg).toMatchObject({ code: 500 });
    await set(token, 'sys.account.registerUser', 'true');
    expect((await captcha()).registerEnabled).toBe(true);
  });
});

describe('built-in dictionary types', () => {
  it('are neither deleted nor renamed', async () => {
    const [type] = await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictType, 'sys_notice_type'));
    const del = await ctx.call({ method: 'DELETE', url: `/prod-api/system/dict/type/${type.dictId}`, token: admin });
    expect(del).toMatchObject({ code: 500, msg: `内置字典【${type.dictName}】不能删除` });
    const rename = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/dict/type',
      token: admin,
      payload: { dictId: type.dictId, dictName: type.dictName, dictType: 'sys_notice_kind' },
    });
    expect(rename.code).toBe(500);
    const relabel = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/dict/type',
      token: admin,
      payload: { dictId: type.dictId, dictName: '通知类型', dictNameEn: 'Notice kind', dictType: 'sys_notice_type' },
    });
    expect(relabel.code, relabel.msg).toBe(200);
    expect((await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictId, type.dictId)))[0]).toMatchObject({
      dictType: 'sys_notice_type',
      dictNameEn: 'Notice kind',
    });
  });
});

const addNotice = async (payload: Row) => {
  const res = await ctx.call({ method: 'POST', url: '/prod-api/system/notice', token: admin, payload: { noticeType: '1', ...payload } });
  expect(res.code, res.msg).toBe(200);
  const [row] = await ctx.db
    .select()
    .from(sysNotice)
    .where(eq(sysNotice.noticeTitle, String(payload.noticeTitle)));
  return row;
};
const top = (token: string) => ctx.call<{ data: Row[]; unreadCount: number }>({ method: 'GET', url: '/prod-api/system/notice/listTop', token });

describe('/system/notice', () => {
  it('adds with the content sanitised: scripts, event handlers and javascript: links go', async () => {
    const row = await addNotice({
      noticeTitle: '清洗测试',
      noticeContent:
        '<p onclick="alert(1)">正文<script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">链</a><a href="https://ceping.example/x">好</a></p><iframe src="https://evil"></iframe><style>p{}</style><strong>粗</strong>',
    });
    expect(row.noticeContent).toBe(
      '<p>正文<img src="x" /><a target="_blank" rel="noopener noreferrer">链</a><a href="https://ceping.example/x" target="_blank" rel="noopener noreferrer">好</a></p><strong>粗</strong>',
    );
    const edited = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/notice',
      token: admin,
      payload: { noticeId: row.noticeId, noticeTitle: '清洗测试', noticeType: '2', noticeContent: '<h2 style="color:red" onmouseover="x()">标题</h2>' },
    });
    expect(edited.code).toBe(200);
    const got = await ctx.call<{ data: Row }>({ method: 'GET', url: `/prod-api/system/notice/${row.noticeId}`, token: admin });
    expect(got.data).toMatchObject({ noticeType: '2', noticeContent: '<h2>标题</h2>', isRead: false, siteId: null });
  });

  it('refuses bad titles, types and unknown sites', async () => {
    const xss = await ctx.call({ method: 'POST', url: '/prod-api/system/notice', token: admin, payload: { noticeTitle: '<b>x</b>', noticeType: '1' } });
    expect(xss).toMatchObject({ code: 500, msg: '公告标题不能包含脚本字符' });
    const long = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/notice',
      token: admin,
      headers: EN,
      payload: { noticeTitle: 'x'.repeat(51), noticeType: '1' },
    });
    expect(long).toMatchObject({ code: 500, msg: 'The notice title may not exceed 50 characters' });
    const type = await ctx.call({ method: 'POST', url: '/prod-api/system/notice', token: admin, payload: { noticeTitle: 't', noticeType: '9' } });
    expect(type.code).toBe(500);
    const site = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/notice',
      token: admin,
      payload: { noticeTitle: '无站点', noticeType: '1', siteId: 99999 },
    });
    expect(site).toMatchObject({ code: 500, msg: '所选站点不存在' });
    expect(await ctx.db.select().from(sysNotice).where(eq(sysNotice.noticeTitle, '无站点'))).toHaveLength(0);
  });

  it('lists with filters (newest first) and refuses management to others', async () => {
    await addNotice({ noticeTitle: '列表甲', noticeType: '2' });
    const list = await ctx.call<{ rows: Row[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/notice/list',
      token: admin,
      query: { noticeTitle: '列表', noticeType: '2', createBy: 'adm' },
    });
    expect(list.rows.map((r) => r.noticeTitle)).toEqual(['列表甲']);
    const all = await ctx.call<{ rows: Row[] }>({ method: 'GET', url: '/prod-api/system/notice/list', token: admin });
    const ids = all.rows.map((r) => Number(r.noticeId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const onePerPage = await ctx.call({ method: 'GET', url: '/prod-api/system/notice/list', token: admin, query: { pageSize: '1' } });
    expect(onePerPage).toMatchObject({ total: (await ctx.db.select().from(sysNotice)).length, estimated: false });
    const calls: [string, string, object?][] = [
      ['GET', '/prod-api/system/notice/list'],
      ['GET', '/prod-api/system/notice/readUsers/list?noticeId=1'],
      ['POST', '/prod-api/system/notice', { noticeTitle: 'x', noticeType: '1' }],
      ['PUT', '/prod-api/system/notice', { noticeId: 1, noticeTitle: 'x', noticeType: '1' }],
      ['DELETE', '/prod-api/system/notice/1'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await ctx.call({ method: method as 'GET', url, payload, token: seller });
      expect(res.code, `${method} ${url}`).toBe(403);
    }
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/notice/listTop' })).code).toBe(401);
  });

  it('counts unread per user and per site, marks read idempotently and lists the readers', async () => {
    const [site2] = await ctx.db.insert(sysSite).values({ siteName: '第二站', domain: 'two.example', createBy: 'admin' }).returning();
    await ctx.db.update(sysUser).set({ siteId: site2.siteId }).where(eq(sysUser.userName, 'staff'));
    const before = { seller: (await top(seller)).unreadCount, staff: (await top(staff)).unreadCount };
    const everyone = await addNotice({ noticeTitle: '全站公告' });
    const onlyTwo = await addNotice({ noticeTitle: '第二站公告', siteId: site2.siteId });
    const closed = await addNotice({ noticeTitle: '已关闭', status: '1' });
    const sellerTop = await top(seller);
    expect(sellerTop.unreadCount).toBe(before.seller + 1);
    expect(sellerTop.data[0]).toMatchObject({ noticeId: everyone.noticeId, isRead: false, noticeTitle: '全站公告' });
    expect(Object.keys(sellerTop.data[0]).sort()).toEqual(['createBy', 'createTime', 'isRead', 'noticeId', 'noticeTitle', 'noticeType', 'status']);
    expect(sellerTop.data.length).toBeLessThanOrEqual(5);
    expect(sellerTop.data.map((r) => r.noticeId)).not.toContain(onlyTwo.noticeId);
    const staffTop = await top(staff);
    expect(staffTop.unreadCount).toBe(before.staff + 2);
    expect(staffTop.data.map((r) => r.noticeId)).toEqual(expect.arrayContaining([everyone.noticeId, onlyTwo.noticeId]));
    expect(staffTop.data.map((r) => r.noticeId)).not.toContain(closed.noticeId);

    // another site's or a closed notice: not readable, not markable
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/notice/${onlyTwo.noticeId}`, token: seller })).code).toBe(500);
    expect(
      (await ctx.call({ method: 'POST', url: '/prod-api/system/notice/markRead', query: { noticeId: String(closed.noticeId) }, token: seller })).code,
    ).toBe(500);
    const bad = await ctx.call({ method: 'POST', url: '/prod-api/system/notice/markRead', query: { noticeId: 'x' }, token: seller });
    expect(bad.code).toBe(500);

    for (let i = 0; i < 2; i++) {
      const res = await ctx.call({ method: 'POST', url: '/prod-api/system/notice/markRead', query: { noticeId: String(everyone.noticeId) }, token: seller });
      expect(res.code, res.msg).toBe(200);
    }
    expect(await ctx.db.select().from(sysNoticeRead).where(eq(sysNoticeRead.noticeId, everyone.noticeId))).toHaveLength(1);
    const after = await top(seller);
    expect(after.unreadCount).toBe(before.seller);
    expect(after.data.find((r) => r.noticeId === everyone.noticeId)?.isRead).toBe(true);
    expect((await top(staff)).unreadCount).toBe(before.staff + 2);
    const one = await ctx.call<{ data: Row }>({ method: 'GET', url: `/prod-api/system/notice/${everyone.noticeId}`, token: seller });
    expect(one.data).toMatchObject({ isRead: true });
    // one notice read is not every notice read: a newer one stays unread for the seller, in each answer
    const later = await addNotice({ noticeTitle: '后来的公告' });
    const withLater = await top(seller);
    expect(withLater.unreadCount).toBe(before.seller + 1);
    expect(withLater.data.find((r) => r.noticeId === later.noticeId)?.isRead).toBe(false);
    expect(withLater.data.find((r) => r.noticeId === everyone.noticeId)?.isRead).toBe(true);
    const laterOne = await ctx.call<{ data: Row }>({ method: 'GET', url: `/prod-api/system/notice/${later.noticeId}`, token: seller });
    expect(laterOne.data).toMatchObject({ isRead: false });
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/notice/markRead', query: { noticeId: String(later.noticeId) }, token: admin })).code).toBe(
      200,
    );
    const managed = await ctx.call<{ rows: Row[] }>({ method: 'GET', url: '/prod-api/system/notice/list', token: admin, query: { noticeTitle: '公告' } });
    expect(Object.fromEntries(managed.rows.map((r) => [r.noticeTitle, r.isRead]))).toMatchObject({ 全站公告: false, 后来的公告: true });
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/notice/${later.noticeId}`, token: admin })).code).toBe(200);

    const all = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/notice/markReadAll',
      query: { ids: `${everyone.noticeId},${onlyTwo.noticeId},${closed.noticeId}` },
      token: staff,
    });
    expect(all.code).toBe(200);
    expect((await top(staff)).unreadCount).toBe(before.staff);
    const staffRows = await ctx.db
      .select()
      .from(sysNoticeRead)
      .where(and(eq(sysNoticeRead.userId, (await ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'staff')))[0].userId)));
    expect(staffRows.map((r) => r.noticeId).sort()).toEqual([everyone.noticeId, onlyTwo.noticeId].sort());

    const readers = await ctx.call<{ rows: Row[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/notice/readUsers/list',
      token: admin,
      query: { noticeId: String(everyone.noticeId) },
    });
    expect(readers.total).toBe(2);
    expect(readers.rows.map((r) => r.userName).sort()).toEqual(['seller', 'staff']);
    // A full page counts the readers through the join the search reads.
    const oneReader = await ctx.call({
      method: 'GET',
      url: '/prod-api/system/notice/readUsers/list',
      token: admin,
      query: { noticeId: String(everyone.noticeId), searchValue: 'sell', pageSize: '1' },
    });
    expect(oneReader).toMatchObject({ total: 1, estimated: false });
    const search = await ctx.call<{ rows: Row[] }>({
      method: 'GET',
      url: '/prod-api/system/notice/readUsers/list',
      token: admin,
      query: { noticeId: String(everyone.noticeId), searchValue: 'sell' },
    });
    expect(search.rows.map((r) => r.userName)).toEqual(['seller']);

    const del = await ctx.call({ method: 'DELETE', url: `/prod-api/system/notice/${everyone.noticeId}`, token: admin });
    expect(del.code).toBe(200);
    expect(await ctx.db.select().from(sysNoticeRead).where(eq(sysNoticeRead.noticeId, everyone.noticeId))).toHaveLength(0);
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/notice/${everyone.noticeId}`, token: admin })).code).toBe(500);
  });
});

describe('POST /unlockscreen', () => {
  it('unlocks with the account password, refuses a wrong or empty one, and throttles like login', async () => {
    const sub = await ctx.login('subseller');
    const ok = await ctx.call({ method: 'POST', url: '/prod-api/unlockscreen', token: sub, payload: { password: 'admin123' } });
    expect(ok).toEqual({ code: 200, msg: '解锁成功' });
    expect(await ctx.call({ method: 'POST', url: '/prod-api/unlockscreen', token: sub, payload: {} })).toMatchObject({ code: 500, msg: '密码不能为空' });
    expect(await ctx.call({ method: 'POST', url: '/prod-api/unlockscreen', token: sub, headers: EN, payload: { password: 'wrong1' } })).toMatchObject({
      code: 500,
      msg: 'Wrong password, please try again',
    });
    for (let i = 0; i < 3; i++) await ctx.call({ method: 'POST', url: '/prod-api/unlockscreen', token: sub, payload: { password: 'wrong1' } });
    const fifth = await ctx.call({ method: 'POST', url: '/prod-api/unlockscreen', token: sub, payload: { password: 'wrong1' } });
    expect(fifth.code).toBe(500);
    expect(fifth.msg).toContain('5');
    const locked = await ctx.call({ method: 'POST', url: '/prod-api/unlockscreen', token: sub, payload: { password: 'admin123' } });
    expect(locked.code).toBe(500);
    expect(locked.msg).toBe(fifth.msg);
    expect((await ctx.call({ method: 'POST', url: '/prod-api/unlockscreen', payload: { password: 'admin123' } })).code).toBe(401);
  });
});
