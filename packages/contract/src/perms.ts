/**
 * Permission strings (RuoYi style `module:resource:action`). Routes declare them; menus seed them as
 * F-type rows; the web gates buttons with them. `ANY_USER` marks a route open to every logged-in
 * user and `PUBLIC` one open without a session.
 */
export const PUBLIC = 'public' as const;
export const ANY_USER = 'authenticated' as const;
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLE = 'admin';

const crud = <R extends string>(module: string, resource: R) =>
  ({
    list: `${module}:${resource}:list`,
    query: `${module}:${resource}:query`,
    add: `${module}:${resource}:add`,
    edit: `${module}:${resource}:edit`,
    remove: `${module}:${resource}:remove`,
    export: `${module}:${resource}:export`,
  }) as const;

export const Perm = {
  user: { ...crud('system', 'user'), import: 'system:user:import', resetPwd: 'system:user:resetPwd' },
  role: crud('system', 'role'),
  menu: crud('system', 'menu'),
  dept: crud('system', 'dept'),
  post: crud('system', 'post'),
  dict: crud('system', 'dict'),
  config: crud('system', 'config'),
  notice: crud('system', 'notice'),
  region: crud('system', 'region'),
  site: crud('system', 'site'),
  /** Login-page banners per site. */
  carousel: crud('system', 'carousel'),
  price: crud('system', 'price'),
  fee: crud('system', 'fee'),
  shop: crud('system', 'shop'),
  template: crud('system', 'template'),
  customer: crud('system', 'customer'),
  fund: { ...crud('system', 'fund'), adjust: 'system:fund:adjust', overview: 'system:fund:overview' },
  task: {
    ...crud('system', 'task'),
    audit: 'system:task:audit',
    distribute: 'system:task:distribute',
    chart: 'system:task:chart',
  },
  keyword: crud('system', 'keyword'),
  product: crud('system', 'product'),
  staff: crud('system', 'staff'),
  orders: {
    ...crud('system', 'orders'),
    complete: 'system:orders:complete',
    comment: 'system:orders:comment',
    ship: 'system:orders:ship',
    cancel: 'system:orders:cancel',
    exception: 'system:orders:exception',
    resolve: 'system:orders:resolve',
    settle: 'system:orders:settle',
  },
  pwd: crud('system', 'pwd'),
  withdrawal: { ...crud('system', 'withdrawal'), audit: 'system:withdrawal:audit' },
  /** Withdrawal: finance pays an approved request; the owner cancels a pending one. */
  withdrawalMoney: { pay: 'system:withdrawal:pay', cancel: 'system:withdrawal:cancel' },
  recharge: { ...crud('system', 'recharge'), audit: 'system:recharge:audit', cancel: 'system:recharge:cancel' },
  collection: crud('system', 'collection'),
  debt: { ...crud('system', 'debt'), writeOff: 'system:debt:writeOff' },
  /** System tools: the API document (RuoYi's 系统接口). */
  tool: { swagger: 'tool:swagger:list' },
  /** Monitor (RuoYi's 系统监控) and the log screens under System → Logs. */
  monitor: {
    online: {
      list: 'monitor:online:list',
      query: 'monitor:online:query',
      batchLogout: 'monitor:online:batchLogout',
      forceLogout: 'monitor:online:forceLogout',
    },
    logininfor: {
      list: 'monitor:logininfor:list',
      query: 'monitor:logininfor:query',
      remove: 'monitor:logininfor:remove',
      export: 'monitor:logininfor:export',
      unlock: 'monitor:logininfor:unlock',
    },
    operlog: { list: 'monitor:operlog:list', query: 'monitor:operlog:query', remove: 'monitor:operlog:remove', export: 'monitor:operlog:export' },
    server: 'monitor:server:list',
    cache: 'monitor:cache:list',
    druid: 'monitor:druid:list',
  },
  /** Scheduled jobs (RuoYi's monitor:job:*). */
  job: { ...crud('monitor', 'job'), changeStatus: 'monitor:job:changeStatus' },
  /** The seller's invite code and sub-accounts (role common only). */
  invitation: { list: 'system:invitation:list', query: 'system:invitation:query', edit: 'system:invitation:edit' },
  /** The caller's own message inbox (sellers). */
  message: { list: 'system:message:list', edit: 'system:message:edit', remove: 'system:message:remove' },
  complaint: {
    ...crud('system', 'complaint'),
    reply: 'system:complaint:reply',
    handle: 'system:complaint:handle',
    confirm: 'system:complaint:confirm',
  },
  /** Invoices: sellers request (add) and withdraw (cancel) their own; finance takes, issues and rejects (audit) and voids. */
  invoice: {
    list: 'system:invoice:list',
    query: 'system:invoice:query',
    add: 'system:invoice:add',
    cancel: 'system:invoice:cancel',
    audit: 'system:invoice:audit',
    void: 'system:invoice:void',
    export: 'system:invoice:export',
  },
  /** Statements (`system/table order`): finance generates and settles; the owner confirms or disputes. */
  statement: {
    list: 'system:statement:list',
    query: 'system:statement:query',
    export: 'system:statement:export',
    generate: 'system:statement:generate',
    settle: 'system:statement:settle',
    confirm: 'system:statement:confirm',
    dispute: 'system:statement:dispute',
  },
} as const;
