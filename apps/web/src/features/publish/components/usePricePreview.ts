import { taskEndpoints } from '@ceping/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { previewTaskPrice, type TaskPriceBody } from '../../task/index.ts';
import { endpointKey } from '../../../api/endpoint.ts';

export const PREVIEW_DELAY_MS = 400;

/** `value`, once it has stopped changing for `delay` ms (compared by its JSON text). */
export function useDebounced<T>(value: T, delay: number): T {
  const text = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value is compared by its JSON text
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * The server's price for the form (`POST /system/task/price`), asked ~400 ms after the last change and
 * only while the price fields are complete (`body` null otherwise). Nothing is computed here.
 */
export function usePricePreview(body: TaskPriceBody | null) {
  const settled = useDebounced(body, PREVIEW_DELAY_MS);
  const pending = JSON.stringify(settled) !== JSON.stringify(body);
  const query = useQuery({
    queryKey: [...endpointKey(taskEndpoints.price), settled],
    queryFn: async () => {
      const res = await previewTaskPrice(settled as TaskPriceBody);
      if (!res.data) throw new Error('price missing');
      return res.data;
    },
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return {
    preview: body === null ? undefined : query.data,
    loading: body !== null && (pending || query.isFetching),
    error: body !== null && query.isError ? query.error : null,
    ready: body !== null,
  };
}
