import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { repoRoot } from './paths.ts';

/** Relative paths in the environment are taken from where the user ran npm, not the workspace folder. */
const userCwd = process.env.INIT_CWD ?? process.cwd();

/** Secrets that appear in public RuoYi material and must never sign production tokens. */
const KNOWN_SECRETS = ['abcdefghijklmnopqrstuvwxyz', 'secret', 'changeme', 'ceping'];

/** The production defaults of the pool and overload limits (README "Configuration"); `maxActive` is 2 × `poolMax`. */
export const DEFAULT_LIMITS = {
  poolMax: 10,
  acquireTimeoutMs: 3000,
  statementTimeoutMs: 15_000,
  maxActive: 20,
  maxQueued: 256,
  queueTimeoutMs: 3000,
  maxEventLoopDelayMs: 1000,
} as const satisfies Limits;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    JWT_SECRET: z
      .string()
      .min(32, 'JWT_SECRET must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    CAPTCHA_ENABLED: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.string().default(''),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(DEFAULT_LIMITS.poolMax),
    DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_LIMITS.acquireTimeoutMs),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_LIMITS.statementTimeoutMs),
    MAX_ACTIVE_REQUESTS: z.coerce.number().int().min(1).max(10_000).optional(),
    MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_LIMITS.maxQueued),
    QUEUE_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(DEFAULT_LIMITS.queueTimeoutMs),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_LIMITS.maxEventLoopDelayMs),
    JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  })
  .superRefine((v, ctx) => {
    if (v.NODE_ENV === 'production' && v.JWT_SECRET && KNOWN_SECRETS.includes(v.JWT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is a publicly known default; set a random secret' });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret?: string;
  dataDir: string;
  captchaForcedOff: boolean;
  logLevel: string;
  trustProxy: string[];
  webDist?: string;
  seedDemo: boolean;
  /** Database pool and overload limits; tests leave them out and get the defaults of `limitsOf`. */
  limits?: Partial<Limits>;
  /** Scheduled jobs run on this instance (`JOBS_ENABLED`, on unless `false`); tests leave it out: off. */
  jobsEnabled?: boolean;
};

/** Pool sizing, timeouts and admission limits (README "Configuration"; docs/ARCHITECTURE.md "Overload"). */
export interface Limits {
  poolMax: number;
  acquireTimeoutMs: number;
  statementTimeoutMs: number;
  /** Requests handled at once; more wait in a first-come queue. */
  maxActive: number;
  /** Requests allowed to wait; one more is answered "busy" at once. */
  maxQueued: number;
  /** A request that waited this long for its turn is answered "busy". */
  queueTimeoutMs: number;
  /** Mean event-loop delay above which new requests are answered "busy" (0: off). */
  maxEventLoopDelayMs: number;
}

/**
 * The limits in force: the environment's (loadConfig fills them all) or, for an app built without
 * them (the tests), the defaults — under `env: 'test'` with the event-loop check off (many apps and
 * embedded databases share one event loop, whose delay says nothing about one app) and a long queue
 * wait (tests assert outcomes of bursts, not shedding; the shedding tests set their own limits).
 */
export function limitsOf(config: Pick<Config, 'limits' | 'env'>): Limits {
  const poolMax = config.limits?.poolMax ?? DEFAULT_LIMITS.poolMax;
  return {
    ...DEFAULT_LIMITS,
    maxActive: 2 * poolMax,
    ...(config.env === 'test' ? { queueTimeoutMs: 30_000, maxEventLoopDelayMs: 0 } : {}),
    ...config.limits,
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0] ?? '')}: ${issue.message}`);
  }
  const v = parsed.data;
  const webDist = path.resolve(userCwd, v.WEB_DIST);
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    redisUrl: v.REDIS_URL,
    jwtSecret: v.JWT_SECRET,
    dataDir: path.resolve(userCwd, v.DATA_DIR),
    captchaForcedOff: v.CAPTCHA_ENABLED === 'false',
    logLevel: v.LOG_LEVEL,
    trustProxy: v.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    seedDemo: v.SEED_DEMO === 'true',
    jobsEnabled: v.JOBS_ENABLED === 'true',
    limits: {
      poolMax: v.DB_POOL_MAX,
      acquireTimeoutMs: v.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: v.DB_STATEMENT_TIMEOUT_MS,
      maxActive: v.MAX_ACTIVE_REQUESTS ?? 2 * v.DB_POOL_MAX,
      maxQueued: v.MAX_QUEUED_REQUESTS,
      queueTimeoutMs: v.QUEUE_TIMEOUT_MS,
      maxEventLoopDelayMs: v.MAX_EVENT_LOOP_DELAY_MS,
    },
  };
}
