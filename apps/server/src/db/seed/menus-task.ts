import { Perm } from '@ceping/contract';
import { MENU_DIR } from './menus-business.ts';
import type { MenuSeed } from './menus.ts';

const SELLERS = ['common', 'zi'];
const STAFF = ['service'];

/** A button row carrying one permission string. */
const f = (id: number, parent: number, order: number, perms: string, name: string, en: string, roles?: string[]): MenuSeed => ({ id, parent, name, en, order, type: 'F', perms, roles });

/**
 * Task, template, keyword and matched-product screens (ids 2500–2999): the staff/admin screens under
 * Business (2000), the seller screens under Seller centre (2002). Sellers change only their own
 * tasks and templates; staff run every task but never spend a seller's money.
 */
export const taskMenus: MenuSeed[] = [
  // Business (admin, staff)
  { id: 2500, parent: MENU_DIR.business, name: '任务管理', en: 'Tasks', order: 10, type: 'C', path: 'task', component: 'system/task/index', perms: Perm.task.list, icon: 'list', roles: STAFF },
  f(2520, 2500, 1, Perm.task.query, '任务详情', 'Task details', STAFF),
  f(2521, 2500, 2, Perm.task.edit, '任务处理', 'Operate tasks', STAFF),
  f(2522, 2500, 3, Perm.task.audit, '任务审核', 'Review tasks', STAFF),
  f(2523, 2500, 4, Perm.task.distribute, '任务分配', 'Distribute tasks', STAFF),
  f(2524, 2500, 5, Perm.task.add, '任务发布', 'Publish tasks'),
  f(2525, 2500, 6, Perm.task.remove, '任务删除', 'Delete tasks'),
  { id: 2501, parent: MENU_DIR.business, name: '任务统计', en: 'Task figures', order: 11, type: 'C', path: 'task-chart', component: 'system/task/chart', perms: Perm.task.chart, icon: 'chart', roles: STAFF },
  { id: 2502, parent: MENU_DIR.business, name: '任务分配', en: 'Task workbench', order: 12, type: 'C', path: 'task-service', component: 'system/task/service', perms: Perm.task.distribute, icon: 'peoples', roles: STAFF },
  { id: 2503, parent: MENU_DIR.business, name: '任务模板', en: 'Task templates', order: 13, type: 'C', path: 'template', routeName: 'BusinessTemplate', component: 'system/template/index', perms: Perm.template.list, icon: 'form' },
  f(2530, 2503, 1, Perm.template.query, '模板查询', 'Query templates'),
  f(2531, 2503, 2, Perm.template.add, '模板新增', 'Add templates'),
  f(2532, 2503, 3, Perm.template.edit, '模板修改', 'Edit templates'),
  f(2533, 2503, 4, Perm.template.remove, '模板删除', 'Delete templates'),
  { id: 2504, parent: MENU_DIR.business, name: '关键词分配', en: 'Keywords', order: 14, type: 'C', path: 'keyword', component: 'system/keyword/index', perms: Perm.keyword.list, icon: 'search', roles: STAFF },
  f(2540, 2504, 1, Perm.keyword.query, '关键词查询', 'Query keywords', STAFF),
  f(2541, 2504, 2, Perm.keyword.edit, '关键词修改', 'Edit keywords'),
  { id: 2505, parent: MENU_DIR.business, name: '匹配商品', en: 'Matched products', order: 15, type: 'C', path: 'product', component: 'system/product/index', perms: Perm.product.list, icon: 'shopping', roles: STAFF },
  f(2545, 2505, 1, Perm.product.query, '商品查询', 'Query products', STAFF),
  f(2546, 2505, 2, Perm.product.add, '商品新增', 'Add products'),
  f(2547, 2505, 3, Perm.product.edit, '商品修改', 'Edit products'),
  f(2548, 2505, 4, Perm.product.remove, '商品删除', 'Delete products'),

  // Seller centre (common, zi)
  { id: 2510, parent: MENU_DIR.seller, name: '发布任务', en: 'Publish task', order: 1, type: 'C', path: 'publish', component: 'user/publish/index', perms: Perm.task.add, icon: 'edit', roles: SELLERS },
  { id: 2511, parent: MENU_DIR.seller, name: '我的任务', en: 'My tasks', order: 2, type: 'C', path: 'task-list', component: 'user/task-list/index', perms: Perm.task.list, icon: 'list', roles: SELLERS },
  f(2550, 2511, 1, Perm.task.query, '任务详情', 'Task details', SELLERS),
  f(2551, 2511, 2, Perm.task.edit, '任务修改', 'Edit tasks', SELLERS),
  f(2552, 2511, 3, Perm.task.remove, '任务删除', 'Delete tasks', SELLERS),
  f(2553, 2511, 4, Perm.task.chart, '任务统计', 'Task figures', SELLERS),
  f(2554, 2511, 5, Perm.keyword.list, '关键词列表', 'List keywords', SELLERS),
  f(2555, 2511, 6, Perm.keyword.query, '关键词查询', 'Query keywords', SELLERS),
  f(2556, 2511, 7, Perm.keyword.edit, '关键词修改', 'Edit keywords', SELLERS),
  f(2557, 2511, 8, Perm.product.list, '商品列表', 'List products', SELLERS),
  f(2558, 2511, 9, Perm.product.query, '商品查询', 'Query products', SELLERS),
  f(2559, 2511, 10, Perm.product.add, '商品新增', 'Add products', SELLERS),
  f(2560, 2511, 11, Perm.product.edit, '商品修改', 'Edit products', SELLERS),
  f(2561, 2511, 12, Perm.product.remove, '商品删除', 'Delete products', SELLERS),
  { id: 2512, parent: MENU_DIR.seller, name: '我的模板', en: 'My templates', order: 3, type: 'C', path: 'template', routeName: 'SellerTemplate', component: 'user/template/index', perms: Perm.template.list, icon: 'form', roles: SELLERS },
  f(2565, 2512, 1, Perm.template.query, '模板查询', 'Query templates', SELLERS),
  f(2566, 2512, 2, Perm.template.add, '模板新增', 'Add templates', SELLERS),
  f(2567, 2512, 3, Perm.template.edit, '模板修改', 'Edit templates', SELLERS),
  f(2568, 2512, 4, Perm.template.remove, '模板删除', 'Delete templates', SELLERS),
];
