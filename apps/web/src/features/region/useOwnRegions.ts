import { regionEndpoints } from '@ceping/contract';
import type { RegionRow } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { listRegion } from './api.ts';
import { endpointKey } from '../../api/endpoint.ts';

/** Enough for every region at once (the server caps a page at 1000). */
const ALL = 1000;
const OWN = { pageNum: 1, pageSize: ALL, status: '0' } as const;

/**
 * The enabled regions with the price package that applies to the caller: a seller's own rates,
 * prices and fees (its own rows, its parent's, or the defaults), as `GET /system/region/list` answers.
 */
export function useOwnRegions() {
  return useQuery({
    queryKey: endpointKey(regionEndpoints.list, { query: OWN }),
    queryFn: async (): Promise<RegionRow[]> => (await listRegion(OWN)).rows,
  });
}
