import { Cron, type CronOptions } from 'croner';

/**
 * Cron expressions are RuoYi's (Quartz): six or seven fields with seconds first, `?` for "no value",
 * day-of-week 1–7 from Sunday, `0/10` steps, read in GMT+8 like every time of the API. Parsing and
 * the fire times come from croner; nothing here computes a date by hand.
 */
export const CRON_OPTIONS: CronOptions = {
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  sloppyRanges: true,
  timezone: 'Asia/Shanghai',
};

/** The cron of an expression (not scheduled), or null when croner refuses it or it never fires again. */
export function parseCron(expression: string): Cron | null {
  try {
    const cron = new Cron(expression.trim(), { ...CRON_OPTIONS, paused: true });
    return cron.nextRun() ? cron : null;
  } catch {
    return null;
  }
}

/** The next `n` fire times after `from` (none for an invalid expression). */
export function nextFireTimes(expression: string, n: number, from = new Date()): Date[] {
  return parseCron(expression)?.nextRuns(n, from) ?? [];
}

/** The latest fire times at or before `at`, newest first, at most `n`, all later than `after`. */
export function missedFireTimes(cron: Cron, after: Date, at: Date, n: number): Date[] {
  // previousRuns counts a run in the same second as the reference, so `at` itself is included.
  return cron.previousRuns(n, new Date(at.getTime() + 1)).filter((d) => d.getTime() > after.getTime());
}
