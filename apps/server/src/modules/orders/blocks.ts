import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { type Executor, rowsOfText } from '../../db/client.ts';
import { ORDER_BLOCK_SIZE } from '../../db/schema/index.ts';

const dialect = new PgDialect();

/** Whether two filters render to the same SQL text and parameters. */
export function sameFilter(a: SQL | undefined, b: SQL | undefined): boolean {
  if (!a || !b) return a === b;
  const x = dialect.sqlToQuery(a);
  const y = dialect.sqlToQuery(b);
  return x.sql === y.sql && JSON.stringify(x.params) === JSON.stringify(y.params);
}

/**
 * One statement, one snapshot: the blocks' running totals from the newest block down; the block where
 * the page starts (the first whose running total passes the offset) and how many of its live ids come
 * before the page; then at most that block's ids and the page's own, read backwards on the live-id
 * index. The total is the sum of every block, exact.
 */
const PAGE_SQL = `with b as (
    select block, n, sum(n) over (order by block desc) as upto from biz_order_block where n > 0
  ), start as (
    select block, $1::bigint - (upto - n) as skip from b where upto > $1::bigint order by block desc limit 1
  )
  select coalesce((select max(upto) from b), 0)::bigint as total,
    coalesce((select array_agg(p.order_id order by p.order_id desc) from start s, lateral (
      select order_id from biz_order where del_flag = '0' and order_id < (s.block + 1) * ${ORDER_BLOCK_SIZE}
      order by order_id desc limit $2::bigint offset s.skip
    ) p), '{}') as ids`;

/**
 * A page within the newest block's worth of ids: the walk from the newest id is as short as one
 * block's, and the total is a plain sum of the blocks (0.06 ms at a million orders, against 1.3 ms for
 * {@link PAGE_SQL}, whose running totals sort and window every block).
 */
const NEAR_PAGE_SQL = `select (select coalesce(sum(n), 0) from biz_order_block)::bigint as total,
    array(select order_id from biz_order where del_flag = '0' order by order_id desc limit $2::bigint offset $1::bigint) as ids`;

/**
 * A page of every live order, newest first, and the exact total, from `biz_order_block` (live orders
 * per block of {@link ORDER_BLOCK_SIZE} ids, kept by the orders' trigger). The page at offset 500,000
 * of a million orders reads a few hundred block rows and at most one block of ids, where `offset`
 * would walk half a million index entries.
 */
export async function newestPageByBlocks(db: Executor, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const near = offset < ORDER_BLOCK_SIZE;
  const [row] = await rowsOfText<{ total: string | number; ids: (string | number)[] }>(
    db,
    { sql: near ? NEAR_PAGE_SQL : PAGE_SQL, params: [offset, limit] },
    near ? 'orders_newest_page_near' : 'orders_newest_page_by_blocks',
  );
  return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0) };
}
