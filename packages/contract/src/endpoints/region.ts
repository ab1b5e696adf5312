import { z } from 'zod';
import { regionBatchSchema, regionBodySchema, regionEditSchema, regionListQuerySchema } from '../business/region.ts';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const regionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/region/list',
    perm: Perm.region.list,
    summary: { zh: '查询国家/地区列表', en: 'List regions' },
    tags: ['system/region'],
    query: regionListQuerySchema,
    response: estimatedTableOf(rows.regionRow),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/system/region/options',
    perm: ANY_USER,
    summary: { zh: '国家/地区选项', en: 'Region options' },
    tags: ['system/region'],
    response: okOf(z.array(rows.regionOption)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/region/:regionId',
    perm: Perm.region.query,
    summary: { zh: '查询国家/地区详情', en: 'Get a region' },
    tags: ['system/region'],
    params: z.object({ regionId: idSchema }),
    response: okOf(rows.region),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/region',
    perm: Perm.region.add,
    summary: { zh: '新增国家/地区', en: 'Add a region' },
    tags: ['system/region'],
    body: regionBodySchema,
    response: okOf(rows.region),
  }),
  batch: defineEndpoint({
    method: 'PUT',
    path: '/system/region/batch',
    perm: Perm.region.edit,
    summary: { zh: '批量修改国家/地区', en: 'Edit regions in batch' },
    tags: ['system/region'],
    body: regionBatchSchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/region',
    perm: Perm.region.edit,
    summary: { zh: '修改国家/地区', en: 'Edit a region' },
    tags: ['system/region'],
    body: regionEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/region/:regionIds',
    perm: Perm.region.remove,
    summary: { zh: '删除国家/地区', en: 'Delete regions' },
    tags: ['system/region'],
    params: z.object({ regionIds: idListSchema }),
    response: envelope,
  }),
};
