import { z } from 'zod';
import { defineEndpoint, okOf } from '../endpoint.ts';
import { ANY_USER } from '../perms.ts';

export const withdrawalEndpoints = {
  checkWithdrawalStatus: defineEndpoint({
    method: 'GET',
    path: '/system/withdrawal/checkWithdrawalStatus',
    perm: ANY_USER,
    summary: { zh: '提现状态', en: 'Withdrawal status' },
    tags: ['system/withdrawal'],
    response: okOf(z.number().int().meta({ description: '0 may withdraw, 1 a withdrawal is pending, 2 blocked' })),
  }),
};
