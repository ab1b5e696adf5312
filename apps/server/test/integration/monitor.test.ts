import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysLogininfor, sysOperLog } from '../../src/db/schema/index.ts';
import { recordJobRun } from '../../src/modules/monitor/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
});
afterAll(() => ctx.close());

const get = <T = Record<string, unknown>>(url: string, token?: string, query?: Record<string, string>) =>
  ctx.call<T>({ method: 'GET', url: `/prod-api${url}`, token, query });
const del = (url: string, token?: string) => ctx.call({ method: 'DELETE', url: `/prod-api${url}`, token });

/** Logs in from a given address and user agent; the token. */
async function loginFrom(userName: string, remoteAddress: string, password = 'admin123') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/prod-api/login',
    remoteAddress,
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' },
    payload: { username: userName, password },
  });
  return res.json() as { code: number; msg: string; token?: string };
}

interface OnlineRow {
  tokenId: string;
  userName: string;
  deptName: string;
  ipaddr: string;
  browser: string;
  os: string;
  loginTime: string;
  current: boolean;
}

describe('online users', () => {
  it("lists live sessions with RuoYi's fields and filters, never the session's contents", async () => {
    const staff = await loginFrom('staff', '10.9.8.7');
    expect(staff.code).toBe(200);
    const res = await get<{ rows: OnlineRow[]; total: number }>('/monitor/online/list', admin);
    expect(res.code).toBe(200);
    expect(res.total).toBe(res.rows.length);
    const mine = res.rows.filter((r) => r.current);
    expect(mine).toHaveLength(1);
    expect(mine[0].userName).toBe('admin');
    const row = res.rows.find((r) => r.ipaddr === '10.9.8.7');
    expect(row).toMatchObject({ userName: 'staff', browser: expect.stringContaining('Chrome'), os: expect.stringContaining('Windows') });
    expect(row?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['browser', 'current', 'deptName', 'ipaddr', 'loginLocation', 'loginTime', 'os', 'tokenId', 'userName'].sort(),
    );
    expect(JSON.stringify(res)).not.toMatch(/permissions|roles|\*:\*:\*/);

    const byName = await get<{ rows: OnlineRow[] }>('/monitor/online/list', admin, { userName: 'staff' });
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.userName === 'staff')).toBe(true);
    const byIp = await get<{ rows: OnlineRow[] }>('/monitor/online/list', admin, { ipaddr: '10.9.8.7', userName: 'staff' });
    expect(byIp.rows.map((r) => r.ipaddr)).toEqual(['10.9.8.7']);
    expect((await get<{ rows: OnlineRow[] }>('/monitor/online/list', admin, { userName: 'sta' })).rows).toEqual([]);
  });

  it('refuses callers without the permission', async () => {
    expect((await get('/monitor/online/list', seller)).code).toBe(403);
    expect((await get('/monitor/online/list')).code).toBe(401);
  });

  it("forces a session out: that session's next request answers 401; others go on", async () => {
    const victim = `Bearer ${(await loginFrom('staff', '10.1.1.1')).token}`;
    const other = `Bearer ${(await loginFrom('staff', '10.1.1.2')).token}`;
    expect((await get('/getInfo', victim)).code).toBe(200);
    const rows = (await get<{ rows: OnlineRow[] }>('/monitor/online/list', admin, { ipaddr: '10.1.1.1' })).rows;
    expect(rows).toHaveLength(1);
    expect((await del(`/monitor/online/${rows[0].tokenId}`, seller)).code).toBe(403);
    expect(await del(`/monitor/online/${rows[0].tokenId}`, admin)).toMatchObject({ code: 200 });
    expect((await get('/getInfo', victim)).code).toBe(401);
    expect((await get('/getInfo', other)).code).toBe(200);
    expect((await get<{ rows: OnlineRow[] }>('/monitor/online/list', admin, { ipaddr: '10.1.1.1' })).rows).toEqual([]);
    // Gone already, malformed, and one's own session.
    expect((await del(`/monitor/online/${rows[0].tokenId}`, admin)).code).toBe(500);
    expect((await del('/monitor/online/not-a-token', admin)).code).toBe(500);
    const own = (await get<{ rows: OnlineRow[] }>('/monitor/online/list', admin)).rows.find((r) => r.current);
    const refused = await ctx.call({
      method: 'DELETE',
      url: `/prod-api/monitor/online/${own?.tokenId}`,
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(refused).toEqual({ code: 500, msg: 'You cannot force your own session out' });
    expect((await get('/getInfo', admin)).code).toBe(200);
    // The force-out is in the operation log.
    const logged = await ctx.db.select().from(sysOperLog).where(eq(sysOperLog.title, '在线用户'));
    expect(logged.some((l) => l.businessType === 7 && l.status === 0)).toBe(true);
  });
});

