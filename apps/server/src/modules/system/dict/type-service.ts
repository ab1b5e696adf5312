import { DictType, type DictTypeBody, type DictTypeEdit, type DictTypeListQuery } from '@ceping/contract';
import { type SQL, and, asc, count, eq, ilike, inArray, ne } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { Store } from '../../../core/store.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysDictData, sysDictType } from '../../../db/schema/index.ts';
import { clearAllDictCache, clearDictCache } from './cache.ts';
import { toDictType } from './view.ts';

/** Types the code reads by name (the contract's `DictType`): never deleted, never renamed. */
const BUILT_IN: ReadonlySet<string> = new Set(Object.values(DictType));
export const isBuiltInDictType = (dictType: string) => BUILT_IN.has(dictType);

const SORTABLE = {
  dictId: sysDictType.dictId,
  dictName: sysDictType.dictName,
  dictType: sysDictType.dictType,
  status: sysDictType.status,
  createTime: sysDictType.createTime,
};

function typeFilter(q: Omit<DictTypeListQuery, 'pageNum' | 'pageSize'>): SQL | undefined {
  const name = likeOf(q.dictName);
  const type = likeOf(q.dictType);
  return and(
    name ? ilike(sysDictType.dictName, name) : undefined,
    type ? ilike(sysDictType.dictType, type) : undefined,
    q.status ? eq(sysDictType.status, q.status) : undefined,
    dateRangeOf(sysDictType.createTime, q.params),
  );
}

/** A page of the dictionary types (a few dozen rows: one statement, core/list-page.ts). */
export async function listTypes(db: Executor, q: DictTypeListQuery) {
  const where = typeFilter(q);
  const order = orderByOf(q, SORTABLE, [asc(sysDictType.dictId)]);
  const page = await listPage(
    db,
    sysDictType,
    where,
    q,
    db
      .select()
      .from(sysDictType)
      .where(where)
      .orderBy(...order),
  );
  return mapPage(page, toDictType);
}

/** Every matching row (no paging), for the export. */
export async function exportTypes(db: Executor, q: Omit<DictTypeListQuery, 'pageNum' | 'pageSize'>) {
  const order = orderByOf(q, SORTABLE, [asc(sysDictType.dictId)]);
  return (
    await db
      .select()
      .from(sysDictType)
      .where(typeFilter(q))
      .orderBy(...order)
  ).map(toDictType);
}

export async function getType(db: Executor, dictId: number) {
  const [row] = await db.select().from(sysDictType).where(eq(sysDictType.dictId, dictId));
  if (!row) throw notFound();
  return toDictType(row);
}

export async function allTypes(db: Executor) {
  return (await db.select().from(sysDictType).orderBy(asc(sysDictType.dictId))).map(toDictType);
}

export async function addType(db: Db, body: DictTypeBody, by: string) {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: sysDictType.dictId }).from(sysDictType).where(eq(sysDictType.dictType, body.dictType));
      if (taken) throw fail('dict.type.exists', body.dictName);
      const [row] = await tx
        .insert(sysDictType)
        .values({
          dictName: body.dictName,
          dictNameEn: body.dictNameEn ?? null,
          dictType: body.dictType,
          status: body.status ?? '0',
          remark: body.remark ?? null,
          createBy: by,
        })
        .returning();
      return toDictType(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('dict.type.exists', body.dictName);
    throw err;
  }
}

/** Updates a type; a new `dictType` name is carried over to its data rows in the same transaction. */
export async function editType(db: Db, store: Store, body: DictTypeEdit, by: string) {
  let oldType = '';
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(sysDictType).where(eq(sysDictType.dictId, body.dictId)).for('update');
      if (!current) throw notFound();
      oldType = current.dictType;
      if (isBuiltInDictType(current.dictType) && body.dictType !== current.dictType) throw fail('dict.type.builtinRename', current.dictName);
      const [taken] = await tx
        .select({ id: sysDictType.dictId })
        .from(sysDictType)
        .where(and(eq(sysDictType.dictType, body.dictType), ne(sysDictType.dictId, body.dictId)));
      if (taken) throw fail('dict.type.editExists', body.dictName);
      await tx
        .update(sysDictType)
        .set({
          dictName: body.dictName,
          dictNameEn: body.dictNameEn ?? null,
          dictType: body.dictType,
          status: body.status ?? current.status,
          remark: body.remark ?? null,
          updateBy: by,
          updateTime: new Date(),
        })
        .where(eq(sysDictType.dictId, body.dictId));
      if (current.dictType !== body.dictType) {
        await tx.update(sysDictData).set({ dictType: body.dictType, updateBy: by, updateTime: new Date() }).where(eq(sysDictData.dictType, current.dictType));
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('dict.type.editExists', body.dictName);
    throw err;
  }
  await clearDictCache(store, oldType, body.dictType);
}

/** Deletes types that have no data rows; one missing or still used id refuses the whole request. */
export async function removeTypes(db: Db, store: Store, ids: number[]) {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.select().from(sysDictType).where(inArray(sysDictType.dictId, ids)).orderBy(asc(sysDictType.dictId)).for('update');
    if (rows.length !== ids.length) throw notFound();
    for (const r of rows) {
      if (isBuiltInDictType(r.dictType)) throw fail('dict.type.builtin', r.dictName);
      const [{ n }] = await tx.select({ n: count() }).from(sysDictData).where(eq(sysDictData.dictType, r.dictType));
      if (n > 0) throw fail('dict.type.inUse', r.dictName);
    }
    await tx.delete(sysDictType).where(inArray(sysDictType.dictId, ids));
    return rows.map((r) => r.dictType);
  });
  await clearDictCache(store, ...removed);
}

export const refreshDictCache = (store: Store) => clearAllDictCache(store);
