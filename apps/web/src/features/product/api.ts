import type { AjaxResult, ProductAdd, ProductEdit, ProductListQuery, ProductListRow, TableData, TaskChargeResult } from '@ceping/contract';
import { del, get, post, put } from '../../api/request.ts';

const base = '/system/product';

export type ProductListParams = Partial<ProductListQuery>;

/** Matched products of tasks (`taskId`) or of orders (`orderId`). */
export function listProduct(params: ProductListParams): Promise<TableData<ProductListRow>> {
  return get<TableData<ProductListRow>>(`${base}/list`, params);
}

export function getProduct(productId: number): Promise<AjaxResult<ProductListRow>> {
  return get<AjaxResult<ProductListRow>>(`${base}/${productId}`);
}

/** Adds a matched product to the owner's pending task; the server re-prices it (`msg` names the charge). */
export function addProduct(data: ProductAdd): Promise<AjaxResult<TaskChargeResult & { productId: number }>> {
  return post<AjaxResult<TaskChargeResult & { productId: number }>>(base, data);
}

export function updateProduct(data: ProductEdit): Promise<AjaxResult<TaskChargeResult>> {
  return put<AjaxResult<TaskChargeResult>>(base, data);
}

/** Removes one matched product of a pending task (the task is re-priced, the difference refunded). */
export function delProduct(productId: number): Promise<AjaxResult<TaskChargeResult>> {
  return del<AjaxResult<TaskChargeResult>>(`${base}/${productId}`);
}
