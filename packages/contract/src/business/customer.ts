import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';
import { bodyId, queryId, surchargeSchema, upliftSchema } from './catalogue-fields.ts';

/** Seller (role common/zi) list filters. */
export const customerListQuerySchema = pageQuerySchema.extend({
  userName: text().trim().max(30).optional(),
  nickName: text().trim().max(30).optional(),
  phonenumber: text().trim().max(11).optional(),
  status: statusSchema.optional().or(z.literal('')),
  siteId: queryId,
  parentId: queryId,
  roleKey: z.enum(['common', 'zi', '']).optional().catch(undefined),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/**
 * The only seller fields the customer screen may change. Money fields are not part of it: a body
 * carrying `money`/`frozen` has them stripped, balances change only through `adjust`.
 */
export const customerEditSchema = z.object({
  userId: bodyId,
  rate: upliftSchema.optional(),
  addMoney: surchargeSchema.optional(),
  siteId: z.number().int().positive().nullable().optional(),
  status: statusSchema.optional(),
  parentId: z.number().int().positive().nullable().optional(),
  remark: optionalText(500),
});
export type CustomerEdit = z.infer<typeof customerEditSchema>;

/** `PUT /system/customer/adjust`: a signed correction with a mandatory reason (ledger type 10). */
export const customerAdjustSchema = z.object({
  userId: bodyId,
  amount: z
    .union([z.number(), text()], { error: 'validation.money' })
    .transform((v) => String(v).trim())
    .pipe(text().regex(/^[-+]?\d{1,7}(\.\d{1,2})?$/, 'validation.money'))
    .refine((v) => Number(v) !== 0, 'customer.adjustZero')
    .refine((v) => Math.abs(Number(v)) <= 1_000_000, 'customer.adjustRange')
    .transform((v) => v.replace(/^\+/, '')),
  remark: text({ error: 'customer.adjustRemark' }).trim().min(1, 'customer.adjustRemark').max(200, 'validation.tooLong'),
});
export type CustomerAdjust = z.infer<typeof customerAdjustSchema>;
