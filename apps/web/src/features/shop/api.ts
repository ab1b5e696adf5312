import { type ShopBody, type ShopEdit, type ShopListQuery, shopEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

/** Filters and paging; a seller always gets its own shops. */
export type ShopListParams = Partial<ShopListQuery>;

export const listShop = (query: ShopListParams) => call(shopEndpoints.list, { query });

export const getShop = (shopId: number) => call(shopEndpoints.get, { params: { shopId } });

/** Enabled shops of the caller (staff may name a seller). */
export const shopOptions = (userId?: number) => call(shopEndpoints.options, { query: { userId } });

/** For a seller the server always uses its own id as the owner. */
export const addShop = (body: ShopBody) => call(shopEndpoints.add, { body });

export const updateShop = (body: ShopEdit) => call(shopEndpoints.edit, { body });

export const delShop = (shopIds: number | number[]) => call(shopEndpoints.remove, { params: { shopIds } });
