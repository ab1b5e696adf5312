import { z } from 'zod';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import { dictDataBodySchema, dictDataEditSchema, dictDataListQuerySchema, dictTypeNameSchema } from '../system/dict.ts';
import * as rows from './system-rows.ts';

export const dictDataEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/dict/data/list',
    perm: Perm.dict.list,
    summary: { zh: '查询字典数据列表', en: 'List dictionary datas' },
    tags: ['system/dict/data'],
    query: dictDataListQuerySchema,
    response: estimatedTableOf(rows.dictData),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/dict/data/export',
    perm: Perm.dict.export,
    summary: { zh: '导出字典数据', en: 'Export dictionary datas' },
    tags: ['system/dict/data'],
    body: dictDataListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  byType: defineEndpoint({
    method: 'GET',
    path: '/system/dict/data/type/:dictType',
    perm: ANY_USER,
    summary: { zh: '按类型查询字典数据', en: 'Dictionary entries of a type' },
    tags: ['system/dict/data'],
    params: z.object({ dictType: dictTypeNameSchema }),
    response: okOf(z.array(rows.dictEntry)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/dict/data/:dictCode',
    perm: Perm.dict.query,
    summary: { zh: '查询字典数据详情', en: 'Get a dictionary data' },
    tags: ['system/dict/data'],
    params: z.object({ dictCode: idSchema }),
    response: okOf(rows.dictData),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/dict/data',
    perm: Perm.dict.add,
    summary: { zh: '新增字典数据', en: 'Add a dictionary data' },
    tags: ['system/dict/data'],
    body: dictDataBodySchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/dict/data',
    perm: Perm.dict.edit,
    summary: { zh: '修改字典数据', en: 'Edit a dictionary data' },
    tags: ['system/dict/data'],
    body: dictDataEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/dict/data/:dictCodes',
    perm: Perm.dict.remove,
    summary: { zh: '删除字典数据', en: 'Delete dictionary datas' },
    tags: ['system/dict/data'],
    params: z.object({ dictCodes: idListSchema }),
    response: envelope,
  }),
};
