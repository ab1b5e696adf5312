import { createHash } from 'node:crypto';

/**
 * Names for statements whose text is built at run time but repeats (a list's page for one filter
 * shape and order): a named statement is parsed by PostgreSQL once per connection instead of on every
 * call (0.15 ms of a ledger page's 0.4 ms there). The name is the text's digest, so one text always
 * has one name and no two texts share one. Bounded: past {@link MAX_NAMED} texts a new one runs
 * unnamed, as before, so neither this map nor a connection's prepared statements grow without end.
 *
 * Only for statements whose plan does not depend on their values: after five calls PostgreSQL keeps
 * one plan made without the values for a named statement whenever that plan does not look dearer
 * than the ones made with them, which a selective filter's did even with readable limits (see the
 * page statements' note in core/count.ts).
 */
export const MAX_NAMED = 500;
const named = new Map<string, string>();

export function statementName(prefix: string, text: string): string | undefined {
  const kept = named.get(text);
  if (kept !== undefined) return kept;
  if (named.size >= MAX_NAMED) return undefined;
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  named.set(text, name);
  return name;
}

/** How many texts have a name (for tests). */
export const namedStatements = () => named.size;
