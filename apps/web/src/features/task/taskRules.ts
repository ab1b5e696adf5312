import { TASK_DELETABLE, TASK_DISTRIBUTABLE, TaskTransition, type TaskRow } from '@ceping/contract';
import { toCents } from '../../utils/money.ts';

/** Every row action of the task lists, in display order. */
export const TASK_ACTIONS = ['approve', 'reject', 'edit', 'resubmit', 'cancel', 'pause', 'resume', 'end', 'distribute', 'cancelDistribute', 'remove'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** Who is looking at the row. */
export interface TaskViewer {
  userId: number | undefined;
  /** Role `service` (admin counts as staff, as on the server). */
  staff: boolean;
  /** Role `admin`. */
  admin: boolean;
}

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
  const owner = viewer.userId !== undefined && row.userId === viewer.userId;
  const ownerOrStaff = owner || viewer.staff;
  const allowed: Record<TaskAction, boolean> = {
    approve: viewer.staff && inState(row, TaskTransition.approve.from),
    reject: viewer.staff && inState(row, TaskTransition.reject.from),
    edit: owner && inState(row, TaskTransition.edit.from),
    resubmit: owner && inState(row, TaskTransition.resubmit.from),
    cancel: ownerOrStaff && inState(row, TaskTransition.cancel.from),
    pause: ownerOrStaff && inState(row, TaskTransition.pause.from),
    resume: ownerOrStaff && inState(row, TaskTransition.resume.from),
    end: ownerOrStaff && inState(row, TaskTransition.end.from),
    distribute: viewer.staff && inState(row, TASK_DISTRIBUTABLE),
    cancelDistribute: viewer.staff && row.staffId !== null,
    remove: (owner || viewer.admin) && inState(row, TASK_DELETABLE) && toCents(row.paidAmount) === 0n,
  };
  return TASK_ACTIONS.filter((a) => allowed[a]);
}

/** What ending a task early gives back: the orders not taken at the per-order price, at most what is paid. */
export function endRefund(row: Pick<TaskRow, 'totalPrice' | 'remainQuantity' | 'paidAmount'>): bigint | null {
  const unit = toCents(row.totalPrice);
  const paid = toCents(row.paidAmount);
  if (unit === null || paid === null) return null;
  const rest = unit * BigInt(row.remainQuantity);
  return rest < paid ? rest : paid;
}
