/** Client-side duplicate-submit guard for POST and PUT (spec: same url and body within 5 s). */
export const REPEAT_INTERVAL_MS = 5000;
export const REPEAT_SIZE_LIMIT = 5 * 1024 * 1024;
export const SESSION_KEY = 'sessionObj';

interface LastSubmit {
  url: string;
  data: string;
  time: number;
}

function readLast(): LastSubmit | null {
  try {
    const raw = window.sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'url' in parsed && 'data' in parsed && 'time' in parsed) {
      return parsed as LastSubmit;
    }
    return null;
  } catch {
    return null;
  }
}

export type RepeatVerdict = 'ok' | 'repeat' | 'unchecked';

/**
 * Records this submission and says whether it repeats the previous one. Bodies above 5 MB are not
 * checked (`unchecked`), as storing them in sessionStorage would fail.
 */
export function checkRepeat(url: string, body: unknown, now = Date.now()): RepeatVerdict {
  const data = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  if (data.length >= REPEAT_SIZE_LIMIT) return 'unchecked';
  const last = readLast();
  if (last && last.url === url && last.data === data && now - last.time < REPEAT_INTERVAL_MS) return 'repeat';
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify({ url, data, time: now }));
  } catch {
    return 'unchecked';
  }
  return 'ok';
}
