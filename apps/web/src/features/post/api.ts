import { type PostAdd, type PostEdit, type PostListQuery, postEndpoints } from '@ceping/contract';
import { call, callDownload } from '../../api/endpoint.ts';

export type PostListParams = Partial<PostListQuery>;

export const listPost = (query: PostListParams) => call(postEndpoints.list, { query });
export const addPost = (body: PostAdd) => call(postEndpoints.add, { body });
export const updatePost = (body: PostEdit) => call(postEndpoints.edit, { body });
export const delPost = (postIds: number[]) => call(postEndpoints.remove, { params: { postIds } });
export const exportPost = (filters: Omit<PostListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(postEndpoints.export, { body: filters }, `post_${Date.now()}.xlsx`);
