import type {
  AjaxResult,
  TableData,
  TaskBodyInput,
  TaskPublishInput,
  TaskChargeResult,
  TaskChart,
  TaskDetail,
  TaskListQuery,
  TaskPricePreview,
  TaskRow,
  TaskServiceFields,
  ServiceKey,
  TaskSummary,
  TaskTransitionResult,
} from '@ceping/contract';
import { del, get, post, put } from '../../api/request.ts';

const base = '/system/task';

/** Filters, paging and sorting of the task list (`params[beginTime]`/`params[endTime]` by creation day). */
export type TaskListParams = Partial<TaskListQuery>;

/** The price-relevant part of a task form (`POST /system/task/price` validates only these fields). */
export type TaskPriceBody = Pick<TaskBodyInput, 'regionId' | 'productPrice' | 'perQuantity' | 'taskQuantity' | ServiceKey> & {
  products?: { productPrice: string | number; num: number }[];
};

/** State changes that take no body: `PUT /system/task/{id}/{name}`. */
export type TaskMove = 'approve' | 'cancel' | 'pause' | 'resume' | 'end';

export function listTask(params: TaskListParams): Promise<TableData<TaskRow>> {
  return get<TableData<TaskRow>>(`${base}/list`, params);
}

export function getTask(taskId: number): Promise<AjaxResult<TaskDetail>> {
  return get<AjaxResult<TaskDetail>>(`${base}/${taskId}`);
}

/**
 * Server-side price of a form (nothing saved or charged) plus the caller's balance. Sent as the user
 * types, so the duplicate-submit guard is off and failures stay silent (the form shows its own errors).
 */
export function previewTaskPrice(data: TaskPriceBody): Promise<AjaxResult<TaskPricePreview>> {
  return post<AjaxResult<TaskPricePreview>>(`${base}/price`, data, { repeatSubmit: false, silent: true });
}

/** Publishes and pays (`msg` names the amount charged). */
export function addTask(data: TaskPublishInput): Promise<AjaxResult<TaskChargeResult>> {
  return post<AjaxResult<TaskChargeResult>>(base, data);
}

/** Edits a pending task; the difference is charged or refunded. */
export function updateTask(data: TaskPublishInput & { taskId: number }): Promise<AjaxResult<TaskChargeResult>> {
  return put<AjaxResult<TaskChargeResult>>(base, data);
}

/** Sends a rejected task back to review, paying again; without a body the task is resubmitted unchanged. */
export function resubmitTask(taskId: number, data?: TaskPublishInput): Promise<AjaxResult<TaskChargeResult>> {
  return put<AjaxResult<TaskChargeResult>>(`${base}/${taskId}/resubmit`, data ?? {});
}

export function moveTask(taskId: number, move: TaskMove): Promise<AjaxResult<TaskTransitionResult>> {
  return put<AjaxResult<TaskTransitionResult>>(`${base}/${taskId}/${move}`);
}

export function rejectTask(taskId: number, reason: string): Promise<AjaxResult<TaskTransitionResult>> {
  return put<AjaxResult<TaskTransitionResult>>(`${base}/${taskId}/reject`, { reason });
}

export function distributeTask(taskId: number, staffId: number): Promise<AjaxResult<TaskTransitionResult & { staffName: string }>> {
  return put<AjaxResult<TaskTransitionResult & { staffName: string }>>(`${base}/distribute`, { taskId, staffId });
}

export function cancelDistribute(taskId: number): Promise<AjaxResult<TaskTransitionResult>> {
  return put<AjaxResult<TaskTransitionResult>>(`${base}/cancelDistribute/${taskId}`);
}

/** Staff edit sku, the entry-method note and their own remark in place. */
export function saveServiceFields(data: TaskServiceFields): Promise<AjaxResult> {
  return put<AjaxResult>(`${base}/service-fields`, data);
}

export function delTask(ids: number | number[]): Promise<AjaxResult> {
  return del<AjaxResult>(`${base}/${Array.isArray(ids) ? ids.join(',') : ids}`);
}

/** Tasks and spend per day and per region over the last `days` days. */
export function taskChart(days: number): Promise<AjaxResult<TaskChart>> {
  return get<AjaxResult<TaskChart>>(`${base}/chart`, { days });
}

export function taskSummary(): Promise<AjaxResult<TaskSummary>> {
  return get<AjaxResult<TaskSummary>>(`${base}/getTaskSummary`);
}

/** A staff member (enabled user with role `service`) a task can be distributed to. */
export interface TaskStaffOption {
  userId: number;
  userName: string;
  nickName: string | null;
}

/** Enabled staff members for the distribute dialog (failures are shown in the dialog itself). */
export function taskStaffOptions(): Promise<AjaxResult<TaskStaffOption[]>> {
  return get<AjaxResult<TaskStaffOption[]>>(`${base}/staffOptions`, undefined, { silent: true });
}
