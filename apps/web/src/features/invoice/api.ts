import { type InvoiceIssue, type InvoiceListQuery, type MoneyReason, invoiceEndpoints } from '@ceping/contract';
import type { z } from 'zod';
import { call, callDownload } from '../../api/endpoint.ts';

export type InvoiceListParams = Partial<InvoiceListQuery>;
type Body<K extends keyof typeof invoiceEndpoints> = (typeof invoiceEndpoints)[K] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** Invoices: a seller's own, or every seller's for finance (the server decides). */
export const listInvoice = (query: InvoiceListParams) => call(invoiceEndpoints.list, { query });
export const getInvoice = (id: number) => call(invoiceEndpoints.get, { params: { id } });
/** What the caller (a seller) may still invoice; finance names the seller. */
export const getInvoiceable = (userId?: number) => call(invoiceEndpoints.invoiceable, { query: userId ? { userId } : {} });
export const requestInvoice = (body: Body<'add'>) => call(invoiceEndpoints.add, { body });
export const takeInvoice = (id: number) => call(invoiceEndpoints.take, { params: { id } });
export const issueInvoice = (id: number, body: InvoiceIssue) => call(invoiceEndpoints.issue, { params: { id }, body });
export const rejectInvoice = (id: number, body: MoneyReason) => call(invoiceEndpoints.reject, { params: { id }, body });
export const voidInvoice = (id: number, body: MoneyReason) => call(invoiceEndpoints.void, { params: { id }, body });
export const cancelInvoice = (id: number) => call(invoiceEndpoints.cancel, { params: { id } });
export const exportInvoice = (filters: InvoiceListParams) => callDownload(invoiceEndpoints.export, { body: filters }, `invoice_${Date.now()}.xlsx`);
