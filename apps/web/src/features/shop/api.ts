import type { AjaxResult, Shop, ShopBody, ShopEdit, ShopListQuery, ShopOption, TableData } from '@ceping/contract';
import { del, get, post, put } from '../../api/request.ts';

const base = '/system/shop';

/** Filters and paging; a seller always gets its own shops. */
export type ShopListParams = Partial<ShopListQuery>;

export function listShop(params: ShopListParams): Promise<TableData<Shop>> {
  return get<TableData<Shop>>(`${base}/list`, params);
}

export function getShop(shopId: number): Promise<AjaxResult<Shop>> {
  return get<AjaxResult<Shop>>(`${base}/${shopId}`);
}

/** Enabled shops of the caller (staff may name a seller). */
export function shopOptions(userId?: number): Promise<AjaxResult<ShopOption[]>> {
  return get<AjaxResult<ShopOption[]>>(`${base}/options`, { userId });
}

/** For a seller the server always uses its own id as the owner. */
export function addShop(data: ShopBody): Promise<AjaxResult> {
  return post<AjaxResult>(base, data);
}

export function updateShop(data: ShopEdit): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}

export function delShop(ids: number | number[]): Promise<AjaxResult> {
  return del<AjaxResult>(`${base}/${Array.isArray(ids) ? ids.join(',') : ids}`);
}
