import { Perm } from '@ceping/contract';
import { MENU_DIR } from './menus-business.ts';
import { type MenuSeed, menuButton } from './menus.ts';

const SELLERS = ['common', 'zi'];
const STAFF = ['service'];

/** A button row carrying one permission string. */
const f = menuButton;

/** Menu ids of the order screens (the web and tests refer to them). */
export const ORDER_MENU = {
  orders: 2600,
  workbench: 2601,
  evaluate: 2602,
  staff: 2603,
  shopOne: 2604,
  sellerOrders: 2640,
  remarkList: 2641,
  totalList: 2642,
} as const;

/**
 * Order, review and staff screens (ids 2600–2699): all orders, the staff workbench, review records,
 * staff members and one shop's page under Business (2000); the seller's orders, remarks and totals
 * under Seller centre (2002). Staff run orders but never cancel, resolve, settle or delete them
 * (admin); sellers read their orders (and their sub-accounts') and write only their own remark.
 */
export const orderMenus: MenuSeed[] = [
  // Business (admin, staff)
  {
    id: ORDER_MENU.orders,
    parent: MENU_DIR.business,
    name: '订单管理',
    en: 'Orders',
    order: 30,
    type: 'C',
    path: 'orders',
    component: 'system/orders/order',
    perms: Perm.orders.list,
    icon: 'list',
    roles: STAFF,
  },
  f(2610, ORDER_MENU.orders, 1, Perm.orders.query, '订单查询', 'Query orders', STAFF),
  f(2611, ORDER_MENU.orders, 2, Perm.orders.add, '订单新增', 'Place orders', STAFF),
  f(2612, ORDER_MENU.orders, 3, Perm.orders.edit, '订单修改', 'Edit orders', STAFF),
  f(2613, ORDER_MENU.orders, 4, Perm.orders.remove, '订单删除', 'Delete orders'),
  f(2614, ORDER_MENU.orders, 5, Perm.orders.export, '订单导出', 'Export orders', STAFF),
  f(2615, ORDER_MENU.orders, 6, Perm.orders.ship, '标记发货', 'Mark shipped', STAFF),
  f(2616, ORDER_MENU.orders, 7, Perm.orders.complete, '确认收货', 'Confirm receipt', STAFF),
  f(2617, ORDER_MENU.orders, 8, Perm.orders.comment, '记录评价', 'Record reviews', STAFF),
  f(2618, ORDER_MENU.orders, 9, Perm.orders.exception, '标记异常', 'Flag exceptions', STAFF),
  f(2619, ORDER_MENU.orders, 10, Perm.orders.cancel, '取消订单', 'Cancel orders'),
  f(2620, ORDER_MENU.orders, 11, Perm.orders.resolve, '处理异常', 'Resolve exceptions'),
  f(2621, ORDER_MENU.orders, 12, Perm.orders.settle, '结算审核', 'Approve settlements'),
  {
    id: ORDER_MENU.workbench,
    parent: MENU_DIR.business,
    name: '订单工作台',
    en: 'Order desk',
    order: 31,
    type: 'C',
    path: 'orders-service',
    component: 'system/orders/service',
    perms: Perm.orders.add,
    icon: 'peoples',
    roles: STAFF,
  },
  {
    id: ORDER_MENU.evaluate,
    parent: MENU_DIR.business,
    name: '评价记录',
    en: 'Reviews',
    order: 32,
    type: 'C',
    path: 'evaluate',
    component: 'system/evaluate/index',
    perms: Perm.orders.list,
    icon: 'message',
    roles: STAFF,
  },
  {
    id: ORDER_MENU.staff,
    parent: MENU_DIR.business,
    name: '客服管理',
    en: 'Staff',
    order: 33,
    type: 'C',
    path: 'staff',
    component: 'system/staff/index',
    perms: Perm.staff.list,
    icon: 'people',
  },
  f(2630, ORDER_MENU.staff, 1, Perm.staff.query, '客服查询', 'Query staff'),
  f(2631, ORDER_MENU.staff, 2, Perm.staff.add, '客服新增', 'Add staff profiles'),
  f(2632, ORDER_MENU.staff, 3, Perm.staff.edit, '客服修改', 'Edit staff profiles'),
  f(2633, ORDER_MENU.staff, 4, Perm.staff.remove, '客服删除', 'Delete staff profiles'),
  {
    id: ORDER_MENU.shopOne,
    parent: MENU_DIR.business,
    name: '店铺详情',
    en: 'Shop details',
    order: 34,
    type: 'C',
    path: 'shop-one',
    component: 'system/shopOne/index',
    perms: Perm.shop.query,
    icon: 'shopping',
    visible: '1',
    roles: STAFF,
  },

  // Seller centre (common, zi): own orders and the sub-accounts' (read only), own remarks
  {
    id: ORDER_MENU.sellerOrders,
    parent: MENU_DIR.seller,
    name: '我的订单',
    en: 'My orders',
    order: 3,
    type: 'C',
    path: 'my-orders',
    component: 'system/orders/merchant',
    perms: Perm.orders.list,
    icon: 'list',
    roles: SELLERS,
  },
  f(2650, ORDER_MENU.sellerOrders, 1, Perm.orders.query, '订单查询', 'Query orders', SELLERS),
  f(2651, ORDER_MENU.sellerOrders, 2, Perm.orders.export, '订单导出', 'Export orders', SELLERS),
  f(2652, ORDER_MENU.sellerOrders, 3, Perm.orders.edit, '订单备注', 'Remark on orders', SELLERS),
  {
    id: ORDER_MENU.remarkList,
    parent: MENU_DIR.seller,
    name: '订单备注',
    en: 'Order remarks',
    order: 9,
    type: 'C',
    path: 'remark-list',
    component: 'user/remark-list/index',
    perms: Perm.orders.list,
    icon: 'edit',
    roles: SELLERS,
  },
  {
    id: ORDER_MENU.totalList,
    parent: MENU_DIR.seller,
    name: '订单统计',
    en: 'Order totals',
    order: 10,
    type: 'C',
    path: 'total-list',
    component: 'user/total-list/index',
    perms: Perm.orders.list,
    icon: 'chart',
    roles: SELLERS,
  },
];
