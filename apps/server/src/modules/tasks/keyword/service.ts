import type { KeywordEdit, KeywordListQuery, KeywordListRow } from '@ceping/contract';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { fail, notFound } from '../../../core/errors.ts';
import { type ListPage, listPage } from '../../../core/list-page.ts';
import { likeOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizTask, bizTaskKeyword } from '../../../db/schema/index.ts';
import type { Actor } from '../task/actor.ts';
import { visibleTasks } from '../task/query.ts';
import { lockTask } from '../task/repo.ts';

const columns = {
  keywordId: bizTaskKeyword.keywordId,
  taskId: bizTaskKeyword.taskId,
  taskNo: bizTask.taskNo,
  productTitle: bizTask.productTitle,
  userId: bizTask.userId,
  status: bizTask.status,
  taskQuantity: bizTask.taskQuantity,
  keyword: bizTaskKeyword.keyword,
  remark: bizTaskKeyword.remark,
  quantity: bizTaskKeyword.quantity,
  orderNum: bizTaskKeyword.orderNum,
};
const joined = (ex: Executor) => ex.select(columns).from(bizTaskKeyword).innerJoin(bizTask, eq(bizTask.taskId, bizTaskKeyword.taskId));
/** What the keyword list's filter reads: the keyword rows with their task (the caller's scope), inner-joined as the page joins them. */
const KEYWORD_FROM = sql`${bizTaskKeyword} inner join ${bizTask} on ${bizTask.taskId} = ${bizTaskKeyword.taskId}`;

/** Keyword allocations of the tasks the caller may see; the total above 10,000 rows is the planner's estimate (core/list-page.ts). */
export function listKeywords(db: Db, actor: Actor, q: KeywordListQuery): Promise<ListPage<KeywordListRow>> {
  const where = and(
    visibleTasks(actor),
    q.taskId ? eq(bizTaskKeyword.taskId, q.taskId) : undefined,
    q.keyword ? ilike(bizTaskKeyword.keyword, likeOf(q.keyword) ?? '') : undefined,
  );
  return listPage(
    db,
    KEYWORD_FROM,
    where,
    q,
    joined(db).where(where).orderBy(desc(bizTaskKeyword.taskId), asc(bizTaskKeyword.orderNum), asc(bizTaskKeyword.keywordId)),
  );
}

export async function getKeyword(db: Db, actor: Actor, keywordId: number): Promise<KeywordListRow> {
  const [row] = await joined(db).where(and(eq(bizTaskKeyword.keywordId, keywordId), visibleTasks(actor)));
  if (!row) throw notFound();
  return row;
}

/**
 * Replaces the keyword rows of a pending keyword-search task (owner or admin). The orders per keyword
 * must still add up to the task's quantity; nothing about the price changes.
 */
export async function saveKeywords(db: Db, actor: Actor, body: KeywordEdit): Promise<void> {
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, body.taskId, actor, 'ownerOrAdmin');
    if (task.status !== '0') throw fail('task.stateRefused');
    if (task.enterMethod !== '1') throw fail('task.keywordNotSearch');
    if (body.keywords.reduce((s, k) => s + k.quantity, 0) !== task.taskQuantity) throw fail('task.keywordSum');
    await tx.delete(bizTaskKeyword).where(eq(bizTaskKeyword.taskId, task.taskId));
    await tx
      .insert(bizTaskKeyword)
      .values(body.keywords.map((k, i) => ({ taskId: task.taskId, keyword: k.keyword, remark: k.remark, quantity: k.quantity, orderNum: i + 1 })));
    await tx.update(bizTask).set({ updateBy: actor.userName, updateTime: new Date() }).where(eq(bizTask.taskId, task.taskId));
  });
}
