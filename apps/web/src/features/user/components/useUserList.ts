import { userEndpoints } from '@ceping/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { deptTreeSelect, listUser } from '../api.ts';
import { buildUserQuery, initialUserListState, type SortOrderParam, type UserListState, type UserSearchValues } from './userQuery.ts';
import { endpointKey } from '../../../api/endpoint.ts';

const userListKey = endpointKey(userEndpoints.list);

/** List state + the paged query of the user screen. */
export function useUserList() {
  const [state, setState] = useState<UserListState>(initialUserListState);
  const params = useMemo(() => buildUserQuery(state), [state]);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...userListKey, params],
    queryFn: () => listUser(params),
    placeholderData: keepPreviousData,
  });

  const search = useCallback((values: UserSearchValues) => setState((s) => ({ ...s, search: values, pageNum: 1 })), []);
  const reset = useCallback(() => setState((s) => ({ ...initialUserListState, pageSize: s.pageSize })), []);
  const selectDept = useCallback((deptId: number | undefined) => setState((s) => ({ ...s, deptId, pageNum: 1 })), []);
  const changePage = useCallback((pageNum: number, pageSize: number) => setState((s) => ({ ...s, pageNum, pageSize })), []);
  const changeSort = useCallback(
    (orderByColumn: string | undefined, isAsc: SortOrderParam | undefined) => setState((s) => ({ ...s, orderByColumn, isAsc, pageNum: 1 })),
    [],
  );
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: userListKey }), [queryClient]);

  return {
    state,
    params,
    rows: list.data?.rows ?? [],
    total: list.data?.total ?? 0,
    /** Whether the total is the database's estimate (above 10,000 matching accounts): shown as "about N". */
    estimated: list.data?.estimated ?? false,
    loading: list.isFetching,
    search,
    reset,
    selectDept,
    changePage,
    changeSort,
    refresh,
  };
}

/** Department tree of the caller's data scope, shared by the left panel and the edit dialog. */
export function useDeptTree() {
  return useQuery({
    queryKey: endpointKey(userEndpoints.deptTree),
    queryFn: async () => (await deptTreeSelect()).data ?? [],
  });
}
