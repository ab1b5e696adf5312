import { type ProductAdd, type ProductEdit, type ProductListQuery, productEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type ProductListParams = Partial<ProductListQuery>;

/** Matched products of tasks (`taskId`) or of orders (`orderId`). */
export const listProduct = (query: ProductListParams) => call(productEndpoints.list, { query });

export const getProduct = (productId: number) => call(productEndpoints.get, { params: { id: productId } });

/** Adds a matched product to the owner's pending task; the server re-prices it (`msg` names the charge). */
export const addProduct = (body: ProductAdd) => call(productEndpoints.add, { body });

export const updateProduct = (body: ProductEdit) => call(productEndpoints.edit, { body });

/** Removes one matched product of a pending task (the task is re-priced, the difference refunded). */
export const delProduct = (productId: number) => call(productEndpoints.remove, { params: { id: productId } });
