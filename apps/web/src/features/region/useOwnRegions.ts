import type { RegionRow } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { listRegion } from './api.ts';

/** Enough for every region at once (the server caps a page at 1000). */
const ALL = 1000;

/**
 * The enabled regions with the price package that applies to the caller: a seller's own rates,
 * prices and fees (its own rows, its parent's, or the defaults), as `GET /system/region/list` answers.
 */
export function useOwnRegions() {
  return useQuery({
    queryKey: ['business', 'region', 'own'],
    queryFn: async (): Promise<RegionRow[]> => (await listRegion({ pageNum: 1, pageSize: ALL, status: '0' })).rows,
  });
}
