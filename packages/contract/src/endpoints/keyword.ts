import { z } from 'zod';
import { keywordEditSchema, keywordListQuerySchema } from '../business/keyword.ts';
import { idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const keywordEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/keyword/list',
    perm: Perm.keyword.list,
    summary: { zh: '查询关键词列表', en: 'List keywords' },
    tags: ['system/keyword'],
    query: keywordListQuerySchema,
    response: estimatedTableOf(rows.keywordRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/keyword/:id',
    perm: Perm.keyword.query,
    summary: { zh: '查询关键词详情', en: 'Get a keyword' },
    tags: ['system/keyword'],
    params: z.object({ id: idSchema }),
    response: okOf(rows.keywordRow),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/keyword',
    perm: Perm.keyword.edit,
    summary: { zh: '修改关键词', en: 'Edit a keyword' },
    tags: ['system/keyword'],
    body: keywordEditSchema,
    response: envelope,
  }),
};
