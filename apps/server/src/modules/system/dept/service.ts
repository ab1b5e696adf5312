import { type DeptAdd, type DeptEdit, Perm } from '@ceping/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail, warn } from '../../../core/errors.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysDept } from '../../../db/schema/index.ts';
import { type AccessDeps, changeUserAccess } from '../user/index.ts';
import { countBelow, countChildren, countUsers, deptNameTaken, findDept, lockDeptTree, scopedDept } from './repo.ts';
import { type ServerSysDept, toSysDept } from './view.ts';

export type DeptDeps = AccessDeps;

/** The ids in an `ancestors` list ("0,100,101" → [100, 101]). */
const idsOf = (ancestors: string) =>
  ancestors
    .split(',')
    .map(Number)
    .filter((n) => n > 0);

/** `GET /system/dept/{deptId}`: the dept (with its parent's name) after the data-scope check. */
export async function deptDetail(db: Executor, caller: LoginUser, deptId: number): Promise<ServerSysDept> {
  await scopedDept(db, caller, Perm.dept.query, deptId);
  const dept = await findDept(db, deptId);
  if (!dept) throw fail('dept.notFound');
  const parent = dept.parentId ? await findDept(db, dept.parentId) : undefined;
  return toSysDept(dept, parent?.deptName ?? null);
}

/** A new dept below a live, enabled parent in the caller's scope; `ancestors` is the parent's plus the parent. */
export async function createDept(db: Db, caller: LoginUser, body: DeptAdd): Promise<number> {
  await scopedDept(db, caller, Perm.dept.add, body.parentId);
  return db.transaction(async (tx) => {
    await lockDeptTree(tx);
    const parent = await findDept(tx, body.parentId);
    if (!parent) throw fail('dept.parent.notFound');
    if (await deptNameTaken(tx, body.deptName, body.parentId)) throw fail('dept.add.nameExists', body.deptName);
    if (parent.status !== '0') throw fail('dept.add.parentDisabled');
    const [created] = await tx
      .insert(sysDept)
      .values({
        parentId: body.parentId,
        ancestors: `${parent.ancestors},${parent.deptId}`,
        deptName: body.deptName,
        orderNum: body.orderNum,
        leader: body.leader || null,
        phone: body.phone || null,
        email: body.email || null,
        status: body.status ?? '0',
        createBy: caller.userName,
      })
      .returning({ deptId: sysDept.deptId });
    return created.deptId;
  });
}

/**
 * RuoYi's edit: scope, unique name under the new parent, never below itself, no disabling while a
 * dept below is enabled; the dept's and its subtree's `ancestors` follow a move, and enabling a dept
 * enables the depts above it. Members' sessions carry the dept's name: a rename reloads them.
 */
export async function updateDept(d: DeptDeps, caller: LoginUser, body: DeptEdit): Promise<void> {
  const perm = Perm.dept.edit;
  await scopedDept(d.db, caller, perm, body.deptId);
  if (body.parentId === body.deptId) throw fail('dept.edit.parentSelf', body.deptName);
  // A move needs the new parent inside the caller's scope too (a dept staying where it is keeps its parent, seen or not).
  const before = await findDept(d.db, body.deptId);
  if (body.parentId !== 0 && body.parentId !== before?.parentId) await scopedDept(d.db, caller, perm, body.parentId);
  await changeUserAccess(d, async (tx, access) => {
    await lockDeptTree(tx);
    const current = await findDept(tx, body.deptId);
    if (!current) throw fail('dept.notFound');
    let ancestors = current.ancestors;
    if (body.parentId === 0) {
      if (current.parentId !== 0) throw fail('dept.parentRequired');
    } else {
      const parent = await findDept(tx, body.parentId);
      if (!parent) throw fail('dept.parent.notFound');
      if (idsOf(parent.ancestors).includes(body.deptId)) throw fail('dept.edit.parentCycle', body.deptName);
      ancestors = `${parent.ancestors},${parent.deptId}`;
    }
    if (await deptNameTaken(tx, body.deptName, body.parentId, body.deptId)) throw fail('dept.edit.nameExists', body.deptName);
    if (body.status === '1' && (await countBelow(tx, body.deptId, true)) > 0) throw fail('dept.edit.hasEnabledChildren');
    await tx
      .update(sysDept)
      .set({
        parentId: body.parentId,
        ancestors,
        deptName: body.deptName,
        orderNum: body.orderNum,
        leader: body.leader || null,
        phone: body.phone || null,
        email: body.email || null,
        status: body.status ?? current.status,
        updateBy: caller.userName,
        updateTime: new Date(),
      })
      .where(eq(sysDept.deptId, body.deptId));
    if (ancestors !== current.ancestors) {
      // Every dept below carries the old prefix "<old ancestors>,<deptId>": swap it for the new one.
      const oldPrefix = `${current.ancestors},${body.deptId}`;
      const newPrefix = `${ancestors},${body.deptId}`;
      await tx
        .update(sysDept)
        .set({ ancestors: sql`${newPrefix} || substr(${sysDept.ancestors}, ${oldPrefix.length + 1})` })
        .where(sql`${sysDept.ancestors} = ${oldPrefix} or ${sysDept.ancestors} like ${`${oldPrefix},%`}`);
    }
    const above = idsOf(ancestors);
    if ((body.status ?? current.status) === '0' && above.length) {
      await tx
        .update(sysDept)
        .set({ status: '0' })
        .where(and(inArray(sysDept.deptId, above), eq(sysDept.status, '1')));
    }
    if (body.deptName !== current.deptName) access.deptsChanged([body.deptId]);
  });
}

/** RuoYi's delete: refused (601) while live depts hang below it or live users are in it; soft delete. */
export async function deleteDept(db: Db, caller: LoginUser, deptId: number): Promise<void> {
  await scopedDept(db, caller, Perm.dept.remove, deptId);
  await db.transaction(async (tx) => {
    await lockDeptTree(tx);
    if (!(await findDept(tx, deptId, true))) throw fail('dept.notFound');
    if ((await countChildren(tx, deptId)) > 0) throw warn('dept.delete.hasChildren');
    if ((await countUsers(tx, deptId)) > 0) throw warn('dept.delete.hasUsers');
    await tx.update(sysDept).set({ delFlag: '2', updateBy: caller.userName, updateTime: new Date() }).where(eq(sysDept.deptId, deptId));
  });
}

/** RuoYi 3.9.2's "保存排序": pairwise order numbers, each dept in the caller's scope. */
export async function updateDeptSort(db: Db, caller: LoginUser, deptIds: number[], orderNums: number[]): Promise<void> {
  for (const id of new Set(deptIds)) await scopedDept(db, caller, Perm.dept.edit, id);
  await db.transaction(async (tx) => {
    await lockDeptTree(tx);
    for (let i = 0; i < deptIds.length; i++) {
      const changed = await tx
        .update(sysDept)
        .set({ orderNum: orderNums[i], updateBy: caller.userName, updateTime: new Date() })
        .where(and(eq(sysDept.deptId, deptIds[i]), eq(sysDept.delFlag, '0')))
        .returning({ id: sysDept.deptId });
      if (changed.length === 0) throw fail('dept.sort.invalid');
    }
  });
}
