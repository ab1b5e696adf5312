import { type PriceBody, type PriceEdit, type PriceListQuery, priceEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

/** `scope`: `default` rows only, `user` seller rows only. */
export type PriceListParams = Partial<PriceListQuery>;

export const listPrice = (query: PriceListParams) => call(priceEndpoints.list, { query });

/** Every region with its default price row (null price fields where none is set). */
export const listDefaultPrice = () => call(priceEndpoints.default);

export const getPrice = (priceId: number) => call(priceEndpoints.get, { params: { priceId } });

export const addPrice = (body: PriceBody) => call(priceEndpoints.add, { body });

export const updatePrice = (body: PriceEdit) => call(priceEndpoints.edit, { body });

export const delPrice = (priceIds: number | number[]) => call(priceEndpoints.remove, { params: { priceIds } });