describe('login log', () => {
  it('lists login attempts with filters, time range and sorting', async () => {
    await loginFrom('seller2', '10.2.2.2', 'wrong-password');
    const res = await get<{ rows: { userName: string; status: string; ipaddr: string; msg: string }[]; total: number }>('/monitor/logininfor/list', admin, {
      userName: 'seller2',
      status: '1',
    });
    expect(res.code).toBe(200);
    expect(res.total).toBeGreaterThan(0);
    expect(res.rows.every((r) => r.userName === 'seller2' && r.status === '1')).toBe(true);
    expect((await get<{ total: number }>('/monitor/logininfor/list', admin, { ipaddr: '10.2.2' })).total).toBeGreaterThan(0);
    const future = await get<{ total: number }>('/monitor/logininfor/list', admin, { 'params[beginTime]': '2099-01-01 00:00:00' });
    expect(future.total).toBe(0);
    const sorted = await get<{ rows: { userName: string }[] }>('/monitor/logininfor/list', admin, {
      orderByColumn: 'userName',
      isAsc: 'ascending',
      pageSize: '100',
    });
    const names = sorted.rows.map((r) => r.userName);
    expect(names).toEqual([...names].sort());
    expect((await get('/monitor/logininfor/list', admin, { orderByColumn: 'msg' })).code).toBe(500);
    expect((await get('/monitor/logininfor/list', admin, { status: '7' })).code).toBe(500);
    expect((await get('/monitor/logininfor/list', seller)).code).toBe(403);
  });

  it('unlocks an account name locked by failed logins from an address', async () => {
    for (let i = 0; i < 5; i++) await loginFrom('seller2', '10.3.3.3', 'wrong-password');
    expect((await loginFrom('seller2', '10.3.3.3')).code).toBe(500);
    expect((await get('/monitor/logininfor/unlock/seller2', seller)).code).toBe(403);
    const res = await ctx.call({ method: 'GET', url: '/prod-api/monitor/logininfor/unlock/seller2', token: admin, headers: { 'accept-language': 'en-US' } });
    expect(res).toEqual({ code: 200, msg: 'User seller2 unlocked' });
    expect((await loginFrom('seller2', '10.3.3.3')).code).toBe(200);
  });

  it('deletes chosen entries, exports and cleans', async () => {
    const rows = await ctx.db.select().from(sysLogininfor);
    const [first, second] = rows;
    expect((await del(`/monitor/logininfor/${first.infoId},${second.infoId}`, seller)).code).toBe(403);
    expect((await del(`/monitor/logininfor/${first.infoId},${second.infoId}`, admin)).code).toBe(200);
    expect((await ctx.db.select().from(sysLogininfor)).length).toBe(rows.length - 2);
    const file = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/logininfor/export',
      headers: { authorization: admin },
      payload: { userName: 'seller2' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await del('/monitor/logininfor/clean', admin)).code).toBe(200);
    expect(await ctx.db.select().from(sysLogininfor)).toEqual([]);
  });
});

