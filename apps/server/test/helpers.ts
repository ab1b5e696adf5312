import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type Store, openStore } from '../src/core/store.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  store: Store;
  /** Logs in (captcha is forced off in tests) and returns an Authorization header value. */
  login(userName: string, password?: string): Promise<string>;
  /** `app.inject` returning the parsed JSON envelope. */
  call<T = Record<string, unknown>>(opts: InjectOptions & { token?: string }): Promise<T & { code: number; msg: string }>;
  close(): Promise<void>;
}

export const DEMO = { admin: 'admin', staff: 'staff', seller: 'seller', seller2: 'seller2', subseller: 'subseller' } as const;

/** A fresh, seeded database for one test file (PostgreSQL clone or PGlite), plus an app on top of it. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `ceping_test_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = openPostgres(u.toString());
    return {
      database,
      url: u.toString(),
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  const database = await openPglite({ loadDataDir: new Blob([readFileSync(file)]) });
  return { database, drop: async () => {} };
}

/** The configuration of an app built in a test (captcha off, silent logs), with `overrides`. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    captchaForcedOff: true,
    logLevel: 'silent',
    trustProxy: [],
    seedDemo: true,
    ...overrides,
  };
}

/** `opts.store` replaces the test store (memory, or Redis with REDIS_URL), e.g. with an unreachable one. */
export async function createTestContext(overrides: Partial<Config> = {}, opts: { store?: Store } = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const store = opts.store ?? openStore(process.env.REDIS_URL, `ceping_test_${randomBytes(4).toString('hex')}:`);
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, store, jwtSecret: randomBytes(32).toString('hex') });
  await app.ready();
  const call: TestContext['call'] = async (opts) => {
    const { token, ...rest } = opts;
    const res = await app.inject({ ...rest, headers: { ...(rest.headers ?? {}), ...(token ? { authorization: token } : {}) } });
    return res.json();
  };
  return {
    app,
    database,
    db: database.db,
    store,
    call,
    async login(userName, password = 'admin123') {
      const res = await call<{ token: string }>({ method: 'POST', url: '/prod-api/login', payload: { username: userName, password } });
      if (res.code !== 200) throw new Error(`login ${userName} failed: ${res.msg}`);
      return `Bearer ${res.token}`;
    },
    async close() {
      await app.close();
      if (store.kind === 'redis')
        await store
          .keys('')
          .then((keys) => store.del(...keys))
          .catch(() => 0);
      await store.close();
      await database.close();
      await drop();
    },
  };
}

/** Enters a user's second password (the demo's 123456), opening the actions that ask for it to that session. */
export async function verifySecondPassword(ctx: TestContext, token: string, pwd = '123456'): Promise<void> {
  const res = await ctx.call<{ data: boolean }>({ method: 'POST', url: '/prod-api/system/pwd/check', query: { pwd }, token });
  if (res.data !== true) throw new Error(`second password refused: ${res.msg}`);
}
