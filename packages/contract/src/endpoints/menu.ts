import { z } from 'zod';
import { idSchema } from '../common.ts';
import { defineEndpoint, envelope, okOf, okWith } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import { menuAddSchema, menuEditSchema, menuListQuerySchema, menuSortSchema, treeSelectNode } from '../system/menu.ts';
import { dateTimeWire } from '../wire.ts';

const date = dateTimeWire.nullable();

/** A menu as RuoYi's SysMenu answers it (plus `menuNameEn`); `GET /system/menu/list` is flat, so `children` is empty. */
export const sysMenuRow = z.object({
  menuId: z.number().int(),
  menuName: z.string(),
  menuNameEn: z.string().nullable(),
  parentName: z.string().nullable(),
  parentId: z.number().int(),
  orderNum: z.number().int(),
  path: z.string(),
  component: z.string().nullable(),
  query: z.string().nullable(),
  routeName: z.string(),
  isFrame: z.string(),
  isCache: z.string(),
  menuType: z.string(),
  visible: z.string(),
  status: z.string(),
  perms: z.string().nullable(),
  icon: z.string(),
  children: z.array(z.never()),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
  remark: z.string(),
});
/** A menu on the wire. */
export type SysMenu = z.input<typeof sysMenuRow>;

const tags = ['system/menu'] as const;

/** `/system/menu/**` (RuoYi §5.1 Menus). The two tree selects are open to every logged-in user, as in RuoYi. */
export const menuEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/menu/list',
    perm: Perm.menu.list,
    summary: { zh: '查询菜单列表（平铺）', en: 'List menus (flat)' },
    tags,
    query: menuListQuerySchema,
    response: okOf(z.array(sysMenuRow)),
  }),
  treeselect: defineEndpoint({
    method: 'GET',
    path: '/system/menu/treeselect',
    perm: ANY_USER,
    summary: { zh: '菜单树', en: 'Menu tree' },
    tags,
    query: menuListQuerySchema,
    response: okOf(z.array(treeSelectNode)),
  }),
  roleMenuTreeselect: defineEndpoint({
    method: 'GET',
    path: '/system/menu/roleMenuTreeselect/:roleId',
    perm: ANY_USER,
    summary: { zh: '角色的菜单树', en: "A role's menu tree" },
    tags,
    params: z.object({ roleId: idSchema }),
    response: okWith({ checkedKeys: z.array(z.number().int()), menus: z.array(treeSelectNode) }),
  }),
  updateSort: defineEndpoint({
    method: 'PUT',
    path: '/system/menu/updateSort',
    perm: Perm.menu.edit,
    summary: { zh: '保存菜单排序', en: 'Save the menu order' },
    tags,
    body: menuSortSchema,
    response: envelope,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/menu/:menuId',
    perm: Perm.menu.query,
    summary: { zh: '查询菜单详情', en: 'Get a menu' },
    tags,
    params: z.object({ menuId: idSchema }),
    response: okOf(sysMenuRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/menu',
    perm: Perm.menu.add,
    summary: { zh: '新增菜单', en: 'Add a menu' },
    tags,
    body: menuAddSchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/menu',
    perm: Perm.menu.edit,
    summary: { zh: '修改菜单', en: 'Edit a menu' },
    tags,
    body: menuEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/menu/:menuId',
    perm: Perm.menu.remove,
    summary: { zh: '删除菜单', en: 'Delete a menu' },
    tags,
    params: z.object({ menuId: idSchema }),
    response: envelope,
  }),
};
