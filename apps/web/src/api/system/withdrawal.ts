import type { AjaxResult } from '@ceping/contract';
import { get } from '../request.ts';

/**
 * Withdrawal status of the logged-in seller (roles common / zi). Silent: the caller treats a failure
 * as "unknown" and never blocks on it.
 */
export const checkWithdrawalStatus = () => get<AjaxResult<unknown>>('/system/withdrawal/checkWithdrawalStatus', undefined, { silent: true });
