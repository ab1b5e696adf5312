import { z } from 'zod';
import { templateAddSchema, templateEditSchema, templateListQuerySchema } from '../business/template.ts';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const templateEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/template/list',
    perm: Perm.template.list,
    summary: { zh: '查询任务模板列表', en: 'List task templates' },
    tags: ['system/template'],
    query: templateListQuerySchema,
    response: estimatedTableOf(rows.template),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/system/template/options',
    perm: Perm.template.list,
    summary: { zh: '任务模板选项', en: 'Task template options' },
    tags: ['system/template'],
    response: okOf(z.array(rows.templateOption)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/template/:id',
    perm: Perm.template.query,
    summary: { zh: '查询任务模板详情', en: 'Get a task template' },
    tags: ['system/template'],
    params: z.object({ id: idSchema }),
    response: okOf(rows.templateDetail),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/template',
    perm: Perm.template.add,
    summary: { zh: '新增任务模板', en: 'Add a task template' },
    tags: ['system/template'],
    body: templateAddSchema,
    response: okOf(z.object({ templateId: z.number().int() })),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/template',
    perm: Perm.template.edit,
    summary: { zh: '修改任务模板', en: 'Edit a task template' },
    tags: ['system/template'],
    body: templateEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/template/:ids',
    perm: Perm.template.remove,
    summary: { zh: '删除任务模板', en: 'Delete task templates' },
    tags: ['system/template'],
    params: z.object({ ids: idListSchema }),
    response: envelope,
  }),
};
