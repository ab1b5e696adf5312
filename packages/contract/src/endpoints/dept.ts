import { z } from 'zod';
import { idSchema } from '../common.ts';
import { defineEndpoint, envelope, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import { deptAddSchema, deptEditSchema, deptListQuerySchema, deptSortSchema } from '../system/dept.ts';
import { dateTimeWire } from '../wire.ts';

const date = dateTimeWire.nullable();

/** A dept as RuoYi's SysDept answers it; the lists are flat, so `children` is empty. */
export const sysDeptRow = z.object({
  deptId: z.number().int(),
  parentId: z.number().int(),
  ancestors: z.string(),
  deptName: z.string(),
  orderNum: z.number().int(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  delFlag: z.string(),
  parentName: z.string().nullable(),
  children: z.array(z.never()),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
});
/** A dept on the wire. */
export type SysDept = z.input<typeof sysDeptRow>;

const tags = ['system/dept'] as const;

/** `/system/dept/**` (RuoYi §5.1 Departments): every answer is limited to the caller's data scope. */
export const deptEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/dept/list',
    perm: Perm.dept.list,
    summary: { zh: '查询部门列表（平铺）', en: 'List departments (flat)' },
    tags,
    query: deptListQuerySchema,
    response: okOf(z.array(sysDeptRow)),
  }),
  listExclude: defineEndpoint({
    method: 'GET',
    path: '/system/dept/list/exclude/:deptId',
    perm: Perm.dept.list,
    summary: { zh: '部门列表（排除该部门及其下级）', en: 'Departments except one and its descendants' },
    tags,
    params: z.object({ deptId: idSchema }),
    response: okOf(z.array(sysDeptRow)),
  }),
  updateSort: defineEndpoint({
    method: 'PUT',
    path: '/system/dept/updateSort',
    perm: Perm.dept.edit,
    summary: { zh: '保存部门排序', en: 'Save the department order' },
    tags,
    body: deptSortSchema,
    response: envelope,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/dept/:deptId',
    perm: Perm.dept.query,
    summary: { zh: '查询部门详情', en: 'Get a department' },
    tags,
    params: z.object({ deptId: idSchema }),
    response: okOf(sysDeptRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/dept',
    perm: Perm.dept.add,
    summary: { zh: '新增部门', en: 'Add a department' },
    tags,
    body: deptAddSchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/dept',
    perm: Perm.dept.edit,
    summary: { zh: '修改部门', en: 'Edit a department' },
    tags,
    body: deptEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/dept/:deptId',
    perm: Perm.dept.remove,
    summary: { zh: '删除部门', en: 'Delete a department' },
    tags,
    params: z.object({ deptId: idSchema }),
    response: envelope,
  }),
};
