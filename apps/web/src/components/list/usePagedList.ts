import type { TableData } from '@ceping/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

export const DEFAULT_PAGE_SIZE = 20;

export type SortOrderParam = 'asc' | 'desc';

/** RuoYi's sorting parameters: a camelCase column name the server allows, and the direction. */
export interface SortParams {
  orderByColumn?: string;
  isAsc?: SortOrderParam;
}

export interface PagedState<S> extends SortParams {
  search: S;
  pageNum: number;
  pageSize: number;
}

/** `D`: the whole answer, when it carries more than rows and total (e.g. totals next to the rows). */
export interface PagedListOptions<S, Q, R, D extends TableData<R> = TableData<R>> {
  /** Query key prefix; `refresh()` invalidates everything under it. */
  key: readonly unknown[];
  /** Builds the request parameters (filters + paging) from the state; sorting is added to them. */
  buildQuery: (state: PagedState<S>) => Q;
  fetch: (query: Q) => Promise<D & TableData<R>>;
  initialSearch: S;
  enabled?: boolean;
}

/** Filters, paging and sorting state and the paged TanStack query of one list screen. */
export function usePagedList<S, Q, R, D extends TableData<R> = TableData<R>>({
  key,
  buildQuery,
  fetch,
  initialSearch,
  enabled = true,
}: PagedListOptions<S, Q, R, D>) {
  const [state, setState] = useState<PagedState<S>>({ search: initialSearch, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useMemo((): Q => {
    const built = buildQuery(state);
    return state.orderByColumn && state.isAsc ? { ...built, orderByColumn: state.orderByColumn, isAsc: state.isAsc } : built;
  }, [buildQuery, state]);
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
  const changeSort = useCallback(
    (orderByColumn: string | undefined, isAsc: SortOrderParam | undefined) => setState((s) => ({ ...s, orderByColumn, isAsc, pageNum: 1 })),
    [],
  );
  /** Changes the state beyond the search form (e.g. the department picked in a tree), back to page 1. */
  const patch = useCallback((change: Partial<S>) => setState((s) => ({ ...s, search: { ...s.search, ...change }, pageNum: 1 })), []);
  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by value (keyText)
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, keyText]);

  return {
    state,
    query,
    /** The last answer as it came (with whatever it carries beside the rows). */
    data: list.data,
    rows: list.data?.rows ?? [],
    total: list.data?.total ?? 0,
    loading: list.isFetching,
    search,
    reset,
    patch,
    changePage,
    changeSort,
    refresh,
  };
}

/** Trimmed text, or undefined for an empty one (empty filters are not sent). */
export function textFilter(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The export posts the list's filters and sorting without paging. */
export function withoutPaging<Q extends { pageNum?: number; pageSize?: number }>(query: Q): Omit<Q, 'pageNum' | 'pageSize'> {
  const { pageNum: _pageNum, pageSize: _pageSize, ...rest } = query;
  return rest;
}
