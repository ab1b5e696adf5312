import type { DeptListQuery } from '@ceping/contract';
import { type SQL, and, asc, count, eq, ilike, ne, not, sql } from 'drizzle-orm';
import { dataScopeOf, isAdminUser } from '../../../core/access.ts';
import { fail } from '../../../core/errors.ts';
import { likeOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Executor } from '../../../db/client.ts';
import { sysDept, sysUser } from '../../../db/schema/index.ts';
import type { DeptRow } from './view.ts';

/** RuoYi's data scope on the dept list (`d.dept_id`). */
export const deptScope = (caller: LoginUser, perm: string) => dataScopeOf(caller, perm, { dept: sysDept.deptId });

/** `deptId` itself or any dept below it (its id is in their `ancestors`). */
export const inSubtree = (deptId: number): SQL => sql`(${sysDept.deptId} = ${deptId} or ${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ',')))`;

/** Strictly below `deptId`. */
const below = (deptId: number): SQL => sql`${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`;

/** The caller's live depts matching the filters, flat, ordered as RuoYi (parent, order); without `excluded` and its subtree. */
export async function listDepts(db: Executor, caller: LoginUser, perm: string, q: Partial<DeptListQuery>, excluded?: number): Promise<DeptRow[]> {
  return db
    .select()
    .from(sysDept)
    .where(
      and(
        eq(sysDept.delFlag, '0'),
        q.deptId ? eq(sysDept.deptId, q.deptId) : undefined,
        q.parentId !== undefined ? eq(sysDept.parentId, q.parentId) : undefined,
        q.deptName ? ilike(sysDept.deptName, likeOf(q.deptName) ?? '') : undefined,
        q.status ? eq(sysDept.status, q.status) : undefined,
        excluded ? not(inSubtree(excluded)) : undefined,
        deptScope(caller, perm),
      ),
    )
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
}

/** A live dept, or undefined. `lock` takes its row for the rest of the transaction. */
export async function findDept(db: Executor, deptId: number, lock = false): Promise<DeptRow | undefined> {
  const q = db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** `checkDeptDataScope`: a live dept inside the caller's scope under `perm`; a scoped caller hears the same for a missing one. */
export async function scopedDept(db: Executor, caller: LoginUser, perm: string, deptId: number): Promise<void> {
  const [row] = await db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0'), deptScope(caller, perm)));
  if (!row) throw fail(isAdminUser(caller) ? 'dept.notFound' : 'dept.scope.denied');
}

/** True when another live dept under `parentId` already has this name. */
export async function deptNameTaken(db: Executor, deptName: string, parentId: number, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptName, deptName), eq(sysDept.parentId, parentId), eq(sysDept.delFlag, '0'), exceptId ? ne(sysDept.deptId, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Live depts below `deptId`, all of them or only the enabled ones. */
export async function countBelow(db: Executor, deptId: number, onlyEnabled: boolean): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sysDept)
    .where(and(eq(sysDept.delFlag, '0'), below(deptId), onlyEnabled ? eq(sysDept.status, '0') : undefined));
  return n;
}

/** Direct live children of `deptId` (RuoYi's `hasChildByDeptId`). */
export async function countChildren(db: Executor, deptId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sysDept)
    .where(and(eq(sysDept.delFlag, '0'), eq(sysDept.parentId, deptId)));
  return n;
}

/** Live users in the dept (RuoYi's `checkDeptExistUser`). */
export async function countUsers(db: Executor, deptId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sysUser)
    .where(and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0')));
  return n;
}

/** Every dept write holds this lock: a move reads its parent's ancestors and rewrites its subtree's without another move in between. */
export async function lockDeptTree(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEPT_TREE_LOCK})`);
}
const DEPT_TREE_LOCK = 7_204_101;
