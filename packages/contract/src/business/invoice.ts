import { z } from 'zod';
import { optionalText, pageQuerySchema, text } from '../common.ts';
import { amountSchema } from './money.ts';

/**
 * Invoices (docs/DOMAIN.md "Invoices"): a seller asks for a VAT invoice over the service fees of its
 * completed orders; finance takes it, issues it with the number, date and PDF, or rejects it; an issued
 * one may be voided. The amount a seller may still ask for is checked by the server (it needs the orders).
 */

/** Invoice states (dictionary invoice_status). */
export const InvoiceStatus = { PENDING: '0', ISSUING: '1', ISSUED: '2', REJECTED: '3', VOIDED: '4' } as const;
export type InvoiceStatusValue = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const INVOICE_STATES = ['0', '1', '2', '3', '4'] as const satisfies readonly InvoiceStatusValue[];
/** States whose amount is reserved against the invoiceable amount (rejected and voided ones free it). */
export const INVOICE_RESERVING_STATES = ['0', '1', '2'] as const satisfies readonly InvoiceStatusValue[];

/** Invoice types (dictionary invoice_type): 1 ordinary VAT invoice, 2 special VAT invoice. */
export const InvoiceType = { ORDINARY: '1', SPECIAL: '2' } as const;
export const INVOICE_TYPES = ['1', '2'] as const;
export type InvoiceTypeValue = (typeof INVOICE_TYPES)[number];

/** Which states each transition starts from, and where it leads (the seller's cancel voids a pending request). */
export const InvoiceTransition = {
  take: { from: ['0'], to: '1' },
  issue: { from: ['1'], to: '2' },
  reject: { from: ['0', '1'], to: '3' },
  void: { from: ['2'], to: '4' },
  cancel: { from: ['0'], to: '4' },
} as const satisfies Record<string, { from: readonly InvoiceStatusValue[]; to: InvoiceStatusValue }>;
export type InvoiceAction = keyof typeof InvoiceTransition;

/** The 31 characters of a unified social credit code, in the order of their values (GB 32100-2015). */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** True for an 18-character unified social credit code whose last character is its check character. */
export function isUnifiedCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  const sum = USCC_WEIGHTS.reduce((s, w, i) => s + USCC_CHARS.indexOf(code[i]) * w, 0);
  return USCC_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

/**
 * A taxpayer number: the 18-character unified social credit code (check character verified), or an
 * older 15- or 20-character tax registration number (digits and capital letters). Upper-cased.
 */
export const taxNoSchema = text({ error: 'invoice.taxNoInvalid' })
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => (s.length === 18 ? isUnifiedCreditCode(s) : /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(s)), 'invoice.taxNoInvalid');

const emailSchema = text({ error: 'invoice.emailInvalid' })
  .trim()
  .max(100, 'validation.tooLong')
  .regex(/^[^\s@<>"'`]+@[^\s@<>"'`]+\.[A-Za-z]{2,}$/, 'invoice.emailInvalid');

/** Optional text of a special invoice; required when the type is special (checked on the object). */
const specialText = (max: number, pattern?: RegExp, error?: string) => {
  const base = optionalText(max).transform((v) => v ?? '');
  return pattern && error ? base.refine((v) => v === '' || pattern.test(v), error) : base;
};

/** `POST /system/invoice`: the seller's request. A special VAT invoice also needs the bank, account, address and phone. */
export const invoiceRequestSchema = z
  .object({
    invoiceType: z.enum(INVOICE_TYPES, { error: 'invoice.typeRequired' }),
    amount: amountSchema,
    title: text({ error: 'invoice.titleRequired' }).trim().min(1, 'invoice.titleRequired').max(100, 'validation.tooLong'),
    taxNo: taxNoSchema,
    bankName: specialText(100),
    bankAccount: specialText(40, /^[0-9][0-9 -]{5,38}[0-9]$/, 'invoice.bankAccountInvalid'),
    address: specialText(200),
    phone: specialText(30, /^[0-9+()][0-9 +()-]{5,28}[0-9]$/, 'invoice.phoneInvalid'),
    email: emailSchema,
    remark: optionalText(200).transform((v) => v ?? ''),
  })
  .superRefine((v, ctx) => {
    if (v.invoiceType !== InvoiceType.SPECIAL) return;
    for (const field of ['bankName', 'bankAccount', 'address', 'phone'] as const) {
      if (v[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: 'invoice.specialRequired' });
    }
  });
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;

/** An uploaded PDF (`/profile/upload/….pdf`, as `/common/upload` answers it). The server also reads the file's first bytes. */
export const uploadedPdf = text({ error: 'invoice.pdfRequired' })
  .trim()
  .min(1, 'invoice.pdfRequired')
  .max(255, 'validation.tooLong')
  .regex(/^\/profile\/upload\/[A-Za-z0-9/_.-]+\.pdf$/i, 'invoice.pdfInvalid')
  .refine((v) => !v.includes('..'), 'invoice.pdfInvalid');

/** `PUT /system/invoice/{id}/issue`: the invoice number, its date (yyyy-MM-dd, not in the future) and the PDF. */
export const invoiceIssueSchema = z.object({
  invoiceNo: text({ error: 'invoice.numberRequired' })
    .trim()
    .min(1, 'invoice.numberRequired')
    .regex(/^[0-9A-Za-z-]{8,32}$/, 'invoice.numberInvalid'),
  issueDate: text({ error: 'invoice.issueDateInvalid' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invoice.issueDateInvalid')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'invoice.issueDateInvalid'),
  pdfUrl: uploadedPdf,
});
export type InvoiceIssue = z.output<typeof invoiceIssueSchema>;

export const invoiceListQuerySchema = pageQuerySchema.extend({
  /** The seller's account (finance only; a seller always gets its own). */
  userName: text().trim().max(30).optional(),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
  status: z.enum(INVOICE_STATES).optional().catch(undefined),
  invoiceType: z.enum(INVOICE_TYPES).optional().catch(undefined),
  invoiceNo: text().trim().max(32).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** `GET /system/invoice/invoiceable`: finance names the seller; a seller always gets its own. */
export const invoiceableQuerySchema = z.object({ userId: z.coerce.number().int().positive().optional().catch(undefined) });
export type InvoiceableQuery = z.infer<typeof invoiceableQuerySchema>;
