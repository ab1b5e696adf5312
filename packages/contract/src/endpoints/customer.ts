import { z } from 'zod';
import { customerAdjustSchema, customerEditSchema, customerListQuerySchema } from '../business/customer.ts';
import { idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const customerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/customer/list',
    perm: Perm.customer.list,
    summary: { zh: '查询客户列表', en: 'List customers' },
    tags: ['system/customer'],
    query: customerListQuerySchema,
    response: estimatedTableOf(rows.customer),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/customer/:userId',
    perm: Perm.customer.query,
    summary: { zh: '查询客户详情', en: 'Get a customer' },
    tags: ['system/customer'],
    params: z.object({ userId: idSchema }),
    response: okOf(rows.customer),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/customer',
    perm: Perm.customer.edit,
    summary: { zh: '修改客户', en: 'Edit a customer' },
    tags: ['system/customer'],
    body: customerEditSchema,
    response: envelope,
  }),
  adjust: defineEndpoint({
    method: 'PUT',
    path: '/system/customer/adjust',
    money: true,
    perm: Perm.fund.adjust,
    summary: { zh: '客户调账', en: "Adjust a customer's balance" },
    tags: ['system/customer'],
    body: customerAdjustSchema,
    response: okOf(rows.adjustResult),
  }),
};
