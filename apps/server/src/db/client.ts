import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_LIMITS, type Limits } from '../config.ts';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema/index.ts';
import { timeQueries } from './statement-stats.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take this (or the Db) and never a request. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (serialised across instances with an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Times the statements PGlite runs, inside transactions too (statement-stats.ts). */
function timePglite(pglite: PGlite): void {
  timeQueries(pglite, 'query');
  const transaction = pglite.transaction.bind(pglite);
  (pglite as { transaction: PGlite['transaction'] }).transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      timeQueries(tx, 'query');
      return fn(tx);
    })) as PGlite['transaction'];
}

export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database & { pglite: PGlite }> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm and btree_gin back the keyword searches (migrations 0011 and 0026 create the extensions).
  const pglite = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm, btree_gin } });
  timePglite(pglite);
  const db = drizzleLite(pglite, { schema }) as unknown as Db;
  return {
    db,
    pglite,
    kind: 'pglite',
    migrate: async () => {
      await migrateLite(drizzleLite(pglite, { schema }), { migrationsFolder });
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Pool sizing and timeouts (README: DB_POOL_MAX, DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS):
 * `acquireTimeoutMs` bounds the wait for a free connection or a new connection's handshake;
 * `statementTimeoutMs` is PostgreSQL's `statement_timeout` and also bounds lock waits and idle transactions.
 */
export type PoolOptions = Pick<Limits, 'poolMax' | 'acquireTimeoutMs' | 'statementTimeoutMs'>;

export const DEFAULT_POOL: PoolOptions = DEFAULT_LIMITS;

export function openPostgres(url: string, onError: (err: Error) => void = () => {}, opts: PoolOptions = DEFAULT_POOL): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax,
    connectionTimeoutMillis: opts.acquireTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    statement_timeout: opts.statementTimeoutMs,
    lock_timeout: opts.statementTimeoutMs,
    idle_in_transaction_session_timeout: opts.statementTimeoutMs * 2,
    application_name: 'ceping',
  });
  // A connection lost while idle in the pool is reported on the pool…
  pool.on('error', onError);
  // …but one lost while checked out (between two statements of a transaction) is reported on the
  // client itself, and an 'error' event without a listener ends the process. The statement that uses
  // the broken client then fails with a connection error, answered as "service unavailable".
  pool.on('connect', (client) => {
    client.on('error', onError);
    timeQueries(client, 'query');
  });
  // Statements outside a transaction go through pool.query (which runs the client's query with a
  // callback, not timed there): time them here too.
  timeQueries(pool, 'query');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7300001)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7300001)').catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(cfg: { databaseUrl?: string; dataDir: string; pool?: PoolOptions }, onError?: (err: Error) => void): Promise<Database> {
  if (cfg.databaseUrl) return openPostgres(cfg.databaseUrl, onError, cfg.pool);
  return openPglite({ dataDir: path.join(cfg.dataDir, 'pgdata') });
}

/**
 * A prepared statement per database handle, built on first use: drizzle builds its text once, and
 * PostgreSQL parses it once per connection and may keep one plan. For fixed-text hot statements whose
 * plan does not depend on the parameters (primary-key lookups).
 */
export function preparedPer<E extends object, P>(build: (db: E) => P): (db: E) => P {
  const made = new WeakMap<E, P>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}

/**
 * Rows of text already rendered (`$1`… numbered `params`) on the executor's own connection or
 * transaction, either driver. With a `name` it is a named statement, parsed by PostgreSQL once per
 * connection, and `values` fills its named parameters.
 */
export async function rowsOfText<T>(ex: Executor, query: { sql: string; params: unknown[] }, name?: string, values?: Record<string, unknown>): Promise<T[]> {
  const res = (await ex._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: T[] };
  return res.rows;
}

/** Rows of a raw query on either driver. */
export async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const res = (await ex.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
