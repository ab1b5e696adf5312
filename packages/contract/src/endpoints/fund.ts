import { z } from 'zod';
import { fundListQuerySchema, fundOverviewQuerySchema } from '../business/fund.ts';
import { idSchema } from '../common.ts';
import { XLSX, defineEndpoint, estimatedTableOf, fileResponse, okOf, tableOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './rows.ts';

export const fundEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/fund/list',
    perm: Perm.fund.list,
    summary: { zh: '查询资金明细列表', en: 'List ledger entrys' },
    tags: ['system/fund'],
    query: fundListQuerySchema,
    response: estimatedTableOf(rows.fundRow),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/system/fund/summary',
    perm: Perm.fund.list,
    summary: { zh: '资金汇总', en: 'Ledger summary' },
    tags: ['system/fund'],
    query: fundListQuerySchema,
    response: okOf(rows.fundSummary),
  }),
  overview: defineEndpoint({
    method: 'GET',
    path: '/system/fund/overview',
    perm: Perm.fund.overview,
    summary: { zh: '客户资金总览', en: 'Balances per seller' },
    tags: ['system/fund'],
    query: fundOverviewQuerySchema,
    response: tableOf(rows.fundOverviewRow).extend({ totals: rows.fundOverviewTotals }),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/fund/export',
    perm: Perm.fund.export,
    summary: { zh: '导出资金明细', en: 'Export ledger entrys' },
    tags: ['system/fund'],
    body: fundListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/fund/:fundId',
    perm: Perm.fund.query,
    summary: { zh: '查询资金明细详情', en: 'Get a ledger entry' },
    tags: ['system/fund'],
    params: z.object({ fundId: idSchema }),
    response: okOf(rows.fundRow),
  }),
};
