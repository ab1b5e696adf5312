import { type SiteBody, type SiteEdit, type SiteListQuery, siteEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type SiteListParams = Partial<SiteListQuery>;

export const listSite = (query: SiteListParams) => call(siteEndpoints.list, { query });

export const getSite = (siteId: number) => call(siteEndpoints.get, { params: { siteId } });

/** Every site (id, name, logo, status) for selects. */
export const siteOptions = () => call(siteEndpoints.options);

export const addSite = (body: SiteBody) => call(siteEndpoints.add, { body });

export const updateSite = (body: SiteEdit) => call(siteEndpoints.edit, { body });

export const delSite = (siteIds: number | number[]) => call(siteEndpoints.remove, { params: { siteIds } });
