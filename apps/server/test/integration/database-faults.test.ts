import { randomBytes } from 'node:crypto';
import { formatMessage } from '@ceping/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Limits } from '../../src/config.ts';
import { databaseFailure } from '../../src/core/errors.ts';
import { openStore } from '../../src/core/store.ts';
import { DEFAULT_POOL, type Database, openPostgres } from '../../src/db/client.ts';
import { seed } from '../../src/seed/index.ts';
import { testConfig } from '../helpers.ts';

// These faults are the driver's (node-postgres), so they run on a real PostgreSQL in every suite run:
// the one of DATABASE_URL, else the local one every developer machine and CI has.
const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ceping_test_faults_${randomBytes(4).toString('hex')}`;
const url = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();
const unavailable = { code: 500, msg: formatMessage('zh-CN', 'error.unavailable') };
const busy = { code: 500, msg: formatMessage('zh-CN', 'error.busy') };

const admin = new pg.Client({ connectionString: baseUrl });
const opened: { app: FastifyInstance; database: Database }[] = [];

async function appOn(databaseUrl: string, limits: Partial<Limits> = {}) {
  const database = openPostgres(databaseUrl, () => {}, { ...DEFAULT_POOL, ...limits });
  const config = testConfig({ limits });
  const app = await buildApp({ config, database, store: openStore(undefined), jwtSecret: randomBytes(32).toString('hex') });
  await app.ready();
  opened.push({ app, database });
  return { app, database };
}

const login = async (app: FastifyInstance, user: string) => {
  const res = await app.inject({ method: 'POST', url: '/prod-api/login', payload: { username: user, password: 'admin123' } });
  return `Bearer ${res.json().token as string}`;
};
/**
 * Ends every connection to the test database. `pg_terminate_backend` only signals: the backends exit
 * in their own time, so this waits until they are gone (a request in between may still meet one).
 */
async function terminateAll(): Promise<void> {
  // (the call in the select list, so it runs only for the rows the filter keeps)
  const killed = await admin.query<{ pid: number }>(
    'select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  const pids = killed.rows.map((r) => r.pid);
  for (let i = 0; i < 100; i++) {
    const left = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid = any($1::int[])', [pids]);
    if (left.rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`backends still alive 2 s after pg_terminate_backend: ${pids.join(', ')}`);
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openPostgres(url);
  await database.migrate();
  await seed(database.db, { demo: true, demoTasks: false });
  await database.close();
});
afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close().catch(() => {});
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('a lost database connection', () => {
  it('inside a transaction fails that transaction and does not end the process', async () => {
    // Before the fix node-postgres emitted 'error' on the checked-out client with no listener, which
    // ends the process (vitest reports it as an unhandled error and fails the run).
    const { database } = await appOn(url);
    const err = await database.db
      .transaction(async (tx) => {
        const res = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        await admin.query('select pg_terminate_backend($1)', [res.rows[0].pid]);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeTruthy();
    expect(databaseFailure(err)).toBe('unavailable');
    // The pool replaced the broken connection.
    const ok = (await database.db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
    expect(ok.rows[0].n).toBe(2);
  });

  it('terminated under requests: the server keeps answering and serves again at once', async () => {
    const { app } = await appOn(url);
    const token = await login(app, 'seller');
    const calls = Array.from({ length: 30 }, (_, i) =>
      app
        .inject({ method: 'GET', url: `/prod-api/system/fund/list?pageNum=${(i % 3) + 1}&pageSize=10`, headers: { authorization: token } })
        .then((r) => r.json()),
    );
    await terminateAll();
    for (const res of await Promise.all(calls)) {
      // Each answer is either the page or "service unavailable" — never "internal error".
      if (res.code !== 200) expect(res).toEqual(unavailable);
    }
    // Once the database has dropped them (terminateAll waits for that), the next request is served.
    const after = await app.inject({ method: 'GET', url: '/prod-api/system/fund/list', headers: { authorization: token } });
    expect(after.json().code).toBe(200);
  });
});

describe('a database that cannot be reached', () => {
  it('answers "service unavailable" and a DOWN health, not "internal error"', async () => {
    const down = new URL(url);
    down.port = '1';
    const { app } = await appOn(down.toString(), { acquireTimeoutMs: 500 });
    const res = await app.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'seller', password: 'admin123' } });
    expect(res.json()).toEqual(unavailable);
    const health = await app.inject({ method: 'GET', url: '/prod-api/ready' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'DOWN', database: 'postgres:down' });
  });
});

describe('pool limits and timeouts', () => {
  it('a pool with no free connection in time answers "service unavailable"', async () => {
    const { app, database } = await appOn(url, { poolMax: 1, acquireTimeoutMs: 200 });
    const token = await login(app, 'seller');
    // The only connection is busy for a while.
    // (drizzle queries start when awaited or then'd)
    const hold = database.db.execute(sql`select pg_sleep(1.5)`).then(() => {});
    await new Promise((r) => setTimeout(r, 100));
    const res = await app.inject({ method: 'GET', url: '/prod-api/system/fund/list', headers: { authorization: token } });
    expect(res.json()).toEqual(unavailable);
    await hold;
  });

  it('a statement waiting on a lock past the timeout answers "busy" and changes nothing', async () => {
    const { app } = await appOn(url, { statementTimeoutMs: 300 });
    const token = await login(app, 'admin');
    await app.inject({ method: 'POST', url: '/prod-api/system/pwd/check?pwd=123456', headers: { authorization: token } });
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      const money = (await locker.query("select money from sys_user where user_name = 'seller'")).rows[0].money as string;
      await locker.query('begin');
      await locker.query("select 1 from sys_user where user_name = 'seller' for update");
      const res = await app.inject({
        method: 'PUT',
        url: '/prod-api/system/customer/adjust',
        headers: { authorization: token },
        payload: { userId: 3, amount: '10.00', remark: 'locked' },
      });
      expect(res.json()).toEqual(busy);
      await locker.query('rollback');
      expect((await locker.query("select money from sys_user where user_name = 'seller'")).rows[0].money).toBe(money);
      expect((await locker.query("select count(*)::int as n from biz_fund where remark = 'locked'")).rows[0].n).toBe(0);
    } finally {
      await locker.end();
    }
  });
});

describe('databaseFailure', () => {
  it('reads driver failures through drizzle’s wrapping and leaves other errors alone', () => {
    const wrap = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(databaseFailure(wrap(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe('unavailable');
    expect(databaseFailure(wrap(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe('unavailable');
    expect(databaseFailure(wrap(new Error('timeout exceeded when trying to connect')))).toBe('unavailable');
    expect(databaseFailure(wrap(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe('unavailable');
    expect(databaseFailure(wrap(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })))).toBe('busy');
    expect(databaseFailure(wrap(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBeUndefined();
    expect(databaseFailure(new TypeError('x is undefined'))).toBeUndefined();
  });
});
