import { z } from 'zod';
import { priceBodySchema, priceEditSchema, priceListQuerySchema } from '../business/price.ts';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const priceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/price/list',
    perm: Perm.price.list,
    summary: { zh: '查询价格列表', en: 'List prices' },
    tags: ['system/price'],
    query: priceListQuerySchema,
    response: estimatedTableOf(rows.priceRow),
  }),
  default: defineEndpoint({
    method: 'GET',
    path: '/system/price/default',
    perm: Perm.price.list,
    summary: { zh: '默认价格', en: 'Default prices' },
    tags: ['system/price'],
    response: okOf(z.array(rows.defaultPrice)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/price/:priceId',
    perm: Perm.price.query,
    summary: { zh: '查询价格详情', en: 'Get a price' },
    tags: ['system/price'],
    params: z.object({ priceId: idSchema }),
    response: okOf(rows.priceRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/price',
    perm: Perm.price.add,
    summary: { zh: '新增价格', en: 'Add a price' },
    tags: ['system/price'],
    body: priceBodySchema,
    response: okOf(rows.price),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/price',
    perm: Perm.price.edit,
    summary: { zh: '修改价格', en: 'Edit a price' },
    tags: ['system/price'],
    body: priceEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/price/:priceIds',
    perm: Perm.price.remove,
    summary: { zh: '删除价格', en: 'Delete prices' },
    tags: ['system/price'],
    params: z.object({ priceIds: idListSchema }),
    response: envelope,
  }),
};
