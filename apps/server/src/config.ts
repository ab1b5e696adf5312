import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Relative paths in the environment are taken from where the user ran npm, not the workspace folder. */
const userCwd = process.env.INIT_CWD ?? process.cwd();

/** Secrets that appear in public RuoYi material and must never sign production tokens. */
const KNOWN_SECRETS = ['abcdefghijklmnopqrstuvwxyz', 'secret', 'changeme', 'ceping'];

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
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    CAPTCHA_ENABLED: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.string().default(''),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
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
};

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
    trustProxy: v.TRUST_PROXY.split(',').map((s) => s.trim()).filter(Boolean),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    seedDemo: v.SEED_DEMO === 'true',
  };
}
