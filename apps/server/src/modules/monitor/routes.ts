import { cacheEndpoints, formatMessage, logininforEndpoints, onlineEndpoints, operlogEndpoints, serverMonitorEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../core/access.ts';
import { sendXlsx } from '../../core/download.ts';
import { route } from '../../core/endpoint.ts';
import { ok, table, tablePage } from '../../core/envelope.ts';
import { unlockLoginName } from '../auth/index.ts';
import { cacheKeys, cacheNames, cacheOverview, cacheValue, clearCacheAll, clearCacheKey, clearCacheName } from './cache.ts';
import { databaseInfo } from './database.ts';
import {
  cleanLogininfor,
  cleanOperlog,
  exportLogininfor,
  exportOperlog,
  getOperlog,
  listLogininfor,
  listOperlog,
  logininforWorkbook,
  operlogWorkbook,
  removeLogininfor,
  removeOperlog,
} from './logs.ts';
import { METRICS_TYPE, metricsText } from './metrics.ts';
import { forceLogout, listOnline } from './online.ts';
import { serverInfo } from './server-info.ts';

const log = (title: string, businessType: number) => ({ config: { log: { title, businessType } } });

/** `/monitor/**`: online users, login and operation logs, server, cache and database monitors, metrics. */
export const monitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  // ---- online users
  route(app, onlineEndpoints.list, async (req) => {
    const rows = await listOnline(app.sessions, req.query, currentUser(req));
    return table(req, rows, rows.length);
  });
  route(app, onlineEndpoints.forceLogout, log('在线用户', BusinessType.FORCE), async (req) => {
    await forceLogout(app.sessions, req.params.tokenId, currentUser(req));
    return ok(req);
  });

  // ---- login log
  route(app, logininforEndpoints.list, async (req) => {
    return tablePage(req, await listLogininfor(db, req.query));
  });
  route(app, logininforEndpoints.export, log('登录日志', BusinessType.EXPORT), async (req, reply) =>
    sendXlsx(reply, await logininforWorkbook(req.lang, await exportLogininfor(db, req.body))),
  );
  route(app, logininforEndpoints.clean, log('登录日志', BusinessType.CLEAN), async (req) => {
    await cleanLogininfor(db);
    return ok(req);
  });
  route(app, logininforEndpoints.remove, log('登录日志', BusinessType.DELETE), async (req) => {
    await removeLogininfor(db, req.params.infoIds);
    return ok(req);
  });
  route(app, logininforEndpoints.unlock, log('账户解锁', BusinessType.OTHER), async (req) => {
    await unlockLoginName(store, req.params.userName);
    return { code: 200, msg: formatMessage(req.lang, 'monitor.unlock.done', req.params.userName) };
  });

  // ---- operation log
  route(app, operlogEndpoints.list, async (req) => {
    return tablePage(req, await listOperlog(db, req.query));
  });
  route(app, operlogEndpoints.get, async (req) => ok(req, await getOperlog(db, req.params.operId)));
  route(app, operlogEndpoints.export, log('操作日志', BusinessType.EXPORT), async (req, reply) =>
    sendXlsx(reply, await operlogWorkbook(req.lang, await exportOperlog(db, req.body))),
  );
  route(app, operlogEndpoints.clean, log('操作日志', BusinessType.CLEAN), async (req) => {
    // The rows of requests answered before this one may still be queued: written first, cleared with the rest.
    await app.operLog.flush();
    await cleanOperlog(db);
    return ok(req);
  });
  route(app, operlogEndpoints.remove, log('操作日志', BusinessType.DELETE), async (req) => {
    await removeOperlog(db, req.params.operIds);
    return ok(req);
  });

  // ---- server, database, metrics
  route(app, serverMonitorEndpoints.server, async (req) => ok(req, await serverInfo()));
  route(app, serverMonitorEndpoints.database, async (req) => ok(req, await databaseInfo(app.deps.database)));
  route(app, serverMonitorEndpoints.metrics, async (_req, reply) => reply.header('Content-Type', METRICS_TYPE).send(await metricsText()));

  // ---- cache
  route(app, cacheEndpoints.info, async (req) => ok(req, await cacheOverview(store)));
  route(app, cacheEndpoints.names, async (req) => ok(req, cacheNames(req.lang)));
  route(app, cacheEndpoints.keys, async (req) => ok(req, await cacheKeys(store, req.params.cacheName)));
  route(app, cacheEndpoints.value, async (req) => ok(req, await cacheValue(store, req.params.cacheName, req.params.cacheKey, req.lang)));
  route(app, cacheEndpoints.clearName, log('缓存监控', BusinessType.CLEAN), async (req) => {
    await clearCacheName(store, req.params.cacheName);
    return ok(req);
  });
  route(app, cacheEndpoints.clearKey, log('缓存监控', BusinessType.CLEAN), async (req) => {
    await clearCacheKey(store, req.params.cacheKey);
    return ok(req);
  });
  route(app, cacheEndpoints.clearAll, log('缓存监控', BusinessType.CLEAN), async (req) => {
    await clearCacheAll(store);
    return ok(req);
  });
};
