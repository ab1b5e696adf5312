import { z } from 'zod';
import { staffBodySchema, staffListQuerySchema } from '../business/order.ts';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './order-rows.ts';

const tags = ['system/staff'];

/** Staff members: users holding role `service`, each with a staff profile (kind, phone, status). `id` is the user id. */
export const staffEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/staff/list',
    perm: Perm.staff.list,
    summary: { zh: '查询客服列表', en: 'List staff members' },
    tags,
    query: staffListQuerySchema,
    response: estimatedTableOf(rows.staffRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/staff/:id',
    perm: Perm.staff.query,
    summary: { zh: '查询客服详情', en: 'Get a staff member' },
    tags,
    params: z.object({ id: idSchema }),
    response: okOf(rows.staffRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/staff',
    perm: Perm.staff.add,
    summary: { zh: '新增客服资料', en: 'Add a staff profile' },
    tags,
    body: staffBodySchema,
    response: okOf(rows.staffRow),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/staff',
    perm: Perm.staff.edit,
    summary: { zh: '修改客服资料', en: 'Edit a staff profile' },
    tags,
    body: staffBodySchema,
    response: okOf(rows.staffRow),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/staff/:ids',
    perm: Perm.staff.remove,
    summary: { zh: '删除客服资料', en: 'Delete staff profiles' },
    tags,
    params: z.object({ ids: idListSchema }),
    response: envelope,
  }),
};
