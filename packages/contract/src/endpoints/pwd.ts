import { z } from 'zod';
import { pwdCheckQuerySchema, pwdListQuerySchema, pwdOwnSchema, pwdSetSchema } from '../business/pwd.ts';
import { idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const pwdEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/system/pwd/check',
    perm: ANY_USER,
    summary: { zh: '校验二级密码', en: 'Check the second password' },
    tags: ['system/pwd'],
    query: pwdCheckQuerySchema,
    response: okOf(z.boolean()),
  }),
  getOwn: defineEndpoint({
    method: 'GET',
    path: '/system/pwd/own',
    perm: ANY_USER,
    summary: { zh: '我的二级密码状态', en: 'My second password status' },
    tags: ['system/pwd'],
    response: okOf(rows.pwdStatus),
  }),
  editOwn: defineEndpoint({
    method: 'PUT',
    path: '/system/pwd/own',
    perm: ANY_USER,
    summary: { zh: '修改我的二级密码', en: 'Change my second password' },
    tags: ['system/pwd'],
    body: pwdOwnSchema,
    response: envelope,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/system/pwd/list',
    perm: Perm.pwd.list,
    summary: { zh: '查询二级密码列表', en: 'List second passwords' },
    tags: ['system/pwd'],
    query: pwdListQuerySchema,
    response: estimatedTableOf(rows.pwdStatus),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/pwd/:userId',
    perm: Perm.pwd.query,
    summary: { zh: '查询二级密码详情', en: 'Get a second password' },
    tags: ['system/pwd'],
    params: z.object({ userId: idSchema }),
    response: okOf(rows.pwdStatus),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/pwd',
    perm: Perm.pwd.edit,
    summary: { zh: '修改二级密码', en: 'Edit a second password' },
    tags: ['system/pwd'],
    body: pwdSetSchema,
    response: envelope,
  }),
};
