import { z } from 'zod';
import { siteBodySchema, siteEditSchema, siteListQuerySchema } from '../business/site.ts';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const siteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/site/list',
    perm: Perm.site.list,
    summary: { zh: '查询站点列表', en: 'List sites' },
    tags: ['system/site'],
    query: siteListQuerySchema,
    response: estimatedTableOf(rows.siteRow),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/system/site/options',
    perm: Perm.site.list,
    summary: { zh: '站点选项', en: 'Site options' },
    tags: ['system/site'],
    response: okOf(z.array(rows.siteOption)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/site/:siteId',
    perm: Perm.site.query,
    summary: { zh: '查询站点详情', en: 'Get a site' },
    tags: ['system/site'],
    params: z.object({ siteId: idSchema }),
    response: okOf(rows.siteRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/site',
    perm: Perm.site.add,
    summary: { zh: '新增站点', en: 'Add a site' },
    tags: ['system/site'],
    body: siteBodySchema,
    response: okOf(rows.site),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/site',
    perm: Perm.site.edit,
    summary: { zh: '修改站点', en: 'Edit a site' },
    tags: ['system/site'],
    body: siteEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/site/:siteIds',
    perm: Perm.site.remove,
    summary: { zh: '删除站点', en: 'Delete sites' },
    tags: ['system/site'],
    params: z.object({ siteIds: idListSchema }),
    response: envelope,
  }),
};
