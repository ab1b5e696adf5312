import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { idPk, ref, ts } from './columns.ts';

/**
 * Daily sign-in of the home dashboard: one row per user and day (the GMT+8 calendar day), with the
 * streak of consecutive days it ends. The unique (user, day) key is what makes a double click, or two
 * tabs signing at once, store one row.
 */
export const bizSignIn = pgTable(
  'biz_sign_in',
  {
    signId: idPk('sign_id', 1),
    userId: ref('user_id').notNull(),
    /** The GMT+8 calendar day signed (yyyy-MM-dd). */
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    /** Consecutive days ending with this one (1 when the day before was not signed). */
    streak: integer('streak').notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('biz_sign_in_user_day_uq').on(t.userId, t.signDate), check('biz_sign_in_streak_ck', sql`${t.streak} >= 1`)],
);
