import type { ConfigAdd, ConfigEdit, ConfigListQuery, SysConfig } from '@ceping/contract';
import type { ServerDates } from '@ceping/contract';
import { type SQL, and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { Store } from '../../../core/store.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysConfig } from '../../../db/schema/index.ts';
import { clearConfigCache } from './service.ts';

type Row = typeof sysConfig.$inferSelect;
export type ConfigView = ServerDates<SysConfig, 'createTime' | 'updateTime'>;

const toConfig = (r: Row): ConfigView => ({
  configId: r.configId,
  configName: r.configName,
  configKey: r.configKey,
  configValue: r.configValue,
  configType: r.configType,
  remark: r.remark,
  createBy: r.createBy,
  createTime: r.createTime,
  updateBy: r.updateBy,
  updateTime: r.updateTime,
});

const SORTABLE = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  configType: sysConfig.configType,
  createTime: sysConfig.createTime,
};
const DEFAULT_ORDER = [asc(sysConfig.configId)];

function configFilter(q: Omit<ConfigListQuery, 'pageNum' | 'pageSize'>): SQL | undefined {
  const name = likeOf(q.configName);
  const key = likeOf(q.configKey);
  return and(
    name ? ilike(sysConfig.configName, name) : undefined,
    key ? ilike(sysConfig.configKey, key) : undefined,
    q.configType ? eq(sysConfig.configType, q.configType) : undefined,
    dateRangeOf(sysConfig.createTime, q.params),
  );
}

/** A page of the parameters (a few dozen rows: one statement, core/list-page.ts). */
export async function listConfigs(db: Executor, q: ConfigListQuery) {
  const where = configFilter(q);
  const page = await listPage(
    db,
    sysConfig,
    where,
    q,
    db
      .select()
      .from(sysConfig)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER)),
  );
  return mapPage(page, toConfig);
}

/** Every matching row (no paging), for the export. */
export async function exportConfigs(db: Executor, q: Omit<ConfigListQuery, 'pageNum' | 'pageSize'>) {
  return (
    await db
      .select()
      .from(sysConfig)
      .where(configFilter(q))
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER))
  ).map(toConfig);
}

export async function getConfig(db: Executor, configId: number) {
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.configId, configId));
  if (!row) throw notFound();
  return toConfig(row);
}

/** Adds a parameter; its value is read from the database on first use (the cache holds no entry for a new key). */
export async function addConfig(db: Db, store: Store, body: ConfigAdd, by: string) {
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: sysConfig.configId }).from(sysConfig).where(eq(sysConfig.configKey, body.configKey));
      if (taken) throw fail('config.exists', body.configName);
      await tx.insert(sysConfig).values({
        configName: body.configName,
        configKey: body.configKey,
        configValue: body.configValue,
        configType: body.configType ?? 'N',
        remark: body.remark ?? null,
        createBy: by,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('config.exists', body.configName);
    throw err;
  }
  // a cached '' for a key read before it existed
  await clearConfigCache(store, body.configKey);
}

/**
 * Edits a parameter. A built-in row (`Y`) keeps its key and stays built in: the code reads it by that
 * key. The cache entries of the old and new key are dropped after the commit, so the next read (on any
 * instance) sees the new value: a switch such as `sys.account.captchaEnabled` acts without a restart.
 */
export async function editConfig(db: Db, store: Store, body: ConfigEdit, by: string) {
  let oldKey = '';
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(sysConfig).where(eq(sysConfig.configId, body.configId)).for('update');
      if (!current) throw notFound();
      oldKey = current.configKey;
      const builtin = current.configType === 'Y';
      if (builtin && body.configKey !== current.configKey) throw fail('config.builtinKey', current.configKey);
      const [taken] = await tx
        .select({ id: sysConfig.configId })
        .from(sysConfig)
        .where(and(eq(sysConfig.configKey, body.configKey), ne(sysConfig.configId, body.configId)));
      if (taken) throw fail('config.editExists', body.configName);
      await tx
        .update(sysConfig)
        .set({
          configName: body.configName,
          configKey: body.configKey,
          configValue: body.configValue,
          configType: builtin ? 'Y' : (body.configType ?? current.configType),
          remark: body.remark ?? null,
          updateBy: by,
          updateTime: new Date(),
        })
        .where(eq(sysConfig.configId, body.configId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('config.editExists', body.configName);
    throw err;
  }
  await clearConfigCache(store, oldKey);
  if (oldKey !== body.configKey) await clearConfigCache(store, body.configKey);
}

/** Deletes parameters; a built-in or missing one refuses the whole request. */
export async function removeConfigs(db: Db, store: Store, ids: number[]) {
  const keys = await db.transaction(async (tx) => {
    const rows = await tx.select().from(sysConfig).where(inArray(sysConfig.configId, ids)).orderBy(asc(sysConfig.configId)).for('update');
    if (rows.length !== ids.length) throw notFound();
    const builtin = rows.find((r) => r.configType === 'Y');
    if (builtin) throw fail('config.builtinDelete', builtin.configKey);
    await tx.delete(sysConfig).where(inArray(sysConfig.configId, ids));
    return rows.map((r) => r.configKey);
  });
  for (const key of keys) await clearConfigCache(store, key);
}

/** Drops every cached parameter; each is read again from the database on its next use. */
export const refreshConfigCache = (store: Store) => clearConfigCache(store);
