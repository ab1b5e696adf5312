import type { TaskBody, TaskPrice } from '@ceping/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Tx, rowsOfText } from '../../../db/client.ts';
import { bizProduct, bizTask, bizTaskKeyword } from '../../../db/schema/index.ts';

export type NewTask = typeof bizTask.$inferInsert & { taskId: number };

type Statement = { name: string; query: { sql: string; params: unknown[] } };

/** Named texts by the task columns they set (a publish always sets the same ones: one text). */
const statements = new Map<string, Statement>();

const ident = (column: { name: string }) => sql.identifier(column.name);
const childColumns = (columns: { name: string }[]) => sql.join(columns.map(ident), sql`, `);

/**
 * The statement for a new task with the given columns, its keywords and its matched products. The
 * children come as arrays (`unnest … with ordinality` numbers them from 1, as the body orders them),
 * so the text is the same whatever their count: PostgreSQL parses and plans it once per connection,
 * and no query is built per publish (drizzle's builder for 60 columns and the parse of their text
 * were a seventh of a publish's server time). Each task column's value is encoded by its column, as
 * drizzle's own insert does; a column left out takes its default.
 */
function statementFor(keys: (keyof NewTask)[]): Statement {
  const signature = keys.join(',');
  let statement = statements.get(signature);
  if (!statement) {
    const taskId = sql`${sql.placeholder('taskId')}::bigint`;
    const query: SQL = sql`with task as (
        insert into ${bizTask} (${sql.join(
          keys.map((k) => ident(bizTask[k])),
          sql`, `,
        )}) values (${sql.join(
          keys.map((k) => sql.param(sql.placeholder(k), bizTask[k])),
          sql`, `,
        )})
      ), keywords as (
        insert into ${bizTaskKeyword} (${childColumns([bizTaskKeyword.taskId, bizTaskKeyword.keyword, bizTaskKeyword.remark, bizTaskKeyword.quantity, bizTaskKeyword.orderNum])})
        select ${taskId}, k.keyword, k.remark, k.quantity, k.n
        from unnest(${sql.placeholder('keywords')}::text[], ${sql.placeholder('keywordRemarks')}::text[], ${sql.placeholder('keywordQuantities')}::int[])
          with ordinality as k(keyword, remark, quantity, n)
      )
      insert into ${bizProduct} (${childColumns([
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
      select ${taskId}, p.img, p.title, p.keyword, p.sku, p.price, p.num, p.rate_price, p.n, ${sql.placeholder('by')}::text
      from unnest(${sql.placeholder('productImgs')}::text[], ${sql.placeholder('productTitles')}::text[], ${sql.placeholder('productKeywords')}::text[],
          ${sql.placeholder('productSkus')}::text[], ${sql.placeholder('productPrices')}::numeric[], ${sql.placeholder('productNums')}::int[],
          ${sql.placeholder('productRatePrices')}::numeric[])
        with ordinality as p(img, title, keyword, sku, price, num, rate_price, n)`;
    statement = { name: `task_insert_${statements.size}`, query: new PgDialect().sqlToQuery(query) };
    statements.set(signature, statement);
  }
  return statement;
}

/** A new task (its id drawn beforehand) with its keywords and matched products, in one named statement. */
export async function insertTask(tx: Tx, task: NewTask, body: TaskBody, price: TaskPrice, by: string): Promise<void> {
  const keys = (Object.keys(task) as (keyof NewTask)[]).filter((k) => task[k] !== undefined);
  const { name, query } = statementFor(keys);
  await rowsOfText(tx, query, name, {
    ...task,
    by,
    keywords: body.keywords.map((k) => k.keyword),
    keywordRemarks: body.keywords.map((k) => k.remark),
    keywordQuantities: body.keywords.map((k) => k.quantity),
    productImgs: body.products.map((p) => p.productImg),
    productTitles: body.products.map((p) => p.productTitle),
    productKeywords: body.products.map((p) => p.keyword),
    productSkus: body.products.map((p) => p.sku),
    productPrices: body.products.map((p) => p.productPrice),
    productNums: body.products.map((p) => p.num),
    productRatePrices: body.products.map((_, i) => price.products[i]?.ratePrice ?? '0'),
  });
}
