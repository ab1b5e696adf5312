import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

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

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database & { pglite: PGlite }> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
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

export function openPostgres(url: string, onError: (err: Error) => void = () => {}): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', onError);
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

export async function openDatabase(cfg: { databaseUrl?: string; dataDir: string }, onError?: (err: Error) => void): Promise<Database> {
  if (cfg.databaseUrl) return openPostgres(cfg.databaseUrl, onError);
  return openPglite({ dataDir: path.join(cfg.dataDir, 'pgdata') });
}

/** Rows of a raw query on either driver. */
export async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const res = (await ex.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