describe('operation log', () => {
  it('lists with filters and shows an entry with its secrets masked', async () => {
    const [row] = await ctx.db
      .insert(sysOperLog)
      .values({
        title: '测试模块',
        businessType: 2,
        method: 'PUT /prod-api/x',
        requestMethod: 'PUT',
        operName: 'admin',
        operUrl: '/prod-api/x',
        operIp: '10.4.4.4',
        operParam: '{"userName":"u1","password":"Plain#Secret1","nested":{"oldPassword":"Old#Secret2"}}',
        jsonResult: '{"code":200,"msg":"ok","token":"eyJhbGciOiJIUzI1NiJ9.secret"}',
        status: 1,
        errorMsg: 'boom',
        costTime: 42,
      })
      .returning();
    const list = await get<{ rows: { operId: number; operParam: string; jsonResult: string }[]; total: number }>('/monitor/operlog/list', admin, {
      title: '测试',
      businessType: '2',
      status: '1',
      operIp: '10.4.4',
    });
    expect(list.total).toBe(1);
    expect(list.rows[0].operId).toBe(row.operId);
    const text = JSON.stringify(list);
    expect(text).not.toContain('Plain#Secret1');
    expect(text).not.toContain('Old#Secret2');
    expect(text).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    const one = await get<{ data: { operParam: string; jsonResult: string; costTime: number } }>(`/monitor/operlog/${row.operId}`, admin);
    expect(JSON.parse(one.data.operParam)).toEqual({ userName: 'u1', password: '******', nested: { oldPassword: '******' } });
    expect(JSON.parse(one.data.jsonResult)).toEqual({ code: 200, msg: 'ok', token: '******' });
    expect((await get(`/monitor/operlog/${row.operId}`, seller)).code).toBe(403);
    expect((await get('/monitor/operlog/99999999', admin)).code).toBe(500);
    expect((await get<{ total: number }>('/monitor/operlog/list', admin, { 'businessTypes[0]': '7', 'businessTypes[1]': '2' })).total).toBeGreaterThan(0);
    expect((await get('/monitor/operlog/list', seller)).code).toBe(403);
  });

  it('masks the list rows in PostgreSQL exactly as the detail masks them in the server', async () => {
    // Keys in any case and spacing, escaped quotes and backslashes inside values, a secret word as a
    // value or inside another value, a numeric code, a cut text: the list's regexp_replace against maskSecretText.
    const texts = [
      '{"PassWord" : "a\\"b\\\\c","pwd":"x","payPwd":"","note":"my password is \\"p\\"","code":200,"CODE":"123456"}',
      '{"a":"password","b":{"token":"t1","list":[{"bankCard":"6222 0000"},{"cardNo":"1"}]},"secretary":"keep","x_secret":"keep"}',
      '{"newPassword":"n","confirmPassword":"c","loginPassword":"l","oldPwd":"o","newPwd":"w","bankNo":"b","secret":"s"}',
      '{"userName":"u","password":"cut before its end',
      'not json at all: "password":"still masked"',
    ];
    const ids: number[] = [];
    for (const [i, text] of texts.entries()) {
      const [row] = await ctx.db
        .insert(sysOperLog)
        .values({ title: `掩码检查${i}`, operName: 'mask-check', operParam: text, jsonResult: text })
        .returning({ operId: sysOperLog.operId });
      ids.push(row.operId);
    }
    const list = await get<{ rows: { operId: number; operParam: string; jsonResult: string }[] }>('/monitor/operlog/list', admin, {
      operName: 'mask-check',
      pageSize: '10',
    });
    expect(list.rows.map((r) => r.operId).sort()).toEqual([...ids].sort());
    for (const r of list.rows) {
      const one = await get<{ data: { operParam: string; jsonResult: string } }>(`/monitor/operlog/${r.operId}`, admin);
      expect(r.operParam).toBe(one.data.operParam);
      expect(r.jsonResult).toBe(one.data.jsonResult);
    }
    const shown = JSON.stringify(list.rows);
    for (const secret of ['6222 0000', '"t1"', '123456', 'still masked', '"n"', '"s"']) expect(shown).not.toContain(secret);
    expect(shown).toContain('keep');
    await ctx.db.delete(sysOperLog).where(eq(sysOperLog.operName, 'mask-check'));
  });

  it('exports, deletes and cleans', async () => {
    const file = await ctx.app.inject({ method: 'POST', url: '/prod-api/monitor/operlog/export', headers: { authorization: admin }, payload: {} });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [row] = await ctx.db.select().from(sysOperLog).limit(1);
    expect((await del(`/monitor/operlog/${row.operId}`, admin)).code).toBe(200);
    expect(await ctx.db.select().from(sysOperLog).where(eq(sysOperLog.operId, row.operId))).toEqual([]);
    expect((await del('/monitor/operlog/clean', seller)).code).toBe(403);
    expect((await del('/monitor/operlog/clean', admin)).code).toBe(200);
    // The clean itself is logged (after the reply) once the table was emptied.
    await vi.waitFor(async () => {
      const left = await ctx.db.select().from(sysOperLog);
      expect(left.length).toBe(1);
      expect(left[0].businessType).toBe(9);
    });
  });
});

