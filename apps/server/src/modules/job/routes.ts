import { jobEndpoints, jobLogEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../core/access.ts';
import { sendXlsx } from '../../core/download.ts';
import { route } from '../../core/endpoint.ts';
import { ok, tablePage } from '../../core/envelope.ts';
import { fail } from '../../core/errors.ts';
import { t } from '../../core/i18n.ts';
import { nextFireTimes } from './cron.ts';
import { jobLogWorkbook, jobWorkbook } from './export.ts';
import { handlerInfos } from './handlers.ts';
import { JobScheduler } from './scheduler.ts';
import { recordJobRun } from '../monitor/index.ts';
import {
  addJob,
  changeJobStatus,
  cleanJobLogs,
  editJob,
  exportJobLogs,
  exportJobs,
  getJobLog,
  getJobRecord,
  jobLogView,
  jobView,
  listJobLogs,
  listJobs,
  removeJobLogs,
  removeJobs,
} from './service.ts';

const TITLE = '定时任务';
const LOG_TITLE = '调度日志';
const log = (title: string, businessType: number) => ({ config: { log: { title, businessType } } });

/** The scheduler of each app (tests reach it through {@link schedulerOf}). */
const schedulers = new WeakMap<object, JobScheduler>();
/** The job scheduler of an app built by `buildApp` (keyed by its dependencies). */
export const schedulerOf = (app: { deps: object }): JobScheduler | undefined => schedulers.get(app.deps);

/**
 * `/monitor/job` and `/monitor/jobLog` (RuoYi §5.3), the handler registry and the cron check. The
 * scheduler starts when the app is ready (`JOBS_ENABLED`, on by default) and stops when it closes.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const scheduler = new JobScheduler({
    db,
    store: app.deps.store,
    log: app.log,
    enabled: app.deps.config.jobsEnabled === true,
    // Every run (and skip) reaches the Prometheus metrics of the monitor domain.
    onRun: (r) => recordJobRun(r.invokeTarget, r.status === '0' ? 'success' : 'failure', (r.duration ?? 0) / 1000),
  });
  schedulers.set(app.deps, scheduler);
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());

  route(app, jobEndpoints.list, async (req) => {
    return tablePage(req, await listJobs(db, req.query, req.lang));
  });

  route(app, jobEndpoints.handlers, async (req) => ok(req, handlerInfos(req.lang)));

  route(app, jobEndpoints.cronNext, async (req) => {
    const times = nextFireTimes(req.query.cronExpression, 5);
    if (times.length === 0) throw fail('job.cronInvalid');
    return ok(req, times);
  });

  route(app, jobEndpoints.export, log(TITLE, BusinessType.EXPORT), async (req, reply) =>
    sendXlsx(reply, await jobWorkbook(req.lang, await exportJobs(db, req.body, req.lang))),
  );

  route(app, jobEndpoints.get, async (req) => ok(req, jobView(await getJobRecord(db, req.params.jobId), req.lang)));

  route(app, jobEndpoints.add, log(TITLE, BusinessType.INSERT), async (req) => {
    const job = await addJob(db, req.body, currentUser(req).userName);
    await scheduler.sync(job.jobId);
    return ok(req, jobView(job, req.lang));
  });

  route(app, jobEndpoints.edit, log(TITLE, BusinessType.UPDATE), async (req) => {
    await editJob(db, req.body, currentUser(req).userName);
    await scheduler.sync(req.body.jobId);
    return ok(req);
  });

  route(app, jobEndpoints.changeStatus, log(TITLE, BusinessType.UPDATE), async (req) => {
    await changeJobStatus(db, req.body.jobId, req.body.status, currentUser(req).userName);
    await scheduler.sync(req.body.jobId);
    return ok(req);
  });

  route(app, jobEndpoints.run, log(TITLE, BusinessType.UPDATE), async (req) => {
    const job = await getJobRecord(db, req.body.jobId).catch(() => {
      throw fail('job.notFound');
    });
    const run = await scheduler.runNow(job);
    if (!run) throw fail('job.busy');
    return { ...ok(req, jobLogView(run, req.lang)), msg: t(req, 'job.runDone') };
  });

  route(app, jobEndpoints.remove, log(TITLE, BusinessType.DELETE), async (req) => {
    await removeJobs(db, req.params.jobIds);
    await Promise.all(req.params.jobIds.map((id) => scheduler.sync(id)));
    return ok(req);
  });

  route(app, jobLogEndpoints.list, async (req) => {
    return tablePage(req, await listJobLogs(db, req.query, req.lang));
  });

  route(app, jobLogEndpoints.export, log(LOG_TITLE, BusinessType.EXPORT), async (req, reply) =>
    sendXlsx(reply, await jobLogWorkbook(req.lang, await exportJobLogs(db, req.body, req.lang))),
  );

  route(app, jobLogEndpoints.clean, log(LOG_TITLE, BusinessType.CLEAN), async (req) => {
    await cleanJobLogs(db);
    return ok(req);
  });

  route(app, jobLogEndpoints.get, async (req) => ok(req, await getJobLog(db, req.params.jobLogId, req.lang)));

  route(app, jobLogEndpoints.remove, log(LOG_TITLE, BusinessType.DELETE), async (req) => {
    await removeJobLogs(db, req.params.jobLogIds);
    return ok(req);
  });
};
