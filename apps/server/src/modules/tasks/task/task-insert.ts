import type { TaskBody, TaskPrice } from '@ceping/contract';
import { type SQL, sql } from 'drizzle-orm';
import { bizProduct, bizTask, bizTaskKeyword } from '../../../db/schema/index.ts';
import type { LedgerRider } from '../../finance/index.ts';

export type NewTask = typeof bizTask.$inferInsert & { taskId: number };

/** The rider's parts by the task columns they set (a publish always sets the same ones: one text). */
const parts = new Map<string, { name: string; parts: SQL }>();

/** The rider's placeholders are prefixed, apart from the ledger's own (`userId`, `remark`…). */
const p = (name: string) => sql.placeholder(`t_${name}`);
const ident = (column: { name: string }) => sql.identifier(column.name);
const columnList = (columns: { name: string }[]) => sql.join(columns.map(ident), sql`, `);

/**
 * The writes of a new task with the given columns, its keywords and its matched products, as `WITH`
 * parts. The children come as arrays (`unnest … with ordinality` numbers them from 1, as the body
 * orders them), so the text is the same whatever their count. Each task column's value is encoded by
 * its column, as drizzle's own insert does; a column left out takes its default.
 */
function partsFor(keys: (keyof NewTask)[]): { name: string; parts: SQL } {
  const signature = keys.join(',');
  let found = parts.get(signature);
  if (!found) {
    const taskId = sql`${p('taskId')}::bigint`;
    found = {
      name: `task_insert_${parts.size}`,
      parts: sql`, task as (
        insert into ${bizTask} (${columnList(keys.map((k) => bizTask[k]))})
        values (${sql.join(
          keys.map((k) => sql.param(p(k), bizTask[k])),
          sql`, `,
        )})
      ), keywords as (
        insert into ${bizTaskKeyword} (${columnList([bizTaskKeyword.taskId, bizTaskKeyword.keyword, bizTaskKeyword.remark, bizTaskKeyword.quantity, bizTaskKeyword.orderNum])})
        select ${taskId}, k.keyword, k.remark, k.quantity, k.n
        from unnest(${p('keywords')}::text[], ${p('keywordRemarks')}::text[], ${p('keywordQuantities')}::int[])
          with ordinality as k(keyword, remark, quantity, n)
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
        select ${taskId}, p.img, p.title, p.keyword, p.sku, p.price, p.num, p.rate_price, p.n, ${p('by')}::text
        from unnest(${p('productImgs')}::text[], ${p('productTitles')}::text[], ${p('productKeywords')}::text[],
            ${p('productSkus')}::text[], ${p('productPrices')}::numeric[], ${p('productNums')}::int[], ${p('productRatePrices')}::numeric[])
          with ordinality as p(img, title, keyword, sku, price, num, rate_price, n)
      )`,
    };
    parts.set(signature, found);
  }
  return found;
}

/**
 * A new task (its id drawn beforehand) with its keywords and matched products, as writes riding on
 * the statement that charges for it (`chargeOwner`): the charge, its ledger row and the task are one
 * statement of fixed text, named, so no query is built or parsed per publish (drizzle's builder for 60
 * columns and the parse of their text were a seventh of a publish's server time) and a publish is one
 * round trip shorter. A refused charge throws and the publish's transaction takes the task back.
 */
export function taskRider(task: NewTask, body: TaskBody, price: TaskPrice, by: string): LedgerRider {
  const keys = (Object.keys(task) as (keyof NewTask)[]).filter((k) => task[k] !== undefined);
  const values: Record<string, unknown> = {
    by,
    keywords: body.keywords.map((k) => k.keyword),
    keywordRemarks: body.keywords.map((k) => k.remark),
    keywordQuantities: body.keywords.map((k) => k.quantity),
    productImgs: body.products.map((x) => x.productImg),
    productTitles: body.products.map((x) => x.productTitle),
    productKeywords: body.products.map((x) => x.keyword),
    productSkus: body.products.map((x) => x.sku),
    productPrices: body.products.map((x) => x.productPrice),
    productNums: body.products.map((x) => x.num),
    productRatePrices: body.products.map((_, i) => price.products[i]?.ratePrice ?? '0'),
  };
  for (const k of keys) values[k] = task[k];
  const prefixed: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) prefixed[`t_${k}`] = v;
  return { ...partsFor(keys), values: prefixed };
}
