import { TASK_ACCESS, TASK_DELETABLE, TASK_DISTRIBUTABLE, type TaskActor, TaskTransition, type TaskRow, mayActOnTask, taskEndRefund } from '@ceping/contract';
import { toCents } from '../../utils/money.ts';

/** Every row action of the task lists, in display order. */
export const TASK_ACTIONS = ['approve', 'reject', 'edit', 'resubmit', 'cancel', 'pause', 'resume', 'end', 'distribute', 'cancelDistribute', 'remove'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** Who is looking at the row: role `service` is staff (admin counts as staff, as on the server), role `admin` admin. */
export type TaskViewer = TaskActor;

type ActionRow = Pick<TaskRow, 'status' | 'userId' | 'readOnly' | 'staffId' | 'paidAmount'>;

const inState = (row: ActionRow, states: readonly string[]) => states.includes(row.status);

/**
 * The actions a viewer may take on a task in its current state (docs/DOMAIN.md §4): staff approve,
 * reject and distribute; the owner edits (pending) and resubmits (rejected); owner or staff cancel
 * (pending), pause/resume (in progress ↔ paused) and end early (in progress or paused); owner or
 * admin delete a cancelled or rejected task with nothing paid. A sub-account's task is read-only.
 * Permission strings are checked separately by the buttons.
 */
export function taskActions(row: ActionRow, viewer: TaskViewer): TaskAction[] {
  if (row.readOnly) return [];
  // Who may act is the contract's rule, the one the server enforces.
  const may = (action: keyof typeof TASK_ACCESS) => mayActOnTask(TASK_ACCESS[action], row.userId, viewer);
  const allowed: Record<TaskAction, boolean> = {
    approve: may('approve') && inState(row, TaskTransition.approve.from),
    reject: may('reject') && inState(row, TaskTransition.reject.from),
    edit: may('edit') && inState(row, TaskTransition.edit.from),
    resubmit: may('resubmit') && inState(row, TaskTransition.resubmit.from),
    cancel: may('cancel') && inState(row, TaskTransition.cancel.from),
    pause: may('pause') && inState(row, TaskTransition.pause.from),
    resume: may('resume') && inState(row, TaskTransition.resume.from),
    end: may('end') && inState(row, TaskTransition.end.from),
    distribute: may('distribute') && inState(row, TASK_DISTRIBUTABLE),
    cancelDistribute: may('cancelDistribute') && row.staffId !== null,
    remove: may('remove') && inState(row, TASK_DELETABLE) && toCents(row.paidAmount) === 0n,
  };
  return TASK_ACTIONS.filter((a) => allowed[a]);
}

/** What ending a task early gives back: the orders not taken at the per-order price, at most what is paid. */
export function endRefund(row: Pick<TaskRow, 'totalPrice' | 'remainQuantity' | 'paidAmount'>): bigint | null {
  const refund = taskEndRefund(row);
  return refund === null ? null : toCents(refund);
}
