import { invitationEndpoints, messageEndpoints, profileEndpoints } from '@ceping/contract';
import { resourceKey } from './keys.ts';
import { queryClient } from './queryClient.ts';

/**
 * The one place that follows money: every successful call of an endpoint the contract marks
 * `money: true` (publishing or cancelling a task, a recharge or withdrawal submitted or cancelled, an
 * invoice requested, finance's decisions…) ends here, through `call()`. The session user's balance
 * (the navbar) is read again by the reader the user store registers, and the queries that show money
 * or what money decisions write (the profile and account page, the message inbox and its unread
 * count) are invalidated. Screens do not refresh balances themselves.
 */

/** Query keys of what shows a balance or follows money decisions. */
export const MONEY_DEPENDENT_KEYS: readonly (readonly unknown[])[] = [
  resourceKey(profileEndpoints.get),
  resourceKey(messageEndpoints.list),
  resourceKey(invitationEndpoints.info),
];

let readBalance: () => Promise<unknown> = async () => undefined;

/** Registers how the session user's balance is read again (the user store's `refreshInfo`). */
export function setBalanceReader(reader: () => Promise<unknown>): void {
  readBalance = reader;
}

/** Money may have moved: the balance and the money-dependent queries are read again. Never throws. */
export function moneyMoved(): void {
  void readBalance().catch(() => undefined);
  for (const queryKey of MONEY_DEPENDENT_KEYS) void queryClient.invalidateQueries({ queryKey });
}