describe('server, database and metrics', () => {
  it("answers the server's live figures with RuoYi's field names", async () => {
    const res = await get<{ data: Record<string, Record<string, unknown>> & { sysFiles: unknown[] } }>('/monitor/server', admin);
    expect(res.code).toBe(200);
    const { cpu, mem, jvm, sys } = res.data;
    expect(cpu.cpuNum).toBeGreaterThan(0);
    expect(Number(cpu.used) + Number(cpu.sys) + Number(cpu.free) + Number(cpu.wait)).toBeGreaterThan(0);
    expect(mem.total).toBeGreaterThan(0);
    expect(jvm).toMatchObject({ name: 'Node.js', version: process.version, pid: process.pid });
    expect(jvm.used).toBeGreaterThan(0);
    expect(jvm.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(jvm.runTime).toMatch(/^\d+天\d+小时\d+分钟$/);
    expect(sys.osArch).toBe(process.arch);
    expect(res.data.sysFiles.length).toBeGreaterThan(0);
    expect((await get('/monitor/server', seller)).code).toBe(403);
  });

  it('answers the database size, table sizes and statement timings', async () => {
    const res = await get<{
      data: { kind: string; sizeBytes: number; tables: { name: string }[]; statementSource: string; slowest: unknown[]; frequent: { calls: number }[] };
    }>('/monitor/database', admin);
    expect(res.code).toBe(200);
    expect(res.data.sizeBytes).toBeGreaterThan(0);
    expect(res.data.tables.map((t) => t.name)).toContain('sys_user');
    expect(['server', 'pg_stat_statements']).toContain(res.data.statementSource);
    expect(res.data.frequent.length).toBeGreaterThan(0);
    expect(res.data.frequent[0].calls).toBeGreaterThan(0);
    expect((await get('/monitor/database', seller)).code).toBe(403);
  });

  it('answers Prometheus text to the admin: route patterns, pool, event loop, job runs', async () => {
    await get('/system/site/1', admin);
    recordJobRun('ledgerCheck', 'success', 0.25);
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/metrics', headers: { authorization: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('ceping_http_requests_total{method="GET",route="/prod-api/system/site/:siteId",status="200"}');
    expect(res.body).not.toContain('route="/prod-api/system/site/1"');
    expect(res.body).toContain('ceping_http_request_duration_seconds_bucket');
    expect(res.body).toContain('ceping_db_pool_total');
    expect(res.body).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(res.body).toContain('ceping_job_runs_total{job="ledgerCheck",status="success"} 1');
    const denied = await ctx.app.inject({ method: 'GET', url: '/prod-api/metrics', headers: { authorization: seller } });
    expect(denied.json()).toMatchObject({ code: 403 });
    expect((await ctx.app.inject({ method: 'GET', url: '/prod-api/metrics' })).json()).toMatchObject({ code: 401 });
  });

  it('counts and times every request under its route pattern, whatever the path’s values', async () => {
    const scrape = async () => (await ctx.app.inject({ method: 'GET', url: '/prod-api/metrics', headers: { authorization: admin } })).body;
    const series = 'method="GET",route="/prod-api/system/site/:siteId"';
    const sampleOf = (text: string, prefix: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(prefix))
          ?.split(' ')
          .pop() ?? 0,
      );
    const requests = `ceping_http_requests_total{${series},status="200"}`;
    const timed = `ceping_http_request_duration_seconds_count{${series}}`;
    const before = await scrape();
    await get('/system/site/1', admin);
    await get('/system/site/2', admin);
    await get('/system/site/1', seller);
    const after = await scrape();
    expect(sampleOf(after, requests) - sampleOf(before, requests)).toBe(3);
    expect(sampleOf(after, timed) - sampleOf(before, timed)).toBe(3);
  });
});

