import { useCallback } from 'react';
import { listRegion, type RegionListParams } from '../api.ts';
import { type PagedState, textFilter, usePagedList } from '../../../components/list/usePagedList.ts';
import type { RegionSearchValues } from './RegionSearchForm.tsx';

export const regionListKey = ['business', 'region', 'list'] as const;
const INITIAL: RegionSearchValues = {};

export function buildRegionQuery({ search, pageNum, pageSize }: PagedState<RegionSearchValues>): RegionListParams {
  const query: RegionListParams = { pageNum, pageSize };
  const regionName = textFilter(search.regionName);
  if (regionName) query.regionName = regionName;
  if (search.platform) query.platform = search.platform;
  if (search.status) query.status = search.status;
  return query;
}

/** Paged region list of the admin screen. */
export function useRegionList() {
  const build = useCallback(buildRegionQuery, []);
  return usePagedList({ key: regionListKey, buildQuery: build, fetch: listRegion, initialSearch: INITIAL });
}
