import { z } from 'zod';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import { configAddSchema, configEditSchema, configListQuerySchema } from '../system/config.ts';
import { dateTimeWire } from '../wire.ts';

const date = dateTimeWire.nullable();

/** A parameter as RuoYi's SysConfig answers it. */
export const sysConfigRow = z.object({
  configId: z.number().int(),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  configType: z.string(),
  remark: z.string().nullable(),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
});
export type SysConfig = z.input<typeof sysConfigRow>;

const tags = ['system/config'] as const;

/** `/system/config/**` (RuoYi §5.1 Parameters). */
export const configEndpoints = {
  configKey: defineEndpoint({
    method: 'GET',
    path: '/system/config/configKey/:configKey',
    perm: ANY_USER,
    summary: { zh: '按键名读取参数', en: 'Read a setting by key' },
    tags: ['system/config'],
    params: z.object({ configKey: z.string().min(1).max(100) }),
    response: envelope,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/system/config/list',
    perm: Perm.config.list,
    summary: { zh: '查询参数列表', en: 'List parameters' },
    tags,
    query: configListQuerySchema,
    response: estimatedTableOf(sysConfigRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/config/export',
    perm: Perm.config.export,
    summary: { zh: '导出参数', en: 'Export parameters' },
    tags,
    body: configListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  refreshCache: defineEndpoint({
    method: 'DELETE',
    path: '/system/config/refreshCache',
    perm: Perm.config.remove,
    summary: { zh: '刷新参数缓存', en: 'Refresh the parameter cache' },
    tags,
    response: envelope,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/config/:configId',
    perm: Perm.config.query,
    summary: { zh: '查询参数详情', en: 'Get a parameter' },
    tags,
    params: z.object({ configId: idSchema }),
    response: okOf(sysConfigRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/config',
    perm: Perm.config.add,
    summary: { zh: '新增参数', en: 'Add a parameter' },
    tags,
    body: configAddSchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/config',
    perm: Perm.config.edit,
    summary: { zh: '修改参数', en: 'Edit a parameter' },
    tags,
    body: configEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/config/:configIds',
    perm: Perm.config.remove,
    summary: { zh: '删除参数', en: 'Delete parameters' },
    tags,
    params: z.object({ configIds: idListSchema }),
    response: envelope,
  }),
};
