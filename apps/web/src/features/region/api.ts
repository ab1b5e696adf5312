import type { AjaxResult, RegionBatch, RegionBody, RegionEdit, RegionListQuery, RegionOption, RegionRow, TableData } from '@ceping/contract';
import { del, get, post, put } from '../../api/request.ts';

const base = '/system/region';

/** Filters and paging of the region list; `userId` picks whose effective prices the rows carry. */
export type RegionListParams = Partial<RegionListQuery>;

export function listRegion(params: RegionListParams): Promise<TableData<RegionRow>> {
  return get<TableData<RegionRow>>(`${base}/list`, params);
}

export function getRegion(regionId: number): Promise<AjaxResult<RegionRow>> {
  return get<AjaxResult<RegionRow>>(`${base}/${regionId}`);
}

/** Enabled regions for selects, names in the caller's language. */
export function regionOptions(): Promise<AjaxResult<RegionOption[]>> {
  return get<AjaxResult<RegionOption[]>>(`${base}/options`);
}

export function addRegion(data: RegionBody): Promise<AjaxResult> {
  return post<AjaxResult>(base, data);
}

export function updateRegion(data: RegionEdit): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}

/** Saves the edited rows of the exchange-rate table in one transaction. */
export function batchUpdateRegion(rows: RegionBatch): Promise<AjaxResult> {
  return put<AjaxResult>(`${base}/batch`, rows);
}

export function delRegion(ids: number | number[]): Promise<AjaxResult> {
  return del<AjaxResult>(`${base}/${Array.isArray(ids) ? ids.join(',') : ids}`);
}
