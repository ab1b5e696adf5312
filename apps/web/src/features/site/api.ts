import type { AjaxResult, Site, SiteBody, SiteEdit, SiteListQuery, SiteOption, TableData } from '@ceping/contract';
import { del, get, post, put } from '../../api/request.ts';

const base = '/system/site';

export type SiteListParams = Partial<SiteListQuery>;

export function listSite(params: SiteListParams): Promise<TableData<Site>> {
  return get<TableData<Site>>(`${base}/list`, params);
}

export function getSite(siteId: number): Promise<AjaxResult<Site>> {
  return get<AjaxResult<Site>>(`${base}/${siteId}`);
}

/** Every site (id, name, logo, status) for selects. */
export function siteOptions(): Promise<AjaxResult<SiteOption[]>> {
  return get<AjaxResult<SiteOption[]>>(`${base}/options`);
}

export function addSite(data: SiteBody): Promise<AjaxResult> {
  return post<AjaxResult>(base, data);
}

export function updateSite(data: SiteEdit): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}

export function delSite(ids: number | number[]): Promise<AjaxResult> {
  return del<AjaxResult>(`${base}/${Array.isArray(ids) ? ids.join(',') : ids}`);
}
