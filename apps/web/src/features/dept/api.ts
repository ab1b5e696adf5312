import { type DeptAdd, type DeptEdit, type DeptListQuery, deptEndpoints, userEndpoints } from '@ceping/contract';
import { call, endpointKey, resourceKey } from '../../api/endpoint.ts';
import { type OrderChange, sortCsv } from '../../components/list/useSortOrders.tsx';

export const deptListKey = endpointKey(deptEndpoints.list);
/** The users screen's dept tree: stale once a dept changes. */
export const USER_KEY = resourceKey(userEndpoints.deptTree);

export const listDept = (query: Partial<DeptListQuery>) => call(deptEndpoints.list, { query });
/** The parent choices of an edited dept: every dept but itself and those below it. */
export const listDeptExcludeChild = (deptId: number) => call(deptEndpoints.listExclude, { params: { deptId } });
export const getDept = (deptId: number) => call(deptEndpoints.get, { params: { deptId } });
export const addDept = (body: DeptAdd) => call(deptEndpoints.add, { body });
export const updateDept = (body: DeptEdit) => call(deptEndpoints.edit, { body });
export const delDept = (deptId: number) => call(deptEndpoints.remove, { params: { deptId } });
/** RuoYi 3.9.2's "保存排序": `{deptIds: "1,2", orderNums: "3,4"}`, pairwise. */
export const updateDeptSort = (changes: readonly OrderChange[]) => {
  const { ids, orderNums } = sortCsv(changes);
  return call(deptEndpoints.updateSort, { body: { deptIds: ids, orderNums } });
};
