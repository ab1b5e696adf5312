import type { AjaxResult, profileUpdateSchema, SysRoleLite, SysUser, TableData, TreeSelect, UserAdd, UserEdit, UserListQuery } from '@ceping/contract';
import type { z } from 'zod';
import { del, download, get, post, put, type RequestOptions, upload } from '../../api/request.ts';

/** Post option as returned next to a user by `GET /system/user/{id?}`. */
export interface UserPostOption {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
}

/** Filters of the user list; paging and sorting as RuoYi sends them. */
export type UserListParams = Partial<UserListQuery>;

/** `GET /system/user/` (add) or `/system/user/{id}` (edit): the choices, plus the user when an id is given. */
export type UserDetailResult = AjaxResult<SysUser> & {
  posts: UserPostOption[];
  roles: SysRoleLite[];
  postIds?: number[];
  roleIds?: number[];
};

export type AuthRoleResult = AjaxResult & { user: SysUser; roles: SysRoleLite[] };

export type ProfileResult = AjaxResult<SysUser> & { roleGroup: string; postGroup: string };

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export interface UpdatePwdBody {
  oldPassword: string;
  newPassword: string;
}

export type AvatarResult = AjaxResult & { imgUrl: string };

const base = '/system/user';

export function listUser(params: UserListParams): Promise<TableData<SysUser>> {
  return get<TableData<SysUser>>(`${base}/list`, params);
}

/** Without an id the answer only carries the post and role choices for the add dialog. */
export function getUser(userId?: number): Promise<UserDetailResult> {
  return get<UserDetailResult>(`${base}/${userId ?? ''}`);
}

export function addUser(data: UserAdd): Promise<AjaxResult> {
  return post<AjaxResult>(base, data);
}

export function updateUser(data: UserEdit): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}

export function delUser(userIds: number | number[]): Promise<AjaxResult> {
  const ids = Array.isArray(userIds) ? userIds.join(',') : String(userIds);
  return del<AjaxResult>(`${base}/${ids}`);
}

export function resetUserPwd(userId: number, password: string): Promise<AjaxResult> {
  return put<AjaxResult>(`${base}/resetPwd`, { userId, password });
}

export function changeUserStatus(userId: number, status: string): Promise<AjaxResult> {
  return put<AjaxResult>(`${base}/changeStatus`, { userId, status });
}

export function getAuthRole(userId: number): Promise<AuthRoleResult> {
  return get<AuthRoleResult>(`${base}/authRole/${userId}`);
}

/** The server reads `userId` and `roleIds` (comma string) from the query string, not from a body. */
export function updateAuthRole(userId: number, roleIds: number[]): Promise<AjaxResult> {
  const query = new URLSearchParams({ userId: String(userId), roleIds: roleIds.join(',') });
  return put<AjaxResult>(`${base}/authRole?${query.toString()}`);
}

export function deptTreeSelect(params?: { deptName?: string; status?: string }): Promise<AjaxResult<TreeSelect[]>> {
  return get<AjaxResult<TreeSelect[]>>(`${base}/deptTree`, params);
}

/** Exports every row matching the filters (the server ignores paging here). */
export function exportUser(params: UserListParams): Promise<boolean> {
  return download(`${base}/export`, params, `user_${Date.now()}.xlsx`);
}

export function downloadImportTemplate(): Promise<boolean> {
  return download(`${base}/importTemplate`, {}, `user_template_${Date.now()}.xlsx`);
}

/**
 * Multipart `file`; `updateSupport` travels in the query string. The answer's `msg` is a `<br/>`-joined
 * report, also when the import failed (code 500): pass `{ silent: true }` to show it yourself.
 */
export function importUserData(file: Blob, fileName: string, updateSupport: boolean, opts?: RequestOptions): Promise<AjaxResult> {
  const form = new FormData();
  form.append('file', file, fileName);
  return upload<AjaxResult>(`${base}/importData?updateSupport=${updateSupport ? 'true' : 'false'}`, form, opts);
}

export function getUserProfile(): Promise<ProfileResult> {
  return get<ProfileResult>(`${base}/profile`);
}

export function updateUserProfile(data: ProfileUpdate): Promise<AjaxResult> {
  return put<AjaxResult>(`${base}/profile`, data);
}

export function updateUserPwd(oldPassword: string, newPassword: string): Promise<AjaxResult> {
  const body: UpdatePwdBody = { oldPassword, newPassword };
  return put<AjaxResult>(`${base}/profile/updatePwd`, body);
}

export function uploadAvatar(file: Blob, fileName: string): Promise<AvatarResult> {
  const form = new FormData();
  form.append('avatarfile', file, fileName);
  return upload<AvatarResult>(`${base}/profile/avatar`, form);
}
