import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryStore, type Store } from '../../src/core/store.ts';
import { sysJob, sysJobLog, sysUser } from '../../src/db/schema/index.ts';
import { JOB_HANDLERS, type JobContext } from '../../src/modules/job/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { act, publish, simpleTask, taskRow } from './task-fixtures.ts';

type Log = { jobLogId: number; status: string; jobMessage: string; exceptionInfo: string };

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(() => ctx.close());

const handler = (name: string) => {
  const h = JOB_HANDLERS.find((x) => x.name === name);
  if (!h) throw new Error(name);
  return h;
};
const context = (store: Store = ctx.store): JobContext => ({ db: ctx.db, store, log: ctx.app.log, now: new Date() });
/** Runs a seeded job once through the API (its log row), in `lang`. */
const runJob = (jobId: number, lang = 'zh-CN') =>
  ctx.call<{ data: Log }>({ method: 'PUT', url: '/prod-api/monitor/job/run', token: admin, payload: { jobId }, headers: { 'content-language': lang } });
const jobIdOf = async (target: string) => (await ctx.db.select().from(sysJob).where(eq(sysJob.invokeTarget, target)))[0].jobId;

describe('finance.ledgerCheck', () => {
  it('passes when every balance is its ledger sum', async () => {
    const res = await runJob(await jobIdOf('finance.ledgerCheck'));
    expect(res.code).toBe(200);
    expect(res.data.status).toBe('0');
    expect(res.data.jobMessage).toMatch(/^\d+ 个账户核对一致$/);
  });

  it('detects balances changed outside the ledger: the run fails and names the accounts', async () => {
    await ctx.db.update(sysUser).set({ money: sql`money + 1.50` }).where(eq(sysUser.userName, 'seller'));
    await ctx.db.update(sysUser).set({ money: sql`money - 2` }).where(eq(sysUser.userName, 'seller2'));
    try {
      const jobId = await jobIdOf('finance.ledgerCheck');
      const res = await runJob(jobId, 'en-US');
      expect(res.code).toBe(200);
      expect(res.data.status).toBe('1');
      expect(res.data.jobMessage).toMatch(/^2 of \d+ accounts do not match: seller#3, seller2#4$/);
      expect(res.data.exceptionInfo).toContain('seller#3: money=');
      expect(res.data.exceptionInfo).toContain('seller2#4: money=');
      // Recorded as a failed run, in both languages.
      const [row] = await ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobLogId, res.data.jobLogId));
      expect(row.status).toBe('1');
      expect(row.jobMessage).toMatch(/^\d+ 个账户中 2 个不符：seller#3, seller2#4$/);
      // ...and shown in the failed runs of the log list.
      const failed = await ctx.call<{ rows: Log[] }>({
        method: 'GET',
        url: '/prod-api/monitor/jobLog/list',
        token: admin,
        query: { status: '1', jobId: String(jobId) },
      });
      expect(failed.rows.map((r) => r.jobLogId)).toContain(res.data.jobLogId);
      // The arguments bound how many accounts the message names.
      const one = await handler('finance.ledgerCheck').run(context(), { maxListed: 1 });
      expect(one.ok).toBe(false);
      expect(one.message.args?.[2]).toBe('seller#3 … (+1)');
    } finally {
      await ctx.db.update(sysUser).set({ money: sql`money - 1.50` }).where(eq(sysUser.userName, 'seller'));
      await ctx.db.update(sysUser).set({ money: sql`money + 2` }).where(eq(sysUser.userName, 'seller2'));
    }
    expect((await handler('finance.ledgerCheck').run(context(), { maxListed: 20 })).ok).toBe(true);
  });
});

describe('task.autoComplete', () => {
  it('completes a running task whose orders are all taken and final, through the tasks domain, and nothing else', async () => {
    const seller = await ctx.login('seller');
    const staff = await ctx.login('staff');
    const done = (await publish(ctx, seller, simpleTask())).data as { taskId: number };
    const open = (await publish(ctx, seller, simpleTask())).data as { taskId: number };
    for (const t of [done, open]) expect((await act(ctx, staff, t.taskId, 'approve')).code).toBe(200);
    await ctx.db.execute(sql`update biz_task set remain_quantity = 0 where task_id = ${done.taskId}`);
    const res = await runJob(await jobIdOf('task.autoComplete'));
    expect(res.data).toMatchObject({ status: '0', jobMessage: `完成 1 个任务: ${done.taskId}` });
    expect((await taskRow(ctx, done.taskId)).status).toBe('3');
    expect((await taskRow(ctx, open.taskId)).status).toBe('1');
    expect((await runJob(await jobIdOf('task.autoComplete'))).data.jobMessage).toBe('完成 0 个任务');
  });
});

describe('store.sweepExpired', () => {
  it('removes the expired sessions, captchas and counters the memory store still holds, and keeps the live ones', async () => {
    const store = new MemoryStore();
    await store.set('login_tokens:live', '{}', 1800);
    await store.set('login_tokens:old', '{}', 1);
    await store.set('captcha_codes:old', '7', 1);
    await store.set('pwd_err_cnt:old', '3', 1);
    await store.set('sys_config:forever', 'x');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5_000);
      const out = await handler('store.sweepExpired').run(context(store), {});
      expect(out).toMatchObject({ ok: true, message: { key: 'job.summary.storeSweep', args: [3, 1, 1, 1] } });
      expect((await store.info()).keys).toBe(2);
      expect(await store.get('login_tokens:live')).toBe('{}');
      expect((await handler('store.sweepExpired').run(context(store), {})).message.args).toEqual([0, 0, 0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on Redis, which expires keys by TTL itself, removes nothing and reports the live sessions', async () => {
    const redisLike: Store = Object.assign(new MemoryStore(), { sweepExpired: async () => null });
    await redisLike.set('login_tokens:a', '{}', 60);
    await redisLike.set('captcha_codes:b', '1', 60);
    await redisLike.set('captcha_codes:c', '1', 60);
    const out = await handler('store.sweepExpired').run(context(redisLike), {});
    expect(out).toMatchObject({ ok: true, message: { key: 'job.summary.storeSelfExpiring', args: [1, 2] } });
  });
});

describe('job.pruneLog', () => {
  it('deletes log rows older than the days kept', async () => {
    const jobId = await jobIdOf('job.pruneLog');
    const old = new Date(Date.now() - 40 * 86_400_000);
    await ctx.db.insert(sysJobLog).values({ jobId, jobName: 'old', jobGroup: 'SYSTEM', invokeTarget: 'job.pruneLog', createTime: old });
    const res = await runJob(jobId, 'en-US');
    expect(res.data.status).toBe('0');
    expect(res.data.jobMessage).toMatch(/^[1-9]\d* job log rows and \d+ claims deleted \(older than 30 days\)$/);
    expect(await ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobName, 'old'))).toHaveLength(0);
  });

  it('a job whose stored arguments no longer pass its schema fails its run with the reason, and is logged', async () => {
    const jobId = await jobIdOf('job.pruneLog');
    await ctx.db.update(sysJob).set({ jobArgs: '{"keepDays":0}' }).where(eq(sysJob.jobId, jobId));
    const res = await runJob(jobId);
    expect(res.data.status).toBe('1');
    expect(res.data.jobMessage).toMatch(/^执行失败：/);
    await ctx.db.update(sysJob).set({ jobArgs: '{"keepDays":30}' }).where(eq(sysJob.jobId, jobId));
  });
});
