import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** A monitor reading, refreshed on demand and every `interval` seconds when one is chosen. */
export function useLive<T>(key: readonly unknown[], read: () => Promise<{ data: T }>, initialInterval = 0) {
  const [interval, setInterval] = useState(initialInterval);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await read()).data,
    refetchInterval: interval > 0 ? interval * 1000 : false,
    placeholderData: (previous) => previous,
  });
  return {
    data: query.data,
    loading: query.isFetching,
    bar: { loading: query.isFetching, updatedAt: query.dataUpdatedAt, interval, onInterval: setInterval, onRefresh: () => void query.refetch() },
  };
}
