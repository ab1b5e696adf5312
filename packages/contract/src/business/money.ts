import { z } from 'zod';
import { dateParam, optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';
import { bodyId, queryId } from './catalogue-fields.ts';

/**
 * Money in and out (docs/DOMAIN.md §4 Recharge, Withdrawal; §6 debt): collection accounts, recharges,
 * withdrawals and debt write-offs. Limits that come from the configuration (minimum recharge,
 * withdrawal minimum/maximum) are checked by the server; the schemas check the shape.
 */

/** A CNY amount typed by a person: a string (or number) with at most two decimals, above zero. */
export const amountSchema = z
  .union([z.number(), text()], { error: 'money.amountInvalid' })
  .transform((v) => String(v).trim())
  .pipe(text().regex(/^\d{1,9}(\.\d{1,2})?$/, 'money.amountInvalid'))
  .refine((v) => Number(v) > 0, 'money.amountInvalid')
  .transform((v) => Number(v).toFixed(2));

/** The path an image upload answered (`/profile/upload/…`). */
export const uploadedImage = (error: string) =>
  text({ error })
    .trim()
    .max(255, 'validation.tooLong')
    .regex(/^\/profile\/upload\/[A-Za-z0-9/_.-]+\.(png|jpe?g|gif|bmp|webp)$/i, error)
    .refine((v) => !v.includes('..'), error);

/** Dictionary `recharge_method` (also the kind of a payee account). */
export const payMethodSchema = z.enum(['1', '2', '3', '9'], { error: 'money.methodInvalid' });

// ---- collection accounts ----

export const collectionBodySchema = z.object({
  siteId: z.number({ error: 'collection.siteRequired' }).int().positive('collection.siteRequired'),
  method: payMethodSchema,
  accountName: text({ error: 'collection.nameRequired' }).trim().min(1, 'collection.nameRequired').max(50, 'validation.tooLong'),
  bankName: optionalText(100).transform((v) => v ?? ''),
  accountNo: text({ error: 'collection.accountNoRequired' }).trim().min(1, 'collection.accountNoRequired').max(64, 'validation.tooLong'),
  qrCode: z
    .union([uploadedImage('collection.qrInvalid'), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || ''),
  status: statusSchema.default('0'),
  orderNum: z.coerce.number().int().min(0).max(9999).default(0),
  remark: optionalText(500).transform((v) => v ?? ''),
});
export const collectionEditSchema = collectionBodySchema.extend({ collectionId: bodyId });
export type CollectionBody = z.infer<typeof collectionBodySchema>;
export type CollectionEdit = z.infer<typeof collectionEditSchema>;

export const collectionListQuerySchema = pageQuerySchema.extend({
  siteId: queryId,
  method: payMethodSchema.optional().or(z.literal('')).catch(undefined),
  accountName: text().trim().max(50).optional(),
  status: statusSchema.optional().or(z.literal('')),
});
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

// ---- recharge ----

export const rechargeStatusSchema = z.enum(['0', '1', '2', '3']);

/** `POST /system/recharge`: the seller says what it paid, where, and shows the voucher. */
export const rechargeBodySchema = z.object({
  amount: amountSchema,
  method: payMethodSchema,
  collectionId: z.number({ error: 'recharge.collectionRequired' }).int().positive('recharge.collectionRequired'),
  voucher: uploadedImage('recharge.voucherRequired'),
  referenceNo: text({ error: 'recharge.referenceRequired' })
    .trim()
    .min(1, 'recharge.referenceRequired')
    .max(64, 'validation.tooLong')
    .regex(/^[A-Za-z0-9_\-/.:#]+$/, 'recharge.referenceInvalid'),
  remark: optionalText(200).transform((v) => v ?? ''),
});
export type RechargeBody = z.infer<typeof rechargeBodySchema>;

/** `PUT /system/recharge/{id}/credit`: the amount actually received (may differ from the request). */
export const rechargeCreditSchema = z.object({
  amount: amountSchema,
  remark: optionalText(200).transform((v) => v ?? ''),
});
export type RechargeCredit = z.infer<typeof rechargeCreditSchema>;

/** A refusal with its reason (recharge and withdrawal reject, withdrawal failed). */
export const moneyReasonSchema = z.object({
  reason: text({ error: 'money.reasonRequired' }).trim().min(1, 'money.reasonRequired').max(200, 'validation.tooLong'),
});
export type MoneyReason = z.infer<typeof moneyReasonSchema>;

export const rechargeListQuerySchema = pageQuerySchema.extend({
  status: rechargeStatusSchema.optional().or(z.literal('')).catch(undefined),
  method: payMethodSchema.optional().or(z.literal('')).catch(undefined),
  userName: text().trim().max(30).optional(),
  referenceNo: text().trim().max(64).optional(),
  siteId: queryId,
  params: z.object({ beginTime: dateParam, endTime: dateParam }).optional(),
});
export type RechargeListQuery = z.infer<typeof rechargeListQuerySchema>;

// ---- withdrawal ----

export const withdrawStatusSchema = z.enum(['0', '1', '2', '3', '4', '5']);

/** `POST /system/withdrawal`: the amount and the account the money goes to. */
export const withdrawalBodySchema = z.object({
  amount: amountSchema,
  accountType: payMethodSchema,
  accountName: text({ error: 'withdrawal.accountRequired' }).trim().min(1, 'withdrawal.accountRequired').max(50, 'validation.tooLong'),
  accountNo: text({ error: 'withdrawal.accountRequired' }).trim().min(1, 'withdrawal.accountRequired').max(64, 'validation.tooLong'),
  bankName: optionalText(100).transform((v) => v ?? ''),
  remark: optionalText(200).transform((v) => v ?? ''),
});
/** `PUT /system/withdrawal`: a pending request edited by its owner. */
export const withdrawalEditSchema = withdrawalBodySchema.extend({ id: bodyId });
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;
export type WithdrawalEdit = z.infer<typeof withdrawalEditSchema>;

/** `PUT /system/withdrawal/{id}/pay`: the payment's reference and time. */
export const withdrawalPaySchema = z.object({
  payNo: text({ error: 'withdrawal.payNoRequired' }).trim().min(1, 'withdrawal.payNoRequired').max(64, 'validation.tooLong'),
  payTime: text({ error: 'withdrawal.payTimeInvalid' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'withdrawal.payTimeInvalid')
    .refine((s) => !Number.isNaN(Date.parse(`${s.replace(' ', 'T')}+08:00`)), 'withdrawal.payTimeInvalid'),
});
export type WithdrawalPay = z.infer<typeof withdrawalPaySchema>;

export const withdrawalListQuerySchema = pageQuerySchema.extend({
  status: withdrawStatusSchema.optional().or(z.literal('')).catch(undefined),
  userName: text().trim().max(30).optional(),
  siteId: queryId,
  params: z.object({ beginTime: dateParam, endTime: dateParam }).optional(),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuerySchema>;

// ---- debt ----

export const debtListQuerySchema = pageQuerySchema.extend({
  userName: text().trim().max(30).optional(),
  siteId: queryId,
});
export type DebtListQuery = z.infer<typeof debtListQuerySchema>;

/** `PUT /system/debt/writeOff`: clears a seller's whole debt with an adjustment row (fund 10). */
export const debtWriteOffSchema = z.object({
  userId: bodyId,
  remark: text({ error: 'debt.remarkRequired' }).trim().min(1, 'debt.remarkRequired').max(200, 'validation.tooLong'),
});
export type DebtWriteOff = z.infer<typeof debtWriteOffSchema>;
