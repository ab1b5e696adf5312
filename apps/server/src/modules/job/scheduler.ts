import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { formatMessage } from '@ceping/contract';
import { Cron } from 'croner';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../core/store.ts';
import { type Db, rows } from '../../db/client.ts';
import { sysJob, sysJobFire, sysJobLog } from '../../db/schema/index.ts';
import { CRON_OPTIONS, missedFireTimes } from './cron.ts';
import { type JobOutcome, handlerOf } from './handlers.ts';

export type JobRecord = typeof sysJob.$inferSelect;
export type JobLogRecord = typeof sysJobLog.$inferSelect;
export type JobTrigger = 'schedule' | 'misfire' | 'manual';

/** How long a run of a job that forbids concurrent runs holds its lease (a crashed run frees it then). */
const LEASE_MS = 10 * 60_000;
/** Policy 1 catches up at most this many missed fire times (the latest ones). */
const MAX_CATCH_UP = 10;

export interface SchedulerOptions {
  db: Db;
  store: Store;
  log: FastifyBaseLogger;
  /** Off: no timers and no catch-up; jobs still run once on request (`PUT /monitor/job/run`). */
  enabled: boolean;
  /** How often each instance re-reads the job table to follow changes made on another instance. */
  refreshMs?: number;
  /** Called after each run with its log row (metrics). */
  onRun?: (run: JobLogRecord) => void;
}

/** The parts of a job whose change re-creates its timer. */
const signature = (j: JobRecord) => `${j.status}|${j.cronExpression}|${j.updateTime?.getTime() ?? 0}`;

/**
 * Runs the jobs of `sys_job` on croner timers, exactly once per fire time across every instance
 * sharing the database: before running a fire time an instance inserts (job, fire time) into
 * `sys_job_fire`, whose primary key lets one insert win; only the winner runs it. The claim also
 * requires the job to be active with the cron the timer was made from, so an instance that has not
 * yet seen an edit or a pause made elsewhere cannot run a stale schedule.
 *
 * At start, every active job whose last claimed fire time (or, never fired, its last change) lies
 * before a fire time that has passed follows its misfire policy: 1 runs each missed time (the latest
 * ten), 0 and 2 run once for the latest missed time, 3 skips them. Those runs are claimed like any
 * other, so two instances starting together catch up once.
 *
 * A job with `concurrent = '1'` holds a lease in its row while it runs (`running_until`); a fire that
 * finds it held, on any instance, is skipped and logged as such. Every run, whatever its outcome,
 * writes one `sys_job_log` row.
 */
