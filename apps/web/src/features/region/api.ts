import { type RegionBatch, type RegionBody, type RegionEdit, type RegionListQuery, regionEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

/** Filters and paging of the region list; `userId` picks whose effective prices the rows carry. */
export type RegionListParams = Partial<RegionListQuery>;

export const listRegion = (query: RegionListParams) => call(regionEndpoints.list, { query });

export const getRegion = (regionId: number) => call(regionEndpoints.get, { params: { regionId } });

/** Enabled regions for selects, names in the caller's language. */
export const regionOptions = () => call(regionEndpoints.options);

export const addRegion = (body: RegionBody) => call(regionEndpoints.add, { body });

export const updateRegion = (body: RegionEdit) => call(regionEndpoints.edit, { body });

/** Saves the edited rows of the exchange-rate table in one transaction. */
export const batchUpdateRegion = (rows: RegionBatch) => call(regionEndpoints.batch, { body: rows });

export const delRegion = (regionIds: number | number[]) => call(regionEndpoints.remove, { params: { regionIds } });
