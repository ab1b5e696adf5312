import type { AdjustResult, AjaxResult, Customer, CustomerAdjust, CustomerEdit, CustomerListQuery, TableData } from '@ceping/contract';
import { get, put } from '../../api/request.ts';

const base = '/system/customer';

export type CustomerListParams = Partial<CustomerListQuery>;

/** Sellers (roles common / zi) with balance, frozen amount, uplift, surcharge, site and parent. */
export function listCustomer(params: CustomerListParams): Promise<TableData<Customer>> {
  return get<TableData<Customer>>(`${base}/list`, params);
}

export function getCustomer(userId: number): Promise<AjaxResult<Customer>> {
  return get<AjaxResult<Customer>>(`${base}/${userId}`);
}

/** Rate, surcharge, site, parent, status and remark only; balances change through `adjustBalance`. */
export function updateCustomer(data: CustomerEdit): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}

/** A signed balance correction with its reason (ledger type 10). */
export function adjustBalance(data: CustomerAdjust): Promise<AjaxResult<AdjustResult>> {
  return put<AjaxResult<AdjustResult>>(`${base}/adjust`, data);
}
