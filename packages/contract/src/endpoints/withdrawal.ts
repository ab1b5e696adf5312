import { z } from 'zod';
import { moneyReasonSchema, withdrawalBodySchema, withdrawalEditSchema, withdrawalListQuerySchema, withdrawalPaySchema } from '../business/money.ts';
import { idSchema } from '../common.ts';
import { defineEndpoint, estimatedTableOf, okOf } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import * as rows from './money-rows.ts';

const idParam = z.object({ id: idSchema });
const base = (action: string, zh: string, en: string, perm: string) =>
  ({
    method: 'PUT',
    path: `/system/withdrawal/:id/${action}`,
    money: true,
    perm,
    summary: { zh, en },
    tags: ['system/withdrawal'],
    params: idParam,
    response: okOf(rows.moneyTransition),
  }) as const;
/** A transition without a body (approve, cancel). */
const transition = (action: string, zh: string, en: string, perm: string) => defineEndpoint(base(action, zh, en, perm));
/** A transition with its body (reason, payment). */
const transitionWith = <B extends z.ZodType>(action: string, zh: string, en: string, perm: string, body: B) =>
  defineEndpoint({ ...base(action, zh, en, perm), body });

/** Spec §7 withdrawal calls plus finance's transitions (docs/DOMAIN.md §4 Withdrawal). */
export const withdrawalEndpoints = {
  checkWithdrawalStatus: defineEndpoint({
    method: 'GET',
    path: '/system/withdrawal/checkWithdrawalStatus',
    perm: ANY_USER,
    summary: { zh: '提现状态', en: 'Withdrawal status' },
    tags: ['system/withdrawal'],
    response: okOf(z.number().int().meta({ description: '0 may withdraw, 1 a withdrawal is pending, 2 blocked' })),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/system/withdrawal/list',
    perm: Perm.withdrawal.list,
    summary: { zh: '查询提现列表', en: 'List withdrawals' },
    tags: ['system/withdrawal'],
    query: withdrawalListQuerySchema,
    response: estimatedTableOf(rows.withdrawalRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/withdrawal/:id',
    perm: Perm.withdrawal.query,
    summary: { zh: '查询提现详情', en: 'Get a withdrawal' },
    tags: ['system/withdrawal'],
    params: idParam,
    response: okOf(rows.withdrawalRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/withdrawal',
    money: true,
    perm: Perm.withdrawal.add,
    summary: { zh: '申请提现', en: 'Request a withdrawal' },
    tags: ['system/withdrawal'],
    body: withdrawalBodySchema,
    response: okOf(rows.moneyTransition),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/withdrawal',
    money: true,
    perm: Perm.withdrawal.edit,
    summary: { zh: '修改提现申请', en: 'Edit a withdrawal request' },
    tags: ['system/withdrawal'],
    body: withdrawalEditSchema,
    response: okOf(rows.moneyTransition),
  }),
  approve: transition('approve', '提现审核通过', 'Approve a withdrawal', Perm.withdrawal.audit),
  reject: transitionWith('reject', '驳回提现', 'Reject a withdrawal', Perm.withdrawal.audit, moneyReasonSchema),
  pay: transitionWith('pay', '提现打款', 'Pay a withdrawal', Perm.withdrawalMoney.pay, withdrawalPaySchema),
  fail: transitionWith('fail', '提现打款失败', 'Mark a withdrawal payment failed', Perm.withdrawalMoney.pay, moneyReasonSchema),
  cancel: transition('cancel', '撤销提现', 'Cancel a withdrawal', Perm.withdrawalMoney.cancel),
};
