import type { SignInInfo } from '@ceping/contract';
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { warn } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { bizSignIn } from '../../db/schema/index.ts';

const DAY = 86_400_000;
const GMT8 = 8 * 3600_000;
/** The GMT+8 calendar day (yyyy-MM-dd) holding the instant `ms`. */
export const signDayOf = (ms: number) => new Date(ms + GMT8).toISOString().slice(0, 10);

/**
 * The sign-in status of `userId` at `now` (injectable for tests): today's check-in, the streak still
 * alive (ending today, or yesterday while today is not signed yet), every day signed, and the days of
 * this month signed.
 */
export async function signInInfo(db: Executor, userId: number, now = Date.now()): Promise<SignInInfo> {
  const today = signDayOf(now);
  const yesterday = signDayOf(now - DAY);
  const month = today.slice(0, 7);
  const mine = eq(bizSignIn.userId, userId);
  const [[last], [total], inMonth] = await Promise.all([
    db
      .select({ signDate: bizSignIn.signDate, streak: bizSignIn.streak })
      .from(bizSignIn)
      .where(and(mine, inArray(bizSignIn.signDate, [today, yesterday])))
      .orderBy(desc(bizSignIn.signDate))
      .limit(1),
    db.select({ n: count() }).from(bizSignIn).where(mine),
    db
      .select({ signDate: bizSignIn.signDate })
      .from(bizSignIn)
      .where(and(mine, gte(bizSignIn.signDate, `${month}-01`), lte(bizSignIn.signDate, today)))
      .orderBy(bizSignIn.signDate),
  ]);
  return {
    today,
    signedToday: last?.signDate === today,
    streak: last?.streak ?? 0,
    totalDays: Number(total?.n ?? 0),
    month,
    monthDates: inMonth.map((r) => r.signDate),
  };
}

/**
 * Signs `userId` in for today (GMT+8) in one statement: the row carries the streak of yesterday's
 * row + 1 (1 after a gap). The unique (user, day) key lets exactly one of any number of concurrent
 * check-ins insert; every other one, and any later one that day, changes nothing and answers 601
 * "already signed in today".
 */
export async function signIn(db: Executor, userId: number, now = Date.now()): Promise<SignInInfo> {
  const today = signDayOf(now);
  const yesterday = signDayOf(now - DAY);
  const inserted = await db
    .insert(bizSignIn)
    .values({
      userId,
      signDate: today,
      streak: sql`coalesce((select ${bizSignIn.streak} from ${bizSignIn} where ${bizSignIn.userId} = ${userId} and ${bizSignIn.signDate} = ${yesterday}), 0) + 1`,
      createTime: new Date(now),
    })
    .onConflictDoNothing({ target: [bizSignIn.userId, bizSignIn.signDate] })
    .returning({ signId: bizSignIn.signId });
  if (inserted.length === 0) throw warn('signIn.already');
  return signInInfo(db, userId, now);
}
