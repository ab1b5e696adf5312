import { z } from 'zod';
import { carouselBodySchema, carouselEditSchema, carouselListQuerySchema } from '../business/carousel.ts';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { PUBLIC, Perm } from '../perms.ts';
import { dateTimeWire } from '../wire.ts';

const id = z.number().int();
const date = dateTimeWire.nullable();

/** A banner as the back office lists it. */
export const carouselRow = z.object({
  carouselId: id,
  siteId: id,
  siteName: z.string().nullable(),
  title: z.string(),
  titleEn: z.string(),
  /** An uploaded image (`/profile/upload/…`). */
  image: z.string(),
  /** An http(s) address, or empty. */
  linkUrl: z.string(),
  orderNum: z.number().int(),
  beginTime: dateTimeWire,
  endTime: dateTimeWire,
  /** Dictionary sys_normal_disable. */
  status: z.string(),
  /**
   * Where it stands now: `showing` on its site's login page (enabled, now within its period),
   * `upcoming` (enabled, its period not begun), `ended` (its period over) or `disabled`.
   */
  phase: z.enum(['showing', 'upcoming', 'ended', 'disabled']),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
});

/** What the login page receives of a banner: nothing but what it shows. */
export const loginBanner = z.object({
  /** In the request's language (the Chinese title when there is no English one). */
  title: z.string(),
  image: z.string(),
  linkUrl: z.string(),
});

export type CarouselRow = z.input<typeof carouselRow>;
export type LoginBanner = z.input<typeof loginBanner>;

/** `/system/carousel`: login-page banners per site and period. */
export const carouselEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/carousel/list',
    perm: Perm.carousel.list,
    summary: { zh: '查询轮播图列表', en: 'List login banners' },
    tags: ['system/carousel'],
    query: carouselListQuerySchema,
    response: estimatedTableOf(carouselRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/carousel/export',
    perm: Perm.carousel.export,
    summary: { zh: '导出轮播图', en: 'Export login banners' },
    tags: ['system/carousel'],
    body: carouselListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/system/carousel/banners',
    perm: PUBLIC,
    summary: { zh: '登录页轮播图（按访问域名的站点）', en: "The login page's banners (of the site the request's host names)" },
    tags: ['system/carousel'],
    response: okOf(z.array(loginBanner)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/carousel/:carouselId',
    perm: Perm.carousel.query,
    summary: { zh: '查询轮播图详情', en: 'Get a login banner' },
    tags: ['system/carousel'],
    params: z.object({ carouselId: idSchema }),
    response: okOf(carouselRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/carousel',
    perm: Perm.carousel.add,
    summary: { zh: '新增轮播图', en: 'Add a login banner' },
    tags: ['system/carousel'],
    body: carouselBodySchema,
    response: okOf(z.object({ carouselId: id })),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/carousel',
    perm: Perm.carousel.edit,
    summary: { zh: '修改轮播图', en: 'Edit a login banner' },
    tags: ['system/carousel'],
    body: carouselEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/carousel/:carouselIds',
    perm: Perm.carousel.remove,
    summary: { zh: '删除轮播图', en: 'Delete login banners' },
    tags: ['system/carousel'],
    params: z.object({ carouselIds: idListSchema }),
    response: envelope,
  }),
};
