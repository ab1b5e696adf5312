import type { CarouselBody, CarouselEdit, CarouselListQuery, Lang } from '@ceping/contract';
import { type SQL, and, asc, eq, gt, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { parseDate } from '../../../core/envelope.ts';
import { fail, notFound } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Store } from '../../../core/store.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizCarousel, sysSite } from '../../../db/schema/index.ts';

/** Where a banner stands now (the row's `phase`). */
const phase = sql<
  'showing' | 'upcoming' | 'ended' | 'disabled'
>`case when ${bizCarousel.status} <> '0' then 'disabled' when ${bizCarousel.endTime} < now() then 'ended' when ${bizCarousel.beginTime} > now() then 'upcoming' else 'showing' end`;

const cols = {
  carouselId: bizCarousel.carouselId,
  siteId: bizCarousel.siteId,
  siteName: sysSite.siteName,
  title: bizCarousel.title,
  titleEn: bizCarousel.titleEn,
  image: bizCarousel.image,
  linkUrl: bizCarousel.linkUrl,
  orderNum: bizCarousel.orderNum,
  beginTime: bizCarousel.beginTime,
  endTime: bizCarousel.endTime,
  status: bizCarousel.status,
  phase,
  createBy: bizCarousel.createBy,
  createTime: bizCarousel.createTime,
  updateBy: bizCarousel.updateBy,
  updateTime: bizCarousel.updateTime,
};

const SORTABLE = {
  carouselId: bizCarousel.carouselId,
  siteId: bizCarousel.siteId,
  orderNum: bizCarousel.orderNum,
  beginTime: bizCarousel.beginTime,
  /** The list's period column sorts by its beginning. */
  period: bizCarousel.beginTime,
  endTime: bizCarousel.endTime,
  status: bizCarousel.status,
  createTime: bizCarousel.createTime,
};
const DEFAULT_ORDER = [asc(bizCarousel.siteId), asc(bizCarousel.orderNum), asc(bizCarousel.carouselId)];

const joined = (ex: Executor) => ex.select(cols).from(bizCarousel).leftJoin(sysSite, eq(sysSite.siteId, bizCarousel.siteId));

function carouselFilter(q: CarouselListQuery): SQL | undefined {
  const title = likeOf(q.title);
  // A date is a whole day: the banners whose period overlaps it; a date and time is one moment.
  const from = q.activeAt ? parseDate(q.activeAt) : undefined;
  const to = q.activeAt ? parseDate(q.activeAt, true) : undefined;
  return and(
    q.siteId ? eq(bizCarousel.siteId, q.siteId) : undefined,
    q.status ? eq(bizCarousel.status, q.status) : undefined,
    title ? or(ilike(bizCarousel.title, title), ilike(bizCarousel.titleEn, title)) : undefined,
    from && to ? and(lte(bizCarousel.beginTime, to), gte(bizCarousel.endTime, from)) : undefined,
  );
}

/** A page of the banners; its total above 10,000 banners is the planner's estimate (core/list-page.ts). */
export function listCarousels(ex: Executor, q: CarouselListQuery) {
  const where = carouselFilter(q);
  return listPage(
    ex,
    bizCarousel,
    where,
    q,
    joined(ex)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER)),
  );
}

export type CarouselListRow = Awaited<ReturnType<typeof exportCarousels>>[number];

/** Every banner the filters match, in the list's order (the export). */
export async function exportCarousels(ex: Executor, q: CarouselListQuery) {
  return joined(ex)
    .where(carouselFilter(q))
    .orderBy(...orderByOf(q, SORTABLE, DEFAULT_ORDER));
}

export async function getCarousel(ex: Executor, carouselId: number) {
  const [row] = await joined(ex).where(eq(bizCarousel.carouselId, carouselId));
  if (!row) throw notFound();
  return row;
}

async function assertSite(ex: Executor, siteId: number) {
  const [site] = await ex
    .select({ id: sysSite.siteId })
    .from(sysSite)
    .where(and(eq(sysSite.siteId, siteId), eq(sysSite.status, '0')));
  if (!site) throw fail('carousel.siteInvalid');
}

const values = (b: CarouselBody) => ({
  siteId: b.siteId,
  title: b.title,
  titleEn: b.titleEn,
  image: b.image,
  linkUrl: b.linkUrl,
  orderNum: b.orderNum,
  // The contract checked both are real GMT+8 wall times, the end after the beginning.
  beginTime: parseDate(b.beginTime) as Date,
  endTime: parseDate(b.endTime) as Date,
  status: b.status,
});

export async function addCarousel(db: Db, store: Store, b: CarouselBody, by: string) {
  await assertSite(db, b.siteId);
  const [row] = await db
    .insert(bizCarousel)
    .values({ ...values(b), createBy: by })
    .returning({ carouselId: bizCarousel.carouselId });
  await clearCarouselCache(store);
  return row;
}

