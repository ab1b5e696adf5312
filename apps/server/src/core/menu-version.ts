import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { keptPerHandle } from './kept.ts';
import type { Store } from './store.ts';

/**
 * `getRouters` per role set, answered from memory while the menus and roles stay as they were. Every
 * write to a menu or a role (its menus, status, deletion) changes one version in the shared store
 * before its answer is sent, so every instance sees the change on the next call; a user's own role
 * set comes from the session, which a role grant or removal already refreshes. An entry lives at most
 * a minute, so a change made outside the API (SQL, a seed run by another instance) shows within it.
 */
const VERSION_KEY = 'menu_version';
/** Per store: at most 500 answers, each for a minute. */
const built = keptPerHandle<unknown>(60_000, 500);

export async function menusChanged(store: Store): Promise<void> {
  await store.set(VERSION_KEY, randomUUID());
}

/** Marks every successful write of this route plugin (menus, roles) as a menu change. */
export function bumpMenusOnWrite(app: FastifyInstance, store: Store): void {
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET') await menusChanged(store);
    return payload;
  });
}

/** The current menu version: it moves with every write to a menu or a role. */
export async function menuVersion(store: Store): Promise<string> {
  return (await store.get(VERSION_KEY)) ?? '';
}

/** The value `build` makes for this role set and language, reused until the menus or roles change. */
export async function perRoleSet<T>(store: Store, roleSet: string, lang: string, build: () => Promise<T>): Promise<T> {
  const version = await menuVersion(store);
  const key = `${version}|${roleSet}|${lang}`;
  const hit = built.get(store, key);
  if (hit !== undefined) return hit as T;
  const value = await build();
  built.set(store, key, value);
  return value;
}
