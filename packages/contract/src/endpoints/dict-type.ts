import { z } from 'zod';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import { dictTypeBodySchema, dictTypeEditSchema, dictTypeListQuerySchema } from '../system/dict.ts';
import * as rows from './system-rows.ts';

export const dictTypeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/dict/type/list',
    perm: Perm.dict.list,
    summary: { zh: '查询字典类型列表', en: 'List dictionary types' },
    tags: ['system/dict/type'],
    query: dictTypeListQuerySchema,
    response: estimatedTableOf(rows.dictType),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/dict/type/export',
    perm: Perm.dict.export,
    summary: { zh: '导出字典类型', en: 'Export dictionary types' },
    tags: ['system/dict/type'],
    body: dictTypeListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  optionselect: defineEndpoint({
    method: 'GET',
    path: '/system/dict/type/optionselect',
    perm: ANY_USER,
    summary: { zh: '字典类型选项', en: 'Dictionary type options' },
    tags: ['system/dict/type'],
    response: okOf(z.array(rows.dictType)),
  }),
  refreshCache: defineEndpoint({
    method: 'DELETE',
    path: '/system/dict/type/refreshCache',
    perm: Perm.dict.remove,
    summary: { zh: '刷新字典缓存', en: 'Refresh the dictionary cache' },
    tags: ['system/dict/type'],
    response: envelope,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/dict/type/:dictId',
    perm: Perm.dict.query,
    summary: { zh: '查询字典类型详情', en: 'Get a dictionary type' },
    tags: ['system/dict/type'],
    params: z.object({ dictId: idSchema }),
    response: okOf(rows.dictType),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/dict/type',
    perm: Perm.dict.add,
    summary: { zh: '新增字典类型', en: 'Add a dictionary type' },
    tags: ['system/dict/type'],
    body: dictTypeBodySchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/dict/type',
    perm: Perm.dict.edit,
    summary: { zh: '修改字典类型', en: 'Edit a dictionary type' },
    tags: ['system/dict/type'],
    body: dictTypeEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/dict/type/:dictIds',
    perm: Perm.dict.remove,
    summary: { zh: '删除字典类型', en: 'Delete dictionary types' },
    tags: ['system/dict/type'],
    params: z.object({ dictIds: idListSchema }),
    response: envelope,
  }),
};
