import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysJob, sysJobLog } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

type Job = {
  jobId: number;
  jobName: string;
  status: string;
  invokeTarget: string;
  jobArgs: Record<string, unknown>;
  nextValidTime: string | null;
  handlerTitle: string;
};
type Log = { jobLogId: number; jobId: number; status: string; jobMessage: string; trigger: string; duration: number };

let ctx: TestContext;
let admin: string;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  staff = await ctx.login('staff');
});
afterAll(() => ctx.close());

const body = (over: Record<string, unknown> = {}) => ({
  jobName: 'Nightly check',
  jobGroup: 'DEFAULT',
  invokeTarget: 'finance.ledgerCheck',
  jobArgs: { maxListed: 5 },
  cronExpression: '0 0 2 * * ?',
  misfirePolicy: '2',
  concurrent: '1',
  ...over,
});
const add = (over: Record<string, unknown> = {}, lang = 'zh-CN') =>
  ctx.call<{ data: Job }>({ method: 'POST', url: '/prod-api/monitor/job', token: admin, payload: body(over), headers: { 'content-language': lang } });

describe('/monitor/job', () => {
  it('lists the seeded jobs with their next fire time and handler title', async () => {
    const res = await ctx.call<{ rows: Job[]; total: number }>({ method: 'GET', url: '/prod-api/monitor/job/list', token: admin, query: { pageSize: '50' } });
    expect(res.code).toBe(200);
    const names = res.rows.map((r) => r.invokeTarget);
    expect(names).toEqual(expect.arrayContaining(['task.autoComplete', 'store.sweepExpired', 'finance.ledgerCheck', 'job.pruneLog']));
    const ledger = res.rows.find((r) => r.invokeTarget === 'finance.ledgerCheck');
    expect(ledger?.nextValidTime).toMatch(/^\d{4}-\d{2}-\d{2} 03:00:00$/);
    expect(ledger?.handlerTitle).toBe('每日账务核对');
    // A full page counts the jobs: the five seeded ones, exactly.
    const counted = await ctx.call({ method: 'GET', url: '/prod-api/monitor/job/list', token: admin, query: { pageSize: '2' } });
    expect(counted).toMatchObject({ total: 5, estimated: false });
    const filtered = await ctx.call<{ rows: Job[] }>({
      method: 'GET',
      url: '/prod-api/monitor/job/list',
      token: admin,
      query: { invokeTarget: 'ledger', status: '0' },
    });
    expect(filtered.rows.map((r) => r.invokeTarget)).toEqual(['finance.ledgerCheck']);
  });

  it('answers the registry with titles in the caller language and the arguments schema', async () => {
    const res = await ctx.call<{ data: { name: string; title: string; argsSchema: { properties?: Record<string, { title?: string; default?: unknown }> } }[] }>(
      {
        method: 'GET',
        url: '/prod-api/monitor/job/handlers',
        token: admin,
        headers: { 'content-language': 'en-US' },
      },
    );
    expect(res.code).toBe(200);
    const ledger = res.data.find((h) => h.name === 'finance.ledgerCheck');
    expect(ledger?.title).toBe('Daily ledger check');
    expect(ledger?.argsSchema.properties?.maxListed).toMatchObject({ title: 'Accounts named in the log at most', default: 20 });
  });

  it('adds a job from the registry, stored paused with its checked arguments', async () => {
    const res = await add();
    expect(res).toMatchObject({ code: 200, data: { jobName: 'Nightly check', status: '1', jobArgs: { maxListed: 5 } } });
    const [row] = await ctx.db.select().from(sysJob).where(eq(sysJob.jobId, res.data.jobId));
    expect(row).toMatchObject({ status: '1', jobArgs: '{"maxListed":5}', invokeTarget: 'finance.ledgerCheck', createBy: 'admin' });
    const got = await ctx.call<{ data: Job }>({ method: 'GET', url: `/prod-api/monitor/job/${res.data.jobId}`, token: admin });
    expect(got.data).toMatchObject({ jobId: res.data.jobId, jobArgs: { maxListed: 5 } });
    // Defaults of the handler's schema are filled in.
    const dflt = await add({ jobName: 'Defaults', jobArgs: {} });
    expect(dflt.data.jobArgs).toEqual({ maxListed: 20 });
  });

  it('refuses an unknown handler, a string to evaluate, bad arguments and a bad cron, in the caller language, storing nothing', async () => {
    const before = (await ctx.db.select().from(sysJob)).length;
    expect(await add({ jobName: 'x1', invokeTarget: 'ryTask.ryParams' })).toMatchObject({ code: 500, msg: "新增任务'x1'失败，目标字符串不在白名单内" });
    expect(await add({ jobName: 'x2', invokeTarget: "java.lang.Runtime.getRuntime().exec('id')" })).toMatchObject({ code: 500, msg: '目标字符串不在白名单内' });
    expect(await add({ jobName: 'x3', jobArgs: { maxListed: 'all' } })).toMatchObject({ code: 500, msg: "新增任务'x3'失败，任务参数不正确：maxListed" });
    expect(await add({ jobName: 'x4', jobArgs: { rm: true } })).toMatchObject({ code: 500 });
    expect(await add({ jobName: 'x5', cronExpression: '0 0 25 * * ?' })).toMatchObject({ code: 500, msg: "新增任务'x5'失败，Cron表达式不正确" });
    expect(await add({ jobName: 'x6', cronExpression: 'every day' }, 'en-US')).toMatchObject({
      code: 500,
      msg: "Adding job 'x6' failed: the cron expression is invalid",
    });
    expect(await add({ jobName: 'x7', cronExpression: '0 0 0 1 1 ? 2020' })).toMatchObject({ code: 500, msg: "新增任务'x7'失败，Cron表达式不正确" });
    expect(await add({ jobName: '' })).toMatchObject({ code: 500, msg: '任务名称不能为空' });
    expect(await add({ misfirePolicy: '9' })).toMatchObject({ code: 500, msg: '执行策略不正确' });
    expect(await add({ jobName: 'Nightly check' })).toMatchObject({ code: 500, msg: '该分组下已有同名任务' });
    expect((await ctx.db.select().from(sysJob)).length).toBe(before);
  });

  it('edits a job (same checks, 修改任务…) and changes its status', async () => {
    const { data } = await add({ jobName: 'To edit' });
    const put = (over: Record<string, unknown>) =>
      ctx.call({ method: 'PUT', url: '/prod-api/monitor/job', token: admin, payload: { ...body({ jobName: 'To edit' }), jobId: data.jobId, ...over } });
    expect(await put({ cronExpression: 'bad' })).toMatchObject({ code: 500, msg: "修改任务'To edit'失败，Cron表达式不正确" });
    expect(await put({ invokeTarget: 'nope.handler' })).toMatchObject({ code: 500, msg: "修改任务'To edit'失败，目标字符串不在白名单内" });
    expect(await put({ cronExpression: '0 15 1 * * ?', status: '0', jobArgs: { maxListed: 7 } })).toMatchObject({ code: 200 });
    const [row] = await ctx.db.select().from(sysJob).where(eq(sysJob.jobId, data.jobId));
    expect(row).toMatchObject({ cronExpression: '0 15 1 * * ?', status: '0', jobArgs: '{"maxListed":7}', updateBy: 'admin' });
    const change = (status: string) =>
      ctx.call({ method: 'PUT', url: '/prod-api/monitor/job/changeStatus', token: admin, payload: { jobId: data.jobId, status } });
    expect(await change('1')).toMatchObject({ code: 200 });
    expect((await ctx.db.select().from(sysJob).where(eq(sysJob.jobId, data.jobId)))[0].status).toBe('1');
    expect(await change('2')).toMatchObject({ code: 500 });
    expect(await ctx.call({ method: 'PUT', url: '/prod-api/monitor/job/changeStatus', token: admin, payload: { jobId: 999999, status: '0' } })).toMatchObject({
      code: 500,
    });
  });

  it('runs a job once and logs the run (start, duration, status, message)', async () => {
    const { data } = await add({ jobName: 'Run me', invokeTarget: 'task.autoComplete', jobArgs: {} });
    const res = await ctx.call<{ data: Log }>({
      method: 'PUT',
      url: '/prod-api/monitor/job/run',
      token: admin,
      payload: { jobId: data.jobId, jobGroup: 'DEFAULT' },
    });
    expect(res).toMatchObject({ code: 200, msg: '执行成功', data: { jobId: data.jobId, status: '0', trigger: 'manual', jobMessage: '完成 0 个任务' } });
    expect(res.data.duration).toBeGreaterThanOrEqual(0);
    const logs = await ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, data.jobId));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status: '0', jobName: 'Run me', invokeTarget: 'task.autoComplete', jobMessageEn: '0 tasks completed' });
    expect(logs[0].startTime).toBeInstanceOf(Date);
    expect(await ctx.call({ method: 'PUT', url: '/prod-api/monitor/job/run', token: admin, payload: { jobId: 987654 } })).toMatchObject({
      code: 500,
      msg: '任务不存在或已过期！',
    });
  });

  it('refuses a manual run while a run of a job that forbids concurrent runs holds its lease', async () => {
    const { data } = await add({ jobName: 'Busy', invokeTarget: 'task.autoComplete', jobArgs: {} });
    await ctx.db
      .update(sysJob)
      .set({ runningUntil: new Date(Date.now() + 60_000) })
      .where(eq(sysJob.jobId, data.jobId));
    const res = await ctx.call({
      method: 'PUT',
      url: '/prod-api/monitor/job/run',
      token: admin,
      payload: { jobId: data.jobId },
      headers: { 'content-language': 'en-US' },
    });
    expect(res).toMatchObject({ code: 500, msg: 'The job is running and forbids concurrent runs' });
    expect(await ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, data.jobId))).toHaveLength(0);
    // An expired lease (a crashed run) does not block.
    await ctx.db
      .update(sysJob)
      .set({ runningUntil: new Date(Date.now() - 1000) })
      .where(eq(sysJob.jobId, data.jobId));
    expect(await ctx.call({ method: 'PUT', url: '/prod-api/monitor/job/run', token: admin, payload: { jobId: data.jobId } })).toMatchObject({ code: 200 });
    expect((await ctx.db.select().from(sysJob).where(eq(sysJob.jobId, data.jobId)))[0].runningUntil).toBeNull();
  });

  it('answers the next five fire times of a cron expression, or a localized error', async () => {
    const res = await ctx.call<{ data: string[] }>({
      method: 'GET',
      url: '/prod-api/monitor/job/cronNext',
      token: admin,
      query: { cronExpression: '0 0/10 * * * ?' },
    });
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(5);
    for (const s of res.data) expect(s).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d0:00$/);
    expect(new Set(res.data).size).toBe(5);
    expect(await ctx.call({ method: 'GET', url: '/prod-api/monitor/job/cronNext', token: admin, query: { cronExpression: '61 * * * * ?' } })).toMatchObject({
      code: 500,
      msg: 'Cron表达式不正确',
    });
    expect(
      await ctx.call({
        method: 'GET',
        url: '/prod-api/monitor/job/cronNext',
        token: admin,
        query: { cronExpression: '* * *' },
        headers: { 'content-language': 'en-US' },
      }),
    ).toMatchObject({ code: 500, msg: 'the cron expression is invalid' });
    expect(await ctx.call({ method: 'GET', url: '/prod-api/monitor/job/cronNext', token: admin })).toMatchObject({ code: 500, msg: 'cron执行表达式不能为空' });
  });

  it('exports jobs and deletes them', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/prod-api/monitor/job/export', headers: { authorization: admin }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const { data } = await add({ jobName: 'Delete me' });
    expect(await ctx.call({ method: 'DELETE', url: `/prod-api/monitor/job/${data.jobId}`, token: admin })).toMatchObject({ code: 200 });
    expect(await ctx.db.select().from(sysJob).where(eq(sysJob.jobId, data.jobId))).toHaveLength(0);
    expect(await ctx.call({ method: 'GET', url: `/prod-api/monitor/job/${data.jobId}`, token: admin })).toMatchObject({ code: 500 });
  });

  it('denies every job route to a user without the monitor permissions', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/prod-api/monitor/job/list'],
      ['GET', '/prod-api/monitor/job/handlers'],
      ['GET', '/prod-api/monitor/job/cronNext?cronExpression=0+0+1+*+*+%3F'],
      ['GET', '/prod-api/monitor/job/1'],
      ['POST', '/prod-api/monitor/job', body({ jobName: 'staff job' })],
      ['PUT', '/prod-api/monitor/job', { ...body(), jobId: 1 }],
      ['PUT', '/prod-api/monitor/job/changeStatus', { jobId: 1, status: '1' }],
      ['PUT', '/prod-api/monitor/job/run', { jobId: 1 }],
      ['DELETE', '/prod-api/monitor/job/1'],
      ['POST', '/prod-api/monitor/job/export', {}],
      ['GET', '/prod-api/monitor/jobLog/list'],
      ['GET', '/prod-api/monitor/jobLog/1'],
      ['DELETE', '/prod-api/monitor/jobLog/1'],
      ['DELETE', '/prod-api/monitor/jobLog/clean'],
      ['POST', '/prod-api/monitor/jobLog/export', {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await ctx.call({ method: method as 'GET', url, token: staff, ...(payload ? { payload: payload as object } : {}) });
      expect(res.code, `${method} ${url}`).toBe(403);
    }
    expect((await ctx.db.select().from(sysJob).where(eq(sysJob.jobId, 1)))[0].status).toBe('0');
  });
});

