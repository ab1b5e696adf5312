import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOfText } from '../db/client.ts';
import { statementName } from '../db/statement-names.ts';
import { countOrEstimate } from './count.ts';
import { filterText, nameOf } from './sql-text.ts';

/**
 * The pages of a list whose scope is several owners (a seller and its sub-accounts), each owner's rows
 * read from its own range of an index on (owner, …order), merged; the totals as core/count.ts takes
 * them, or from a count kept per owner.
 */

/** A sort key of {@link pageIdsByOwner}: a column and its direction. */
export interface SortKey {
  col: AnyColumn;
  desc: boolean;
}

/**
 * {@link pageIds} for a scope of several owners (a seller and its sub-accounts) in an order that an
 * index on (owner, …keys) serves. With `owner = any(…)` PostgreSQL reads and sorts every match of
 * every owner to find one page (and the window total needs them all anyway): 4.4 ms for a seller's
 * 6,000 tasks. Here each owner's first `offset + limit` entries come from its own index range, merged
 * in the order (a Merge Append), and the total is counted apart: an index-only count, exact up to
 * {@link EXACT_COUNT_LIMIT} as everywhere else, the estimate above (0.2 ms + 0.9 ms for that seller).
 */
export async function pageIdsByOwner(
  db: Executor,
  table: PgTable,
  id: AnyColumn,
  ownerCol: AnyColumn,
  owners: number[],
  where: SQL | undefined,
  keys: SortKey[],
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number; estimated: boolean }> {
  const filter = where ? filterText(where) : undefined;
  const n = filter?.params.length ?? 0;
  const keyNames = keys.map((k) => nameOf(k.col));
  const inner = keys.map((k, i) => `${keyNames[i]} ${k.desc ? 'desc' : 'asc'}`).join(', ');
  const selected = keyNames.map((name, i) => `${name} as k${i}`).join(', ');
  const outer = keys.map((k, i) => `k${i} ${k.desc ? 'desc' : 'asc'}`).join(', ');
  // Every branch reads the filter's own parameters ($1…$n); then each owner's, the branches' limit, the page's.
  const scan = `from ${nameOf(table)} where ${filter ? `(${filter.text}) and ` : ''}${nameOf(ownerCol)} = `;
  const branches = owners.map((_, i) => `(select ${nameOf(id)} as id, ${selected} ${scan}$${n + i + 1} order by ${inner} limit $${n + owners.length + 1})`);
  const m = n + owners.length + 1;
  const params = [...(filter?.params ?? []), ...owners, offset + limit, limit, offset];
  // Without a filter of its own (each branch one owner's index read, whoever the owner) it is named by
  // its text, one per order and number of owners, and parsed once per connection; a filtered one stays
  // unnamed, planned for its values (core/count.ts pageShape says why).
  const text = `select id from (${branches.join(' union all ')}) p order by ${outer} limit $${m + 1} offset $${m + 2}`;
  const [page, count] = await Promise.all([
    rowsOfText<{ id: number | string }>(db, { sql: text, params }, n === 0 ? statementName('owner_page', text) : undefined),
    countOrEstimate(db, table, where),
  ]);
  return { ids: page.map((r) => Number(r.id)), ...count };
}

/** A seller's list read by {@link ownersPage}: the rows, their owners and the kept count of each owner's rows. */
export interface OwnersPageSpec {
  /** The statement's name: its text never changes, so PostgreSQL parses it once per connection. */
  name: string;
  table: PgTable;
  id: AnyColumn;
  owner: AnyColumn;
  /** What a listed row is (not deleted), without parameters, as the owner index's own condition. */
  live: SQL;
  /** The list's order, as the keys of an index on (owner, …keys) over the live rows. */
  keys: SortKey[];
  /** `select …` of the caller's own id ($1, bigint) and its sub-accounts' ids: the owners read. */
  owners: string;
  /** Live rows per owner, kept exact by the table's triggers: the total is their sum over the owners. */
  counted: { table: PgTable; owner: AnyColumn; n: AnyColumn };
}

/**
 * The page and exact total of a seller's list with nothing asked but its scope, in its default order,
 * in one statement: the owners (the seller and its sub-accounts) are read inside it, each owner's first
 * `offset + limit` ids come from its own range of the owner index, and the total is the owners' kept
 * counts. The general path took three statements and counted up to 10,000 index entries for the total
 * (about 2 ms of PostgreSQL for a seller with 6,000 tasks, against 0.3 ms here).
 */
export function ownersPage(
  spec: OwnersPageSpec,
): (db: Executor, userId: number, limit: number, offset: number) => Promise<{ ids: number[]; total: number; estimated: false }> {
  let text: string | undefined;
  const textOf = () => {
    const live = filterText(spec.live);
    if (live.params.length) throw new Error(`ownersPage ${spec.name}: the live condition takes no parameters`);
    const keys = spec.keys.map((k) => ({ name: nameOf(k.col), dir: k.desc ? 'desc' : 'asc' }));
    const c = spec.counted;
    return `select (select coalesce(sum(${nameOf(c.n)}), 0) from ${nameOf(c.table)} where ${nameOf(c.owner)} = any(o.owners))::bigint as total,
  array(select p.id from unnest(o.owners) as u(owner) cross join lateral (
    select ${nameOf(spec.id)} as id, ${keys.map((k, i) => `${k.name} as k${i}`).join(', ')} from ${nameOf(spec.table)}
    where ${live.text} and ${nameOf(spec.owner)} = u.owner order by ${keys.map((k) => `${k.name} ${k.dir}`).join(', ')} limit $2) p
    order by ${keys.map((k, i) => `p.k${i} ${k.dir}`).join(', ')} limit $3 offset $4) as ids
from (select array(${spec.owners}) as owners) o`;
  };
  return async (db, userId, limit, offset) => {
    text ??= textOf();
    const [row] = await rowsOfText<{ total: string | number; ids: (string | number)[] }>(
      db,
      { sql: text, params: [userId, offset + limit, limit, offset] },
      spec.name,
    );
    return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0), estimated: false };
  };
}
