import { type ServiceKey, type TaskBodyInput, type TaskListQuery, type TaskPublishInput, type TaskServiceFields, taskEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

/** Filters, paging and sorting of the task list (`params[beginTime]`/`params[endTime]` by creation day). */
export type TaskListParams = Partial<TaskListQuery>;

/** The price-relevant part of a task form (`POST /system/task/price` validates only these fields). */
export type TaskPriceBody = Pick<TaskBodyInput, 'regionId' | 'productPrice' | 'perQuantity' | 'taskQuantity' | ServiceKey> & {
  products?: { productPrice: string | number; num: number }[];
};

/** State changes that take no body: `PUT /system/task/{id}/{name}`. */
export type TaskMove = 'approve' | 'cancel' | 'pause' | 'resume' | 'end';

export const listTask = (query: TaskListParams) => call(taskEndpoints.list, { query });

export const getTask = (taskId: number) => call(taskEndpoints.get, { params: { id: taskId } });

/**
 * Server-side price of a form (nothing saved or charged) plus the caller's balance. Sent as the user
 * types, so the duplicate-submit guard is off and failures stay silent (the form shows its own errors).
 */
export const previewTaskPrice = (body: TaskPriceBody) => call(taskEndpoints.price, { body }, { repeatSubmit: false, silent: true });

/** Publishes and pays (`msg` names the amount charged). */
export const addTask = (body: TaskPublishInput) => call(taskEndpoints.add, { body });

/** Edits a pending task; the difference is charged or refunded. */
export const updateTask = (body: TaskPublishInput & { taskId: number }) => call(taskEndpoints.edit, { body });

/** Sends a rejected task back to review, paying again; without a body the task is resubmitted unchanged. */
export const resubmitTask = (taskId: number, body?: TaskPublishInput) => call(taskEndpoints.resubmit, { params: { id: taskId }, body: body ?? {} });

export const moveTask = (taskId: number, move: TaskMove) => call(taskEndpoints[move], { params: { id: taskId } });

export const rejectTask = (taskId: number, reason: string) => call(taskEndpoints.reject, { params: { id: taskId }, body: { reason } });

export const distributeTask = (taskId: number, staffId: number) => call(taskEndpoints.distribute, { body: { taskId, staffId } });

export const cancelDistribute = (taskId: number) => call(taskEndpoints.cancelDistribute, { params: { id: taskId } });

/** Staff edit sku, the entry-method note and their own remark in place. */
export const saveServiceFields = (body: TaskServiceFields) => call(taskEndpoints.serviceFields, { body });

export const delTask = (ids: number | number[]) => call(taskEndpoints.remove, { params: { ids } });

/** Tasks and spend per day and per region over the last `days` days. */
export const taskChart = (days: number) => call(taskEndpoints.chart, { query: { days } });

export const taskSummary = () => call(taskEndpoints.getTaskSummary);

/** Enabled staff members for the distribute dialog (failures are shown in the dialog itself). */
export const taskStaffOptions = () => call(taskEndpoints.staffOptions, {}, { silent: true });
