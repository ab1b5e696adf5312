import { z } from 'zod';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf, okWith } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import { treeSelectNode } from '../system/menu.ts';
import {
  authUserBatchQuerySchema,
  authUserCancelSchema,
  authUserListQuerySchema,
  roleAddSchema,
  roleChangeStatusSchema,
  roleDataScopeSchema,
  roleEditSchema,
  roleListQuerySchema,
} from '../system/role.ts';
import { dateTimeWire } from '../wire.ts';

const date = dateTimeWire.nullable();

/** A role as RuoYi's SysRole answers it (plus `roleNameEn`). Names are stored ones: the screens edit both. */
export const sysRoleRow = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleNameEn: z.string().nullable(),
  roleKey: z.string(),
  roleSort: z.number().int(),
  dataScope: z.string(),
  menuCheckStrictly: z.boolean(),
  deptCheckStrictly: z.boolean(),
  status: z.string(),
  delFlag: z.string(),
  /** RuoYi: "assigned to the user" in user views; always false here. */
  flag: z.boolean(),
  menuIds: z.array(z.number().int()).nullable(),
  deptIds: z.array(z.number().int()).nullable(),
  permissions: z.array(z.string()).nullable(),
  /** True for the super-admin role (id 1). */
  admin: z.boolean(),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
  remark: z.string().nullable(),
});
/** A role on the wire (dates as `yyyy-MM-dd HH:mm:ss`). */
export type SysRole = z.input<typeof sysRoleRow>;

/** A user of `authUser/allocatedList|unallocatedList` (the columns RuoYi selects). */
export const authUserRow = z.object({
  userId: z.number().int(),
  deptId: z.number().int().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  status: z.string(),
  createTime: date,
  admin: z.boolean(),
});
export type AuthUser = z.input<typeof authUserRow>;

const tags = ['system/role'] as const;

/**
 * `/system/role/**` (RuoYi §5.1 Roles). RuoYi checks `system:role:edit` for status, data scope and
 * user assignment too, and `system:role:list` for the assigned-user lists.
 */
export const roleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/role/list',
    perm: Perm.role.list,
    summary: { zh: '查询角色列表', en: 'List roles' },
    tags,
    query: roleListQuerySchema,
    response: estimatedTableOf(sysRoleRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/role/export',
    perm: Perm.role.export,
    summary: { zh: '导出角色', en: 'Export roles' },
    tags,
    body: roleListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  optionselect: defineEndpoint({
    method: 'GET',
    path: '/system/role/optionselect',
    perm: Perm.role.query,
    summary: { zh: '角色选项', en: 'Role options' },
    tags,
    response: okOf(z.array(sysRoleRow)),
  }),
  allocatedList: defineEndpoint({
    method: 'GET',
    path: '/system/role/authUser/allocatedList',
    perm: Perm.role.list,
    summary: { zh: '已分配该角色的用户', en: 'Users holding the role' },
    tags,
    query: authUserListQuerySchema,
    response: estimatedTableOf(authUserRow),
  }),
  unallocatedList: defineEndpoint({
    method: 'GET',
    path: '/system/role/authUser/unallocatedList',
    perm: Perm.role.list,
    summary: { zh: '未分配该角色的用户', en: 'Users not holding the role' },
    tags,
    query: authUserListQuerySchema,
    response: estimatedTableOf(authUserRow),
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/system/role/authUser/cancel',
    perm: Perm.role.edit,
    summary: { zh: '取消用户授权', en: 'Take the role from a user' },
    tags,
    body: authUserCancelSchema,
    response: envelope,
  }),
  cancelAll: defineEndpoint({
    method: 'PUT',
    path: '/system/role/authUser/cancelAll',
    perm: Perm.role.edit,
    summary: { zh: '批量取消用户授权', en: 'Take the role from users' },
    tags,
    query: authUserBatchQuerySchema,
    response: envelope,
  }),
  selectAll: defineEndpoint({
    method: 'PUT',
    path: '/system/role/authUser/selectAll',
    perm: Perm.role.edit,
    summary: { zh: '批量选择用户授权', en: 'Give the role to users' },
    tags,
    query: authUserBatchQuerySchema,
    response: envelope,
  }),
  deptTree: defineEndpoint({
    method: 'GET',
    path: '/system/role/deptTree/:roleId',
    perm: Perm.role.query,
    summary: { zh: '角色的部门树', en: "A role's department tree" },
    tags,
    params: z.object({ roleId: idSchema }),
    response: okWith({ checkedKeys: z.array(z.number().int()), depts: z.array(treeSelectNode) }),
  }),
  dataScope: defineEndpoint({
    method: 'PUT',
    path: '/system/role/dataScope',
    perm: Perm.role.edit,
    summary: { zh: '修改角色数据权限', en: "Change a role's data scope" },
    tags,
    body: roleDataScopeSchema,
    response: envelope,
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/system/role/changeStatus',
    perm: Perm.role.edit,
    summary: { zh: '修改角色状态', en: "Change a role's status" },
    tags,
    body: roleChangeStatusSchema,
    response: envelope,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/role/:roleId',
    perm: Perm.role.query,
    summary: { zh: '查询角色详情', en: 'Get a role' },
    tags,
    params: z.object({ roleId: idSchema }),
    response: okOf(sysRoleRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/role',
    perm: Perm.role.add,
    summary: { zh: '新增角色', en: 'Add a role' },
    tags,
    body: roleAddSchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/role',
    perm: Perm.role.edit,
    summary: { zh: '修改角色', en: 'Edit a role' },
    tags,
    body: roleEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/role/:roleIds',
    perm: Perm.role.remove,
    summary: { zh: '删除角色', en: 'Delete roles' },
    tags,
    params: z.object({ roleIds: idListSchema }),
    response: envelope,
  }),
};
