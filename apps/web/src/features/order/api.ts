import {
  type OrderAddInput,
  type OrderCommentInput,
  type OrderEditInput,
  type StaffBodyInput,
  type TableData,
  type TaskListQuery,
  type TaskRow,
  ordersEndpoints,
  type orderListQuerySchema,
  type orderResolveSchema,
  type orderSettleSchema,
  type orderTotalQuerySchema,
  shopEndpoints,
  staffEndpoints,
  type staffListQuerySchema,
  taskEndpoints,
} from '@ceping/contract';
import type { z } from 'zod';
import { call, callDownload } from '../../api/endpoint.ts';

/** List filters as they travel (`orderStatus: '0,1'`, `params[beginShipTime]`…); every field optional. */
export type OrderListParams = Partial<z.input<typeof orderListQuerySchema>> & { pageNum?: number; pageSize?: number };
export type OrderTotalParams = Partial<z.input<typeof orderTotalQuerySchema>>;
export type StaffListParams = Partial<z.input<typeof staffListQuerySchema>>;
export type TaskListParams = Partial<TaskListQuery>;

export const listOrders = (query: OrderListParams) => call(ordersEndpoints.list, { query });

export const getOrder = (id: number) => call(ordersEndpoints.get, { params: { id } });

/** An order by its platform number (the first live one when two platforms share it, unless `platform` says). */
export const getOrderByNo = (orderNo: string, platform?: string) => call(ordersEndpoints.getOneBy, { query: { orderNo, platform } });

/** The events of one order, or of every order of a task, oldest first. */
export const orderHistory = (target: { orderId: number } | { taskId: number }) => call(ordersEndpoints.history, { query: target });

export const orderTotals = (query: OrderTotalParams) => call(ordersEndpoints.total, { query });

/** Staff place an order on a task in progress; the answer's `msg` names the quantity left. */
export const addOrder = (body: OrderAddInput) => call(ordersEndpoints.add, { body });

/** Staff change the order no., environment no. or amount paid; the owning seller its own remark. */
export const editOrder = (body: OrderEditInput) => call(ordersEndpoints.edit, { body });

/** Records the review as the buyer published it (order and matched products); money never moves. */
export const commentOrder = (body: OrderCommentInput) => call(ordersEndpoints.comment, { body });

/** Confirms receipt: completes the order and runs the settlement true-up (`msg` says what moved). */
export const completeOrder = (id: number, actuallyPay?: string) => call(ordersEndpoints.complete, { body: { id, actuallyPay } });

export const shipOrder = (id: number) => call(ordersEndpoints.ship, { params: { id } });

export const cancelOrder = (id: number) => call(ordersEndpoints.cancel, { params: { id } });

export const flagOrderException = (id: number, reason: string) => call(ordersEndpoints.exception, { params: { id }, body: { reason } });

export const resolveOrder = (id: number, body: z.input<typeof orderResolveSchema>) => call(ordersEndpoints.resolve, { params: { id }, body });

/** Posts (or refuses) a settlement awaiting approval; the server asks for the second password first. */
export const settleOrder = (id: number, body: z.input<typeof orderSettleSchema>) => call(ordersEndpoints.settle, { params: { id }, body });

export const removeOrders = (ids: number[]) => call(ordersEndpoints.remove, { params: { ids } });

/** The filtered orders as an xlsx file (no paging). */
export const exportOrders = (query: Omit<OrderListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(ordersEndpoints.export, { body: query as z.input<typeof ordersEndpoints.export.body> }, `orders_${Date.now()}.xlsx`);

export const listStaff = (query: StaffListParams) => call(staffEndpoints.list, { query });
export const addStaff = (body: StaffBodyInput) => call(staffEndpoints.add, { body });
export const editStaff = (body: StaffBodyInput) => call(staffEndpoints.edit, { body });
export const removeStaff = (ids: number[]) => call(staffEndpoints.remove, { params: { ids } });

export const getShop = (shopId: number) => call(shopEndpoints.get, { params: { shopId } });

/**
 * Tasks for the order form's task picker. The task list's response schema describes its rows only
 * loosely (an open object), so the rows are read as the contract's `TaskRow`, which the server answers.
 */
export const listTasks = (query: TaskListParams) => call(taskEndpoints.list, { query }) as unknown as Promise<TableData<TaskRow>>;
