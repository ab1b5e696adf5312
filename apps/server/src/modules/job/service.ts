import type { JobListQuery, JobLogListQuery, Lang, jobBodySchema, jobEditSchema } from '@ceping/contract';
import { type SQL, and, asc, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { fail, isUniqueViolation, notFound } from '../../core/errors.ts';
import { listPage, mapPage } from '../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import { sysJob, sysJobLog } from '../../db/schema/index.ts';
import { parseCron } from './cron.ts';
import { handlerInfos, handlerOf } from './handlers.ts';
import type { JobLogRecord, JobRecord } from './scheduler.ts';

type Parsed = z.output<typeof jobBodySchema>;
type ParsedEdit = z.output<typeof jobEditSchema>;

const SORTABLE = { jobId: sysJob.jobId, jobName: sysJob.jobName, jobGroup: sysJob.jobGroup, status: sysJob.status, createTime: sysJob.createTime };
const LOG_SORTABLE = {
  jobLogId: sysJobLog.jobLogId,
  jobName: sysJobLog.jobName,
  status: sysJobLog.status,
  startTime: sysJobLog.startTime,
  duration: sysJobLog.duration,
  createTime: sysJobLog.createTime,
};

/** The job as the API answers it: arguments as an object, the handler's title in `lang`, the next fire time. */
export function jobView(j: JobRecord, lang: Lang, now = new Date()) {
  const handler = handlerOf(j.invokeTarget);
  return {
    jobId: j.jobId,
    jobName: j.jobName,
    jobGroup: j.jobGroup,
    invokeTarget: j.invokeTarget,
    handlerTitle: handler ? (handlerInfos(lang).find((h) => h.name === handler.name)?.title ?? '') : '',
    jobArgs: argsObject(j.jobArgs),
    cronExpression: j.cronExpression,
    misfirePolicy: j.misfirePolicy,
    concurrent: j.concurrent,
    status: j.status,
    nextValidTime: parseCron(j.cronExpression)?.nextRun(now) ?? null,
    lastFireTime: j.lastFireTime,
    remark: j.remark,
    createBy: j.createBy,
    createTime: j.createTime,
    updateBy: j.updateBy,
    updateTime: j.updateTime,
  };
}

export function jobLogView(l: JobLogRecord, lang: Lang) {
  const { jobMessageEn, jobMessage, jobArgs, ...rest } = l;
  return { ...rest, jobArgs: argsObject(jobArgs), jobMessage: (lang === 'en-US' ? jobMessageEn : jobMessage) ?? jobMessage ?? '' };
}

function argsObject(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function jobFilter(q: JobListQuery): SQL | undefined {
  const name = likeOf(q.jobName);
  const target = likeOf(q.invokeTarget);
  return and(
    name ? ilike(sysJob.jobName, name) : undefined,
    q.jobGroup ? eq(sysJob.jobGroup, q.jobGroup) : undefined,
    q.status ? eq(sysJob.status, q.status) : undefined,
    target ? ilike(sysJob.invokeTarget, target) : undefined,
  );
}

/** The most rows one export of the jobs or of their log writes. */
const EXPORT_MAX = 10_000;

const jobQuery = (db: Executor, q: JobListQuery, where: SQL | undefined) =>
  db
    .select()
    .from(sysJob)
    .where(where)
    .orderBy(...orderByOf(q, SORTABLE, [asc(sysJob.jobId)]));

/** A page of the jobs (a few rows: one statement, core/list-page.ts). */
export async function listJobs(db: Executor, q: JobListQuery, lang: Lang) {
  const where = jobFilter(q);
  const page = await listPage(db, sysJob, where, q, jobQuery(db, q, where));
  const now = new Date();
  return mapPage(page, (j) => jobView(j, lang, now));
}

/** The jobs for an export: every one the filters match, up to {@link EXPORT_MAX}, not counted. */
export async function exportJobs(db: Executor, q: JobListQuery, lang: Lang) {
  const rows = await jobQuery(db, q, jobFilter(q)).limit(EXPORT_MAX);
  const now = new Date();
  return rows.map((j) => jobView(j, lang, now));
}

export async function getJobRecord(db: Executor, jobId: number): Promise<JobRecord> {
  const [job] = await db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
  if (!job) throw notFound();
  return job;
}

/**
 * RuoYi's validation chain for add and edit, each failure answered `新增任务'<name>'失败，<reason>`
 * (`修改任务…` on edit): the cron expression must parse and fire again, the target must be a handler
 * of the registry (nothing else is ever run), and its arguments must pass that handler's schema.
 * Answers the arguments as stored (the schema's output, defaults filled in).
 */
function checked(b: Parsed, on: 'add' | 'edit'): string {
  if (!parseCron(b.cronExpression)) throw fail(`job.${on}.cron`, b.jobName);
  const handler = handlerOf(b.invokeTarget);
  if (!handler) throw fail(`job.${on}.target`, b.jobName);
  const args = handler.args.safeParse(b.jobArgs ?? {});
  if (!args.success) throw fail(`job.${on}.args`, b.jobName, args.error.issues[0]?.path.map(String).join('.') || '-');
  return JSON.stringify(args.data);
}

const fields = (b: Parsed, jobArgs: string) => ({
  jobName: b.jobName,
  jobGroup: b.jobGroup,
  invokeTarget: b.invokeTarget,
  jobArgs,
  cronExpression: b.cronExpression.trim(),
  misfirePolicy: b.misfirePolicy,
  concurrent: b.concurrent,
  remark: b.remark ?? '',
});

async function nameFree(db: Executor, b: Parsed, exceptId?: number) {
  const [dup] = await db
    .select({ id: sysJob.jobId })
    .from(sysJob)
    .where(and(eq(sysJob.jobName, b.jobName), eq(sysJob.jobGroup, b.jobGroup), exceptId ? ne(sysJob.jobId, exceptId) : undefined));
  if (dup) throw fail('job.nameTaken');
}

async function uniqueGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('job.nameTaken');
    throw err;
  }
}

