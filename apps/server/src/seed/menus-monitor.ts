import { Perm } from '@ceping/contract';
import type { MenuSeed } from './menus.ts';

const P = Perm.monitor;
const c = (id: number, parent: number, order: number, name: string, en: string, path: string, component: string, perms: string, icon: string): MenuSeed => ({
  id,
  parent,
  name,
  en,
  order,
  type: 'C',
  path,
  component,
  perms,
  icon,
});
const f = (id: number, parent: number, order: number, perms: string, name: string, en: string): MenuSeed => ({
  id,
  parent,
  name,
  en,
  order,
  type: 'F',
  path: '#',
  perms,
});

/**
 * RuoYi's monitor screens with RuoYi's ids (admin only): 系统监控 (2) with online users (109), the
 * database monitor (111, Druid's place), server (112), cache (113) and cache list (114); 日志管理
 * (108, under System) with the operation log (500) and the login log (501); their buttons 1039–1048.
 * Scheduled jobs (110, 1049–1054) are seeded by the jobs area.
 */
export const monitorMenus: MenuSeed[] = [
  { id: 2, parent: 0, name: '系统监控', en: 'Monitor', order: 92, type: 'M', path: 'monitor', icon: 'monitor' },
  c(109, 2, 1, '在线用户', 'Online users', 'online', 'monitor/online/index', P.online.list, 'online'),
  c(111, 2, 3, '数据监控', 'Database', 'druid', 'monitor/druid/index', P.druid, 'druid'),
  c(112, 2, 4, '服务监控', 'Server', 'server', 'monitor/server/index', P.server, 'server'),
  c(113, 2, 5, '缓存监控', 'Cache', 'cache', 'monitor/cache/index', P.cache, 'redis'),
  c(114, 2, 6, '缓存列表', 'Cache list', 'cacheList', 'monitor/cache/list', P.cache, 'redis-list'),
  { id: 108, parent: 1, name: '日志管理', en: 'Logs', order: 9, type: 'M', path: 'log', component: '', icon: 'log' },
  c(500, 108, 1, '操作日志', 'Operation log', 'operlog', 'monitor/operlog/index', P.operlog.list, 'form'),
  c(501, 108, 2, '登录日志', 'Login log', 'logininfor', 'monitor/logininfor/index', P.logininfor.list, 'logininfor'),
  f(1039, 500, 1, P.operlog.query, '操作查询', 'Query'),
  f(1040, 500, 2, P.operlog.remove, '操作删除', 'Delete'),
  f(1041, 500, 3, P.operlog.export, '日志导出', 'Export'),
  f(1042, 501, 1, P.logininfor.query, '登录查询', 'Query'),
  f(1043, 501, 2, P.logininfor.remove, '登录删除', 'Delete'),
  f(1044, 501, 3, P.logininfor.export, '日志导出', 'Export'),
  f(1045, 501, 4, P.logininfor.unlock, '账户解锁', 'Unlock'),
  f(1046, 109, 1, P.online.query, '在线查询', 'Query'),
  f(1047, 109, 2, P.online.batchLogout, '批量强退', 'Force out (batch)'),
  f(1048, 109, 3, P.online.forceLogout, '单条强退', 'Force out'),
];
