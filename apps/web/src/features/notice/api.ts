import { type NoticeAdd, type NoticeEdit, type NoticeListQuery, type NoticeReadUsersQuery, noticeEndpoints } from '@ceping/contract';
import { call, endpointKey } from '../../api/endpoint.ts';

export type NoticeListParams = Partial<NoticeListQuery>;

export const noticeListKey = endpointKey(noticeEndpoints.list);
export const readUsersKey = endpointKey(noticeEndpoints.readUsers);
export const listNotice = (query: NoticeListParams) => call(noticeEndpoints.list, { query });
export const addNotice = (body: NoticeAdd) => call(noticeEndpoints.add, { body });
export const updateNotice = (body: NoticeEdit) => call(noticeEndpoints.edit, { body });
export const delNotice = (noticeIds: number[]) => call(noticeEndpoints.remove, { params: { noticeIds } });
export const listReadUsers = (query: Partial<NoticeReadUsersQuery> & { noticeId: number }) => call(noticeEndpoints.readUsers, { query });
