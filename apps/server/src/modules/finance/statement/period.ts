/** A statement's month in Asia/Shanghai (GMT+8, no daylight saving): `yyyy-MM` and its bounds. */
export interface Period {
  period: string;
  /** First instant of the month, 00:00 GMT+8 of its first day. */
  start: Date;
  /** First instant of the next month. */
  end: Date;
}

const GMT8 = 8 * 3600_000;

export function periodOf(period: string): Period {
  const [y, m] = period.split('-').map(Number);
  return { period, start: new Date(Date.UTC(y, m - 1, 1) - GMT8), end: new Date(Date.UTC(y, m, 1) - GMT8) };
}

/** The month `at` falls in, in GMT+8. */
export function periodAt(at: Date): string {
  const z = new Date(at.getTime() + GMT8);
  return `${z.getUTCFullYear()}-${String(z.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** What a statement generated at `now` covers: the whole month once it has ended, else up to `now`. */
export const cutoffOf = (p: Period, now: Date): Date => (now < p.end ? now : p.end);

/** `ST202611-3`: the month and the account, unique like the (account, month) pair. */
export const statementNoOf = (period: string, userId: number) => `ST${period.replace('-', '')}-${userId}`;
