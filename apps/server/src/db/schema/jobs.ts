import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, idPk, ts } from './columns.ts';

/**
 * Scheduled jobs (RuoYi's sys_job). `invoke_target` never holds code: it is the name of a handler of
 * the server's registry (`modules/job/handlers.ts`) and `job_args` the JSON arguments that handler's
 * schema accepted. `last_fire_time` is the latest fire time claimed by any instance, so a fire time
 * missed while every instance was down is found at the next start (misfire policy).
 */
export const sysJob = pgTable(
  'sys_job',
  {
    jobId: idPk('job_id', 100),
    jobName: varchar('job_name', { length: 64 }).notNull().default(''),
    jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
    /** A registry handler name (`task.autoComplete`…), never an expression. */
    invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
    /** The handler's arguments, JSON text validated by the handler's schema ('{}' without any). */
    jobArgs: varchar('job_args', { length: 2000 }).notNull().default('{}'),
    cronExpression: varchar('cron_expression', { length: 255 }).notNull().default(''),
    /** 0 default (fire once), 1 fire every missed time, 2 fire once, 3 do nothing. */
    misfirePolicy: varchar('misfire_policy', { length: 20 }).notNull().default('3'),
    /** 0 concurrent runs allowed, 1 forbidden. */
    concurrent: flag('concurrent', '1'),
    /** 0 normal, 1 paused. */
    status: flag('status'),
    /** The latest fire time claimed (scheduled or caught up after a restart); null before the first. */
    lastFireTime: ts('last_fire_time'),
    /** While a run of a job that forbids concurrent runs goes on: until when its lease holds. */
    runningUntil: ts('running_until'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_job_name_group_uq').on(t.jobName, t.jobGroup),
    check('sys_job_status_ck', sql`${t.status} in ('0', '1')`),
    check('sys_job_concurrent_ck', sql`${t.concurrent} in ('0', '1')`),
    check('sys_job_misfire_ck', sql`${t.misfirePolicy} in ('0', '1', '2', '3')`),
  ],
);

/** One row per run of a job (RuoYi's sys_job_log), written by the scheduler whatever the outcome. */
export const sysJobLog = pgTable(
  'sys_job_log',
  {
    jobLogId: idPk('job_log_id', 1),
    /** The job (no foreign key: a deleted job keeps its log, as in RuoYi). */
    jobId: bigint('job_id', { mode: 'number' }),
    jobName: varchar('job_name', { length: 64 }).notNull(),
    jobGroup: varchar('job_group', { length: 64 }).notNull(),
    invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
    jobArgs: varchar('job_args', { length: 2000 }).notNull().default('{}'),
    /** What the handler reported (its summary), or why it failed; Chinese and English (answered in the caller's). */
    jobMessage: varchar('job_message', { length: 500 }),
    jobMessageEn: varchar('job_message_en', { length: 500 }),
    /** 0 success, 1 failure. */
    status: flag('status'),
    exceptionInfo: varchar('exception_info', { length: 2000 }).notNull().default(''),
    /** How the run started: `schedule`, `misfire` (caught up after a restart) or `manual` (run once). */
    trigger: varchar('trigger', { length: 16 }).notNull().default('schedule'),
    /** The fire time the run belongs to (null for a manual run). */
    fireTime: ts('fire_time'),
    startTime: ts('start_time'),
    endTime: ts('end_time'),
    /** Milliseconds from start to end. */
    duration: integer('duration'),
    createTime: ts('create_time').defaultNow(),
  },
  (t) => [index('sys_job_log_create_idx').on(t.createTime), index('sys_job_log_job_idx').on(t.jobId)],
);

/**
 * Fire times claimed by the instances sharing the database: the primary key (job, fire time) lets
 * exactly one instance insert a given fire time, and only that one runs it.
 */
export const sysJobFire = pgTable(
  'sys_job_fire',
  {
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    fireTime: ts('fire_time').notNull(),
    /** Which instance claimed it (host:pid:random), for the operator's curiosity. */
    instance: varchar('instance', { length: 100 }).notNull().default(''),
    claimTime: ts('claim_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sys_job_fire_pk', columns: [t.jobId, t.fireTime] }), index('sys_job_fire_claim_idx').on(t.claimTime)],
);
