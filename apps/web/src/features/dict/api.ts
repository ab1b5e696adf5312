import {
  type DictDataBody,
  type DictDataEdit,
  type DictDataListQuery,
  type DictTypeBody,
  type DictTypeEdit,
  type DictTypeListQuery,
  dictDataEndpoints,
  dictTypeEndpoints,
} from '@ceping/contract';
import { call, callDownload, endpointKey } from '../../api/endpoint.ts';

export type DictTypeListParams = Partial<DictTypeListQuery>;
export type DictDataListParams = Partial<DictDataListQuery>;

export const dictTypeListKey = endpointKey(dictTypeEndpoints.list);
export const dictDataListKey = endpointKey(dictDataEndpoints.list);
export const dictTypeOptionsKey = endpointKey(dictTypeEndpoints.optionselect);
/** Every cached dictionary lookup (`useDict`) of the client. */
export const dictEntriesKey = endpointKey(dictDataEndpoints.byType);

export const listType = (query: DictTypeListParams) => call(dictTypeEndpoints.list, { query });
export const getType = (dictId: number) => call(dictTypeEndpoints.get, { params: { dictId } });
export const optionselect = () => call(dictTypeEndpoints.optionselect);
export const addType = (body: DictTypeBody) => call(dictTypeEndpoints.add, { body });
export const updateType = (body: DictTypeEdit) => call(dictTypeEndpoints.edit, { body });
export const delType = (dictIds: number[]) => call(dictTypeEndpoints.remove, { params: { dictIds } });
export const refreshDictCache = () => call(dictTypeEndpoints.refreshCache);
export const exportType = (filters: Omit<DictTypeListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(dictTypeEndpoints.export, { body: filters }, `dict_${Date.now()}.xlsx`);

export const listData = (query: DictDataListParams) => call(dictDataEndpoints.list, { query });
export const addData = (body: DictDataBody) => call(dictDataEndpoints.add, { body });
export const updateData = (body: DictDataEdit) => call(dictDataEndpoints.edit, { body });
export const delData = (dictCodes: number[]) => call(dictDataEndpoints.remove, { params: { dictCodes } });
export const exportData = (filters: Omit<DictDataListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(dictDataEndpoints.export, { body: filters }, `dict_data_${Date.now()}.xlsx`);
