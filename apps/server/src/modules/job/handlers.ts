import type { Lang, MessageKey } from '@ceping/contract';
import { formatMessage } from '@ceping/contract';
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { SESSION_PREFIX } from '../../core/session.ts';
import type { Store } from '../../core/store.ts';
import type { Db } from '../../db/client.ts';
import { sysJobFire, sysJobLog } from '../../db/schema/index.ts';
import { CAPTCHA_PREFIX } from '../auth/index.ts';
import { checkLedger, closeStaleComplaints } from '../finance/index.ts';
import { autoCompleteTasks } from '../tasks/index.ts';

/** What a handler runs with: the database, the shared store, the log and the fire time (or now). */
export interface JobContext {
  db: Db;
  store: Store;
  log: FastifyBaseLogger;
  now: Date;
}

/** A message of the catalogue with its arguments, stored in both languages in the job log. */
export interface JobMessage {
  key: MessageKey;
  args?: unknown[];
}

/** How a run ended: `ok: false` records the run as failed (status 1) with `detail` as its error text. */
export interface JobOutcome {
  ok: boolean;
  message: JobMessage;
  detail?: string;
}

/**
 * A function a job may run: a name (the job's `invokeTarget`), a title and a description (message
 * keys), the zod schema of its arguments (a job's `jobArgs` are checked against it when the job is
 * saved and again before each run) and the function itself.
 */
export interface JobHandler<A extends z.ZodObject = z.ZodObject> {
  name: string;
  title: MessageKey;
  description: MessageKey;
  args: A;
  run(ctx: JobContext, args: z.infer<A>): Promise<JobOutcome>;
}

const handler = <A extends z.ZodObject>(h: JobHandler<A>): JobHandler => h as unknown as JobHandler;

const noArgs = z.object({}).strict();

/** At most this many ids or accounts are written into one log message (the rest are counted). */
const listed = (items: string[], max: number) => (items.length > max ? `${items.slice(0, max).join(', ')} … (+${items.length - max})` : items.join(', '));

/** The registry: the only functions a job can run (docs/SECURITY.md: a job never evaluates a string). */
export const JOB_HANDLERS: readonly JobHandler[] = [
  handler({
    name: 'task.autoComplete',
    title: 'job.handler.autoComplete.title',
    description: 'job.handler.autoComplete.desc',
    args: noArgs,
    // The tasks domain's own rule (1→3 only; a paused task is not completed: docs/DOMAIN.md §4).
    run: async (ctx) => {
      const ids = await autoCompleteTasks(ctx.db);
      return { ok: true, message: { key: 'job.summary.autoComplete', args: [ids.length, ids.length ? `: ${listed(ids.map(String), 20)}` : ''] } };
    },
  }),
  handler({
    name: 'store.sweepExpired',
    title: 'job.handler.storeSweep.title',
    description: 'job.handler.storeSweep.desc',
    args: noArgs,
    run: async (ctx) => {
      const gone = await ctx.store.sweepExpired();
      if (gone === null) {
        const [sessions, captchas] = await Promise.all([ctx.store.keys(SESSION_PREFIX), ctx.store.keys(CAPTCHA_PREFIX)]);
        return { ok: true, message: { key: 'job.summary.storeSelfExpiring', args: [sessions.length, captchas.length] } };
      }
      const sessions = gone.filter((k) => k.startsWith(SESSION_PREFIX)).length;
      const captchas = gone.filter((k) => k.startsWith(CAPTCHA_PREFIX)).length;
      return { ok: true, message: { key: 'job.summary.storeSweep', args: [gone.length, sessions, captchas, gone.length - sessions - captchas] } };
    },
  }),
  handler({
    name: 'finance.ledgerCheck',
    title: 'job.handler.ledgerCheck.title',
    description: 'job.handler.ledgerCheck.desc',
    args: z.object({ maxListed: z.number().int().min(1).max(100).default(20).meta({ title: 'job.arg.maxListed' }) }).strict(),
    run: async (ctx, args) => {
      const { checked, mismatches } = await checkLedger(ctx.db);
      if (mismatches.length === 0) return { ok: true, message: { key: 'job.summary.ledgerOk', args: [checked] } };
      ctx.log.error({ mismatches }, 'ledger check: balances that are not their ledger sum');
      const names = mismatches.map((m) => `${m.userName}#${m.userId}`);
      const detail = mismatches
        .map((m) => `${m.userName}#${m.userId}: money=${m.money} ledger=${m.ledgerSum} frozen=${m.frozen}`)
        .join('\n')
        .slice(0, 2000);
      return { ok: false, message: { key: 'job.summary.ledgerMismatch', args: [checked, mismatches.length, listed(names, args.maxListed)] }, detail };
    },
  }),
  // docs/DOMAIN.md §4: a complaint resolved or rejected is closed after 7 days unless the seller reopened it.
  handler({
    name: 'complaint.autoClose',
    title: 'job.handler.complaintClose.title',
    description: 'job.handler.complaintClose.desc',
    args: noArgs,
    run: async (ctx) => ({ ok: true, message: { key: 'job.summary.complaintClose', args: [await closeStaleComplaints(ctx.db, ctx.now)] } }),
  }),
  handler({
    name: 'job.pruneLog',
    title: 'job.handler.logPrune.title',
    description: 'job.handler.logPrune.desc',
    args: z.object({ keepDays: z.number().int().min(1).max(3650).default(30).meta({ title: 'job.arg.keepDays' }) }).strict(),
    run: async (ctx, args) => {
      const before = new Date(ctx.now.getTime() - args.keepDays * 86_400_000);
      const logs = await ctx.db.delete(sysJobLog).where(lt(sysJobLog.createTime, before)).returning({ id: sysJobLog.jobLogId });
      const claims = await ctx.db.delete(sysJobFire).where(lt(sysJobFire.claimTime, before)).returning({ id: sysJobFire.jobId });
      return { ok: true, message: { key: 'job.summary.logPrune', args: [logs.length, claims.length, args.keepDays] } };
    },
  }),
];

const byName = new Map(JOB_HANDLERS.map((h) => [h.name, h]));

export const handlerOf = (name: string): JobHandler | undefined => byName.get(name);

/** The registry as the API answers it: name, title and description in `lang`, and the arguments' JSON schema. */
export function handlerInfos(lang: Lang) {
  return JOB_HANDLERS.map((h) => ({
    name: h.name,
    title: formatMessage(lang, h.title),
    description: formatMessage(lang, h.description),
    argsSchema: localizedSchema(z.toJSONSchema(h.args, { io: 'input' }) as Record<string, unknown>, lang),
  }));
}

/** Replaces the message keys used as property titles by their text in `lang`. */
function localizedSchema(schema: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (!props) return schema;
  const out: Record<string, Record<string, unknown>> = {};
  for (const [k, p] of Object.entries(props)) out[k] = typeof p.title === 'string' ? { ...p, title: formatMessage(lang, p.title) } : p;
  return { ...schema, properties: out };
}
