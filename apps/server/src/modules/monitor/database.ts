import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Database, rows } from '../../db/client.ts';
import { statementStats } from '../../db/statement-stats.ts';

/** The database monitor (in the place of RuoYi's Druid console): pool, sizes, statements. */

const TOP = 15;

interface Statement {
  query: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  maxMs: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const tidy = (s: Statement): Statement => ({
  query: s.query,
  calls: Number(s.calls),
  totalMs: round2(Number(s.totalMs)),
  meanMs: round2(Number(s.meanMs)),
  maxMs: round2(Number(s.maxMs)),
});

/** From `pg_stat_statements` when it is installed and readable in this database; null otherwise. */
async function fromPgStatStatements(db: Database['db']): Promise<{ slowest: Statement[]; frequent: Statement[] } | null> {
  try {
    const [ext] = await rows<{ n: number }>(db, sql`select count(*)::int as n from pg_extension where extname = 'pg_stat_statements'`);
    if (!ext || ext.n === 0) return null;
    const pick = (order: 'mean' | 'calls') =>
      rows<Statement>(
        db,
        sql`select query, calls::float8 as "calls", total_exec_time as "totalMs", mean_exec_time as "meanMs", max_exec_time as "maxMs"
            from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
            order by ${order === 'mean' ? sql`mean_exec_time` : sql`calls`} desc limit ${TOP}`,
      );
    const [slowest, frequent] = [await pick('mean'), await pick('calls')];
    return { slowest: slowest.map(tidy), frequent: frequent.map(tidy) };
  } catch {
    return null;
  }
}

function fromServerTimings() {
  const all = statementStats().map((s) => tidy({ query: s.query, calls: s.calls, totalMs: s.totalMs, meanMs: s.totalMs / s.calls, maxMs: s.maxMs }));
  return {
    slowest: [...all].sort((a, b) => b.meanMs - a.meanMs).slice(0, TOP),
    frequent: [...all].sort((a, b) => b.calls - a.calls).slice(0, TOP),
  };
}

function poolOf(database: Database) {
  const pool = (database as Database & { pool?: pg.Pool }).pool;
  if (!pool) return null;
  return { max: pool.options.max ?? 0, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export { poolOf };

export async function databaseInfo(database: Database) {
  const { db } = database;
  const [[meta], tables] = await Promise.all([
    rows<{ version: string; size: string }>(db, sql`select version() as version, pg_database_size(current_database())::text as size`),
    rows<{ name: string; rows: string; total: string; tbl: string; idx: string }>(
      db,
      sql`select c.relname as name, greatest(c.reltuples, 0)::bigint::text as rows,
                 pg_total_relation_size(c.oid)::text as total, pg_relation_size(c.oid)::text as tbl, pg_indexes_size(c.oid)::text as idx
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname = current_schema()
          order by pg_total_relation_size(c.oid) desc`,
    ),
  ]);
  // reltuples is an estimate kept by ANALYZE; a table never analysed shows -1 (0 here).
  const pgss = await fromPgStatStatements(db);
  const statements = pgss ?? fromServerTimings();
  return {
    kind: database.kind,
    version: meta?.version ?? '',
    pool: poolOf(database),
    sizeBytes: Number(meta?.size ?? 0),
    tables: tables.map((t) => ({ name: t.name, rows: Number(t.rows), totalBytes: Number(t.total), tableBytes: Number(t.tbl), indexBytes: Number(t.idx) })),
    statementSource: pgss ? 'pg_stat_statements' : 'server',
    ...statements,
  };
}