describe('/monitor/jobLog', () => {
  it('lists runs newest first with filters, answers one, deletes and cleans', async () => {
    const { data } = await add({ jobName: 'Logged', invokeTarget: 'store.sweepExpired', jobArgs: {} });
    for (let i = 0; i < 2; i++) await ctx.call({ method: 'PUT', url: '/prod-api/monitor/job/run', token: admin, payload: { jobId: data.jobId } });
    const list = await ctx.call<{ rows: Log[]; total: number }>({
      method: 'GET',
      url: '/prod-api/monitor/jobLog/list',
      token: admin,
      query: { jobId: String(data.jobId) },
    });
    expect(list.total).toBe(2);
    const onePerPage = await ctx.call({
      method: 'GET',
      url: '/prod-api/monitor/jobLog/list',
      token: admin,
      query: { jobId: String(data.jobId), pageSize: '1' },
    });
    expect(onePerPage).toMatchObject({ total: 2, estimated: false });
    expect(list.rows[0].jobLogId).toBeGreaterThan(list.rows[1].jobLogId);
    // the memory store removes expired keys; Redis expires them by TTL and only counts them
    expect(list.rows[0].jobMessage).toMatch(/^(清除过期键 \d+ 个|Redis 按 TTL 自行过期)/);
    const en = await ctx.call<{ data: Log }>({
      method: 'GET',
      url: `/prod-api/monitor/jobLog/${list.rows[0].jobLogId}`,
      token: admin,
      headers: { 'content-language': 'en-US' },
    });
    expect(en.data.jobMessage).toMatch(/expired keys removed|Redis expires these keys/);
    const byName = await ctx.call<{ total: number }>({
      method: 'GET',
      url: '/prod-api/monitor/jobLog/list',
      token: admin,
      query: { jobName: 'Logg', status: '0' },
    });
    expect(byName.total).toBe(2);
    const failed = await ctx.call<{ total: number }>({
      method: 'GET',
      url: '/prod-api/monitor/jobLog/list',
      token: admin,
      query: { jobName: 'Logg', status: '1' },
    });
    expect(failed.total).toBe(0);
    const file = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/jobLog/export',
      headers: { authorization: admin },
      payload: { jobName: 'Logged' },
    });
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(await ctx.call({ method: 'DELETE', url: `/prod-api/monitor/jobLog/${list.rows[1].jobLogId}`, token: admin })).toMatchObject({ code: 200 });
    expect(
      (await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/monitor/jobLog/list', token: admin, query: { jobId: String(data.jobId) } })).total,
    ).toBe(1);
    expect(await ctx.call({ method: 'GET', url: '/prod-api/monitor/jobLog/999999', token: admin })).toMatchObject({ code: 500 });
    expect(await ctx.call({ method: 'DELETE', url: '/prod-api/monitor/jobLog/clean', token: admin })).toMatchObject({ code: 200 });
    expect(await ctx.db.select().from(sysJobLog)).toHaveLength(0);
  });
});
