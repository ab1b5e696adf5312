import { z } from 'zod';
import { feeBodySchema, feeEditSchema, feeListQuerySchema } from '../business/price.ts';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const feeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/fee/list',
    perm: Perm.fee.list,
    summary: { zh: '查询增值服务价格列表', en: 'List service fees' },
    tags: ['system/fee'],
    query: feeListQuerySchema,
    response: estimatedTableOf(rows.feeRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/fee/:feeId',
    perm: Perm.fee.query,
    summary: { zh: '查询增值服务价格详情', en: 'Get a service fee' },
    tags: ['system/fee'],
    params: z.object({ feeId: idSchema }),
    response: okOf(rows.feeRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/fee',
    perm: Perm.fee.add,
    summary: { zh: '新增增值服务价格', en: 'Add a service fee' },
    tags: ['system/fee'],
    body: feeBodySchema,
    response: okOf(rows.fee),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/fee',
    perm: Perm.fee.edit,
    summary: { zh: '修改增值服务价格', en: 'Edit a service fee' },
    tags: ['system/fee'],
    body: feeEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/fee/:feeIds',
    perm: Perm.fee.remove,
    summary: { zh: '删除增值服务价格', en: 'Delete service fees' },
    tags: ['system/fee'],
    params: z.object({ feeIds: idListSchema }),
    response: envelope,
  }),
};
