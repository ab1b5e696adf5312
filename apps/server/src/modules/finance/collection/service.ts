import type { CollectionBody, CollectionEdit, CollectionListQuery } from '@ceping/contract';
import { type SQL, and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { fail, notFound } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizCollection, bizRecharge, sysSite, sysUser } from '../../../db/schema/index.ts';

const cols = {
  collectionId: bizCollection.collectionId,
  siteId: bizCollection.siteId,
  siteName: sysSite.siteName,
  method: bizCollection.method,
  accountName: bizCollection.accountName,
  bankName: bizCollection.bankName,
  accountNo: bizCollection.accountNo,
  qrCode: bizCollection.qrCode,
  status: bizCollection.status,
  orderNum: bizCollection.orderNum,
  remark: bizCollection.remark,
  createBy: bizCollection.createBy,
  createTime: bizCollection.createTime,
  updateBy: bizCollection.updateBy,
  updateTime: bizCollection.updateTime,
};
const SORTABLE = { collectionId: bizCollection.collectionId, orderNum: bizCollection.orderNum, siteId: bizCollection.siteId };
const joined = (ex: Executor) => ex.select(cols).from(bizCollection).leftJoin(sysSite, eq(sysSite.siteId, bizCollection.siteId));

/** A page of collection accounts; a short page is the whole list, in one statement (core/list-page.ts). */
export async function listCollections(ex: Executor, q: CollectionListQuery) {
  const name = likeOf(q.accountName);
  const where: SQL | undefined = and(
    q.siteId ? eq(bizCollection.siteId, q.siteId) : undefined,
    q.method ? eq(bizCollection.method, q.method) : undefined,
    q.status ? eq(bizCollection.status, q.status) : undefined,
    name ? ilike(bizCollection.accountName, name) : undefined,
  );
  return listPage(
    ex,
    bizCollection,
    where,
    q,
    joined(ex)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [asc(bizCollection.siteId), asc(bizCollection.orderNum), asc(bizCollection.collectionId)])),
  );
}

export async function getCollection(ex: Executor, collectionId: number) {
  const [row] = await joined(ex).where(eq(bizCollection.collectionId, collectionId));
  if (!row) throw notFound();
  return row;
}

/** The enabled accounts of the caller's site, in their order (the recharge page). */
export async function collectionOptions(ex: Executor, userId: number) {
  return ex
    .select({
      collectionId: bizCollection.collectionId,
      method: bizCollection.method,
      accountName: bizCollection.accountName,
      bankName: bizCollection.bankName,
      accountNo: bizCollection.accountNo,
      qrCode: bizCollection.qrCode,
    })
    .from(bizCollection)
    .innerJoin(sysUser, eq(sysUser.siteId, bizCollection.siteId))
    .where(and(eq(sysUser.userId, userId), eq(bizCollection.status, '0')))
    .orderBy(asc(bizCollection.orderNum), asc(bizCollection.collectionId));
}

async function assertSite(ex: Executor, siteId: number) {
  const [site] = await ex
    .select({ id: sysSite.siteId })
    .from(sysSite)
    .where(and(eq(sysSite.siteId, siteId), eq(sysSite.status, '0')));
  if (!site) throw fail('collection.siteInvalid');
}

export async function addCollection(db: Db, b: CollectionBody, by: string) {
  await assertSite(db, b.siteId);
  await db.insert(bizCollection).values({ ...b, createBy: by });
}

export async function editCollection(db: Db, b: CollectionEdit, by: string) {
  await assertSite(db, b.siteId);
  const { collectionId, ...values } = b;
  const done = await db
    .update(bizCollection)
    .set({ ...values, updateBy: by, updateTime: new Date() })
    .where(eq(bizCollection.collectionId, collectionId))
    .returning({ id: bizCollection.collectionId });
  if (done.length === 0) throw notFound();
}

/** An account recharges point at is kept (its history must stay readable): disable it instead. */
export async function removeCollections(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ name: bizCollection.accountName })
      .from(bizCollection)
      .innerJoin(bizRecharge, eq(bizRecharge.collectionId, bizCollection.collectionId))
      .where(inArray(bizCollection.collectionId, ids))
      .limit(1);
    if (used) throw fail('collection.inUse', used.name);
    await tx.delete(bizCollection).where(inArray(bizCollection.collectionId, ids));
  });
}
