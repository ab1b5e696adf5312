import { invoiceEndpoints } from '@ceping/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../api/endpoint.ts';
import { getInvoiceable } from './api.ts';

const KEY = endpointKey(invoiceEndpoints.invoiceable);

/** The signed-in seller's invoiceable amount and its parts (read again after every request, cancel…). */
export function useInvoiceable(enabled = true) {
  return useQuery({ queryKey: KEY, queryFn: async () => (await getInvoiceable()).data, enabled, staleTime: 0 });
}

/** Marks the invoiceable amount stale, so whatever shows it reads it again. */
export function useRefreshInvoiceable() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: KEY });
}
