import { dateTimeWire } from '@ceping/contract';
import { type AnyColumn, Column, type SQL, getTableColumns, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { JsonText } from '../core/json-text.ts';
import { type Executor, rowsOfText } from './client.ts';

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
 * The wire text of `row` as one SQL text expression: `{"key":value,…}` in the row's order, each value
 * written as the encoder writes it (null as `null`: `concat` would write nothing for it). The object is
 * put together by concatenation, not `row_to_json` of a record: that built a record of every field for
 * each row and then read its fields back one by one (each read walking the fields before it) and
 * looked up every field's type again, about twice the database's time per row of a page. `to_json`
 * escapes a string exactly as `row_to_json` did.
 */
export function wireSelect<S extends z.ZodRawShape>(row: z.ZodObject<S>, columns: WireColumns<S>): SQL<string> {
  const fields = Object.entries(row.shape).flatMap(([key, field]) => {
    const e = columns[key as keyof S];
    if (e === undefined) throw new Error(`wire-json: no expression for field ${key}`);
    if (e === OMITTED) {
      if (!(field instanceof z.ZodOptional)) throw new Error(`wire-json: field ${key} is required and cannot be left out`);
      return [];
    }
    const kind = kindOf(field as z.ZodType, key);
    const value =
      kind === 'date'
        ? sql`'"' || to_char(${e} at time zone interval '08:00', 'YYYY-MM-DD HH24:MI:SS') || '"'`
        : kind === 'text'
          ? isNumberColumn(e)
            ? sql`'"' || (${e})::text || '"'`
            : sql`to_json((${e})::text)::text`
          : sql`(${e})::text`;
    return [{ key, value }];
  });
  if (fields.length === 0) return sql<string>`'{}'`;
  const parts = fields.flatMap(({ key, value }, i) => [sql.raw(textLiteral(`${i === 0 ? '{' : ','}${JSON.stringify(key)}:`)), sql`coalesce(${value}, 'null')`]);
  return concat([...parts, sql.raw("'}'")]);
}

/**
 * A number column's text has nothing JSON escapes (digits, sign, point; `NaN`, `Infinity`), so a money
 * field is written between quotes as it is. `to_json` looks the type up and scans the text again for
 * every field of every row: without any of a task row's 42 calls its page of 20 took a quarter less
 * time in the database; 17 of them were money.
 */
const NUMBER_TYPE = /^(numeric|decimal|integer|bigint|smallint|serial|bigserial|smallserial)\b/;
const isNumberColumn = (e: SQL | AnyColumn): boolean => e instanceof Column && NUMBER_TYPE.test(e.getSQLType());

/** PostgreSQL's limit on a function's arguments. */
const MAX_ARGS = 100;

/**
 * The parts as one text: `concat` writes its arguments into one buffer, where a chain of `||` copied
 * the whole text so far at each of a row's hundred-odd steps. Nested past {@link MAX_ARGS} arguments.
 */
function concat(parts: SQL[]): SQL<string> {
  if (parts.length <= MAX_ARGS) return sql<string>`concat(${sql.join(parts, sql`, `)})`;
  const groups: SQL[] = [];
  for (let i = 0; i < parts.length; i += MAX_ARGS) groups.push(concat(parts.slice(i, i + MAX_ARGS)));
  return concat(groups);
}

/** A string as an SQL literal (standard strings: only the quote is doubled). */
const textLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A nested object of a row (`dept` of a user), as JSON written like the row itself, or null unless
 * `present` holds (a left join that found nothing).
 */
export function wireObject<S extends z.ZodRawShape>(object: z.ZodObject<S>, columns: WireColumns<S>, present: SQL): SQL {
  return sql`case when ${present} then ${wireSelect(object, columns)} end`;
}

/**
 * An aggregate over the rows a query finds: each row's {@link wireSelect} text, comma-joined in
 * `order`, as one text (null when nothing is found).
 */
export const wireRowsAgg = (fields: SQL, order: SQL) => sql<string | null>`string_agg(${fields}, ',' order by ${order})`;

/**
 * `left join lateral (select * from table where key = ref limit 1) as alias`: the row of `table` a
 * list row refers to, read by its key for each row of the page. As plain left joins, the readers'
 * one kept plan merged the page's rows with a scan of `sys_user`'s primary key from its first id up to
 * the page's highest owner (every account below it, at any table size); the limit keeps PostgreSQL
 * from turning the lookup back into a join. `alias` is the name the row's fields use for that table.
 */
export function lookup(table: PgTable, alias: string, key: AnyColumn, ref: AnyColumn): SQL {
  return sql`left join lateral (select * from ${table} where ${key} = ${ref} limit 1) as ${sql.identifier(alias)} on true`;
}

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
 * The reader of a list page's rows by their ids, as one wire text in the ids' order: `from` is the
 * table and its {@link lookup}s, this adds the ids' condition. One named statement: its text never
 * changes (the ids are one array parameter, the viewer another), so PostgreSQL parses it once per
 * connection and keeps one plan (primary-key reads whatever the ids).
 */
export function wireRowsReader(
  name: string,
  id: AnyColumn,
  fields: SQL,
  from: SQL,
): (db: Executor, ids: number[], viewer: number | null) => Promise<JsonText | []> {
  let statement: { sql: string; params: unknown[] } | undefined;
  return async (db, ids, viewer) => {
    if (ids.length === 0) return [];
    statement ??= dialect.sqlToQuery(
      sql`select ${wireRowsAgg(fields, sql`array_position(${idsParam}, ${id})`)} as json from ${from} where ${id} = any(${idsParam})`,
    );
    const [found] = await rowsOfText<{ json: string | null }>(db, statement, name, { ids, viewer });
    return jsonRows(found?.json);
  };
}

const dialect = new PgDialect();
