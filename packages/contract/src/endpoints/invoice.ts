import { z } from 'zod';
import {
  INVOICE_STATES,
  INVOICE_TYPES,
  invoiceIssueSchema,
  invoiceListQuerySchema,
  invoiceRequestSchema,
  invoiceableQuerySchema,
} from '../business/invoice.ts';
import { moneyReasonSchema } from '../business/money.ts';
import { idSchema } from '../common.ts';
import { XLSX, defineEndpoint, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import { dateTimeWire, moneyWire } from '../wire.ts';

const id = z.number().int();
const date = dateTimeWire.nullable();

/** An invoice as lists, the detail and every transition answer it. */
export const invoiceRow = z.object({
  invoiceId: id,
  /** The seller who asked for it. */
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  siteName: z.string().nullable(),
  invoiceType: z.enum(INVOICE_TYPES),
  amount: moneyWire,
  /** The buyer's name on the invoice (the seller's company). */
  title: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Where the issued invoice is sent. */
  email: z.string(),
  remark: z.string(),
  status: z.enum(INVOICE_STATES),
  /** The tax invoice number, once issued. */
  invoiceNo: z.string(),
  /** The date printed on the invoice (yyyy-MM-dd), once issued. */
  issueDate: z.string().nullable(),
  /** The issued invoice's PDF (`/profile/upload/….pdf`), once issued. */
  pdfUrl: z.string(),
  /** Who took it in hand, and when. */
  handleBy: z.string(),
  handleTime: date,
  issueBy: z.string(),
  issueTime: date,
  rejectReason: z.string(),
  voidReason: z.string(),
  voidBy: z.string(),
  voidTime: date,
  /** Voided by its seller while still pending (a withdrawn request), not by finance. */
  cancelled: z.boolean(),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
});
export type InvoiceRow = z.input<typeof invoiceRow>;

/** What a seller may still ask an invoice for: Σ service fees of its completed orders − what is reserved or issued. */
export const invoiceableRow = z.object({
  userId: id,
  /** Σ `unitPrice` of the seller's completed orders. */
  completedFees: moneyWire,
  /** Σ amounts of its pending and issuing requests. */
  inProgress: moneyWire,
  /** Σ amounts of its issued invoices. */
  issued: moneyWire,
  /** completedFees − inProgress − issued. */
  invoiceable: moneyWire,
});
export type Invoiceable = z.input<typeof invoiceableRow>;

const idParams = z.object({ id: idSchema });
const tags = ['system/invoice'];
const move = (action: string, perm: string, zh: string, en: string) =>
  defineEndpoint({ method: 'PUT', path: `/system/invoice/:id/${action}`, perm, summary: { zh, en }, tags, params: idParams, response: okOf(invoiceRow) });
const moveWith = <B extends z.ZodType>(action: string, perm: string, zh: string, en: string, body: B) =>
  defineEndpoint({
    method: 'PUT',
    path: `/system/invoice/:id/${action}`,
    perm,
    summary: { zh, en },
    tags,
    params: idParams,
    body,
    response: okOf(invoiceRow),
  });

/** Invoices (docs/DOMAIN.md "Invoices"): sellers request and follow their own; finance takes, issues, rejects and voids. */
export const invoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/invoice/list',
    perm: Perm.invoice.list,
    summary: { zh: '查询发票列表', en: 'List invoices' },
    tags,
    query: invoiceListQuerySchema,
    response: estimatedTableOf(invoiceRow),
  }),
  invoiceable: defineEndpoint({
    method: 'GET',
    path: '/system/invoice/invoiceable',
    perm: Perm.invoice.list,
    summary: { zh: '查询可开票金额', en: 'Invoiceable amount' },
    tags,
    query: invoiceableQuerySchema,
    response: okOf(invoiceableRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/invoice/export',
    perm: Perm.invoice.export,
    summary: { zh: '导出发票', en: 'Export invoices' },
    tags,
    body: invoiceListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/invoice/:id',
    perm: Perm.invoice.query,
    summary: { zh: '查询发票详情', en: 'Get an invoice' },
    tags,
    params: idParams,
    response: okOf(invoiceRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/invoice',
    perm: Perm.invoice.add,
    summary: { zh: '申请开票', en: 'Request an invoice' },
    tags,
    body: invoiceRequestSchema,
    response: okOf(invoiceRow),
    // Run once per Idempotency-Key (it reserves part of the invoiceable amount).
    money: true,
  }),
  take: move('take', Perm.invoice.audit, '受理开票申请', 'Take an invoice request'),
  issue: moveWith('issue', Perm.invoice.audit, '开具发票', 'Issue an invoice', invoiceIssueSchema),
  reject: moveWith('reject', Perm.invoice.audit, '驳回开票申请', 'Reject an invoice request', moneyReasonSchema),
  void: moveWith('void', Perm.invoice.void, '作废发票', 'Void an invoice', moneyReasonSchema),
  cancel: move('cancel', Perm.invoice.cancel, '撤销开票申请', 'Withdraw an invoice request'),
};
