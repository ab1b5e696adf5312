import { z } from 'zod';
import { queryId } from '../business/catalogue-fields.ts';
import { shopBodySchema, shopEditSchema, shopListQuerySchema } from '../business/shop.ts';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const shopEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/shop/list',
    perm: Perm.shop.list,
    summary: { zh: '查询店铺列表', en: 'List shops' },
    tags: ['system/shop'],
    query: shopListQuerySchema,
    response: estimatedTableOf(rows.shopRow),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/system/shop/options',
    perm: ANY_USER,
    summary: { zh: '店铺选项', en: 'Shop options' },
    tags: ['system/shop'],
    query: z.object({ userId: queryId }),
    response: okOf(z.array(rows.shopOption)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/shop/:shopId',
    perm: Perm.shop.query,
    summary: { zh: '查询店铺详情', en: 'Get a shop' },
    tags: ['system/shop'],
    params: z.object({ shopId: idSchema }),
    response: okOf(rows.shopRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/shop',
    perm: Perm.shop.add,
    summary: { zh: '新增店铺', en: 'Add a shop' },
    tags: ['system/shop'],
    body: shopBodySchema,
    response: okOf(rows.shop),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/shop',
    perm: Perm.shop.edit,
    summary: { zh: '修改店铺', en: 'Edit a shop' },
    tags: ['system/shop'],
    body: shopEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/shop/:shopIds',
    perm: Perm.shop.remove,
    summary: { zh: '删除店铺', en: 'Delete shops' },
    tags: ['system/shop'],
    params: z.object({ shopIds: idListSchema }),
    response: envelope,
  }),
};
