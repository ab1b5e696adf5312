import type { TableData } from '@ceping/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

export const DEFAULT_PAGE_SIZE = 20;

export interface PagedState<S> {
  search: S;
  pageNum: number;
  pageSize: number;
}

export interface PagedListOptions<S, Q, R> {
  /** Query key prefix; `refresh()` invalidates everything under it. */
  key: readonly unknown[];
  /** Builds the request parameters (filters + paging) from the state. */
  buildQuery: (state: PagedState<S>) => Q;
  fetch: (query: Q) => Promise<TableData<R>>;
  initialSearch: S;
  enabled?: boolean;
}

/** Filters + paging state and the paged TanStack query of one list screen. */
export function usePagedList<S, Q, R>({ key, buildQuery, fetch, initialSearch, enabled = true }: PagedListOptions<S, Q, R>) {
  const [state, setState] = useState<PagedState<S>>({ search: initialSearch, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useMemo(() => buildQuery(state), [buildQuery, state]);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
    enabled,
  });

  const search = useCallback((values: S) => setState((s) => ({ ...s, search: values, pageNum: 1 })), []);
  const reset = useCallback(() => setState((s) => ({ search: initialSearch, pageNum: 1, pageSize: s.pageSize })), [initialSearch]);
  const changePage = useCallback((pageNum: number, pageSize: number) => setState((s) => ({ ...s, pageNum, pageSize })), []);
  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by value (keyText)
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, keyText]);

  return {
    state,
    query,
    rows: list.data?.rows ?? [],
    total: list.data?.total ?? 0,
    loading: list.isFetching,
    search,
    reset,
    changePage,
    refresh,
  };
}

/** Trimmed text, or undefined for an empty one (empty filters are not sent). */
export function textFilter(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
