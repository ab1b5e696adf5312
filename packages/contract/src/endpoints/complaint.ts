import { z } from 'zod';
import {
  COMPLAINT_STATES,
  COMPLAINT_TYPES,
  complaintAddSchema,
  complaintListQuerySchema,
  complaintNoteSchema,
  complaintReplySchema,
  complaintResolveSchema,
} from '../business/complaint.ts';
import { idSchema } from '../common.ts';
import { defineEndpoint, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import { dateTimeWire, moneyWire } from '../wire.ts';

const id = z.number().int();
const date = dateTimeWire.nullable();

/** A complaint as lists and transitions answer it. */
export const complaintRow = z.object({
  complaintId: id,
  complaintNo: z.string(),
  /** The seller who opened it. */
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  orderId: id.nullable(),
  orderNo: z.string(),
  taskId: id.nullable(),
  taskNo: z.string(),
  /** The statement a dispute opened it about (type 4, fees). */
  statementId: id.nullable(),
  statementNo: z.string(),
  complaintType: z.enum(COMPLAINT_TYPES),
  content: z.string(),
  /** Comma-separated picture paths. */
  images: z.string(),
  status: z.enum(COMPLAINT_STATES),
  /** The staff member who took it. */
  handleBy: z.string(),
  /** The latest resolution note or rejection reason. */
  result: z.string(),
  /** Σ compensation paid on it (fund 9), null when none. */
  compensation: moneyWire.nullable(),
  resolveTime: date,
  /** Until when the seller may reopen (resolved or rejected only). */
  reopenUntil: date,
  closeTime: date,
  createTime: date,
  updateTime: date,
});
export type ComplaintRow = z.input<typeof complaintRow>;

/** One entry of the thread: a message of either side, or a step (take, resolve, reject, reopen, confirm, close). */
export const complaintReplyRow = z.object({
  replyId: id,
  kind: z.enum(['reply', 'take', 'resolve', 'reject', 'reopen', 'confirm', 'close']),
  userName: z.string(),
  /** Written by the platform (staff/admin) rather than the seller. */
  staff: z.boolean(),
  content: z.string(),
  images: z.string(),
  createTime: date,
});
export type ComplaintReplyRow = z.input<typeof complaintReplyRow>;

export const complaintDetail = complaintRow.extend({ replies: z.array(complaintReplyRow) });
export type ComplaintDetail = z.input<typeof complaintDetail>;

const idParams = z.object({ id: idSchema });
const tags = ['system/complaint'];
const move = (action: string, perm: string, zh: string, en: string) =>
  defineEndpoint({ method: 'PUT', path: `/system/complaint/:id/${action}`, perm, summary: { zh, en }, tags, params: idParams, response: okOf(complaintRow) });
const moveWith = <B extends z.ZodType>(action: string, perm: string, zh: string, en: string, body: B) =>
  defineEndpoint({
    method: 'PUT',
    path: `/system/complaint/:id/${action}`,
    perm,
    summary: { zh, en },
    tags,
    params: idParams,
    body,
    response: okOf(complaintRow),
  });

/** Complaints (docs/DOMAIN.md §4 "Complaint"): sellers open and follow their own; staff and admins handle them. */
export const complaintEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/complaint/list',
    perm: Perm.complaint.list,
    summary: { zh: '查询投诉列表', en: 'List complaints' },
    tags,
    query: complaintListQuerySchema,
    response: estimatedTableOf(complaintRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/complaint/:id',
    perm: Perm.complaint.query,
    summary: { zh: '查询投诉详情', en: 'Get a complaint' },
    tags,
    params: idParams,
    response: okOf(complaintDetail),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/complaint',
    perm: Perm.complaint.add,
    summary: { zh: '发起投诉', en: 'Open a complaint' },
    tags,
    body: complaintAddSchema,
    response: okOf(complaintRow),
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/system/complaint/:id/reply',
    perm: Perm.complaint.reply,
    summary: { zh: '回复投诉', en: 'Reply to a complaint' },
    tags,
    params: idParams,
    body: complaintReplySchema,
    response: okOf(complaintReplyRow),
  }),
  take: move('take', Perm.complaint.handle, '受理投诉', 'Take a complaint'),
  /** May pay a compensation (an admin's, fund 9). */
  resolve: { ...moveWith('resolve', Perm.complaint.handle, '解决投诉', 'Resolve a complaint', complaintResolveSchema), money: true } as const,
  reject: moveWith('reject', Perm.complaint.handle, '驳回投诉', 'Reject a complaint', complaintNoteSchema),
  reopen: moveWith('reopen', Perm.complaint.confirm, '重新打开投诉', 'Reopen a complaint', complaintNoteSchema),
  confirm: move('confirm', Perm.complaint.confirm, '确认并关闭投诉', 'Confirm and close a complaint'),
};
