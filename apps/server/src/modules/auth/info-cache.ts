import type { Lang } from '@ceping/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { menuVersion } from '../../core/menu-version.ts';
import type { LoginUser } from '../../core/session.ts';
import type { Store } from '../../core/store.ts';
import { type Db, preparedPer } from '../../db/client.ts';
import { sysDept, sysSite, sysUser } from '../../db/schema/index.ts';
import { loadUserView } from '../system/user/index.ts';
import { loadUserAuth } from './permissions.ts';

/** What `getInfo` reads from the database: the user with dept, site, parent and roles; the permissions. */
export interface UserInfo {
  view: NonNullable<Awaited<ReturnType<typeof loadUserView>>>;
  auth: Awaited<ReturnType<typeof loadUserAuth>>;
}

/**
 * `getInfo`'s database part, per user and language, reused while nothing it was read from changed.
 * Whether something changed is asked of the database itself, in one primary-key read: the row
 * versions (`xmin`) of the user's row and of its dept, site and parent rows move with every update
 * of those rows, whoever makes it (a balance posted to the ledger, a profile edit, a login, a rename
 * of the dept), so no writer has to remember this cache. Roles and permissions are covered by the
 * session's access version (moved after any change of the user's roles, status or dept) and the
 * menu version (moved by every write to a role or a menu). The stamp is read before the rows, so a
 * change committed in between is cached under the old stamp and read again on the next call: an
 * answer is never older than its stamp.
 */
const MAX_ENTRIES = 10_000;
/** Per store, so two apps in one process (tests) never share answers. */
const cacheByStore = new WeakMap<Store, Map<string, { stamp: string; info: UserInfo }>>();

const parent = alias(sysUser, 'info_parent');
const stampStatement = preparedPer((db: Db) =>
  db
    .select({
      userId: sysUser.userId,
      stamp: sql<string>`${sysUser}.xmin::text || ':' || coalesce(${sysDept}.xmin::text, '') || ':' || coalesce(${sysSite}.xmin::text, '') || ':' || coalesce(${parent}.xmin::text, '')`,
    })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .leftJoin(sysSite, eq(sysSite.siteId, sysUser.siteId))
    .leftJoin(parent, eq(parent.userId, sysUser.parentId))
    .where(and(sql`${sysUser.userId} = any(${sql.placeholder('userIds')}::bigint[])`, eq(sysUser.delFlag, '0')))
    .prepare('user_info_stamps'),
);

type Waiting = Map<number, ((stamp: string | undefined, err?: unknown) => void)[]>;
const waitingByDb = new WeakMap<Db, Waiting>();

/** One read of the stamps of every user asked for in this turn of the event loop. */
async function readStamps(db: Db, waiting: Waiting): Promise<void> {
  waitingByDb.delete(db);
  try {
    const found = (await stampStatement(db).execute({ userIds: [...waiting.keys()] })) as { userId: number; stamp: string }[];
    const byUser = new Map(found.map((r) => [Number(r.userId), r.stamp]));
    for (const [userId, callers] of waiting) for (const answer of callers) answer(byUser.get(userId));
  } catch (err) {
    for (const callers of waiting.values()) for (const answer of callers) answer(undefined, err);
  }
}

/**
 * The row versions behind a user's info; undefined when the user is gone. The calls made in one turn
 * of the event loop share one read (many `getInfo`s arrive together under load): each read still starts
 * after the call that asked for it, so it sees every write committed before that request arrived.
 */
function rowStamp(db: Db, userId: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let waiting = waitingByDb.get(db);
    if (!waiting) {
      const batch: Waiting = new Map();
      waiting = batch;
      waitingByDb.set(db, batch);
      setImmediate(() => void readStamps(db, batch));
    }
    const answer = (stamp: string | undefined, err?: unknown) => (err === undefined ? resolve(stamp) : reject(err));
    waiting.set(userId, [...(waiting.get(userId) ?? []), answer]);
  });
}

async function loadInfo(db: Db, userId: number, lang: Lang): Promise<UserInfo | undefined> {
  const [view, auth] = await Promise.all([loadUserView(db, userId, lang), loadUserAuth(db, userId)]);
  return view ? { view, auth } : undefined;
}

/**
 * The caller's info for `getInfo`, from memory when its rows, roles and menus are as they were; the
 * answer is shared between calls and must not be changed. Undefined when the user no longer exists.
 */
export async function userInfo(db: Db, store: Store, session: LoginUser, lang: Lang, load = loadInfo): Promise<UserInfo | undefined> {
  const [rows, menus] = await Promise.all([rowStamp(db, session.userId), menuVersion(store)]);
  if (rows === undefined) return undefined;
  const stamp = `${rows}|${session.accessVersion ?? ''}|${menus}`;
  const key = `${session.userId}|${lang}`;
  let cache = cacheByStore.get(store);
  if (!cache) {
    cache = new Map();
    cacheByStore.set(store, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) return hit.info;
  const info = await load(db, session.userId, lang);
  if (!info) return undefined;
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { stamp, info });
  return info;
}
