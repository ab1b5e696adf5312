/**
 * The scheduled-jobs domain's face: `/monitor/job` and `/monitor/jobLog`, the handler registry and
 * the scheduler (exactly once per fire time across instances, misfire policy after a restart).
 * Other domains, the app and the tests import only this file.
 */
export { jobRoutes, schedulerOf } from './routes.ts';
export { JOB_HANDLERS, type JobContext, type JobHandler, type JobOutcome } from './handlers.ts';
export { JobScheduler, type JobLogRecord, type JobRecord } from './scheduler.ts';
export { nextFireTimes, parseCron } from './cron.ts';
export { addJob } from './service.ts';
