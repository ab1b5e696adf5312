export * from './common.ts';
export * from './auth.ts';
export * from './messages.ts';
export * from './perms.ts';
export * from './system/user.ts';
export * from './system/dict.ts';
export * from './system/role.ts';
export * from './system/menu.ts';
export * from './system/config.ts';
export * from './system/notice.ts';
export * from './dicts.ts';
export * from './business/task.ts';
export * from './business/template.ts';
export * from './business/keyword.ts';
export * from './business/product.ts';
export * from './business/catalogue-fields.ts';
export * from './business/region.ts';
export * from './business/site.ts';
export * from './business/price.ts';
export * from './business/shop.ts';
export * from './business/customer.ts';
export * from './business/fund.ts';
export * from './business/pwd.ts';
export * from './business/order.ts';
export * from './business/monitor.ts';
export * from './business/money.ts';
export * from './business/complaint.ts';
export * from './business/invoice.ts';
export * from './business/statement.ts';
export * from './business/account.ts';
export * from './business/carousel.ts';
export type {
  OrderDetail,
  OrderEventRow,
  OrderFundRow,
  OrderProductRow,
  OrderResult,
  OrderRow,
  OrdersCharts3,
  OrdersChartsIndex,
  OrderTotalRow,
  OrderTotals,
  ReviewRow,
  StaffRow,
} from './endpoints/order-rows.ts';
export * from './wire.ts';
export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './business/task-rules.ts';
export * from './monitor/job.ts';
export * from './system/dept.ts';
export * from './system/post.ts';
