import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sysDept, sysSite } from '../../../db/schema/index.ts';

/** The site every installation seeds (`sys_site` 1, "Default site"); new accounts without a site get it. */
export const DEFAULT_SITE_ID = 1;
/** The seeded seller department (商家中心); self-registered sellers land in it. */
export const SELLER_DEPT_ID = 110;

/** The default site's id when it exists, else null (an installation that removed it). */
export async function defaultSiteId(db: Executor): Promise<number | null> {
  const [row] = await db.select({ id: sysSite.siteId }).from(sysSite).where(eq(sysSite.siteId, DEFAULT_SITE_ID));
  return row?.id ?? null;
}

/** Where a self-registered seller is placed: the default site and the live seller department. */
export async function sellerPlacement(db: Executor): Promise<{ siteId: number | null; deptId: number | null }> {
  const [dept] = await db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, SELLER_DEPT_ID), eq(sysDept.delFlag, '0')));
  return { siteId: await defaultSiteId(db), deptId: dept?.id ?? null };
}
