import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { idPk, ref, ts } from './columns.ts';

/**
 * Who read which notice (RuoYi 3.9.2's `sys_notice_read`): one row per (user, notice), written the
 * first time the user opens it; the unique key makes a repeated or concurrent "mark read" a no-op.
 */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    readId: idPk('read_id', 1),
    noticeId: ref('notice_id').notNull(),
    userId: ref('user_id').notNull(),
    readTime: ts('read_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_notice_read_user_notice_uq').on(t.userId, t.noticeId), index('sys_notice_read_notice_idx').on(t.noticeId)],
);