export class JobScheduler {
  readonly instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 100);
  private timers = new Map<number, { cron: Cron; signature: string }>();
  private inFlight = new Set<Promise<unknown>>();
  private refreshTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly o: SchedulerOptions) {}

  get enabled() {
    return this.o.enabled;
  }

  /** Loads the jobs, catches up what was missed while no instance ran, and starts the timers. */
  async start(): Promise<void> {
    if (!this.o.enabled || this.stopped) return;
    try {
      const jobs = await this.o.db.select().from(sysJob);
      await Promise.all(jobs.map((j) => this.catchUp(j)));
      for (const j of jobs) this.arm(j);
    } catch (err) {
      this.o.log.error({ err }, 'job scheduler: loading the jobs failed; retrying at the next refresh');
    }
    this.refreshTimer = setInterval(() => void this.refresh(), this.o.refreshMs ?? 30_000);
    this.refreshTimer.unref();
  }

  /** Stops every timer and waits for the runs in progress (the server is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    for (const { cron } of this.timers.values()) cron.stop();
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Follows a change of one job made on this instance (add, edit, status, delete) at once. */
  async sync(jobId: number): Promise<void> {
    if (!this.o.enabled || this.stopped) return;
    const [job] = await this.o.db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
    if (job) this.arm(job);
    else this.disarm(jobId);
  }

  /** Re-reads the table and follows what changed, also on other instances. */
  async refresh(): Promise<void> {
    if (this.stopped) return;
    try {
      const jobs = await this.o.db.select().from(sysJob);
      const ids = new Set(jobs.map((j) => j.jobId));
      for (const id of this.timers.keys()) if (!ids.has(id)) this.disarm(id);
      for (const j of jobs) this.arm(j);
    } catch (err) {
      this.o.log.warn({ err }, 'job scheduler: refresh failed');
    }
  }

  /** The ids of the jobs with a live timer (tests, monitoring). */
  armed(): number[] {
    return [...this.timers.keys()];
  }

  private arm(job: JobRecord) {
    const sig = signature(job);
    const current = this.timers.get(job.jobId);
    if (current?.signature === sig || this.stopped) return;
    this.disarm(job.jobId);
    if (job.status !== '0') return;
    let cron: Cron;
    try {
      cron = new Cron(job.cronExpression, { ...CRON_OPTIONS, unref: true, catch: true }, (self) => {
        // The fire time this timer went off for: the latest match at or before now (whole seconds,
        // the same on every instance).
        const [fireTime] = self.previousRuns(1, new Date(Date.now() + 1));
        if (fireTime) void this.fire(job.jobId, job.cronExpression, fireTime, 'schedule');
      });
    } catch (err) {
      this.o.log.error({ err, jobId: job.jobId }, 'job scheduler: invalid cron expression in the table');
      return;
    }
    this.timers.set(job.jobId, { cron, signature: sig });
  }

  private disarm(jobId: number) {
    this.timers.get(jobId)?.cron.stop();
    this.timers.delete(jobId);
  }

  /** Applies the misfire policy of an active job whose fire times passed while no instance ran. */
  private async catchUp(job: JobRecord, now = new Date()): Promise<void> {
    if (job.status !== '0' || job.misfirePolicy === '3') return;
    const since = job.lastFireTime ?? job.updateTime ?? job.createTime;
    if (!since) return;
    let cron: Cron;
    try {
      cron = new Cron(job.cronExpression, { ...CRON_OPTIONS, paused: true });
    } catch {
      return;
    }
    const missed = missedFireTimes(cron, since, now, job.misfirePolicy === '1' ? MAX_CATCH_UP : 1);
    cron.stop();
    // Oldest first, so the job's last fire time ends at the latest one.
    for (const t of missed.reverse()) await this.fire(job.jobId, job.cronExpression, t, 'misfire');
  }

  /**
   * Claims (job, fire time) and, when this instance won it, runs the job. Answers the run's log row,
   * or null when another instance had it, the job is paused, deleted or its cron changed meanwhile.
   */
  async fire(jobId: number, cronExpression: string, fireTime: Date, trigger: Exclude<JobTrigger, 'manual'>): Promise<JobLogRecord | null> {
    if (this.stopped) return null;
    const work = (async () => {
      try {
        const job = await this.claim(jobId, cronExpression, fireTime);
        if (!job) return null;
        return await this.execute(job, trigger, fireTime);
      } catch (err) {
        this.o.log.error({ err, jobId }, 'job scheduler: a fire failed');
        return null;
      }
    })();
    this.inFlight.add(work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(work);
    }
  }

  /** Runs a job now, whatever its status (`PUT /monitor/job/run`); null when it forbids concurrent runs and one is going on. */
  async runNow(job: JobRecord): Promise<JobLogRecord | null> {
    const work = this.execute(job, 'manual', null, true);
    this.inFlight.add(work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(work);
    }
  }

  private async claim(jobId: number, cronExpression: string, fireTime: Date): Promise<JobRecord | null> {
    return this.o.db.transaction(async (tx) => {
      const at = fireTime.toISOString();
      const won = await rows<{ job_id: number }>(
        tx,
        sql`insert into ${sysJobFire} (job_id, fire_time, instance)
          select job_id, ${at}::timestamptz, ${this.instance} from ${sysJob}
          where job_id = ${jobId} and status = '0' and cron_expression = ${cronExpression}
          on conflict do nothing returning job_id`,
      );
      if (won.length === 0) return null;
      const [job] = await tx
        .update(sysJob)
        .set({ lastFireTime: sql`greatest(coalesce(${sysJob.lastFireTime}, ${at}::timestamptz), ${at}::timestamptz)` })
        .where(eq(sysJob.jobId, jobId))
        .returning();
      return job ?? null;
    });
  }

  /** Takes the job's lease when it forbids concurrent runs; false when a run holds it. */
  private async lease(job: JobRecord): Promise<boolean> {
    if (job.concurrent !== '1') return true;
    const took = await this.o.db
      .update(sysJob)
      .set({ runningUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
      .where(and(eq(sysJob.jobId, job.jobId), or(isNull(sysJob.runningUntil), lt(sysJob.runningUntil, sql`now()`))))
      .returning({ jobId: sysJob.jobId });
    return took.length > 0;
  }

  private async release(job: JobRecord) {
    if (job.concurrent !== '1') return;
    await this.o.db.update(sysJob).set({ runningUntil: null }).where(eq(sysJob.jobId, job.jobId));
  }

  /**
   * Runs the job's handler with its checked arguments and writes the log row. A job that forbids
   * concurrent runs and finds its lease held is not run: a fire is logged as skipped, a manual run
   * answers null.
   */
  private async execute(job: JobRecord, trigger: JobTrigger, fireTime: Date | null, manual = false): Promise<JobLogRecord | null> {
    const startTime = new Date();
    if (!(await this.lease(job))) {
      if (manual) return null;
      return this.writeLog(job, trigger, fireTime, startTime, { ok: false, message: { key: 'job.skippedBusy' } });
    }
    let outcome: JobOutcome;
    try {
      outcome = await this.runHandler(job, fireTime ?? startTime);
    } catch (err) {
      const e = err as Error;
      this.o.log.error({ err, jobId: job.jobId }, 'job run failed');
      outcome = { ok: false, message: { key: 'job.runFailed', args: [e.message ?? String(err)] }, detail: (e.stack ?? String(err)).slice(0, 2000) };
    } finally {
      await this.release(job).catch((err: unknown) => this.o.log.warn({ err, jobId: job.jobId }, 'job lease not released'));
    }
    return this.writeLog(job, trigger, fireTime, startTime, outcome);
  }

  private async runHandler(job: JobRecord, now: Date): Promise<JobOutcome> {
    const handler = handlerOf(job.invokeTarget);
    if (!handler) return { ok: false, message: { key: 'job.handlerGone', args: [job.invokeTarget] } };
    const args = handler.args.parse(JSON.parse(job.jobArgs));
    return handler.run({ db: this.o.db, store: this.o.store, log: this.o.log, now }, args);
  }

  private async writeLog(job: JobRecord, trigger: JobTrigger, fireTime: Date | null, startTime: Date, outcome: JobOutcome): Promise<JobLogRecord> {
    const endTime = new Date();
    const text = (lang: 'zh-CN' | 'en-US') => formatMessage(lang, outcome.message.key, ...(outcome.message.args ?? [])).slice(0, 500);
    const [row] = await this.o.db
      .insert(sysJobLog)
      .values({
        jobId: job.jobId,
        jobName: job.jobName,
        jobGroup: job.jobGroup,
        invokeTarget: job.invokeTarget,
        jobArgs: job.jobArgs,
        jobMessage: text('zh-CN'),
        jobMessageEn: text('en-US'),
        status: outcome.ok ? '0' : '1',
        exceptionInfo: outcome.ok ? '' : (outcome.detail ?? text('en-US')).slice(0, 2000),
        trigger,
        fireTime,
        startTime,
        endTime,
        duration: endTime.getTime() - startTime.getTime(),
      })
      .returning();
    this.o.onRun?.(row);
    return row;
  }
}
