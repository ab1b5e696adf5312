import { type DictData, LANGS, type Lang } from '@ceping/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Store } from '../../../core/store.ts';
import type { Executor } from '../../../db/client.ts';
import { sysDictData } from '../../../db/schema/index.ts';
import { toLocalizedDictData } from './view.ts';

/** `sys_dict:<type>:<lang>` holds the enabled entries of a type, labels in that language. */
const PREFIX = 'sys_dict:';
/** Entries are rebuilt from the database at least this often, even if an invalidation was lost. */
const TTL_SECONDS = 3600;

const keyOf = (type: string, lang: Lang) => `${PREFIX}${type}:${lang}`;

/**
 * Enabled entries of one type sorted by `dictSort`, from the shared store when cached. Only types
 * that have entries are cached, so probing unknown names cannot fill the store.
 */
export async function dictEntries(db: Executor, store: Store, type: string, lang: Lang): Promise<DictData[]> {
  const cached = await store.get(keyOf(type, lang)).catch(() => null);
  if (cached !== null) return JSON.parse(cached) as DictData[];
  const rows = await db
    .select()
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, type), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  const out = rows.map((r) => toLocalizedDictData(r, lang));
  if (out.length > 0) await store.set(keyOf(type, lang), JSON.stringify(out), TTL_SECONDS).catch(() => {});
  return out;
}

/** value → label of one type in `lang`, for exports and messages. */
export async function dictLabels(db: Executor, store: Store, type: string, lang: Lang): Promise<Map<string, string>> {
  return new Map((await dictEntries(db, store, type, lang)).map((d) => [d.dictValue, d.dictLabel]));
}

/** Drops the cached entries of these types in every language (call after each dictionary write). */
export async function clearDictCache(store: Store, ...types: string[]): Promise<void> {
  const keys = [...new Set(types)].flatMap((t) => LANGS.map((l) => keyOf(t, l)));
  if (keys.length) await store.del(...keys);
}

/** Drops every cached dictionary. */
export async function clearAllDictCache(store: Store): Promise<void> {
  const keys = await store.keys(PREFIX);
  if (keys.length) await store.del(...keys);
}