/** `POST /monitor/job`: a new job is always stored paused (RuoYi), whatever the body says. */
export async function addJob(db: Db, b: Parsed, by: string): Promise<JobRecord> {
  const jobArgs = checked(b, 'add');
  await nameFree(db, b);
  const [job] = await uniqueGuard(() =>
    db
      .insert(sysJob)
      .values({ ...fields(b, jobArgs), status: '1', createBy: by })
      .returning(),
  );
  return job;
}

/**
 * `PUT /monitor/job`. A change of the schedule (cron, status) forgets the last fire time, so the
 * time the job was paused or scheduled differently is never taken for missed fire times.
 */
export async function editJob(db: Db, b: ParsedEdit, by: string): Promise<void> {
  const jobArgs = checked(b, 'edit');
  const current = await getJobRecord(db, b.jobId);
  await nameFree(db, b, b.jobId);
  const status = b.status ?? current.status;
  const rescheduled = status !== current.status || b.cronExpression.trim() !== current.cronExpression;
  await uniqueGuard(() =>
    db
      .update(sysJob)
      .set({ ...fields(b, jobArgs), status, ...(rescheduled ? { lastFireTime: null } : {}), updateBy: by, updateTime: new Date() })
      .where(eq(sysJob.jobId, b.jobId)),
  );
}

/** `PUT /monitor/job/changeStatus`: 0 resumes, 1 pauses. */
export async function changeJobStatus(db: Db, jobId: number, status: '0' | '1', by: string): Promise<void> {
  const done = await db
    .update(sysJob)
    .set({ status, lastFireTime: null, updateBy: by, updateTime: new Date() })
    .where(eq(sysJob.jobId, jobId))
    .returning({ jobId: sysJob.jobId });
  if (done.length === 0) throw notFound();
}

export async function removeJobs(db: Db, jobIds: number[]): Promise<void> {
  await db.delete(sysJob).where(inArray(sysJob.jobId, jobIds));
}

function logFilter(q: JobLogListQuery): SQL | undefined {
  const name = likeOf(q.jobName);
  const target = likeOf(q.invokeTarget);
  return and(
    q.jobId ? eq(sysJobLog.jobId, q.jobId) : undefined,
    name ? ilike(sysJobLog.jobName, name) : undefined,
    q.jobGroup ? eq(sysJobLog.jobGroup, q.jobGroup) : undefined,
    q.status ? eq(sysJobLog.status, q.status) : undefined,
    target ? ilike(sysJobLog.invokeTarget, target) : undefined,
    dateRangeOf(sysJobLog.createTime, q.params),
  );
}

const jobLogQuery = (db: Executor, q: JobLogListQuery, where: SQL | undefined) =>
  db
    .select()
    .from(sysJobLog)
    .where(where)
    .orderBy(...orderByOf(q, LOG_SORTABLE, [desc(sysJobLog.createTime), desc(sysJobLog.jobLogId)]));

/** A page of the jobs' log; its total above 10,000 entries is the planner's estimate (core/list-page.ts). */
export async function listJobLogs(db: Executor, q: JobLogListQuery, lang: Lang) {
  const where = logFilter(q);
  const page = await listPage(db, sysJobLog, where, q, jobLogQuery(db, q, where));
  return mapPage(page, (l) => jobLogView(l, lang));
}

/** The jobs' log for an export: every entry the filters match, newest first, up to {@link EXPORT_MAX}, not counted. */
export async function exportJobLogs(db: Executor, q: JobLogListQuery, lang: Lang) {
  return (await jobLogQuery(db, q, logFilter(q)).limit(EXPORT_MAX)).map((l) => jobLogView(l, lang));
}

export async function getJobLog(db: Executor, jobLogId: number, lang: Lang) {
  const [row] = await db.select().from(sysJobLog).where(eq(sysJobLog.jobLogId, jobLogId));
  if (!row) throw notFound();
  return jobLogView(row, lang);
}

export async function removeJobLogs(db: Db, ids: number[]): Promise<void> {
  await db.delete(sysJobLog).where(inArray(sysJobLog.jobLogId, ids));
}

export async function cleanJobLogs(db: Db): Promise<void> {
  await db.delete(sysJobLog);
}
