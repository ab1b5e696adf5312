import {
  type LogininforQuery,
  type OnlineQuery,
  type OperlogQuery,
  cacheEndpoints,
  logininforEndpoints,
  onlineEndpoints,
  operlogEndpoints,
  serverMonitorEndpoints,
} from '@ceping/contract';
import { call, callDownload } from '../../api/endpoint.ts';

export type LogininforParams = Partial<LogininforQuery>;
export type OperlogParams = Partial<OperlogQuery>;

export const listOnline = (query: OnlineQuery) => call(onlineEndpoints.list, { query });
export const forceLogout = (tokenId: string) => call(onlineEndpoints.forceLogout, { params: { tokenId } });

export const listLogininfor = (query: LogininforParams) => call(logininforEndpoints.list, { query });
export const delLogininfor = (infoIds: number[]) => call(logininforEndpoints.remove, { params: { infoIds } });
export const cleanLogininfor = () => call(logininforEndpoints.clean);
export const unlockLogininfor = (userName: string) => call(logininforEndpoints.unlock, { params: { userName } });
export const exportLogininfor = (body: LogininforParams) => callDownload(logininforEndpoints.export, { body }, `logininfor_${Date.now()}.xlsx`);

export const listOperlog = (query: OperlogParams) => call(operlogEndpoints.list, { query });
export const getOperlog = (operId: number) => call(operlogEndpoints.get, { params: { operId } });
export const delOperlog = (operIds: number[]) => call(operlogEndpoints.remove, { params: { operIds } });
export const cleanOperlog = () => call(operlogEndpoints.clean);
export const exportOperlog = (body: OperlogParams) => callDownload(operlogEndpoints.export, { body }, `operlog_${Date.now()}.xlsx`);

export const getServer = () => call(serverMonitorEndpoints.server);
export const getDatabase = () => call(serverMonitorEndpoints.database);

export const getCache = () => call(cacheEndpoints.info);
export const listCacheName = () => call(cacheEndpoints.names);
export const listCacheKey = (cacheName: string) => call(cacheEndpoints.keys, { params: { cacheName } });
export const getCacheValue = (cacheName: string, cacheKey: string) => call(cacheEndpoints.value, { params: { cacheName, cacheKey } });
export const clearCacheName = (cacheName: string) => call(cacheEndpoints.clearName, { params: { cacheName } });
export const clearCacheKey = (cacheKey: string) => call(cacheEndpoints.clearKey, { params: { cacheKey } });
export const clearCacheAll = () => call(cacheEndpoints.clearAll);
