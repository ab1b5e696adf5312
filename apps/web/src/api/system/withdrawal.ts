import { withdrawalEndpoints } from '@ceping/contract';
import { call } from '../endpoint.ts';

/**
 * Withdrawal status of the logged-in seller (roles common / zi). Silent: the caller treats a failure
 * as "unknown" and never blocks on it.
 */
export const checkWithdrawalStatus = () => call(withdrawalEndpoints.checkWithdrawalStatus, {}, { silent: true });
