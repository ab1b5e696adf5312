import { menuEndpoints, type RoleAdd, type RoleDataScope, type RoleEdit, type RoleListQuery, roleEndpoints } from '@ceping/contract';
import { call, callDownload, endpointKey, resourceKey } from '../../api/endpoint.ts';

/** Filters of the role list (paging and sorting as RuoYi sends them). */
export type RoleListParams = Partial<RoleListQuery>;

/** Every cached call about roles (list, detail, trees, role users): invalidate after a change. */
export const ROLE_KEY = resourceKey(roleEndpoints.list);
export const roleListKey = endpointKey(roleEndpoints.list);
export const allocatedKey = endpointKey(roleEndpoints.allocatedList);
export const unallocatedKey = endpointKey(roleEndpoints.unallocatedList);

export const listRole = (query: RoleListParams) => call(roleEndpoints.list, { query });
export const getRole = (roleId: number) => call(roleEndpoints.get, { params: { roleId } });
export const addRole = (body: RoleAdd) => call(roleEndpoints.add, { body });
export const updateRole = (body: RoleEdit) => call(roleEndpoints.edit, { body });
export const delRole = (roleIds: number[]) => call(roleEndpoints.remove, { params: { roleIds } });
export const changeRoleStatus = (roleId: number, status: '0' | '1') => call(roleEndpoints.changeStatus, { body: { roleId, status } });
export const updateDataScope = (body: RoleDataScope) => call(roleEndpoints.dataScope, { body });
export const roleDeptTree = (roleId: number) => call(roleEndpoints.deptTree, { params: { roleId } });
export const exportRole = (filters: Omit<RoleListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(roleEndpoints.export, { body: filters }, `role_${Date.now()}.xlsx`);

/** The caller's menus as a tree (adding a role). */
export const menuTreeselect = () => call(menuEndpoints.treeselect);
/** The caller's menus as a tree and the role's menus checked in it (editing a role). */
export const roleMenuTreeselect = (roleId: number) => call(menuEndpoints.roleMenuTreeselect, { params: { roleId } });

export type AuthUserQuery = {
  roleId: number;
  pageNum: number;
  pageSize: number;
  userName?: string;
  phonenumber?: string;
};
export const allocatedUserList = (query: AuthUserQuery) => call(roleEndpoints.allocatedList, { query });
export const unallocatedUserList = (query: AuthUserQuery) => call(roleEndpoints.unallocatedList, { query });
export const cancelAuthUser = (roleId: number, userId: number) => call(roleEndpoints.cancel, { body: { roleId, userId } });
/** RuoYi reads the user ids of `selectAll`/`cancelAll` as one comma string in the query (`userIds=1,2`). */
export const cancelAuthUserAll = (roleId: number, userIds: number[]) => call(roleEndpoints.cancelAll, { query: { roleId, userIds: userIds.join(',') } });
export const selectAuthUserAll = (roleId: number, userIds: number[]) => call(roleEndpoints.selectAll, { query: { roleId, userIds: userIds.join(',') } });
