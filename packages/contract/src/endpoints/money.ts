import { z } from 'zod';
import {
  collectionBodySchema,
  collectionEditSchema,
  collectionListQuerySchema,
  debtListQuerySchema,
  debtWriteOffSchema,
  moneyReasonSchema,
  rechargeBodySchema,
  rechargeCreditSchema,
  rechargeListQuerySchema,
} from '../business/money.ts';
import { idListSchema, idSchema } from '../common.ts';
import { XLSX, defineEndpoint, envelope, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import * as rows from './money-rows.ts';

const idParam = z.object({ id: idSchema });

/** `/system/collection`: the company's receiving accounts, per site. */
export const collectionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/collection/list',
    perm: Perm.collection.list,
    summary: { zh: '查询收款账户列表', en: 'List collection accounts' },
    tags: ['system/collection'],
    query: collectionListQuerySchema,
    response: estimatedTableOf(rows.collectionRow),
  }),
  /** The enabled accounts of the caller's site, for the recharge page. */
  options: defineEndpoint({
    method: 'GET',
    path: '/system/collection/options',
    perm: Perm.recharge.add,
    summary: { zh: '本站收款账户', en: "The site's collection accounts" },
    tags: ['system/collection'],
    response: okOf(z.array(rows.collectionOption)),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/collection/:collectionId',
    perm: Perm.collection.query,
    summary: { zh: '查询收款账户详情', en: 'Get a collection account' },
    tags: ['system/collection'],
    params: z.object({ collectionId: idSchema }),
    response: okOf(rows.collectionRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/collection',
    perm: Perm.collection.add,
    summary: { zh: '新增收款账户', en: 'Add a collection account' },
    tags: ['system/collection'],
    body: collectionBodySchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/collection',
    perm: Perm.collection.edit,
    summary: { zh: '修改收款账户', en: 'Edit a collection account' },
    tags: ['system/collection'],
    body: collectionEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/collection/:collectionIds',
    perm: Perm.collection.remove,
    summary: { zh: '删除收款账户', en: 'Delete collection accounts' },
    tags: ['system/collection'],
    params: z.object({ collectionIds: idListSchema }),
    response: envelope,
  }),
};

/** `/system/recharge`: sellers pay in with a voucher; finance credits what arrived or rejects. */
export const rechargeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/recharge/list',
    perm: Perm.recharge.list,
    summary: { zh: '查询充值记录', en: 'List recharges' },
    tags: ['system/recharge'],
    query: rechargeListQuerySchema,
    response: estimatedTableOf(rows.rechargeRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/recharge/export',
    perm: Perm.recharge.export,
    summary: { zh: '导出充值记录', en: 'Export recharges' },
    tags: ['system/recharge'],
    body: rechargeListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/recharge/:id',
    perm: Perm.recharge.query,
    summary: { zh: '查询充值详情', en: 'Get a recharge' },
    tags: ['system/recharge'],
    params: idParam,
    response: okOf(rows.rechargeRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/recharge',
    money: true,
    perm: Perm.recharge.add,
    summary: { zh: '提交充值', en: 'Submit a recharge' },
    tags: ['system/recharge'],
    body: rechargeBodySchema,
    response: okOf(rows.moneyTransition),
  }),
  credit: defineEndpoint({
    method: 'PUT',
    path: '/system/recharge/:id/credit',
    money: true,
    perm: Perm.recharge.audit,
    summary: { zh: '充值到账', en: 'Credit a recharge' },
    tags: ['system/recharge'],
    params: idParam,
    body: rechargeCreditSchema,
    response: okOf(rows.rechargeCreditResult),
  }),
  reject: defineEndpoint({
    method: 'PUT',
    path: '/system/recharge/:id/reject',
    money: true,
    perm: Perm.recharge.audit,
    summary: { zh: '驳回充值', en: 'Reject a recharge' },
    tags: ['system/recharge'],
    params: idParam,
    body: moneyReasonSchema,
    response: okOf(rows.moneyTransition),
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/system/recharge/:id/cancel',
    money: true,
    perm: Perm.recharge.cancel,
    summary: { zh: '撤销充值', en: 'Withdraw a recharge request' },
    tags: ['system/recharge'],
    params: idParam,
    response: okOf(rows.moneyTransition),
  }),
};

/** `/system/debt`: sellers below zero, the rows that caused it, write-off. */
export const debtEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/debt/list',
    perm: Perm.debt.list,
    summary: { zh: '查询欠款列表', en: 'List debts' },
    tags: ['system/debt'],
    query: debtListQuerySchema,
    response: estimatedTableOf(rows.debtRow),
  }),
  causes: defineEndpoint({
    method: 'GET',
    path: '/system/debt/:userId/causes',
    perm: Perm.debt.query,
    summary: { zh: '欠款形成明细', en: 'What caused a debt' },
    tags: ['system/debt'],
    params: z.object({ userId: idSchema }),
    response: okOf(z.array(rows.debtCauseRow)),
  }),
  writeOff: defineEndpoint({
    method: 'PUT',
    path: '/system/debt/writeOff',
    money: true,
    perm: Perm.debt.writeOff,
    summary: { zh: '核销欠款', en: 'Write off a debt' },
    tags: ['system/debt'],
    body: debtWriteOffSchema,
    response: okOf(rows.debtWriteOffResult),
  }),
};
