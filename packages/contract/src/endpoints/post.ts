import { z } from 'zod';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import { postAddSchema, postEditSchema, postListQuerySchema } from '../system/post.ts';
import { dateTimeWire } from '../wire.ts';

const date = dateTimeWire.nullable();

/** A post as RuoYi's SysPost answers it (`flag`: "held by the user" in user views; always false here). */
export const sysPostRow = z.object({
  postId: z.number().int(),
  postCode: z.string(),
  postName: z.string(),
  postSort: z.number().int(),
  status: z.string(),
  flag: z.boolean(),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
  remark: z.string().nullable(),
});
/** A post on the wire. */
export type SysPost = z.input<typeof sysPostRow>;

const tags = ['system/post'] as const;

/** `/system/post/**` (RuoYi §5.1 Posts). `optionselect` is open to every logged-in user, as in RuoYi. */
export const postEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/post/list',
    perm: Perm.post.list,
    summary: { zh: '查询岗位列表', en: 'List posts' },
    tags,
    query: postListQuerySchema,
    response: estimatedTableOf(sysPostRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/post/export',
    perm: Perm.post.export,
    summary: { zh: '导出岗位', en: 'Export posts' },
    tags,
    body: postListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  optionselect: defineEndpoint({
    method: 'GET',
    path: '/system/post/optionselect',
    perm: ANY_USER,
    summary: { zh: '岗位选项', en: 'Post options' },
    tags,
    response: okOf(z.array(sysPostRow)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/post/:postId',
    perm: Perm.post.query,
    summary: { zh: '查询岗位详情', en: 'Get a post' },
    tags,
    params: z.object({ postId: idSchema }),
    response: okOf(sysPostRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/post',
    perm: Perm.post.add,
    summary: { zh: '新增岗位', en: 'Add a post' },
    tags,
    body: postAddSchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/post',
    perm: Perm.post.edit,
    summary: { zh: '修改岗位', en: 'Edit a post' },
    tags,
    body: postEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/post/:postIds',
    perm: Perm.post.remove,
    summary: { zh: '删除岗位', en: 'Delete posts' },
    tags,
    params: z.object({ postIds: idListSchema }),
    response: envelope,
  }),
};
