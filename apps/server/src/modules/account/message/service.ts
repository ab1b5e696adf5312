import { type Lang, type MessageListQuery, formatMessage } from '@ceping/contract';
import { type SQL, and, count, desc, eq, inArray, not } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizMessage } from '../../../db/schema/index.ts';

type Stored = typeof bizMessage.$inferSelect;

/** A stored message with its title and text in `lang`. */
function render(m: Stored, lang: Lang) {
  return {
    messageId: m.messageId,
    msgType: m.msgType,
    title: formatMessage(lang, `${m.msgKey}.title`, ...m.params),
    content: formatMessage(lang, `${m.msgKey}.content`, ...m.params),
    isRead: m.isRead,
    readTime: m.readTime,
    refType: m.refType,
    refId: m.refId,
    createTime: m.createTime,
  };
}

/** A page of the caller's messages, newest first; nobody else's, whatever the query says (its total is exact up to 10,000, core/list-page.ts). */
export async function listMessages(ex: Executor, userId: number, q: MessageListQuery, lang: Lang) {
  const where: SQL | undefined = and(
    eq(bizMessage.userId, userId),
    q.isRead === '0' ? not(bizMessage.isRead) : q.isRead === '1' ? eq(bizMessage.isRead, true) : undefined,
    q.msgType ? eq(bizMessage.msgType, q.msgType) : undefined,
  );
  const page = await listPage(ex, bizMessage, where, q, ex.select().from(bizMessage).where(where).orderBy(desc(bizMessage.messageId)));
  return mapPage(page, (m) => render(m, lang));
}

export async function unreadCount(ex: Executor, userId: number): Promise<number> {
  const [{ n }] = await ex
    .select({ n: count() })
    .from(bizMessage)
    .where(and(eq(bizMessage.userId, userId), not(bizMessage.isRead)));
  return n;
}

/** Refuses the whole request when one id is not the caller's (a foreign message answers as a missing one). */
async function assertOwn(ex: Executor, userId: number, ids: number[]): Promise<void> {
  const own = await ex
    .select({ id: bizMessage.messageId })
    .from(bizMessage)
    .where(and(eq(bizMessage.userId, userId), inArray(bizMessage.messageId, ids)));
  if (own.length !== ids.length) throw notFound();
}

/** Marks the caller's messages read (those already read keep their read time); answers what stays unread. */
export async function markRead(db: Db, userId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    await assertOwn(tx, userId, ids);
    await tx
      .update(bizMessage)
      .set({ isRead: true, readTime: new Date() })
      .where(and(eq(bizMessage.userId, userId), inArray(bizMessage.messageId, ids), not(bizMessage.isRead)));
    return { unread: await unreadCount(tx, userId) };
  });
}

export async function markAllRead(db: Db, userId: number) {
  await db
    .update(bizMessage)
    .set({ isRead: true, readTime: new Date() })
    .where(and(eq(bizMessage.userId, userId), not(bizMessage.isRead)));
  return { unread: await unreadCount(db, userId) };
}

export async function removeMessages(db: Db, userId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    await assertOwn(tx, userId, ids);
    await tx.delete(bizMessage).where(and(eq(bizMessage.userId, userId), inArray(bizMessage.messageId, ids)));
    return { unread: await unreadCount(tx, userId) };
  });
}
