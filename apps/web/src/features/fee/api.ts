import type { AjaxResult, Fee, FeeBody, FeeEdit, FeeListQuery, TableData } from '@ceping/contract';
import { del, get, post, put } from '../../api/request.ts';

const base = '/system/fee';

/** `scope`: `default` rows only, `user` seller rows only. */
export type FeeListParams = Partial<FeeListQuery>;

export function listFee(params: FeeListParams): Promise<TableData<Fee>> {
  return get<TableData<Fee>>(`${base}/list`, params);
}

export function getFee(feeId: number): Promise<AjaxResult<Fee>> {
  return get<AjaxResult<Fee>>(`${base}/${feeId}`);
}

export function addFee(data: FeeBody): Promise<AjaxResult> {
  return post<AjaxResult>(base, data);
}

export function updateFee(data: FeeEdit): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}

export function delFee(ids: number | number[]): Promise<AjaxResult> {
  return del<AjaxResult>(`${base}/${Array.isArray(ids) ? ids.join(',') : ids}`);
}
