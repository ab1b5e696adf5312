import type { AjaxResult, DefaultPrice, Price, PriceBody, PriceEdit, PriceListQuery, TableData } from '@ceping/contract';
import { del, get, post, put } from '../../api/request.ts';

const base = '/system/price';

/** `scope`: `default` rows only, `user` seller rows only. */
export type PriceListParams = Partial<PriceListQuery>;

export function listPrice(params: PriceListParams): Promise<TableData<Price>> {
  return get<TableData<Price>>(`${base}/list`, params);
}

/** Every region with its default price row (null price fields where none is set). */
export function listDefaultPrice(): Promise<AjaxResult<DefaultPrice[]>> {
  return get<AjaxResult<DefaultPrice[]>>(`${base}/default`);
}

export function getPrice(priceId: number): Promise<AjaxResult<Price>> {
  return get<AjaxResult<Price>>(`${base}/${priceId}`);
}

export function addPrice(data: PriceBody): Promise<AjaxResult> {
  return post<AjaxResult>(base, data);
}

export function updatePrice(data: PriceEdit): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}

export function delPrice(ids: number | number[]): Promise<AjaxResult> {
  return del<AjaxResult>(`${base}/${Array.isArray(ids) ? ids.join(',') : ids}`);
}
