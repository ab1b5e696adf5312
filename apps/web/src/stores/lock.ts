import { create } from 'zustand';

/** RuoYi 3.9.2's keys: the lock flag (a JSON boolean) and the page to return to. */
export const LOCK_KEY = 'screen-lock';
export const LOCK_PATH_KEY = 'screen-lock-path';
export const LOCK_PAGE = '/lock';
const DEFAULT_RETURN = '/home';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // private mode: the lock lasts until the page is reloaded
  }
}

interface LockState {
  locked: boolean;
  /** Where unlocking returns to. */
  returnPath: string;
  lock(path: string): void;
  unlock(): void;
}

/**
 * The screen lock. It is kept in localStorage, so a reload (or another tab) stays locked until the
 * account's password is given again (`POST /unlockscreen`).
 */
export const useLockStore = create<LockState>()((set) => ({
  locked: read(LOCK_KEY) === 'true',
  returnPath: read(LOCK_PATH_KEY) || DEFAULT_RETURN,
  lock(path) {
    write(LOCK_KEY, 'true');
    write(LOCK_PATH_KEY, path);
    set({ locked: true, returnPath: path });
  },
  unlock() {
    write(LOCK_KEY, 'false');
    write(LOCK_PATH_KEY, DEFAULT_RETURN);
    set({ locked: false, returnPath: DEFAULT_RETURN });
  },
}));
