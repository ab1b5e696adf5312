import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, idPk, ref, ts } from './columns.ts';

/**
 * A login-page banner of one site (docs/DOMAIN.md, Sites and banners): shown on that site's login
 * page while enabled and `begin_time ≤ now ≤ end_time`, in `order_num` order. The image is an upload
 * (`/profile/upload/…`); the link, when set, an http(s) address.
 */
export const bizCarousel = pgTable(
  'biz_carousel',
  {
    carouselId: idPk('carousel_id', 100),
    siteId: ref('site_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 100 }).notNull().default(''),
    image: varchar('image', { length: 255 }).notNull(),
    linkUrl: varchar('link_url', { length: 500 }).notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
    beginTime: ts('begin_time').notNull(),
    endTime: ts('end_time').notNull(),
    /** Dictionary sys_normal_disable. */
    status: flag('status'),
    ...audit(),
  },
  (t) => [index('biz_carousel_site_idx').on(t.siteId, t.status, t.endTime), check('biz_carousel_period_ck', sql`${t.endTime} > ${t.beginTime}`)],
);
