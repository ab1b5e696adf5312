import type { SiteBody, SiteEdit, SiteListQuery } from '@ceping/contract';
import { type SQL, and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizCarousel, sysSite, sysUser } from '../../../db/schema/index.ts';

const SORTABLE = { siteId: sysSite.siteId, siteName: sysSite.siteName, domain: sysSite.domain, status: sysSite.status, createTime: sysSite.createTime };
const userCount = sql<number>`(select count(*)::int from ${sysUser} su where su.site_id = "sys_site"."site_id" and su.del_flag = '0')`;

function siteFilter(q: SiteListQuery): SQL | undefined {
  const name = likeOf(q.siteName);
  const domain = likeOf(q.domain);
  return and(
    name ? ilike(sysSite.siteName, name) : undefined,
    domain ? ilike(sysSite.domain, domain) : undefined,
    q.status ? eq(sysSite.status, q.status) : undefined,
  );
}

/** A page of the sites; its total above 10,000 sites is the planner's estimate (core/list-page.ts). */
export async function listSites(db: Executor, q: SiteListQuery) {
  const where = siteFilter(q);
  const page = await listPage(
    db,
    sysSite,
    where,
    q,
    db
      .select({ site: sysSite, userCount })
      .from(sysSite)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [asc(sysSite.siteId)])),
  );
  return mapPage(page, (r) => ({ ...r.site, userCount: Number(r.userCount) }));
}

export async function getSite(db: Executor, siteId: number) {
  const [row] = await db.select({ site: sysSite, userCount }).from(sysSite).where(eq(sysSite.siteId, siteId));
  if (!row) throw notFound();
  return { ...row.site, userCount: Number(row.userCount) };
}

export async function siteOptions(db: Executor) {
  return db
    .select({ siteId: sysSite.siteId, siteName: sysSite.siteName, logo: sysSite.logo, status: sysSite.status })
    .from(sysSite)
    .orderBy(asc(sysSite.siteId));
}

const fields = (b: SiteBody) => ({ siteName: b.siteName, domain: b.domain, logo: b.logo, status: b.status ?? '0', remark: b.remark ?? null });

async function guarded<T>(b: SiteBody, ex: Executor, exceptId: number | undefined, run: () => Promise<T>): Promise<T> {
  if (b.domain) {
    const [dup] = await ex
      .select({ id: sysSite.siteId })
      .from(sysSite)
      .where(and(sql`lower(${sysSite.domain}) = ${b.domain.toLowerCase()}`, exceptId ? ne(sysSite.siteId, exceptId) : undefined));
    if (dup) throw fail('site.exists', b.domain);
  }
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('site.exists', b.domain ?? '');
    throw err;
  }
}

export async function addSite(db: Db, b: SiteBody, by: string) {
  return guarded(b, db, undefined, async () => {
    const [row] = await db
      .insert(sysSite)
      .values({ ...fields(b), createBy: by })
      .returning();
    return row;
  });
}

export async function editSite(db: Db, b: SiteEdit, by: string) {
  await guarded(b, db, b.siteId, async () => {
    const done = await db
      .update(sysSite)
      .set({ ...fields(b), updateBy: by, updateTime: new Date() })
      .where(eq(sysSite.siteId, b.siteId))
      .returning({ id: sysSite.siteId });
    if (done.length === 0) throw notFound();
  });
}

/**
 * Deletes sites no user belongs to, with their login banners; one unknown or used site refuses the
 * whole request.
 */
export async function removeSites(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select().from(sysSite).where(inArray(sysSite.siteId, ids)).for('update');
    if (found.length !== ids.length) throw notFound();
    // Deleted users keep their site reference too: their ledger rows still name it.
    const [used] = await tx.select({ siteId: sysUser.siteId }).from(sysUser).where(inArray(sysUser.siteId, ids)).limit(1);
    if (used) throw fail('site.inUse', found.find((s) => s.siteId === used.siteId)?.siteName ?? '');
    await tx.delete(bizCarousel).where(inArray(bizCarousel.siteId, ids));
    await tx.delete(sysSite).where(inArray(sysSite.siteId, ids));
  });
}
