import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../../src/db/client.ts';
import type { TestContext } from '../helpers.ts';

/**
 * Copies of one row of `table` in a single insert (its triggers on), one per `g` of
 * generate_series(first, last): every column as the source row has it, except `id` (given anew) and
 * the columns of `set`, each an SQL expression that may read `g`.
 */
export async function copyRow(
  ctx: TestContext,
  table: 'biz_order' | 'biz_task',
  opts: { id: string; source: SQL; set: Record<string, SQL>; first: number; last: number },
): Promise<void> {
  const own = new Set([opts.id, ...Object.keys(opts.set)]);
  const cols = await rows<{ name: string }>(
    ctx.db,
    sql`select column_name as name from information_schema.columns
        where table_name = ${table} and table_schema = current_schema() order by ordinal_position`,
  );
  const kept = sql.raw(
    cols
      .filter((c) => !own.has(c.name))
      .map((c) => `"${c.name}"`)
      .join(', '),
  );
  const setCols = sql.raw(
    Object.keys(opts.set)
      .map((c) => `"${c}"`)
      .join(', '),
  );
  await ctx.db.execute(sql`insert into ${sql.raw(table)} (${setCols}, ${kept})
    select ${sql.join(Object.values(opts.set), sql`, `)}, ${kept}
    from (select * from ${sql.raw(table)} where ${opts.source}) o cross join generate_series(${opts.first}::int, ${opts.last}::int) g`);
}
