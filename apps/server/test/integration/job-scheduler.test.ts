import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openStore } from '../../src/core/store.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { sysJob, sysJobFire, sysJobLog } from '../../src/db/schema/index.ts';
import { schedulerOf } from '../../src/modules/job/index.ts';
import { seed } from '../../src/seed/index.ts';
import { testConfig } from '../helpers.ts';

// Several server instances sharing one PostgreSQL database (PGlite allows one process per data
// directory, so this runs on PostgreSQL: DATABASE_URL, else the local one every machine and CI has).
const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ceping_test_${randomBytes(5).toString('hex')}`;
const url = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();
const admin = new pg.Client({ connectionString: baseUrl });
let db: Database;
const open: { app: FastifyInstance; database: Database }[] = [];

/** One server instance with the scheduler on (its own pool and memory store, like a separate process). */
async function instance() {
  const database = openPostgres(url);
  const app = await buildApp({ config: testConfig({ jobsEnabled: true }), database, store: openStore(undefined), jwtSecret: randomBytes(32).toString('hex') });
  await app.ready();
  const entry = { app, database };
  open.push(entry);
  const scheduler = schedulerOf(app);
  if (!scheduler) throw new Error('no scheduler');
  return { app, scheduler, close: () => closeInstance(entry) };
}
async function closeInstance(entry: { app: FastifyInstance; database: Database }) {
  open.splice(open.indexOf(entry), 1);
  await entry.app.close();
  await entry.database.close();
}

let seq = 0;
async function newJob(over: Partial<typeof sysJob.$inferInsert> = {}) {
  const [job] = await db.db
    .insert(sysJob)
    .values({
      jobName: `job ${++seq}`,
      invokeTarget: 'task.autoComplete',
      cronExpression: '* * * * * ?',
      status: '0',
      concurrent: '0',
      misfirePolicy: '3',
      ...over,
    })
    .returning();
  return job;
}
const logsOf = (jobId: number) => db.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId)).orderBy(sysJobLog.fireTime);

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
  db = openPostgres(url);
  await db.migrate();
  await seed(db.db, { demo: true, demoTasks: false });
  // The seeded jobs stay out of the way: each test makes its own.
  await db.db.update(sysJob).set({ status: '1' });
});
afterAll(async () => {
  for (const entry of [...open]) await closeInstance(entry).catch(() => {});
  await db.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('two instances on one database', () => {
  it('run each fire time exactly once when both fire it at the same moment', async () => {
    const a = await instance();
    const b = await instance();
    const job = await newJob({ cronExpression: '0 0 1 * * ?' });
    const base = Date.UTC(2030, 0, 1, 0, 0, 0);
    const times = Array.from({ length: 20 }, (_, i) => new Date(base + i * 86_400_000));
    const results = await Promise.all(
      times.flatMap((t) => [a.scheduler.fire(job.jobId, job.cronExpression, t, 'schedule'), b.scheduler.fire(job.jobId, job.cronExpression, t, 'schedule')]),
    );
    expect(results.filter(Boolean)).toHaveLength(20);
    const logs = await logsOf(job.jobId);
    expect(logs.map((l) => l.fireTime?.getTime())).toEqual(times.map((t) => t.getTime()));
    expect(logs.every((l) => l.status === '0' && l.trigger === 'schedule')).toBe(true);
    const claims = await db.db.select().from(sysJobFire).where(eq(sysJobFire.jobId, job.jobId));
    expect(claims).toHaveLength(20);
    for (const c of claims) expect([a.scheduler.instance, b.scheduler.instance]).toContain(c.instance);
    const [row] = await db.db.select().from(sysJob).where(eq(sysJob.jobId, job.jobId));
    expect(row.lastFireTime?.getTime()).toBe(times[19].getTime());
    await a.close();
    await b.close();
  });

  it('on their real timers, run a job due every second once per fire time', async () => {
    const a = await instance();
    const b = await instance();
    const job = await newJob({ cronExpression: '* * * * * ?' });
    // Both instances follow the new job (B as it would on its next refresh).
    await a.scheduler.refresh();
    await b.scheduler.refresh();
    expect(a.scheduler.armed()).toContain(job.jobId);
    expect(b.scheduler.armed()).toContain(job.jobId);
    for (let i = 0; i < 100 && (await logsOf(job.jobId)).length < 4; i++) await new Promise((r) => setTimeout(r, 100));
    await a.close();
    await b.close();
    const logs = await logsOf(job.jobId);
    expect(logs.length).toBeGreaterThanOrEqual(4);
    const fires = logs.map((l) => l.fireTime?.getTime());
    expect(new Set(fires).size).toBe(fires.length);
    for (const t of fires) expect((t ?? 1) % 1000).toBe(0);
    const claims = await db.db.select().from(sysJobFire).where(eq(sysJobFire.jobId, job.jobId));
    expect(claims).toHaveLength(logs.length);
  });

  it('never run a paused job or a changed schedule from a timer made before the change', async () => {
    const a = await instance();
    const job = await newJob({ cronExpression: '0 0 2 * * ?' });
    await db.db.update(sysJob).set({ status: '1' }).where(eq(sysJob.jobId, job.jobId));
    expect(await a.scheduler.fire(job.jobId, job.cronExpression, new Date(Date.UTC(2030, 1, 1)), 'schedule')).toBeNull();
    await db.db.update(sysJob).set({ status: '0', cronExpression: '0 0 3 * * ?' }).where(eq(sysJob.jobId, job.jobId));
    expect(await a.scheduler.fire(job.jobId, '0 0 2 * * ?', new Date(Date.UTC(2030, 1, 2)), 'schedule')).toBeNull();
    expect(await logsOf(job.jobId)).toHaveLength(0);
    await a.close();
  });

  it('skip and log a fire of a job that forbids concurrent runs while another instance runs it', async () => {
    const a = await instance();
    const job = await newJob({ cronExpression: '0 0 4 * * ?', concurrent: '1' });
    // Instance B is running it: its lease is held.
    await db.db.update(sysJob).set({ runningUntil: sql`now() + interval '1 minute'` }).where(eq(sysJob.jobId, job.jobId));
    const log = await a.scheduler.fire(job.jobId, job.cronExpression, new Date(Date.UTC(2030, 2, 1)), 'schedule');
    expect(log).toMatchObject({ status: '1', jobMessage: '上一次执行尚未结束，本次跳过（禁止并发）' });
    await db.db.update(sysJob).set({ runningUntil: null }).where(eq(sysJob.jobId, job.jobId));
    const next = await a.scheduler.fire(job.jobId, job.cronExpression, new Date(Date.UTC(2030, 2, 2)), 'schedule');
    expect(next?.status).toBe('0');
    expect((await db.db.select().from(sysJob).where(eq(sysJob.jobId, job.jobId)))[0].runningUntil).toBeNull();
    await a.close();
  });
});

describe('misfire policy after a restart', () => {
  it('catches up what was missed while no instance ran, by policy, once across two instances starting together', async () => {
    const first = await instance();
    const minute = 60_000;
    const jobs = {
      every: await newJob({ cronExpression: '0 * * * * ?', misfirePolicy: '1' }),
      once: await newJob({ cronExpression: '0 * * * * ?', misfirePolicy: '2' }),
      dflt: await newJob({ cronExpression: '0 * * * * ?', misfirePolicy: '0' }),
      none: await newJob({ cronExpression: '0 * * * * ?', misfirePolicy: '3' }),
      capped: await newJob({ cronExpression: '0 * * * * ?', misfirePolicy: '1' }),
      paused: await newJob({ cronExpression: '0 * * * * ?', misfirePolicy: '1', status: '1' }),
    };
    await first.close();
    // The server was down: the last fire times lie five minutes (thirty for `capped`) in the past.
    const lastMark = Math.floor(Date.now() / minute) * minute - 5 * minute;
    const ids = Object.values(jobs).map((j) => j.jobId);
    await db.db
      .update(sysJob)
      .set({ lastFireTime: new Date(lastMark) })
      .where(inArray(sysJob.jobId, ids));
    await db.db
      .update(sysJob)
      .set({ lastFireTime: new Date(lastMark - 25 * minute) })
      .where(eq(sysJob.jobId, jobs.capped.jobId));
    const before = Date.now();
    const [b, c] = await Promise.all([instance(), instance()]);
    const after = Date.now();
    await b.close();
    await c.close();
    const missedOf = async (jobId: number) => (await logsOf(jobId)).filter((l) => l.trigger === 'misfire').map((l) => l.fireTime?.getTime() ?? 0);
    // Every missed minute mark after the last fire time, up to the start (the start may have crossed one more).
    const marks = (upTo: number) => Array.from({ length: Math.floor((upTo - lastMark) / minute) }, (_, i) => lastMark + (i + 1) * minute);
    const every = await missedOf(jobs.every.jobId);
    expect([marks(before), marks(after)]).toContainEqual(every);
    expect(every.length).toBeGreaterThanOrEqual(5);
    const once = await missedOf(jobs.once.jobId);
    expect(once).toHaveLength(1);
    expect([marks(before).at(-1), marks(after).at(-1)]).toContain(once[0]);
    expect(await missedOf(jobs.dflt.jobId)).toHaveLength(1);
    expect(await missedOf(jobs.none.jobId)).toHaveLength(0);
    const capped = await missedOf(jobs.capped.jobId);
    expect(capped).toHaveLength(10);
    expect(capped.at(-1)).toBe(every.at(-1));
    expect(await missedOf(jobs.paused.jobId)).toHaveLength(0);
    // The last fire time moved to the latest missed one, so a further restart catches up nothing.
    const [row] = await db.db.select().from(sysJob).where(eq(sysJob.jobId, jobs.once.jobId));
    expect(row.lastFireTime?.getTime()).toBeGreaterThanOrEqual(once[0]);
    // A minute mark that passes between the two restarts (a slow machine may straddle one) is a real
    // miss and is caught up; nothing at or before the first catch-up is caught up twice.
    const beforeD = Date.now();
    const d = await instance();
    const afterD = Date.now();
    await d.close();
    const since = (upTo: number) => marks(upTo).filter((t) => t > (every.at(-1) ?? 0));
    const onceAgain = await missedOf(jobs.once.jobId);
    expect(onceAgain.slice(0, 1)).toEqual(once);
    expect([[], since(beforeD).slice(-1), since(afterD).slice(-1)]).toContainEqual(onceAgain.slice(1));
    expect([every.concat(since(beforeD)), every.concat(since(afterD))]).toContainEqual(await missedOf(jobs.every.jobId));
  });

  it('does not take a paused period for missed fire times once the job is resumed', async () => {
    const a = await instance();
    const admin = await a.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'admin', password: 'admin123' } });
    const token = `Bearer ${admin.json().token as string}`;
    const job = await newJob({ cronExpression: '0 * * * * ?', misfirePolicy: '1', status: '1', lastFireTime: new Date(Date.now() - 3_600_000) });
    const resumedAt = Math.floor(Date.now() / 1000) * 1000;
    const res = await a.app.inject({
      method: 'PUT',
      url: '/prod-api/monitor/job/changeStatus',
      headers: { authorization: token },
      payload: { jobId: job.jobId, status: '0' },
    });
    expect(res.json().code).toBe(200);
    expect(a.scheduler.armed()).toContain(job.jobId);
    await a.close();
    const b = await instance();
    await b.close();
    // The hour while it was paused is not caught up. A minute mark passed between the two instances
    // (the test may straddle one) is a real miss after the resume and may be caught up.
    const missed = (await logsOf(job.jobId)).filter((l) => l.trigger === 'misfire').map((l) => l.fireTime?.getTime() ?? 0);
    expect(missed.filter((t) => t < resumedAt)).toEqual([]);
    expect(missed.length).toBeLessThanOrEqual(1);
    const [row] = await db.db.select().from(sysJob).where(eq(sysJob.jobId, job.jobId));
    expect(row.status).toBe('0');
  });
});
