import { z } from 'zod';
import { pageQuerySchema, positiveMoneySchema, text } from '../common.ts';

/** Complaint states (dictionary complaint_status, docs/DOMAIN.md §4 "Complaint"). */
export const ComplaintStatus = { OPEN: '0', IN_PROGRESS: '1', RESOLVED: '2', REJECTED: '3', CLOSED: '4' } as const;
export type ComplaintStatusValue = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];
export const COMPLAINT_STATES = ['0', '1', '2', '3', '4'] as const satisfies readonly ComplaintStatusValue[];

/** Complaint types (dictionary complaint_type); 4 (fees) is also what a disputed statement opens. */
export const COMPLAINT_TYPES = ['1', '2', '3', '4', '5', '9'] as const;
export type ComplaintTypeValue = (typeof COMPLAINT_TYPES)[number];

export const MAX_COMPLAINT_PICS = 9;
/** Days after a resolution or rejection during which the seller may reopen; after them it closes. */
export const COMPLAINT_REOPEN_DAYS = 7;

/** Which states each transition starts from, and where it leads. */
export const ComplaintTransition = {
  take: { from: ['0'], to: '1' },
  resolve: { from: ['0', '1'], to: '2' },
  reject: { from: ['0', '1'], to: '3' },
  reopen: { from: ['2', '3'], to: '0' },
  confirm: { from: ['2', '3'], to: '4' },
} as const satisfies Record<string, { from: readonly ComplaintStatusValue[]; to: ComplaintStatusValue }>;
export type ComplaintAction = keyof typeof ComplaintTransition;
/** States in which either side may still write in the thread. */
export const COMPLAINT_REPLY_STATES = ['0', '1', '2', '3'] as const satisfies readonly ComplaintStatusValue[];

const picPattern = /^(https?:\/\/|\/)[^\s<>"'`]*$/;

/** Up to nine uploaded picture paths, as a list or comma-separated; stored comma-separated. */
export const complaintPicsSchema = z
  .union([text(), z.array(text())], { error: 'complaint.picInvalid' })
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter((s) => s !== ''))
  .refine((list) => list.length <= MAX_COMPLAINT_PICS, 'complaint.picsTooMany')
  .refine((list) => list.every((s) => s.length <= 500 && picPattern.test(s)), 'complaint.picInvalid')
  .transform((list) => list.join(','));

const contentSchema = (max: number) => text({ error: 'complaint.contentRequired' }).trim().min(1, 'complaint.contentRequired').max(max, 'validation.tooLong');
const refId = z.number({ error: 'complaint.targetRequired' }).int('complaint.targetRequired').positive('complaint.targetRequired');

/** `POST /system/complaint`: the seller opens a complaint about one of its own orders or tasks. */
export const complaintAddSchema = z
  .object({
    orderId: refId.nullish(),
    taskId: refId.nullish(),
    complaintType: z.enum(COMPLAINT_TYPES, { error: 'complaint.typeRequired' }),
    content: contentSchema(2000),
    images: complaintPicsSchema,
  })
  .refine((v) => v.orderId != null || v.taskId != null, { path: ['orderId'], message: 'complaint.targetRequired' });
export type ComplaintAdd = z.output<typeof complaintAddSchema>;

/** `POST /system/complaint/{id}/reply`: one message in the thread. */
export const complaintReplySchema = z.object({ content: contentSchema(1000), images: complaintPicsSchema });
export type ComplaintReply = z.output<typeof complaintReplySchema>;

/** `PUT /system/complaint/{id}/resolve`: the note, and a compensation (admin, second password). */
export const complaintResolveSchema = z.object({
  note: contentSchema(500),
  compensation: positiveMoneySchema
    .refine((v) => Number(v) <= 100_000, 'complaint.compensationRange')
    .nullish()
    .or(z.literal('').transform(() => null)),
});
export type ComplaintResolve = z.output<typeof complaintResolveSchema>;

/** `PUT /system/complaint/{id}/reject` and `/reopen`: the reason. */
export const complaintNoteSchema = z.object({ note: contentSchema(500) });
export type ComplaintNote = z.output<typeof complaintNoteSchema>;

export const complaintListQuerySchema = pageQuerySchema.extend({
  complaintNo: text().trim().max(32).optional(),
  userName: text().trim().max(30).optional(),
  complaintType: z.enum(COMPLAINT_TYPES).optional().catch(undefined),
  status: z.enum(COMPLAINT_STATES).optional().catch(undefined),
  orderId: z.coerce.number().int().positive().optional().catch(undefined),
  taskId: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;
