import { z } from 'zod';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, fileResponse, okOf, okWith, tableOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import {
  authRoleQuerySchema,
  changeStatusSchema,
  resetPwdSchema,
  userAddSchema,
  userDeptTreeQuerySchema,
  userEditSchema,
  userImportQuerySchema,
  userListQuerySchema,
} from '../system/user.ts';
import * as rows from './rows.ts';

/** Export posts its filters as a form; an empty body means "no filters". */
const exportBodySchema = z.preprocess((v) => v ?? {}, userListQuerySchema);

export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/user/list',
    perm: Perm.user.list,
    summary: { zh: '查询用户列表', en: 'List users' },
    tags: ['system/user'],
    query: userListQuerySchema,
    response: tableOf(rows.sysUser),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/user/export',
    perm: Perm.user.export,
    summary: { zh: '导出用户', en: 'Export users' },
    tags: ['system/user'],
    body: exportBodySchema,
    response: fileResponse(XLSX),
  }),
  importTemplate: defineEndpoint({
    method: 'POST',
    path: '/system/user/importTemplate',
    perm: ANY_USER,
    summary: { zh: '用户导入模板', en: 'User import template' },
    tags: ['system/user'],
    response: fileResponse(XLSX),
  }),
  importData: defineEndpoint({
    method: 'POST',
    path: '/system/user/importData',
    perm: Perm.user.import,
    summary: { zh: '导入用户', en: 'Import users' },
    tags: ['system/user'],
    query: userImportQuerySchema,
    response: envelope,
  }),
  deptTree: defineEndpoint({
    method: 'GET',
    path: '/system/user/deptTree',
    perm: Perm.user.list,
    summary: { zh: '部门树', en: 'Department tree' },
    tags: ['system/user'],
    query: userDeptTreeQuerySchema,
    response: okOf(z.array(rows.treeNode)),
  }),
  getNew: defineEndpoint({
    method: 'GET',
    path: '/system/user/',
    perm: Perm.user.query,
    summary: { zh: '新增用户的选项', en: 'Options for a new user' },
    tags: ['system/user'],
    response: okWith({ roles: z.array(rows.roleLite), posts: z.array(z.looseObject({})) }).loose(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/user/:userId',
    perm: Perm.user.query,
    summary: { zh: '查询用户详情', en: 'Get a user' },
    tags: ['system/user'],
    params: z.object({ userId: idSchema }),
    response: okOf(rows.sysUser)
      .extend({ roles: z.array(rows.roleLite), posts: z.array(z.looseObject({})) })
      .loose(),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/user',
    perm: Perm.user.add,
    summary: { zh: '新增用户', en: 'Add a user' },
    tags: ['system/user'],
    body: userAddSchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/user',
    perm: Perm.user.edit,
    summary: { zh: '修改用户', en: 'Edit a user' },
    tags: ['system/user'],
    body: userEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/user/:userIds',
    perm: Perm.user.remove,
    summary: { zh: '删除用户', en: 'Delete users' },
    tags: ['system/user'],
    params: z.object({ userIds: idListSchema }),
    response: envelope,
  }),
  resetPwd: defineEndpoint({
    method: 'PUT',
    path: '/system/user/resetPwd',
    perm: Perm.user.resetPwd,
    summary: { zh: '重置用户密码', en: "Reset a user's password" },
    tags: ['system/user'],
    body: resetPwdSchema,
    response: envelope,
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/system/user/changeStatus',
    perm: Perm.user.edit,
    summary: { zh: '修改用户状态', en: "Change a user's status" },
    tags: ['system/user'],
    body: changeStatusSchema,
    response: envelope,
  }),
  getAuthRole: defineEndpoint({
    method: 'GET',
    path: '/system/user/authRole/:userId',
    perm: Perm.user.query,
    summary: { zh: '用户的角色', en: "A user's roles" },
    tags: ['system/user'],
    params: z.object({ userId: idSchema }),
    response: okWith({ user: rows.sysUser, roles: z.array(rows.roleLite) }),
  }),
  editAuthRole: defineEndpoint({
    method: 'PUT',
    path: '/system/user/authRole',
    perm: Perm.user.edit,
    summary: { zh: '授权用户角色', en: "Set a user's roles" },
    tags: ['system/user'],
    query: authRoleQuerySchema,
    response: envelope,
  }),
};
