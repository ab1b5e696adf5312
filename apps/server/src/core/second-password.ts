import { fail } from './errors.ts';
import type { Store } from './store.ts';

/**
 * After a caller's second (operation) password is checked, the routes that ask for it
 * (`config.secondPassword`) are open to that session for this long. The web client asks for the
 * password right before each such action; the server makes sure it was asked. Only the window's end
 * closes it: a wrong attempt afterwards (or the lock after five) never revokes a window already granted.
 */
export const SECOND_PASSWORD_WINDOW_SECONDS = 300;

const key = (tokenId: string) => `pay_pwd_ok:${tokenId}`;

/** Records a correct second password for this session. */
export function markSecondPassword(store: Store, tokenId: string): Promise<void> {
  return store.set(key(tokenId), '1', SECOND_PASSWORD_WINDOW_SECONDS);
}

/** Refuses when this session has not entered the second password within the window. */
export async function assertSecondPassword(store: Store, tokenId: string): Promise<void> {
  if (!(await store.get(key(tokenId)))) throw fail('pwd.verifyFirst');
}
