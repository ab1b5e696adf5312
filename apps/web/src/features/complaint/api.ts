import { type ComplaintListQuery, complaintEndpoints, ordersEndpoints, taskEndpoints } from '@ceping/contract';
import type { z } from 'zod';
import { call } from '../../api/endpoint.ts';

export type ComplaintListParams = Partial<ComplaintListQuery>;
type Body<K extends keyof typeof complaintEndpoints> = (typeof complaintEndpoints)[K] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** Complaints: a seller's own, or every one for the platform side. */
export const listComplaint = (query: ComplaintListParams) => call(complaintEndpoints.list, { query });
export const getComplaint = (id: number) => call(complaintEndpoints.get, { params: { id } });
export const openComplaint = (body: Body<'add'>) => call(complaintEndpoints.add, { body });
export const replyComplaint = (id: number, body: Body<'reply'>) => call(complaintEndpoints.reply, { params: { id }, body });
export const takeComplaint = (id: number) => call(complaintEndpoints.take, { params: { id } });
export const resolveComplaint = (id: number, body: Body<'resolve'>) => call(complaintEndpoints.resolve, { params: { id }, body });
export const rejectComplaint = (id: number, note: string) => call(complaintEndpoints.reject, { params: { id }, body: { note } });
export const reopenComplaint = (id: number, note: string) => call(complaintEndpoints.reopen, { params: { id }, body: { note } });
export const confirmComplaint = (id: number) => call(complaintEndpoints.confirm, { params: { id } });

/** The seller's latest orders and tasks, to choose what a complaint is about. */
export const recentOrders = () => call(ordersEndpoints.list, { query: { pageNum: 1, pageSize: 100 } });
export const recentTasks = () => call(taskEndpoints.list, { query: { pageNum: 1, pageSize: 100 } });
