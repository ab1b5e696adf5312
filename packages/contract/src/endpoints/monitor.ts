import { z } from 'zod';
import { cacheKeySchema, cacheNameSchema, logininforQuerySchema, onlineQuerySchema, operlogQuerySchema, tokenIdSchema } from '../business/monitor.ts';
import { idListSchema, idSchema, text } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf, tableOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './monitor-rows.ts';

const P = Perm.monitor;

export const onlineEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/monitor/online/list',
    perm: P.online.list,
    summary: { zh: '在线用户列表', en: 'Online sessions' },
    tags: ['monitor/online'],
    query: onlineQuerySchema,
    response: tableOf(rows.onlineRow),
  }),
  forceLogout: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/online/:tokenId',
    perm: P.online.forceLogout,
    summary: { zh: '强退用户', en: 'Force a session out' },
    tags: ['monitor/online'],
    params: z.object({ tokenId: tokenIdSchema }),
    response: envelope,
  }),
};

export const logininforEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/monitor/logininfor/list',
    perm: P.logininfor.list,
    summary: { zh: '登录日志列表', en: 'Login log' },
    tags: ['monitor/logininfor'],
    query: logininforQuerySchema,
    response: estimatedTableOf(rows.logininforRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/monitor/logininfor/export',
    perm: P.logininfor.export,
    summary: { zh: '导出登录日志', en: 'Export the login log' },
    tags: ['monitor/logininfor'],
    body: logininforQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  clean: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/logininfor/clean',
    perm: P.logininfor.remove,
    summary: { zh: '清空登录日志', en: 'Clear the login log' },
    tags: ['monitor/logininfor'],
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/logininfor/:infoIds',
    perm: P.logininfor.remove,
    summary: { zh: '删除登录日志', en: 'Delete login log entries' },
    tags: ['monitor/logininfor'],
    params: z.object({ infoIds: idListSchema }),
    response: envelope,
  }),
  unlock: defineEndpoint({
    method: 'GET',
    path: '/monitor/logininfor/unlock/:userName',
    perm: P.logininfor.unlock,
    summary: { zh: '账户解锁', en: 'Unlock an account' },
    tags: ['monitor/logininfor'],
    params: z.object({ userName: text().trim().min(1).max(50) }),
    response: envelope,
  }),
};

export const operlogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/monitor/operlog/list',
    perm: P.operlog.list,
    summary: { zh: '操作日志列表', en: 'Operation log' },
    tags: ['monitor/operlog'],
    query: operlogQuerySchema,
    response: estimatedTableOf(rows.operlogRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/monitor/operlog/:operId',
    perm: P.operlog.query,
    summary: { zh: '操作日志详细', en: 'Operation log entry' },
    tags: ['monitor/operlog'],
    params: z.object({ operId: idSchema }),
    response: okOf(rows.operlogRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/monitor/operlog/export',
    perm: P.operlog.export,
    summary: { zh: '导出操作日志', en: 'Export the operation log' },
    tags: ['monitor/operlog'],
    body: operlogQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  clean: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/operlog/clean',
    perm: P.operlog.remove,
    summary: { zh: '清空操作日志', en: 'Clear the operation log' },
    tags: ['monitor/operlog'],
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/operlog/:operIds',
    perm: P.operlog.remove,
    summary: { zh: '删除操作日志', en: 'Delete operation log entries' },
    tags: ['monitor/operlog'],
    params: z.object({ operIds: idListSchema }),
    response: envelope,
  }),
};

export const serverMonitorEndpoints = {
  server: defineEndpoint({
    method: 'GET',
    path: '/monitor/server',
    perm: P.server,
    summary: { zh: '服务监控', en: 'Server monitor' },
    tags: ['monitor/server'],
    response: okOf(rows.serverInfo),
  }),
  database: defineEndpoint({
    method: 'GET',
    path: '/monitor/database',
    perm: P.druid,
    summary: { zh: '数据库监控', en: 'Database monitor' },
    tags: ['monitor/database'],
    response: okOf(rows.databaseInfo),
  }),
  metrics: defineEndpoint({
    method: 'GET',
    path: '/metrics',
    perm: P.server,
    summary: { zh: 'Prometheus 指标', en: 'Prometheus metrics' },
    tags: ['monitor/server'],
    response: fileResponse('text/plain; version=0.0.4; charset=utf-8'),
  }),
};

export const cacheEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/monitor/cache',
    perm: P.cache,
    summary: { zh: '缓存监控', en: 'Cache monitor' },
    tags: ['monitor/cache'],
    response: okOf(rows.cacheInfo),
  }),
  names: defineEndpoint({
    method: 'GET',
    path: '/monitor/cache/getNames',
    perm: P.cache,
    summary: { zh: '缓存名称', en: 'Cache names' },
    tags: ['monitor/cache'],
    response: okOf(z.array(rows.cacheEntry)),
  }),
  keys: defineEndpoint({
    method: 'GET',
    path: '/monitor/cache/getKeys/:cacheName',
    perm: P.cache,
    summary: { zh: '缓存键名', en: 'Cache keys' },
    tags: ['monitor/cache'],
    params: z.object({ cacheName: cacheNameSchema }),
    response: okOf(z.array(z.string())),
  }),
  value: defineEndpoint({
    method: 'GET',
    path: '/monitor/cache/getValue/:cacheName/:cacheKey',
    perm: P.cache,
    summary: { zh: '缓存内容', en: 'Cache value' },
    tags: ['monitor/cache'],
    params: z.object({ cacheName: cacheNameSchema, cacheKey: cacheKeySchema }),
    response: okOf(rows.cacheEntry),
  }),
  clearName: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/cache/clearCacheName/:cacheName',
    perm: P.cache,
    summary: { zh: '清理缓存名称', en: 'Clear a cache' },
    tags: ['monitor/cache'],
    params: z.object({ cacheName: cacheNameSchema }),
    response: envelope,
  }),
  clearKey: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/cache/clearCacheKey/:cacheKey',
    perm: P.cache,
    summary: { zh: '清理缓存键名', en: 'Clear a cache key' },
    tags: ['monitor/cache'],
    params: z.object({ cacheKey: cacheKeySchema }),
    response: envelope,
  }),
  clearAll: defineEndpoint({
    method: 'DELETE',
    path: '/monitor/cache/clearCacheAll',
    perm: P.cache,
    summary: { zh: '清理全部缓存', en: 'Clear every cache' },
    tags: ['monitor/cache'],
    response: envelope,
  }),
};
