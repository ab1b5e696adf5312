import { type ConfigAdd, type ConfigEdit, type ConfigListQuery, configEndpoints } from '@ceping/contract';
import { call, callDownload, endpointKey } from '../../api/endpoint.ts';

export type ConfigListParams = Partial<ConfigListQuery>;

export const configListKey = endpointKey(configEndpoints.list);
export const listConfig = (query: ConfigListParams) => call(configEndpoints.list, { query });
export const addConfig = (body: ConfigAdd) => call(configEndpoints.add, { body });
export const updateConfig = (body: ConfigEdit) => call(configEndpoints.edit, { body });
export const delConfig = (configIds: number[]) => call(configEndpoints.remove, { params: { configIds } });
export const refreshConfigCache = () => call(configEndpoints.refreshCache);
export const exportConfig = (filters: Omit<ConfigListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(configEndpoints.export, { body: filters }, `config_${Date.now()}.xlsx`);
