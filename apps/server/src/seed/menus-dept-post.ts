import { Perm } from '@ceping/contract';
import { type MenuSeed, menuButtons } from './menus.ts';

/** System → Departments (103, buttons 1016–1019) and Posts (104, buttons 1020–1024): RuoYi's ids, paths and permission strings. */
export const deptPostMenus: MenuSeed[] = [
  {
    id: 103,
    parent: 1,
    name: '部门管理',
    en: 'Departments',
    order: 4,
    type: 'C',
    path: 'dept',
    component: 'system/dept/index',
    perms: Perm.dept.list,
    icon: 'tree',
  },
  ...menuButtons(103, 1016, 'system:dept', [
    ['query', '部门查询', 'Query departments'],
    ['add', '部门新增', 'Add department'],
    ['edit', '部门修改', 'Edit department'],
    ['remove', '部门删除', 'Delete department'],
  ]),
  {
    id: 104,
    parent: 1,
    name: '岗位管理',
    en: 'Posts',
    order: 5,
    type: 'C',
    path: 'post',
    component: 'system/post/index',
    perms: Perm.post.list,
    icon: 'post',
  },
  ...menuButtons(104, 1020, 'system:post', [
    ['query', '岗位查询', 'Query posts'],
    ['add', '岗位新增', 'Add post'],
    ['edit', '岗位修改', 'Edit post'],
    ['remove', '岗位删除', 'Delete post'],
    ['export', '岗位导出', 'Export posts'],
  ]),
];
