import { z } from 'zod';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { cronNextQuerySchema, jobBodySchema, jobEditSchema, jobListQuerySchema, jobLogListQuerySchema, jobRunSchema, jobStatusSchema } from '../monitor/job.ts';
import { Perm } from '../perms.ts';
import { dateTimeWire } from '../wire.ts';

const date = dateTimeWire.nullable();

/** RuoYi's SysJob plus the handler's arguments, its title in the caller's language and the last fire time. */
export const jobRow = z.object({
  jobId: z.number().int(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  /** The registry handler's title in the caller's language ('' when the handler is no longer registered). */
  handlerTitle: z.string(),
  jobArgs: z.record(z.string(), z.unknown()),
  cronExpression: z.string(),
  misfirePolicy: z.string(),
  concurrent: z.string(),
  status: z.string(),
  /** The next fire time of the cron expression (null when it has none, or the job is paused). */
  nextValidTime: date,
  /** The latest fire time claimed by any instance. */
  lastFireTime: date,
  remark: z.string(),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
});
export type SysJob = z.input<typeof jobRow>;

/** RuoYi's SysJobLog plus how the run started, its fire time and duration (ms). */
export const jobLogRow = z.object({
  jobLogId: z.number().int(),
  jobId: z.number().int().nullable(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  jobArgs: z.record(z.string(), z.unknown()),
  /** The handler's summary (or why it failed), in the caller's language. */
  jobMessage: z.string(),
  /** 0 success, 1 failure. */
  status: z.string(),
  exceptionInfo: z.string(),
  /** `schedule`, `misfire` (caught up after a restart) or `manual` (run once). */
  trigger: z.string(),
  fireTime: date,
  startTime: date,
  endTime: date,
  duration: z.number().int().nullable(),
  createTime: date,
});
export type SysJobLog = z.input<typeof jobLogRow>;

/** One handler of the registry: what a job may run, with its arguments' JSON schema. */
export const jobHandlerRow = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** JSON schema (draft 2020-12) of the arguments object. */
  argsSchema: z.record(z.string(), z.unknown()),
});
export type JobHandlerInfo = z.input<typeof jobHandlerRow>;

/** The next fire times of a cron expression (GMT+8). */
export const cronNextRow = z.array(dateTimeWire);

const tags = ['monitor/job'];
const logTags = ['monitor/jobLog'];
/** Export posts its filters as a form; an empty body means "no filters". */
const jobExportBody = z.preprocess((v) => v ?? {}, jobListQuerySchema);
const logExportBody = z.preprocess((v) => v ?? {}, jobLogListQuerySchema);

/** `/monitor/job`: scheduled jobs, wire-compatible with RuoYi (ruoyi-api §5.3), plus the registry and the cron check. */
export const jobEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/monitor/job/list',
    perm: Perm.job.list,
    summary: { zh: '查询定时任务列表', en: 'List scheduled jobs' },
    tags,
    query: jobListQuerySchema,
    response: estimatedTableOf(jobRow),
  }),
  handlers: defineEndpoint({
    method: 'GET',
    path: '/monitor/job/handlers',
    perm: Perm.job.list,
    summary: { zh: '任务处理器注册表', en: 'Job handler registry' },
    tags,
    response: okOf(z.array(jobHandlerRow)),
  }),
  cronNext: defineEndpoint({
    method: 'GET',
    path: '/monitor/job/cronNext',
    perm: Perm.job.list,
    summary: { zh: 'Cron 表达式的后五次执行时间', en: 'Next five fire times of a cron expression' },
    tags,
    query: cronNextQuerySchema,
    response: okOf(cronNextRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/monitor/job/export',
    perm: Perm.job.export,
    summary: { zh: '导出定时任务', en: 'Export scheduled jobs' },
    tags,
    body: jobExportBody,
    response: fileResponse(XLSX),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/monitor/job/:jobId',
    perm: Perm.job.query,
    summary: { zh: '查询定时任务详情', en: 'Get a scheduled job' },
    tags,
    params: z.object({ jobId: idSchema }),
    response: okOf(jobRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/monitor/job',
    perm: Perm.job.add,
    summary: { zh: '新增定时任务（暂停状态）', en: 'Add a scheduled job (stored paused)' },
    tags,
    body: jobBodySchema,
    response: okOf(jobRow),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/monitor/job',
    perm: Perm.job.edit,
    summary: { zh: '修改定时任务', en: 'Edit a scheduled job' },
    tags,
    body: jobEditSchema,
    response: envelope,
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/monitor/job/changeStatus',
    perm: Perm.job.changeStatus,
    summary: { zh: '启用或暂停定时任务', en: 'Resume or pause a scheduled job' },
    tags,
    body: jobStatusSchema,
    response: envelope,
  }),
  run: defineEndpoint({
    method: 'PUT',
    path: '/monitor/job/run',
    perm: Perm.job.changeStatus,
    summary: { zh: '立即执行一次', en: 'Run a job once now' },
    tags,
    body: jobRunSchema,
    /** The run's log row (also when the handler failed: its status is then "1"). */
    response: okOf(jobLogRow),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/job/:jobIds',
    perm: Perm.job.remove,
    summary: { zh: '删除定时任务', en: 'Delete scheduled jobs' },
    tags,
    params: z.object({ jobIds: idListSchema }),
    response: envelope,
  }),
};

/** `/monitor/jobLog`: one row per run. */
export const jobLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/monitor/jobLog/list',
    perm: Perm.job.list,
    summary: { zh: '查询调度日志列表', en: 'List job runs' },
    tags: logTags,
    query: jobLogListQuerySchema,
    response: estimatedTableOf(jobLogRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/monitor/jobLog/export',
    perm: Perm.job.export,
    summary: { zh: '导出调度日志', en: 'Export job runs' },
    tags: logTags,
    body: logExportBody,
    response: fileResponse(XLSX),
  }),
  clean: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/jobLog/clean',
    perm: Perm.job.remove,
    summary: { zh: '清空调度日志', en: 'Clear the job log' },
    tags: logTags,
    response: envelope,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/monitor/jobLog/:jobLogId',
    perm: Perm.job.query,
    summary: { zh: '查询调度日志详情', en: 'Get a job run' },
    tags: logTags,
    params: z.object({ jobLogId: idSchema }),
    response: okOf(jobLogRow),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/jobLog/:jobLogIds',
    perm: Perm.job.remove,
    summary: { zh: '删除调度日志', en: 'Delete job runs' },
    tags: logTags,
    params: z.object({ jobLogIds: idListSchema }),
    response: envelope,
  }),
};
