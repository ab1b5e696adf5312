import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';

/**
 * Scheduled jobs (RuoYi's SysJob). `invokeTarget` is the name of a handler of the server's registry
 * (`GET /monitor/job/handlers`), never an expression: a job runs one of the server's own functions
 * with the arguments its schema accepted (`jobArgs`). See docs/SECURITY.md.
 */
export const JOB_GROUPS = ['DEFAULT', 'SYSTEM'] as const;
/** 0 default (fire once), 1 fire every missed time, 2 fire once, 3 do nothing (RuoYi's values). */
export const MISFIRE_POLICIES = ['0', '1', '2', '3'] as const;
/** 0 concurrent runs allowed, 1 forbidden. */
export const CONCURRENT_FLAGS = ['0', '1'] as const;

/** A handler name of the registry: dotted lower-camel words (`task.autoComplete`). */
export const handlerNameSchema = text({ error: 'job.targetRequired' })
  .trim()
  .min(1, 'job.targetRequired')
  .max(100, 'validation.tooLong')
  .regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/, 'job.targetUnknown');

/** A cron expression (Quartz style, six or seven fields with seconds); the server checks it with its scheduler. */
export const cronSchema = text({ error: 'job.cronRequired' }).trim().min(1, 'job.cronRequired').max(255, 'validation.tooLong');

/** A handler's arguments: a JSON object, checked by the handler's own schema on the server. */
export const jobArgsSchema = z.record(text().max(50), z.unknown(), { error: 'job.argsInvalid' });

export const jobBodySchema = z.object({
  jobName: text({ error: 'job.nameRequired' }).trim().min(1, 'job.nameRequired').max(64, 'validation.tooLong'),
  jobGroup: z.enum(JOB_GROUPS, { error: 'job.groupInvalid' }).default('DEFAULT'),
  invokeTarget: handlerNameSchema,
  jobArgs: jobArgsSchema.optional().default({}),
  cronExpression: cronSchema,
  misfirePolicy: z.enum(MISFIRE_POLICIES, { error: 'job.misfireInvalid' }).default('3'),
  concurrent: z.enum(CONCURRENT_FLAGS, { error: 'job.concurrentInvalid' }).default('1'),
  /** Ignored on add (a new job is stored paused, as in RuoYi); on edit it sets the state. */
  status: statusSchema.optional(),
  remark: optionalText(500),
});
export const jobEditSchema = jobBodySchema.extend({ jobId: z.number({ error: 'validation.idList' }).int().positive() });
export type JobBody = z.input<typeof jobBodySchema>;
export type JobEdit = z.input<typeof jobEditSchema>;

export const jobStatusSchema = z.object({ jobId: z.number({ error: 'validation.idList' }).int().positive(), status: statusSchema });
/** `PUT /monitor/job/run`: RuoYi clients send the group too; it is not needed to find the job. */
export const jobRunSchema = z.object({ jobId: z.number({ error: 'validation.idList' }).int().positive(), jobGroup: text().max(64).optional() });

export const jobListQuerySchema = pageQuerySchema.extend({
  jobName: text().trim().max(64).optional(),
  jobGroup: text().trim().max(64).optional(),
  status: statusSchema.optional().or(z.literal('')),
  invokeTarget: text().trim().max(100).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobLogListQuerySchema = pageQuerySchema.extend({
  jobId: z.coerce.number().int().positive().optional().catch(undefined),
  jobName: text().trim().max(64).optional(),
  jobGroup: text().trim().max(64).optional(),
  status: statusSchema.optional().or(z.literal('')),
  invokeTarget: text().trim().max(100).optional(),
});
export type JobLogListQuery = z.infer<typeof jobLogListQuerySchema>;

export const cronNextQuerySchema = z.object({ cronExpression: cronSchema });
