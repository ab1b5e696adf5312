import { sql } from 'drizzle-orm';
import { boolean, char, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idPk, ref, ts } from './columns.ts';

/**
 * A user's message inbox. The server writes a message in the transaction of the event it tells
 * about (a sub-account registered, a recharge credited, a withdrawal paid…). The text is stored as
 * a catalogue key and its values, and rendered in the reader's language when read.
 */
export const bizMessage = pgTable(
  'biz_message',
  {
    messageId: idPk('message_id', 1),
    userId: ref('user_id').notNull(),
    /** Dictionary `message_type`: 1 system, 2 invitation, 3 money. */
    msgType: char('msg_type', { length: 1 }).notNull(),
    /** Catalogue key: `<key>.title` and `<key>.content` are the texts. */
    msgKey: varchar('msg_key', { length: 64 }).notNull(),
    /** The texts' `{0}`, `{1}`… values. */
    params: jsonb('params').$type<string[]>().notNull().default([]),
    /** The document the message is about (`recharge`, `withdrawal`, `user`), '' for none. */
    refType: varchar('ref_type', { length: 20 }).notNull().default(''),
    refId: ref('ref_id'),
    isRead: boolean('is_read').notNull().default(false),
    readTime: ts('read_time'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('biz_message_user_idx').on(t.userId, t.messageId), index('biz_message_unread_idx').on(t.userId).where(sql`not ${t.isRead}`)],
);
