import { type CustomerAdjust, type CustomerEdit, type CustomerListQuery, customerEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type CustomerListParams = Partial<CustomerListQuery>;

/** Sellers (roles common / zi) with balance, frozen amount, uplift, surcharge, site and parent. */
export const listCustomer = (query: CustomerListParams) => call(customerEndpoints.list, { query });

export const getCustomer = (userId: number) => call(customerEndpoints.get, { params: { userId } });

/** Rate, surcharge, site, parent, status and remark only; balances change through `adjustBalance`. */
export const updateCustomer = (body: CustomerEdit) => call(customerEndpoints.edit, { body });

/** A signed balance correction with its reason (ledger type 10). */
export const adjustBalance = (body: CustomerAdjust) => call(customerEndpoints.adjust, { body });
