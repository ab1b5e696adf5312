import type { TaskBody, TaskPrice } from '@ceping/contract';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type AppError, fail } from '../../../core/errors.ts';
import { type Executor, type Tx, rowsOfText } from '../../../db/client.ts';
import { bizProduct, bizRegion, bizTask, bizTaskKeyword } from '../../../db/schema/index.ts';
import type { LedgerRider } from '../../finance/index.ts';

export type NewTask = typeof bizTask.$inferInsert & { taskId: number };

/**
 * A value of these statements by name. Names are prefixed, apart from the ledger's own (`userId`,
 * `remark`…), because a new task's writes ride on the ledger's statement.
 */
const param = (name: string) => sql.placeholder(`t_${name}`);
const ident = (column: { name: string }) => sql.identifier(column.name);
const columnList = (columns: { name: string }[]) => sql.join(columns.map(ident), sql`, `);
const TASK_ID = sql`${param('taskId')}::bigint`;

/**
 * A task's keywords and matched products as `WITH` parts, the only writer of both, written only when
 * `when` holds. They come as arrays (`unnest … with ordinality` numbers them from 1, as the body orders
 * them), so the text is the same whatever their count: none of either inserts nothing.
 */
const childParts = (when: SQL) => sql`keywords as (
    insert into ${bizTaskKeyword} (${columnList([bizTaskKeyword.taskId, bizTaskKeyword.keyword, bizTaskKeyword.remark, bizTaskKeyword.quantity, bizTaskKeyword.orderNum])})
    select ${TASK_ID}, k.keyword, k.remark, k.quantity, k.n
    from unnest(${param('keywords')}::text[], ${param('keywordRemarks')}::text[], ${param('keywordQuantities')}::int[])
      with ordinality as k(keyword, remark, quantity, n)
    where ${when}
  ), products as (
    insert into ${bizProduct} (${columnList([
      bizProduct.taskId,
      bizProduct.productImg,
      bizProduct.productTitle,
      bizProduct.keyword,
      bizProduct.sku,
      bizProduct.productPrice,
      bizProduct.num,
      bizProduct.ratePrice,
      bizProduct.orderNum,
      bizProduct.createBy,
    ])})
    select ${TASK_ID}, p.img, p.title, p.keyword, p.sku, p.price, p.num, p.rate_price, p.n, ${param('by')}::text
    from unnest(${param('productImgs')}::text[], ${param('productTitles')}::text[], ${param('productKeywords')}::text[],
        ${param('productSkus')}::text[], ${param('productPrices')}::numeric[], ${param('productNums')}::int[], ${param('productRatePrices')}::numeric[])
      with ordinality as p(img, title, keyword, sku, price, num, rate_price, n)
    where ${when}
  )`;

/** The children's values for {@link childParts}, prefixed; without `withProducts` the keywords alone. */
function childValues(taskId: number, body: TaskBody, price: TaskPrice, by: string, withProducts: boolean): Record<string, unknown> {
  const products = withProducts ? body.products : [];
  return {
    t_taskId: taskId,
    t_by: by,
    t_keywords: body.keywords.map((k) => k.keyword),
    t_keywordRemarks: body.keywords.map((k) => k.remark),
    t_keywordQuantities: body.keywords.map((k) => k.quantity),
    t_productImgs: products.map((x) => x.productImg),
    t_productTitles: products.map((x) => x.productTitle),
    t_productKeywords: products.map((x) => x.keyword),
    t_productSkus: products.map((x) => x.sku),
    t_productPrices: products.map((x) => x.productPrice),
    t_productNums: products.map((x) => x.num),
    t_productRatePrices: products.map((_, i) => price.products[i]?.ratePrice ?? '0'),
  };
}

const CHILDREN = new PgDialect().sqlToQuery(sql`with ${childParts(sql`true`)} select 1`);

/**
 * Writes a task's keywords and, with `withProducts`, its matched products, in one named statement
 * (an edit after deleting the old ones; a product-level change keeps its product rows).
 */
export async function insertChildren(tx: Tx, taskId: number, body: TaskBody, price: TaskPrice, by: string, withProducts: boolean): Promise<void> {
  await rowsOfText(tx, CHILDREN, 'task_children', childValues(taskId, body, price, by, withProducts));
}

/** The new task's region, still there and enabled, locked until the publish commits (its removal waits, then sees the task). */
const REGION_GATE = sql`exists (select 1 from ${bizRegion} where ${bizRegion.regionId} = ${param('regionId')}::bigint and ${bizRegion.status} = '0' for share)`;

/** Whether the task's region went away (removed or disabled) between the publish's read of it and its statement. */
async function regionRefused(ex: Executor, regionId: number): Promise<AppError | undefined> {
  const [live] = await ex
    .select({ id: bizRegion.regionId })
    .from(bizRegion)
    .where(and(eq(bizRegion.regionId, regionId), eq(bizRegion.status, '0')));
  return live ? undefined : fail('region.missing');
}

/** The balance moved: the ledger's statement wrote its row (`fund`, see `postLedger`). */
const CHARGED = sql`exists (select 1 from fund)`;

/** The rider's parts by the task columns they set (a publish always sets the same ones: one text). */
const riders = new Map<string, { name: string; parts: SQL }>();

/**
 * The writes of a new task with the given columns and its children, as `WITH` parts run when the
 * charge went through. Each task column's value is encoded by its column, as drizzle's own insert
 * does; a column left out takes its default.
 */
function riderFor(keys: (keyof NewTask)[]): { name: string; parts: SQL } {
  const signature = keys.join(',');
  let found = riders.get(signature);
  if (!found) {
    found = {
      name: `task_insert_${riders.size}`,
      parts: sql`, task as (
        insert into ${bizTask} (${columnList(keys.map((k) => bizTask[k]))})
        select ${sql.join(
          keys.map((k) => sql.param(param(k), bizTask[k])),
          sql`, `,
        )}
        from fund
      ), ${childParts(CHARGED)}`,
    };
    riders.set(signature, found);
  }
  return found;
}

/**
 * A new task (its id drawn beforehand) with its keywords and matched products, as writes riding on
 * the statement that charges for it (`chargeOwner`): the charge, its ledger row and the task are one
 * statement of fixed text, named, so no query is built or parsed per publish (drizzle's builder for 60
 * columns and the parse of their text were a seventh of a publish's server time), and the statement is
 * all or nothing by itself: a refused charge writes no task, and none is written once the task's
 * region is gone (its gate; the publish then answers `region.missing`).
 */
export function taskRider(task: NewTask & { regionId: number }, body: TaskBody, price: TaskPrice, by: string): LedgerRider {
  const keys = (Object.keys(task) as (keyof NewTask)[]).filter((k) => task[k] !== undefined);
  const values = childValues(task.taskId, body, price, by, true);
  for (const k of keys) values[`t_${k}`] = task[k];
  return { ...riderFor(keys), values, gate: REGION_GATE, refused: (ex) => regionRefused(ex, task.regionId) };
}
