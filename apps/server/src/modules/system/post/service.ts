import type { PostAdd, PostEdit, PostListQuery } from '@ceping/contract';
import { type SQL, and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { fail } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysPost, sysUserPost } from '../../../db/schema/index.ts';
import { type ServerSysPost, toSysPost } from './view.ts';

const SORTABLE = { postId: sysPost.postId, postCode: sysPost.postCode, postName: sysPost.postName, postSort: sysPost.postSort, createTime: sysPost.createTime };

/** The list filters (RuoYi: code and name like, status). */
function postFilter(q: Partial<PostListQuery>): SQL | undefined {
  return and(
    q.postCode ? ilike(sysPost.postCode, likeOf(q.postCode) ?? '') : undefined,
    q.postName ? ilike(sysPost.postName, likeOf(q.postName) ?? '') : undefined,
    q.status ? eq(sysPost.status, q.status) : undefined,
  );
}

/** Posts matching `where`, ordered by their sort. */
const postQuery = (db: Executor, q: Partial<PostListQuery>, where: SQL | undefined) =>
  db
    .select()
    .from(sysPost)
    .where(where)
    .orderBy(...orderByOf(q, SORTABLE, [asc(sysPost.postSort), asc(sysPost.postId)]))
    .$dynamic();

/** A page of the posts matching the list filters (a few rows: one statement, core/list-page.ts). */
export async function listPosts(db: Executor, q: PostListQuery) {
  const where = postFilter(q);
  const page = await listPage(db, sysPost, where, q, postQuery(db, q, where));
  return mapPage(page, toSysPost);
}

/** Every post matching the list filters, neither paged nor counted: the export and the options. */
export async function allPosts(db: Executor, q: Partial<PostListQuery>): Promise<ServerSysPost[]> {
  return (await postQuery(db, q, postFilter(q))).map(toSysPost);
}

export async function postDetail(db: Executor, postId: number): Promise<ServerSysPost> {
  const [row] = await db.select().from(sysPost).where(eq(sysPost.postId, postId));
  if (!row) throw fail('post.notFound');
  return toSysPost(row);
}

/** Names and codes are unique: writes take this lock, so two saves cannot both pass the check. */
async function lockPosts(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${POSTS_LOCK})`);
}
const POSTS_LOCK = 7_204_102;

async function taken(tx: Executor, field: 'postName' | 'postCode', value: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: sysPost.postId })
    .from(sysPost)
    .where(and(eq(sysPost[field], value), exceptId ? ne(sysPost.postId, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function createPost(db: Db, caller: LoginUser, body: PostAdd): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPosts(tx);
    if (await taken(tx, 'postName', body.postName)) throw fail('post.add.nameExists', body.postName);
    if (await taken(tx, 'postCode', body.postCode)) throw fail('post.add.codeExists', body.postName);
    const [created] = await tx
      .insert(sysPost)
      .values({
        postCode: body.postCode,
        postName: body.postName,
        postSort: body.postSort,
        status: body.status ?? '0',
        remark: body.remark ?? null,
        createBy: caller.userName,
      })
      .returning({ postId: sysPost.postId });
    return created.postId;
  });
}

export async function updatePost(db: Db, caller: LoginUser, body: PostEdit): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPosts(tx);
    if (await taken(tx, 'postName', body.postName, body.postId)) throw fail('post.edit.nameExists', body.postName);
    if (await taken(tx, 'postCode', body.postCode, body.postId)) throw fail('post.edit.codeExists', body.postName);
    const changed = await tx
      .update(sysPost)
      .set({
        postCode: body.postCode,
        postName: body.postName,
        postSort: body.postSort,
        status: body.status,
        remark: body.remark,
        updateBy: caller.userName,
        updateTime: new Date(),
      })
      .where(eq(sysPost.postId, body.postId))
      .returning({ postId: sysPost.postId });
    if (changed.length === 0) throw fail('post.notFound');
  });
}

/** Hard delete, as RuoYi; a post still held by a user refuses the whole request (`<name>已分配,不能删除`). */
export async function deletePosts(db: Db, postIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(sysPost).where(inArray(sysPost.postId, postIds)).for('update');
    if (rows.length !== postIds.length) throw fail('post.notFound');
    const held = await tx
      .select({ postId: sysUserPost.postId, n: count() })
      .from(sysUserPost)
      .where(inArray(sysUserPost.postId, postIds))
      .groupBy(sysUserPost.postId);
    const heldIds = new Set(held.filter((h) => h.n > 0).map((h) => h.postId));
    const first = postIds.map((id) => rows.find((r) => r.postId === id)).find((r) => r && heldIds.has(r.postId));
    if (first) throw fail('post.delete.assigned', first.postName);
    await tx.delete(sysPost).where(inArray(sysPost.postId, postIds));
  });
}
