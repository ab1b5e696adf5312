import { type AnyColumn, type SQL, and, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A list's SQL rendered to text once and read by every statement built around it (core/count.ts):
 * its filter, kept per filter object, table and column names kept per object, and the test whether
 * two filters are the same.
 */

const dialect = new PgDialect();

/** Renders SQL to text and parameters, numbering its parameters from `$from + 1`. */
export function render(chunk: SQL, from = 0): Rendered {
  const { text, params } = filterText(chunk);
  return { text: from === 0 ? text : text.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + from}`), params };
}

/** SQL as text and its `$1`… parameters. */
export interface Rendered {
  text: string;
  params: unknown[];
}

/**
 * A list's filter is one SQL object per request, read by several statements (the page, the count, the
 * kept estimates' keys): it is rendered once. Drizzle's rendering walks every chunk again, about a fifth
 * of a seller's list call when it ran for each statement.
 */
const renderings = new WeakMap<SQL, Rendered>();
export function filterText(where: SQL): Rendered {
  let done = renderings.get(where);
  if (!done) {
    const { sql: text, params } = dialect.sqlToQuery(where);
    done = { text, params };
    renderings.set(where, done);
  }
  return done;
}

/**
 * A list's filter: `base` itself when nothing else is asked (one module-level object, so its rendering
 * is kept across requests, {@link filterText}), else `base` and every condition given.
 */
export function allOf(base: SQL, ...more: (SQL | undefined)[]): SQL {
  return more.some((c) => c !== undefined) ? (and(base, ...more) as SQL) : base;
}

/** A table's or column's quoted name, rendered once. */
const names = new WeakMap<object, string>();
export function nameOf(of: PgTable | AnyColumn | SQL): string {
  let name = names.get(of);
  if (name === undefined) {
    name = dialect.sqlToQuery(sql`${of}`).sql;
    names.set(of, name);
  }
  return name;
}

/** Whether two filters render to the same SQL text and parameters (a list's filter against its bare scope). */
export function sameFilter(a: SQL | undefined, b: SQL | undefined): boolean {
  if (!a || !b) return a === b;
  const x = render(a);
  const y = render(b);
  return x.text === y.text && JSON.stringify(x.params) === JSON.stringify(y.params);
}
