import { vi } from 'vitest';

/**
 * Runs `fn` in a browser whose time zone is `zone` and whose clock reads `instant` (only `Date` is
 * faked, so timers and promises run as usual); both are restored afterwards.
 */
export async function atClock<T>(zone: string, instant: string, fn: () => T | Promise<T>): Promise<T> {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
    process.env.TZ = previous;
  }
}
