import { Perm } from '@ceping/contract';
import type { MenuSeed } from './menus.ts';

/**
 * Business, finance and seller-portal menus (ids 2000–2499). The three directories are shared:
 * task screens hang under 2000 (staff) and 2002 (sellers) too.
 */
export const MENU_DIR = { business: 2000, finance: 2001, seller: 2002 } as const;

const STAFF = ['service'];
const SELLERS = ['common', 'zi'];
const f = (id: number, parent: number, order: number, perms: string, name: string, en: string, roles?: string[]): MenuSeed => ({ id, parent, name, en, order, type: 'F', perms, roles });
/** query/add/edit/remove buttons of one resource; `readers` get the query button only. */
const crudButtons = (first: number, parent: number, p: { query: string; add: string; edit: string; remove: string }, what: [string, string], readers?: string[], writers?: string[]): MenuSeed[] => [
  f(first, parent, 1, p.query, `${what[0]}查询`, `Query ${what[1]}`, [...(readers ?? []), ...(writers ?? [])]),
  f(first + 1, parent, 2, p.add, `${what[0]}新增`, `Add ${what[1]}`, writers),
  f(first + 2, parent, 3, p.edit, `${what[0]}修改`, `Edit ${what[1]}`, writers),
  f(first + 3, parent, 4, p.remove, `${what[0]}删除`, `Delete ${what[1]}`, writers),
];

export const businessMenus: MenuSeed[] = [
  { id: MENU_DIR.business, parent: 0, name: '业务管理', en: 'Business', order: 10, type: 'M', path: 'business', icon: 'shopping', roles: STAFF },
  { id: MENU_DIR.finance, parent: 0, name: '财务管理', en: 'Finance', order: 20, type: 'M', path: 'finance', icon: 'money' },
  { id: MENU_DIR.seller, parent: 0, name: '商家中心', en: 'Seller centre', order: 5, type: 'M', path: 'seller', icon: 'user', roles: SELLERS },

  // Business (staff read the catalogue; admin edits it)
  { id: 2010, parent: MENU_DIR.business, name: '国家/地区', en: 'Regions', order: 20, type: 'C', path: 'region', component: 'system/region/index', perms: Perm.region.list, icon: 'international', roles: STAFF },
  ...crudButtons(2011, 2010, Perm.region, ['地区', 'regions'], STAFF),
  { id: 2020, parent: MENU_DIR.business, name: '站点管理', en: 'Sites', order: 21, type: 'C', path: 'site', component: 'system/site/index', perms: Perm.site.list, icon: 'guide' },
  ...crudButtons(2021, 2020, Perm.site, ['站点', 'sites']),
  { id: 2030, parent: MENU_DIR.business, name: '价格管理', en: 'Prices', order: 22, type: 'C', path: 'price', component: 'system/price/index', perms: Perm.price.list, icon: 'money', roles: STAFF },
  ...crudButtons(2031, 2030, Perm.price, ['价格', 'prices'], STAFF),
  { id: 2040, parent: MENU_DIR.business, name: '增值服务价格', en: 'Service fees', order: 23, type: 'C', path: 'fee', component: 'system/fee/index', perms: Perm.fee.list, icon: 'list', roles: STAFF },
  ...crudButtons(2041, 2040, Perm.fee, ['服务价格', 'service fees'], STAFF),
  { id: 2050, parent: MENU_DIR.business, name: '店铺管理', en: 'Shops', order: 24, type: 'C', path: 'shop', component: 'system/shop/index', perms: Perm.shop.list, icon: 'shopping', roles: STAFF },
  ...crudButtons(2051, 2050, Perm.shop, ['店铺', 'shops'], STAFF),

  // Finance (admin, or a finance role granted these rows)
  { id: 2100, parent: MENU_DIR.finance, name: '客户管理', en: 'Sellers', order: 1, type: 'C', path: 'customer', component: 'system/customer/index', perms: Perm.customer.list, icon: 'peoples' },
  f(2101, 2100, 1, Perm.customer.query, '客户查询', 'Query sellers'),
  f(2102, 2100, 2, Perm.customer.edit, '客户修改', 'Edit sellers'),
  f(2103, 2100, 3, Perm.fund.adjust, '调整余额', 'Adjust balance'),
  { id: 2110, parent: MENU_DIR.finance, name: '资金总览', en: 'Balances', order: 2, type: 'C', path: 'fund', component: 'system/fund/index', perms: Perm.fund.overview, icon: 'chart' },
  { id: 2120, parent: MENU_DIR.finance, name: '资金明细', en: 'Ledger', order: 3, type: 'C', path: 'fund-detail', component: 'system/detail/index', perms: Perm.fund.list, icon: 'log' },
  f(2121, 2120, 1, Perm.fund.query, '明细查询', 'Query ledger'),
  f(2122, 2120, 2, Perm.fund.export, '明细导出', 'Export ledger'),
  { id: 2130, parent: MENU_DIR.finance, name: '二级密码', en: 'Second passwords', order: 4, type: 'C', path: 'pwd', component: 'system/pwd/index', perms: Perm.pwd.list, icon: 'password' },
  f(2131, 2130, 1, Perm.pwd.query, '二级密码查询', 'Query second passwords'),
  f(2132, 2130, 2, Perm.pwd.edit, '重置二级密码', 'Reset second password'),

  // Seller centre (own data only, enforced by the server)
  { id: 2200, parent: MENU_DIR.seller, name: '汇率', en: 'Exchange rates', order: 4, type: 'C', path: 'rates', component: 'user/rates/index', perms: Perm.region.list, icon: 'international', roles: SELLERS },
  { id: 2210, parent: MENU_DIR.seller, name: '价格套餐', en: 'My price package', order: 5, type: 'C', path: 'pack-list', component: 'user/pack-list/index', perms: Perm.region.list, icon: 'money', roles: SELLERS },
  { id: 2220, parent: MENU_DIR.seller, name: '资金明细', en: 'Wallet log', order: 6, type: 'C', path: 'wealth', component: 'user/wealth/index', perms: Perm.fund.list, icon: 'log', roles: SELLERS },
  f(2221, 2220, 1, Perm.fund.query, '明细查询', 'Query wallet log', SELLERS),
  f(2222, 2220, 2, Perm.fund.export, '明细导出', 'Export wallet log', SELLERS),
  { id: 2230, parent: MENU_DIR.seller, name: '账户安全', en: 'Account security', order: 7, type: 'C', path: 'security', component: 'user/security/index', icon: 'lock', roles: SELLERS },
  { id: 2240, parent: MENU_DIR.seller, name: '我的店铺', en: 'My shops', order: 8, type: 'C', path: 'account-shop', component: 'user/shop/index', perms: Perm.shop.list, icon: 'shopping', roles: SELLERS },
  ...crudButtons(2241, 2240, Perm.shop, ['店铺', 'shops'], undefined, SELLERS),
];