export async function editCarousel(db: Db, store: Store, b: CarouselEdit, by: string) {
  await assertSite(db, b.siteId);
  const done = await db
    .update(bizCarousel)
    .set({ ...values(b), updateBy: by, updateTime: new Date() })
    .where(eq(bizCarousel.carouselId, b.carouselId))
    .returning({ id: bizCarousel.carouselId });
  if (done.length === 0) throw notFound();
  await clearCarouselCache(store);
}

/** Deletes banners; one unknown id refuses the whole request. */
export async function removeCarousels(db: Db, store: Store, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: bizCarousel.carouselId }).from(bizCarousel).where(inArray(bizCarousel.carouselId, ids)).for('update');
    if (found.length !== ids.length) throw notFound();
    await tx.delete(bizCarousel).where(inArray(bizCarousel.carouselId, ids));
  });
  await clearCarouselCache(store);
}

// ---- the login page ----------------------------------------------------------------------------------

/** `sys_carousel:sites` (enabled sites with their domains) and `sys_carousel:site:<id>` (a site's banners). */
export const CAROUSEL_CACHE = 'sys_carousel:';
/**
 * Cached entries live this long: every write on this screen (and on the site screen) clears them at
 * once in the shared store, and the short life bounds what a lost invalidation or a banner whose period
 * begins can take to show.
 */
const CACHE_SECONDS = 5;
/** At most this many banners go to a login page. */
const MAX_BANNERS = 10;

interface SiteDomain {
  siteId: number;
  domain: string | null;
}
interface CachedBanner {
  title: string;
  titleEn: string;
  image: string;
  linkUrl: string;
  begin: number;
  end: number;
}

async function cached<T>(store: Store, key: string, load: () => Promise<T>): Promise<T> {
  const hit = await store.get(CAROUSEL_CACHE + key).catch(() => null);
  if (hit !== null) return JSON.parse(hit) as T;
  const value = await load();
  await store.set(CAROUSEL_CACHE + key, JSON.stringify(value), CACHE_SECONDS).catch(() => {});
  return value;
}

/** Drops the login page's cached sites and banners (after any banner or site write). */
export async function clearCarouselCache(store: Store): Promise<void> {
  const keys = await store.keys(CAROUSEL_CACHE).catch(() => [] as string[]);
  if (keys.length) await store.del(...keys).catch(() => 0);
}

const withoutPort = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/**
 * The site a login page belongs to: the enabled site whose domain is the request's host (case
 * ignored; the same host and port first, then the host whatever the port), else the default site,
 * the enabled site with the lowest id. Null when no site is enabled.
 */
export function siteForHost(sites: SiteDomain[], host: string): number | null {
  const full = host.trim().toLowerCase();
  const bare = withoutPort(full);
  const exact = sites.find((s) => s.domain?.toLowerCase() === full);
  const sameHost = exact ?? sites.find((s) => s.domain && withoutPort(s.domain) === bare);
  return (sameHost ?? sites[0])?.siteId ?? null;
}

/** The banners the login page at `host` shows now: public fields only, the title in `lang`. */
export async function loginBanners(db: Executor, store: Store, host: string, lang: Lang, now = new Date()) {
  const sites = await cached<SiteDomain[]>(store, 'sites', () =>
    db.select({ siteId: sysSite.siteId, domain: sysSite.domain }).from(sysSite).where(eq(sysSite.status, '0')).orderBy(asc(sysSite.siteId)),
  );
  const siteId = siteForHost(sites, host);
  if (siteId === null) return [];
  const banners = await cached<CachedBanner[]>(store, `site:${siteId}`, async () => {
    const rows = await db
      .select({
        title: bizCarousel.title,
        titleEn: bizCarousel.titleEn,
        image: bizCarousel.image,
        linkUrl: bizCarousel.linkUrl,
        begin: bizCarousel.beginTime,
        end: bizCarousel.endTime,
      })
      .from(bizCarousel)
      .where(and(eq(bizCarousel.siteId, siteId), eq(bizCarousel.status, '0'), gt(bizCarousel.endTime, sql`now()`)))
      .orderBy(asc(bizCarousel.orderNum), asc(bizCarousel.carouselId));
    return rows.map((r) => ({ ...r, begin: r.begin.getTime(), end: r.end.getTime() }));
  });
  const t = now.getTime();
  return banners
    .filter((b) => b.begin <= t && t <= b.end)
    .slice(0, MAX_BANNERS)
    .map((b) => ({ title: lang === 'en-US' && b.titleEn ? b.titleEn : b.title, image: b.image, linkUrl: b.linkUrl }));
}
