import type { DictDataBody, DictDataEdit, DictDataListQuery } from '@ceping/contract';
import { type SQL, and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { fail, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Store } from '../../../core/store.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { sysDictData, sysDictType } from '../../../db/schema/index.ts';
import type { Executor } from '../../../db/client.ts';
import { clearDictCache } from './cache.ts';
import { toDictData } from './view.ts';

const SORTABLE = {
  dictCode: sysDictData.dictCode,
  dictSort: sysDictData.dictSort,
  dictLabel: sysDictData.dictLabel,
  dictValue: sysDictData.dictValue,
  status: sysDictData.status,
  createTime: sysDictData.createTime,
};
const DEFAULT_ORDER = [asc(sysDictData.dictSort), asc(sysDictData.dictCode)];

function dataFilter(q: Omit<DictDataListQuery, 'pageNum' | 'pageSize'>): SQL | undefined {
  const label = likeOf(q.dictLabel);
  return and(
    q.dictType ? eq(sysDictData.dictType, q.dictType) : undefined,
    label ? ilike(sysDictData.dictLabel, label) : undefined,
    q.status ? eq(sysDictData.status, q.status) : undefined,
  );
}

/** A page of a dictionary's entries (a few rows: one statement, core/list-page.ts). */
export async function listData(db: Executor, q: DictDataListQuery) {
  const where = dataFilter(q);
  const page = await listPage(
    db,
    sysDictData,
    where,
    q,
    db
      .select()
      .from(sysDictData)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER)),
  );
  return mapPage(page, toDictData);
}

export async function exportData(db: Executor, q: Omit<DictDataListQuery, 'pageNum' | 'pageSize'>) {
  return (
    await db
      .select()
      .from(sysDictData)
      .where(dataFilter(q))
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER))
  ).map(toDictData);
}

export async function getData(db: Executor, dictCode: number) {
  const [row] = await db.select().from(sysDictData).where(eq(sysDictData.dictCode, dictCode));
  if (!row) throw notFound();
  return toDictData(row);
}

/** Locks the type row so it cannot be deleted or renamed while an entry is attached to it. */
async function requireType(tx: Tx, dictType: string) {
  const [type] = await tx.select({ id: sysDictType.dictId }).from(sysDictType).where(eq(sysDictType.dictType, dictType)).for('share');
  if (!type) throw fail('dict.data.typeMissing', dictType);
}

const fields = (body: DictDataBody) => ({
  dictSort: body.dictSort,
  dictLabel: body.dictLabel,
  dictLabelEn: body.dictLabelEn || null,
  dictValue: body.dictValue,
  dictType: body.dictType,
  cssClass: body.cssClass ?? '',
  listClass: body.listClass ?? '',
  isDefault: body.isDefault ?? 'N',
  status: body.status ?? '0',
  remark: body.remark ?? null,
});

export async function addData(db: Db, store: Store, body: DictDataBody, by: string) {
  const row = await db.transaction(async (tx) => {
    await requireType(tx, body.dictType);
    const [created] = await tx
      .insert(sysDictData)
      .values({ ...fields(body), createBy: by })
      .returning();
    return created;
  });
  await clearDictCache(store, row.dictType);
  return toDictData(row);
}

export async function editData(db: Db, store: Store, body: DictDataEdit, by: string) {
  const oldType = await db.transaction(async (tx) => {
    const [current] = await tx.select({ dictType: sysDictData.dictType }).from(sysDictData).where(eq(sysDictData.dictCode, body.dictCode)).for('update');
    if (!current) throw notFound();
    if (current.dictType !== body.dictType) await requireType(tx, body.dictType);
    await tx
      .update(sysDictData)
      .set({ ...fields(body), updateBy: by, updateTime: new Date() })
      .where(eq(sysDictData.dictCode, body.dictCode));
    return current.dictType;
  });
  await clearDictCache(store, oldType, body.dictType);
}

/** Deletes entries; one missing code refuses the whole request. */
export async function removeData(db: Db, store: Store, codes: number[]) {
  const types = await db.transaction(async (tx) => {
    const rows = await tx.select({ dictType: sysDictData.dictType }).from(sysDictData).where(inArray(sysDictData.dictCode, codes)).for('update');
    if (rows.length !== codes.length) throw notFound();
    await tx.delete(sysDictData).where(inArray(sysDictData.dictCode, codes));
    return rows.map((r) => r.dictType);
  });
  await clearDictCache(store, ...types);
}
