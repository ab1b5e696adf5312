import { Perm } from '@ceping/contract';

/**
 * The seeded menu tree. `roles` lists the role keys (besides admin, who sees everything) granted the
 * row. Buttons (F) carry the permission strings routes check. Later areas append their own arrays.
 */
export interface MenuSeed {
  id: number;
  parent: number;
  name: string;
  en: string;
  order: number;
  type: 'M' | 'C' | 'F';
  path?: string;
  /** RuoYi's `route_name`: the route's name when the path alone would repeat another menu's. */
  routeName?: string;
  component?: string;
  perms?: string;
  icon?: string;
  visible?: '0' | '1';
  roles?: string[];
}

/** One button (F) row: the permission a route checks, granted to `roles` (besides admin). */
export const menuButton = (id: number, parent: number, order: number, perms: string, name: string, en: string, roles?: string[]): MenuSeed => ({
  id,
  parent,
  name,
  en,
  order,
  type: 'F',
  perms,
  roles,
});

const buttons = (parent: number, firstId: number, resource: string, actions: [string, string, string][], roles?: string[]): MenuSeed[] =>
  actions.map(([action, name, en], i) => ({ id: firstId + i, parent, name, en, order: i + 1, type: 'F', perms: `${resource}:${action}`, roles }));

export const systemMenus: MenuSeed[] = [
  { id: 1, parent: 0, name: '系统管理', en: 'System', order: 90, type: 'M', path: 'system', icon: 'system' },
  {
    id: 100,
    parent: 1,
    name: '用户管理',
    en: 'Users',
    order: 1,
    type: 'C',
    path: 'user',
    component: 'system/user/index',
    perms: 'system:user:list',
    icon: 'user',
  },
  ...buttons(100, 1000, 'system:user', [
    ['query', '用户查询', 'Query users'],
    ['add', '用户新增', 'Add user'],
    ['edit', '用户修改', 'Edit user'],
    ['remove', '用户删除', 'Delete user'],
    ['export', '用户导出', 'Export users'],
    ['import', '用户导入', 'Import users'],
    ['resetPwd', '重置密码', 'Reset password'],
  ]),
  {
    id: 101,
    parent: 1,
    name: '角色管理',
    en: 'Roles',
    order: 2,
    type: 'C',
    path: 'role',
    component: 'system/role/index',
    perms: Perm.role.list,
    icon: 'peoples',
  },
  ...buttons(101, 1007, 'system:role', [
    ['query', '角色查询', 'Query roles'],
    ['add', '角色新增', 'Add role'],
    ['edit', '角色修改', 'Edit role'],
    ['remove', '角色删除', 'Delete role'],
    ['export', '角色导出', 'Export roles'],
  ]),
  {
    id: 102,
    parent: 1,
    name: '菜单管理',
    en: 'Menus',
    order: 3,
    type: 'C',
    path: 'menu',
    component: 'system/menu/index',
    perms: Perm.menu.list,
    icon: 'tree-table',
  },
  ...buttons(102, 1012, 'system:menu', [
    ['query', '菜单查询', 'Query menus'],
    ['add', '菜单新增', 'Add menu'],
    ['edit', '菜单修改', 'Edit menu'],
    ['remove', '菜单删除', 'Delete menu'],
  ]),
  // System tools (admin only): the API document generated from the contract's endpoint descriptions.
  { id: 3, parent: 0, name: '系统工具', en: 'System tools', order: 95, type: 'M', path: 'tool', icon: 'tool' },
  {
    id: 117,
    parent: 3,
    name: '系统接口',
    en: 'API docs',
    order: 2,
    type: 'C',
    path: 'swagger',
    component: 'tool/swagger/index',
    perms: Perm.tool.swagger,
    icon: 'swagger',
  },
];

export { buttons as menuButtons };
