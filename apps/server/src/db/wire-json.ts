import { dateTimeWire } from '@ceping/contract';
import { type AnyColumn, type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { JsonText } from '../core/json-text.ts';
import { type Executor, preparedPer } from './client.ts';

/**
 * Rows written as JSON by PostgreSQL, for the hot list pages: the database hands over the page's wire
 * text, so the server neither maps the columns into objects nor encodes them again. The text is the
 * one the response encoder writes (`core/serializer.ts`) for the same rows — keys in the contract
 * row's order, dates as `yyyy-MM-dd HH:mm:ss` GMT+8, money and every other string as strings,
 * PostgreSQL's JSON escaping being JSON.stringify's — which `test/integration/wire-json.test.ts`
 * holds byte for byte against the encoder.
 */

type Kind = 'date' | 'text' | 'value' | 'json';

/**
 * How a field of a contract row is written: a date, a string (any column type cast to text), a
 * number/boolean as is, or a nested object whose expression is already JSON ({@link wireObject}).
 */
function kindOf(field: z.ZodType, key: string): Kind {
  let t: z.ZodType = field;
  while (t instanceof z.ZodNullable || t instanceof z.ZodOptional) t = t.unwrap() as z.ZodType;
  if (t === dateTimeWire) return 'date';
  if (t instanceof z.ZodString || t instanceof z.ZodEnum) return 'text';
  if (t instanceof z.ZodNumber || t instanceof z.ZodBoolean) return 'value';
  if (t instanceof z.ZodObject) return 'json';
  throw new Error(`wire-json: field ${key} has a type PostgreSQL is not told how to write`);
}

/** In the place of an optional field the rows leave out (the encoder writes no key for it either). */
export const OMITTED = Symbol('omitted');

/** The expression of every field of a contract row. */
export type WireColumns<S extends z.ZodRawShape> = { [K in keyof S]: SQL | AnyColumn | typeof OMITTED };

/**
 * The select list of `row`'s fields, in the row's order, each written as the encoder writes it and
 * named by its wire key: wrapped in `row_to_json`, it is the row's wire text.
 */
export function wireSelect<S extends z.ZodRawShape>(row: z.ZodObject<S>, columns: WireColumns<S>): SQL {
  const fields = Object.entries(row.shape).flatMap(([key, field]) => {
    const e = columns[key as keyof S];
    if (e === undefined) throw new Error(`wire-json: no expression for field ${key}`);
    if (e === OMITTED) {
      if (!(field instanceof z.ZodOptional)) throw new Error(`wire-json: field ${key} is required and cannot be left out`);
      return [];
    }
    const kind = kindOf(field as z.ZodType, key);
    const value = kind === 'date' ? sql`to_char(${e} at time zone interval '08:00', 'YYYY-MM-DD HH24:MI:SS')` : kind === 'text' ? sql`(${e})::text` : sql`${e}`;
    return [sql`${value} as ${sql.identifier(key)}`];
  });
  return sql.join(fields, sql`, `);
}

/**
 * A nested object of a row (`dept` of a user), as JSON written like the row itself, or null unless
 * `present` holds (a left join that found nothing).
 */
export function wireObject<S extends z.ZodRawShape>(object: z.ZodObject<S>, columns: WireColumns<S>, present: SQL): SQL {
  return sql`case when ${present} then (select row_to_json(o) from (select ${wireSelect(object, columns)}) o) end`;
}

/**
 * An aggregate over the rows a query finds: each row's {@link wireSelect} object, comma-joined in
 * `order`, as one text (null when nothing is found).
 */
export const wireRowsAgg = (fields: SQL, order: SQL) =>
  sql<string | null>`string_agg(row_to_json((select w from (select ${fields}) w))::text, ',' order by ${order})`;

/** The columns of `table` that `row` has a field of the same name for. */
export function sameNamed<S extends z.ZodRawShape>(table: PgTable, row: z.ZodObject<S>): Partial<WireColumns<S>> {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  return Object.fromEntries(Object.keys(row.shape).flatMap((k) => (columns[k] ? [[k, columns[k]]] : []))) as Partial<WireColumns<S>>;
}

/** The text {@link wireRowsAgg} gave, as the reply's rows: the encoder writes it as is; no rows stay an empty array (the paging rules read it). */
function jsonRows(text: string | null | undefined): JsonText | [] {
  return text ? new JsonText(`[${text}]`) : [];
}

/** A page's ids and the seller reading it (null for staff): the parameters of a {@link wireRowsReader}. */
export const idsParam = sql`${sql.placeholder('ids')}::bigint[]`;
export const viewerParam = sql`${sql.placeholder('viewer')}::bigint`;

/**
 * The reader of a list page's rows by their ids, as one wire text in the ids' order: `from` gives the
 * select of `json` from the table and its joins, this adds the ids' condition. One prepared statement
 * per database handle: its text never changes (the ids are one array parameter, the viewer another),
 * so PostgreSQL parses it once per connection and keeps one plan (primary-key lookups whatever the ids).
 */
export function wireRowsReader(
  name: string,
  id: AnyColumn,
  fields: SQL,
  from: (db: Executor, json: SQL<string | null>) => PgSelect,
): (db: Executor, ids: number[], viewer: number | null) => Promise<JsonText | []> {
  const statement = preparedPer((db: Executor) =>
    from(db, wireRowsAgg(fields, sql`array_position(${idsParam}, ${id})`))
      .where(sql`${id} = any(${idsParam})`)
      .prepare(name),
  );
  return async (db, ids, viewer) => {
    if (ids.length === 0) return [];
    const [found] = (await statement(db).execute({ ids, viewer })) as { json: string | null }[];
    return jsonRows(found?.json);
  };
}
