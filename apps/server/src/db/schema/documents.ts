import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, idPk, money, ref, ts } from './columns.ts';

/**
 * A seller's complaint about one of its orders or tasks (docs/DOMAIN.md §4 "Complaint"). The state
 * moves only by guarded updates (`status = expected`), so of two concurrent actions one applies.
 */
export const bizComplaint = pgTable(
  'biz_complaint',
  {
    complaintId: idPk('complaint_id', 100),
    complaintNo: varchar('complaint_no', { length: 32 }).notNull().default(''),
    /** The seller who opened it (the owner of the order or task). */
    userId: ref('user_id').notNull(),
    siteId: ref('site_id'),
    orderId: ref('order_id'),
    orderNo: varchar('order_no', { length: 40 }).notNull().default(''),
    taskId: ref('task_id'),
    taskNo: varchar('task_no', { length: 32 }).notNull().default(''),
    /** The statement a dispute opened it about (type 4, fees). */
    statementId: ref('statement_id'),
    statementNo: varchar('statement_no', { length: 32 }).notNull().default(''),
    complaintType: flag('complaint_type', '1'),
    content: varchar('content', { length: 2000 }).notNull(),
    /** Comma-separated picture paths (at most nine). */
    images: text('images').notNull().default(''),
    status: flag('status'),
    handleBy: varchar('handle_by', { length: 64 }).notNull().default(''),
    /** The latest resolution note or rejection reason. */
    result: varchar('result', { length: 500 }).notNull().default(''),
    /** Σ compensation paid on it (ledger type 9); null when none. */
    compensation: money('compensation'),
    /** When it was last resolved or rejected: the seller may reopen for 7 days, then it closes. */
    resolveTime: ts('resolve_time'),
    closeTime: ts('close_time'),
    ...audit(),
  },
  (t) => [
    index('biz_complaint_user_idx').on(t.userId, t.complaintId),
    index('biz_complaint_status_idx').on(t.status, t.complaintId),
    index('biz_complaint_order_idx').on(t.orderId).where(sql`order_id is not null`),
    index('biz_complaint_stale_idx').on(t.resolveTime).where(sql`status in ('2', '3')`),
    check('biz_complaint_target_ck', sql`order_id is not null or task_id is not null or statement_id is not null`),
    check('biz_complaint_compensation_ck', sql`compensation is null or compensation > 0`),
  ],
);

/** The thread of a complaint: messages of both sides and the steps taken (immutable rows). */
export const bizComplaintReply = pgTable(
  'biz_complaint_reply',
  {
    replyId: idPk('reply_id', 100),
    complaintId: ref('complaint_id').notNull(),
    /** reply | take | resolve | reject | reopen | confirm | close */
    kind: varchar('kind', { length: 10 }).notNull().default('reply'),
    userId: ref('user_id'),
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    /** Written by the platform side (staff/admin or the system). */
    staff: boolean('staff').notNull().default(false),
    content: varchar('content', { length: 1000 }).notNull().default(''),
    images: text('images').notNull().default(''),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('biz_complaint_reply_complaint_idx').on(t.complaintId, t.replyId)],
);

/**
 * A seller's request for a VAT invoice over the service fees of its completed orders, and the invoice
 * finance issues for it (docs/DOMAIN.md "Invoices"). Pending (0), issuing (1) and issued (2) rows
 * reserve their amount; rejected (3) and voided (4) ones free it. States move only by guarded updates.
 */
export const bizInvoice = pgTable(
  'biz_invoice',
  {
    invoiceId: idPk('invoice_id', 100),
    /** The seller who asked for it (a sub-account asks for its own). */
    userId: ref('user_id').notNull(),
    siteId: ref('site_id'),
    invoiceType: flag('invoice_type', '1'),
    amount: money('amount').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    status: flag('status'),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }),
    pdfUrl: varchar('pdf_url', { length: 255 }).notNull().default(''),
    handleBy: varchar('handle_by', { length: 64 }).notNull().default(''),
    handleTime: ts('handle_time'),
    issueBy: varchar('issue_by', { length: 64 }).notNull().default(''),
    issueTime: ts('issue_time'),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    voidReason: varchar('void_reason', { length: 200 }).notNull().default(''),
    voidBy: varchar('void_by', { length: 64 }).notNull().default(''),
    voidTime: ts('void_time'),
    /** Voided by its seller while pending (a withdrawn request) rather than by finance after issue. */
    cancelled: boolean('cancelled').notNull().default(false),
    ...audit(),
  },
  (t) => [
    index('biz_invoice_user_idx').on(t.userId, t.invoiceId),
    index('biz_invoice_status_idx').on(t.status, t.invoiceId),
    // What a seller's requests reserve (pending, issuing, issued): summed per state by an index-only scan.
    index('biz_invoice_reserved_idx').on(t.userId, t.status, t.amount).where(sql`status in ('0', '1', '2')`),
    uniqueIndex('biz_invoice_no_uq').on(t.invoiceNo).where(sql`invoice_no <> ''`),
    check('biz_invoice_amount_ck', sql`amount > 0`),
    check('biz_invoice_status_ck', sql`status in ('0', '1', '2', '3', '4')`),
    check('biz_invoice_type_ck', sql`invoice_type in ('1', '2')`),
    // An issued invoice (and one voided after issue) has its number, date and PDF.
    check('biz_invoice_issued_ck', sql`status not in ('2', '4') or cancelled or (invoice_no <> '' and issue_date is not null and pdf_url <> '')`),
  ],
);
