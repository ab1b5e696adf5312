import { useUserStore } from '../../stores/user.ts';

/** After a money action: the navbar balance (and withdrawal status) read again from the server. */
export function refreshBalance(): void {
  void useUserStore
    .getState()
    .refreshInfo()
    .catch(() => undefined);
}
