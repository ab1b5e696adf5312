import {
  type StaffOption,
  TASK_DELETABLE,
  TASK_DISTRIBUTABLE,
  type TaskServiceFields,
  type TaskStatusValue,
  type TaskTransitionResult,
} from '@ceping/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { fail, forbidden, notFound } from '../../../core/errors.ts';
import { type Db, type Tx, rows } from '../../../db/client.ts';
import { bizTask } from '../../../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { lockTask } from './repo.ts';

const result = (t: { taskId: number; taskNo: string; status: string }): TaskTransitionResult => ({
  taskId: t.taskId,
  taskNo: t.taskNo,
  status: t.status as TaskStatusValue,
  refund: '0.00',
  money: null,
});

/** A staff profile switched off (`biz_staff.status = '1'`) takes its account out of distribution. */
const profileActive = sql`not exists (select 1 from biz_staff s where s.user_id = u.user_id and s.status = '1')`;

/** An enabled, non-deleted user holding the enabled role `service` whose staff profile (if any) is active; its display name. */
async function activeStaffName(tx: Tx, staffId: number): Promise<string | undefined> {
  const [row] = await rows<{ name: string }>(
    tx,
    sql`select coalesce(nullif(u.nick_name, ''), u.user_name) as name from sys_user u
        join sys_user_role ur on ur.user_id = u.user_id join sys_role r on r.role_id = ur.role_id
        where u.user_id = ${staffId} and u.status = '0' and u.del_flag = '0' and r.role_key = 'service' and r.status = '0' and r.del_flag = '0'
        and ${profileActive} limit 1`,
  );
  return row?.name;
}

/** `GET /system/task/staffOptions`: the staff members a task can be distributed to (same rule as distribute). */
export async function staffOptions(db: Db): Promise<StaffOption[]> {
  return rows<StaffOption>(
    db,
    sql`select distinct u.user_id::int as "userId", u.user_name as "userName", u.nick_name as "nickName" from sys_user u
        join sys_user_role ur on ur.user_id = u.user_id join sys_role r on r.role_id = ur.role_id
        where u.status = '0' and u.del_flag = '0' and r.role_key = 'service' and r.status = '0' and r.del_flag = '0' and ${profileActive}
        order by 1`,
  );
}

/** `PUT /system/task/distribute`: staff assign a task (pending, running or paused) to a staff member. */
export async function distributeTask(db: Db, actor: Actor, taskId: number, staffId: number): Promise<TaskTransitionResult & { staffName: string }> {
  return db.transaction(async (tx) => {
    await lockTask(tx, taskId, actor, 'staff');
    const staffName = await activeStaffName(tx, staffId);
    if (!staffName) throw fail('task.staffInvalid');
    const [row] = await tx
      .update(bizTask)
      .set({ staffId, distributeTime: new Date(), updateBy: actor.userName, updateTime: new Date() })
      .where(and(eq(bizTask.taskId, taskId), inArray(bizTask.status, [...TASK_DISTRIBUTABLE])))
      .returning({ taskId: bizTask.taskId, taskNo: bizTask.taskNo, status: bizTask.status });
    if (!row) throw fail('task.stateRefused');
    return { ...result(row), staffName };
  });
}

/** `PUT /system/task/cancelDistribute/{id}`: clears the staff assignment. */
export async function cancelDistribution(db: Db, actor: Actor, taskId: number): Promise<TaskTransitionResult> {
  return db.transaction(async (tx) => {
    await lockTask(tx, taskId, actor, 'staff');
    const [row] = await tx
      .update(bizTask)
      .set({ staffId: null, distributeTime: null, updateBy: actor.userName, updateTime: new Date() })
      .where(and(eq(bizTask.taskId, taskId), isNotNull(bizTask.staffId)))
      .returning({ taskId: bizTask.taskId, taskNo: bizTask.taskNo, status: bizTask.status });
    if (!row) throw fail('task.notDistributed');
    return result(row);
  });
}

/** `PUT /system/task/service-fields`: staff edit sku, the entry note and their own remark, in any state. */
export async function saveServiceFields(db: Db, actor: Actor, body: TaskServiceFields): Promise<void> {
  if (!actor.staff) throw forbidden();
  await db.transaction(async (tx) => {
    await lockTask(tx, body.taskId, actor, 'staff');
    await tx
      .update(bizTask)
      .set({
        ...(body.sku === undefined ? {} : { sku: body.sku }),
        ...(body.enterMethodRemark === undefined ? {} : { enterMethodRemark: body.enterMethodRemark }),
        ...(body.serviceRemark === undefined ? {} : { serviceRemark: body.serviceRemark }),
        updateBy: actor.userName,
        updateTime: new Date(),
      })
      .where(eq(bizTask.taskId, body.taskId));
  });
}

/**
 * `DELETE /system/task/{ids}`: soft-deletes cancelled or rejected tasks with nothing paid, by their owner
 * or an admin. All or nothing: one missing, foreign or undeletable id refuses the whole request.
 */
export async function removeTasks(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    for (const id of [...ids].sort((a, b) => a - b)) {
      const task = await lockTask(tx, id, actor, 'ownerOrAdmin');
      const deletable = (TASK_DELETABLE as readonly string[]).includes(task.status) && new Decimal(task.paidAmount).isZero();
      if (!deletable) throw fail('task.deleteRefused', task.taskNo);
    }
    const gone = await tx
      .update(bizTask)
      .set({ delFlag: '2', updateBy: actor.userName, updateTime: new Date() })
      .where(and(inArray(bizTask.taskId, ids), eq(bizTask.delFlag, '0'), inArray(bizTask.status, [...TASK_DELETABLE]), eq(bizTask.paidAmount, '0')))
      .returning({ taskId: bizTask.taskId });
    if (gone.length !== ids.length) throw notFound();
    return gone.length;
  });
}
