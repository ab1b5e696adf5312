import { type CollectionBody, type CollectionEdit, type CollectionListQuery, collectionEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type CollectionListParams = Partial<CollectionListQuery>;

export const listCollection = (query: CollectionListParams) => call(collectionEndpoints.list, { query });
/** The enabled accounts of the caller's site (the recharge page). */
export const collectionOptions = () => call(collectionEndpoints.options);
export const addCollection = (body: CollectionBody) => call(collectionEndpoints.add, { body });
export const updateCollection = (body: CollectionEdit) => call(collectionEndpoints.edit, { body });
export const delCollection = (collectionIds: number | number[]) => call(collectionEndpoints.remove, { params: { collectionIds } });
