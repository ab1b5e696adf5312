import { type UserAdd, type UserEdit, type UserListQuery, type profileUpdateSchema, profileEndpoints, userEndpoints } from '@ceping/contract';
import type { z } from 'zod';
import { call, callDownload, callUpload, type EndpointInput, type EndpointResult } from '../../api/endpoint.ts';
import type { RequestOptions } from '../../api/request.ts';

/** Filters of the user list; paging and sorting as RuoYi sends them. */
export type UserListParams = Partial<UserListQuery>;

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const listUser = (query: UserListParams) => call(userEndpoints.list, { query });

/** The post and role choices, plus the user (`data`) and its post and role ids when an id was given. */
export type UserDetailResult = EndpointResult<typeof userEndpoints.getNew> &
  Partial<Pick<EndpointResult<typeof userEndpoints.get>, 'data' | 'postIds' | 'roleIds'>>;

/** `GET /system/user/` (add: the post and role choices) or `/system/user/{id}` (edit: the user too). */
export const getUser = (userId?: number): Promise<UserDetailResult> => (userId ? call(userEndpoints.get, { params: { userId } }) : call(userEndpoints.getNew));

export const addUser = (body: UserAdd) => call(userEndpoints.add, { body });

export const updateUser = (body: UserEdit) => call(userEndpoints.edit, { body });

export const delUser = (userIds: number | number[]) => call(userEndpoints.remove, { params: { userIds } });

export const resetUserPwd = (userId: number, password: string) => call(userEndpoints.resetPwd, { body: { userId, password } });

export const changeUserStatus = (userId: number, status: '0' | '1') => call(userEndpoints.changeStatus, { body: { userId, status } });

export const getAuthRole = (userId: number) => call(userEndpoints.getAuthRole, { params: { userId } });

/** The server reads `userId` and `roleIds` (comma string) from the query string, not from a body. */
export const updateAuthRole = (userId: number, roleIds: number[]) => call(userEndpoints.editAuthRole, { query: { userId, roleIds: roleIds.join(',') } });

export const deptTreeSelect = (query?: EndpointInput<typeof userEndpoints.deptTree>['query']) => call(userEndpoints.deptTree, { query });

/** Exports every row matching the filters (the server ignores paging here). */
export const exportUser = (filters: UserListParams) => callDownload(userEndpoints.export, { body: filters }, `user_${Date.now()}.xlsx`);

export const downloadImportTemplate = () => callDownload(userEndpoints.importTemplate, {}, `user_template_${Date.now()}.xlsx`);

/**
 * Multipart `file`; `updateSupport` travels in the query string. The answer's `msg` is a `<br/>`-joined
 * report, also when the import failed (code 500): pass `{ silent: true }` to show it yourself.
 */
export function importUserData(file: Blob, fileName: string, updateSupport: boolean, opts?: RequestOptions) {
  const form = new FormData();
  form.append('file', file, fileName);
  return callUpload(userEndpoints.importData, { query: { updateSupport: updateSupport ? 'true' : 'false' } }, form, opts);
}

export const getUserProfile = () => call(profileEndpoints.get);

export const updateUserProfile = (body: ProfileUpdate) => call(profileEndpoints.edit, { body });

export const updateUserPwd = (oldPassword: string, newPassword: string) => call(profileEndpoints.updatePwd, { body: { oldPassword, newPassword } });

export function uploadAvatar(file: Blob, fileName: string) {
  const form = new FormData();
  form.append('avatarfile', file, fileName);
  return callUpload(profileEndpoints.avatar, {}, form);
}
