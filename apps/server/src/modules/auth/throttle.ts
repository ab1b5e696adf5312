import type { Store } from '../../core/store.ts';

/** Failed logins one address may make for one account name before it is refused (RuoYi's maxRetryCount). */
export const MAX_RETRY = 5;
/** How long a refusal lasts after the last failure, in minutes (RuoYi's lockTime). */
export const LOCK_MINUTES = 10;
/** Failed logins one address may make over all account names before it is refused for every account. */
export const ADDRESS_MAX_FAILURES = 20;

/**
 * Login failures are counted per source address and per address + account name, never per account
 * alone: whoever guesses passwords only refuses themselves, while the owner logs in from elsewhere.
 * Unknown names count like real ones, so a refusal says nothing about who exists. The counters live
 * in the store (shared by every instance); each failure restarts their {@link LOCK_MINUTES} TTL.
 */
const addressKey = (ip: string) => `login_fail_ip:${ip}`;
// The name is encoded so that no (address, name) pair can spell another pair's key.
const accountKey = (ip: string, userName: string) => `login_fail_acct:${ip}|${encodeURIComponent(userName.toLowerCase())}`;

export type Throttle = 'account' | 'address';

/** Which throttle (if any) refuses this address for this name now. */
export async function loginThrottled(store: Store, ip: string, userName: string): Promise<Throttle | null> {
  const [byAddress, byAccount] = await Promise.all([store.get(addressKey(ip)), store.get(accountKey(ip, userName))]);
  if (Number(byAccount ?? 0) >= MAX_RETRY) return 'account';
  if (Number(byAddress ?? 0) >= ADDRESS_MAX_FAILURES) return 'address';
  return null;
}

/** Counts one failed login; answers the throttle this failure trips, if any. */
export async function countLoginFailure(store: Store, ip: string, userName: string): Promise<Throttle | null> {
  const ttl = LOCK_MINUTES * 60;
  const [byAddress, byAccount] = await Promise.all([store.incr(addressKey(ip), ttl), store.incr(accountKey(ip, userName), ttl)]);
  if (byAccount >= MAX_RETRY) return 'account';
  if (byAddress >= ADDRESS_MAX_FAILURES) return 'address';
  return null;
}

/**
 * A successful login clears this address's count for the account. The address's count over all
 * accounts stays: logging into one's own account must not reset the budget for guessing others.
 */
export async function clearLoginFailures(store: Store, ip: string, userName: string): Promise<void> {
  await store.del(accountKey(ip, userName));
}

/**
 * Unlocks an account name (RuoYi's `/monitor/logininfor/unlock`): clears every address's failure
 * count for that name. The per-address counts over all names stay (they throttle guessing, not the
 * account). Answers how many counters were cleared.
 */
export async function unlockLoginName(store: Store, userName: string): Promise<number> {
  const suffix = `|${encodeURIComponent(userName.toLowerCase())}`;
  const keys = (await store.keys('login_fail_acct:')).filter((k) => k.endsWith(suffix));
  return keys.length ? store.del(...keys) : 0;
}
