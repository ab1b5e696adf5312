import { z } from 'zod';
import { productAddSchema, productEditSchema, productListQuerySchema } from '../business/product.ts';
import { idSchema } from '../common.ts';
import { defineEndpoint, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './rows.ts';

const idParams = z.object({ id: idSchema });

export const productEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/product/list',
    perm: Perm.product.list,
    summary: { zh: '查询匹配商品列表', en: 'List matched products' },
    tags: ['system/product'],
    query: productListQuerySchema,
    response: estimatedTableOf(rows.productRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/product/:id',
    perm: Perm.product.query,
    summary: { zh: '查询匹配商品详情', en: 'Get a matched product' },
    tags: ['system/product'],
    params: idParams,
    response: okOf(rows.productRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/product',
    money: true,
    perm: Perm.product.add,
    summary: { zh: '新增匹配商品', en: 'Add a matched product' },
    tags: ['system/product'],
    body: productAddSchema,
    response: okOf(rows.taskCharge.extend({ productId: z.number().int() })),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/product',
    money: true,
    perm: Perm.product.edit,
    summary: { zh: '修改匹配商品', en: 'Edit a matched product' },
    tags: ['system/product'],
    body: productEditSchema,
    response: okOf(rows.taskCharge),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/product/:id',
    money: true,
    perm: Perm.product.remove,
    summary: { zh: '删除匹配商品', en: 'Delete a matched product' },
    tags: ['system/product'],
    params: idParams,
    response: okOf(rows.taskCharge),
  }),
};
