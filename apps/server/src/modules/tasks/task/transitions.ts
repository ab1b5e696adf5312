import { TASK_ACCESS, type TaskStatusValue, TaskTransition, type TaskTransitionResult, taskEndRefund } from '@ceping/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../../../core/errors.ts';
import type { Db } from '../../../db/client.ts';
import { bizTask } from '../../../db/schema/index.ts';
import { FundType, type LedgerRemark, bilingual, refundOwner } from '../../finance/index.ts';
import type { Actor } from './actor.ts';
import { type TaskAccess, type TaskRecord, lockTask } from './repo.ts';

type TaskSet = Partial<typeof bizTask.$inferInsert>;
type MoveName = 'approve' | 'reject' | 'cancel' | 'pause' | 'resume' | 'end';

interface Move {
  access: TaskAccess;
  /** Amount to give back to the owner (fund 6), from the locked row. */
  refund?: (t: TaskRecord) => Decimal;
  set: (t: TaskRecord, refund: Decimal) => TaskSet;
  remark?: (t: TaskRecord, extra: string) => LedgerRemark;
}

const moves: Record<MoveName, Move> = {
  approve: { access: TASK_ACCESS.approve, set: () => ({ publishTime: new Date() }) },
  reject: {
    access: TASK_ACCESS.reject,
    refund: (t) => new Decimal(t.paidAmount),
    set: () => ({ paidAmount: '0' }),
    remark: (t, reason) => bilingual('task.ledger.reject', t.taskNo, reason),
  },
  cancel: {
    access: TASK_ACCESS.cancel,
    refund: (t) => new Decimal(t.paidAmount),
    // remainQuantity stays: the orders that will not be done (the list shows done = task − remain).
    set: () => ({ paidAmount: '0', completeTime: new Date() }),
    remark: (t) => bilingual('task.ledger.cancel', t.taskNo),
  },
  pause: { access: TASK_ACCESS.pause, set: () => ({}) },
  resume: { access: TASK_ACCESS.resume, set: () => ({}) },
  end: {
    access: TASK_ACCESS.end,
    // What the orders not yet taken would have cost, never more than what is still paid (the contract's formula, shown by the web too).
    refund: (t) => new Decimal(taskEndRefund(t) ?? '0'),
    set: (t, refund) => ({ paidAmount: new Decimal(t.paidAmount).minus(refund).toFixed(2), completeTime: new Date() }),
    remark: (t) => bilingual('task.ledger.end', t.taskNo, t.remainQuantity),
  },
};

/**
 * Runs one transition of docs/DOMAIN.md §4 in one transaction: locks the task, checks who may act
 * and that the task is in a state the transition applies from, updates it with a compare-and-set on
 * that state, and posts the refund (fund 6) when the transition gives money back.
 */
export async function moveTask(db: Db, actor: Actor, taskId: number, name: MoveName, extra: { reason?: string } = {}): Promise<TaskTransitionResult> {
  const move = moves[name];
  const { from, to } = TaskTransition[name];
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, taskId, actor, move.access);
    if (!(from as readonly string[]).includes(task.status)) throw fail('task.stateRefused');
    const refund = move.refund ? move.refund(task) : new Decimal(0);
    const updated = await tx
      .update(bizTask)
      .set({
        ...move.set(task, refund),
        ...(name === 'reject' ? { rejectReason: extra.reason ?? '' } : {}),
        status: to,
        updateBy: actor.userName,
        updateTime: new Date(),
      })
      .where(and(eq(bizTask.taskId, taskId), inArray(bizTask.status, [...from])))
      .returning({ taskId: bizTask.taskId });
    if (updated.length === 0) throw fail('task.stateRefused');
    let money: string | null = null;
    if (refund.gt(0)) {
      const ref = {
        userId: task.userId,
        taskId,
        taskNo: task.taskNo,
        operator: actor.userName,
        type: FundType.TASK_REFUND,
        remark: move.remark?.(task, extra.reason ?? '') ?? { remark: '' },
      };
      money = (await refundOwner(tx, ref, refund)).balanceAfter;
    }
    return { taskId, taskNo: task.taskNo, status: to as TaskStatusValue, refund: refund.toFixed(2), money };
  });
}

/**
 * The auto-complete job hook: tasks in progress whose orders are all taken (remainQuantity = 0) and
 * final (completed or cancelled) become completed (1→3). Completing an order completes its task at
 * once when it was the last open one; this catches the rest (a task resumed after its last order).
 * Returns the ids completed.
 */
export async function autoCompleteTasks(db: Db): Promise<number[]> {
  const done = await db
    .update(bizTask)
    .set({ status: TaskTransition.complete.to, completeTime: new Date(), updateBy: 'system', updateTime: sql`now()` })
    .where(
      and(
        eq(bizTask.status, TaskTransition.complete.from[0]),
        eq(bizTask.remainQuantity, 0),
        eq(bizTask.delFlag, '0'),
        sql`not exists (select 1 from biz_order o where o.task_id = "biz_task"."task_id" and o.del_flag = '0' and o.order_status in ('0', '1', '4'))`,
      ),
    )
    .returning({ taskId: bizTask.taskId });
  return done.map((r) => r.taskId);
}