describe('cache monitor', () => {
  it("answers the store's figures", async () => {
    const res = await get<{ data: { kind: string; info: Record<string, string>; dbSize: number; commandStats: { name: string; value: string }[] } }>(
      '/monitor/cache',
      admin,
    );
    expect(res.code).toBe(200);
    expect(res.data.dbSize).toBeGreaterThan(0);
    expect(res.data.info.used_memory_human).toBeTruthy();
    expect(res.data.commandStats.some((c) => c.name === 'get' && Number(c.value) > 0)).toBe(true);
    expect((await get('/monitor/cache', seller)).code).toBe(403);
  });

  it('lists names and keys; never answers a session, captcha or second-password grant', async () => {
    const names = await get<{ data: { cacheName: string }[] }>('/monitor/cache/getNames', admin);
    expect(names.data.map((n) => n.cacheName)).toContain('login_tokens:');
    const keys = await get<{ data: string[] }>('/monitor/cache/getKeys/login_tokens:', admin);
    expect(keys.data.length).toBeGreaterThan(0);
    expect(keys.data).toEqual([...keys.data].sort());
    const session = await get('/monitor/cache/getValue/login_tokens:/' + keys.data[0], admin);
    expect(session.code).toBe(500);
    expect(JSON.stringify(session)).not.toMatch(/permissions|userId/);
    expect((await get('/monitor/cache/getValue/captcha_codes:/captcha_codes:x', admin)).code).toBe(500);
    expect((await get('/monitor/cache/getValue/pay_pwd_ok:/pay_pwd_ok:x', admin)).code).toBe(500);
    // A key of another cache under a readable name is refused too.
    expect((await get(`/monitor/cache/getValue/sys_dict:/${keys.data[0]}`, admin)).code).toBe(500);
    expect((await get('/monitor/cache/getKeys/nope:', admin)).code).toBe(500);
    expect((await get('/monitor/cache/getNames', seller)).code).toBe(403);

    await get('/system/dict/data/type/sys_user_sex', admin);
    const dictKeys = (await get<{ data: string[] }>('/monitor/cache/getKeys/sys_dict:', admin)).data;
    expect(dictKeys).toContain('sys_dict:sys_user_sex:zh-CN');
    const value = await get<{ data: { cacheValue: string; cacheKey: string } }>('/monitor/cache/getValue/sys_dict:/sys_dict:sys_user_sex:zh-CN', admin);
    expect(value.data.cacheKey).toBe('sys_dict:sys_user_sex:zh-CN');
    expect(JSON.parse(value.data.cacheValue).length).toBeGreaterThan(0);
  });

  it('clears by key, name and all, keeps sessions, and the caches fill again', async () => {
    await get('/system/dict/data/type/sys_user_sex', admin);
    expect((await del('/monitor/cache/clearCacheKey/sys_dict:sys_user_sex:zh-CN', admin)).code).toBe(200);
    expect(await ctx.store.get('sys_dict:sys_user_sex:zh-CN')).toBeNull();
    expect((await del('/monitor/cache/clearCacheName/login_tokens:', admin)).code).toBe(500);
    expect((await del(`/monitor/cache/clearCacheKey/${(await ctx.store.keys('login_tokens:'))[0]}`, admin)).code).toBe(500);
    expect((await del('/monitor/cache/clearCacheName/sys_dict:', admin)).code).toBe(200);
    expect((await del('/monitor/cache/clearCacheAll', seller)).code).toBe(403);
    expect((await del('/monitor/cache/clearCacheAll', admin)).code).toBe(200);
    // Everyone stays logged in and the dictionary is read again (and cached again).
    const dict = await get<{ data: unknown[] }>('/system/dict/data/type/sys_user_sex', seller);
    expect(dict.data.length).toBeGreaterThan(0);
    expect(await ctx.store.get('sys_dict:sys_user_sex:zh-CN')).not.toBeNull();
    expect((await get('/getInfo', admin)).code).toBe(200);
  });
});
