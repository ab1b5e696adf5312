import { open } from 'node:fs/promises';
import {
  INVOICE_RESERVING_STATES,
  type InvoiceAction,
  type InvoiceIssue,
  type InvoiceListQuery,
  type InvoiceRequest,
  InvoiceStatus,
  type InvoiceStatusValue,
  InvoiceTransition,
  type InvoiceTypeValue,
  formatDateTime,
} from '@ceping/contract';
import Decimal from 'decimal.js';
import { type SQL, and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { listPage, mapPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { LoginUser } from '../../../core/session.ts';
import { resolveProfilePath } from '../../../core/storage.ts';
import { type Db, type Executor, rows } from '../../../db/client.ts';
import { bizInvoice, sysSite, sysUser } from '../../../db/schema/index.ts';
import { assertSeller, lockSeller, ownerCols, transitionMissed, withOwner } from '../money-docs.ts';

/** The most rows one export writes. */
export const EXPORT_LIMIT = 50_000;

const cols = {
  invoiceId: bizInvoice.invoiceId,
  userId: bizInvoice.userId,
  ...ownerCols,
  invoiceType: bizInvoice.invoiceType,
  amount: bizInvoice.amount,
  title: bizInvoice.title,
  taxNo: bizInvoice.taxNo,
  bankName: bizInvoice.bankName,
  bankAccount: bizInvoice.bankAccount,
  address: bizInvoice.address,
  phone: bizInvoice.phone,
  email: bizInvoice.email,
  remark: bizInvoice.remark,
  status: bizInvoice.status,
  invoiceNo: bizInvoice.invoiceNo,
  issueDate: bizInvoice.issueDate,
  pdfUrl: bizInvoice.pdfUrl,
  handleBy: bizInvoice.handleBy,
  handleTime: bizInvoice.handleTime,
  issueBy: bizInvoice.issueBy,
  issueTime: bizInvoice.issueTime,
  rejectReason: bizInvoice.rejectReason,
  voidReason: bizInvoice.voidReason,
  voidBy: bizInvoice.voidBy,
  voidTime: bizInvoice.voidTime,
  cancelled: bizInvoice.cancelled,
  createBy: bizInvoice.createBy,
  createTime: bizInvoice.createTime,
  updateBy: bizInvoice.updateBy,
  updateTime: bizInvoice.updateTime,
};
const joined = (ex: Executor) =>
  ex.select(cols).from(bizInvoice).leftJoin(sysUser, eq(sysUser.userId, bizInvoice.userId)).leftJoin(sysSite, eq(sysSite.siteId, bizInvoice.siteId));
type Stored = Awaited<ReturnType<typeof joined>>[number];

/** A stored row as the API answers it: type and status narrowed to their dictionaries. */
const rowOf = (r: Stored) => ({ ...r, invoiceType: r.invoiceType as InvoiceTypeValue, status: r.status as InvoiceStatusValue });
export type InvoiceRecord = ReturnType<typeof rowOf>;

const SORTABLE = { invoiceId: bizInvoice.invoiceId, amount: bizInvoice.amount, status: bizInvoice.status, createTime: bizInvoice.createTime };

/** `ownerId` set (a seller): its own invoices only, whatever the query names. */
function filter(q: Omit<InvoiceListQuery, 'pageNum' | 'pageSize'>, ownerId: number | undefined): SQL | undefined {
  const name = ownerId ? undefined : likeOf(q.userName);
  return and(
    ownerId ? eq(bizInvoice.userId, ownerId) : q.userId ? eq(bizInvoice.userId, q.userId) : undefined,
    name ? ilike(sysUser.userName, name) : undefined,
    q.status ? eq(bizInvoice.status, q.status) : undefined,
    q.invoiceType ? eq(bizInvoice.invoiceType, q.invoiceType) : undefined,
    q.invoiceNo ? eq(bizInvoice.invoiceNo, q.invoiceNo) : undefined,
    dateRangeOf(bizInvoice.createTime, q.params),
  );
}

/** What the list's filter reads: the rows and their owners (the user-name filter). */
const INVOICE_FROM = withOwner(bizInvoice, bizInvoice.userId);

/** A page of invoices; its total above 10,000 rows is the planner's estimate (core/list-page.ts). */
export async function listInvoices(ex: Executor, q: InvoiceListQuery, ownerId: number | undefined) {
  const where = filter(q, ownerId);
  const page = await listPage(
    ex,
    INVOICE_FROM,
    where,
    q,
    joined(ex)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [desc(bizInvoice.invoiceId)])),
  );
  return mapPage(page, rowOf);
}

export async function exportInvoices(ex: Executor, q: Omit<InvoiceListQuery, 'pageNum' | 'pageSize'>, ownerId: number | undefined) {
  const found = await joined(ex)
    .where(filter(q, ownerId))
    .orderBy(...orderByOf(q, SORTABLE, [desc(bizInvoice.invoiceId)]))
    .limit(EXPORT_LIMIT);
  return found.map(rowOf);
}

/** One invoice the caller may see (a seller: its own; another's answers "not found"). */
export async function getInvoice(ex: Executor, id: number, ownerId: number | undefined): Promise<InvoiceRecord> {
  const [r] = await joined(ex).where(and(eq(bizInvoice.invoiceId, id), ownerId ? eq(bizInvoice.userId, ownerId) : undefined));
  if (!r) throw notFound();
  return rowOf(r);
}

export interface InvoiceableAmount {
  userId: number;
  completedFees: string;
  inProgress: string;
  issued: string;
  invoiceable: string;
}

/**
 * What `userId` may still ask an invoice for: Σ `unit_price` of its completed live orders − Σ amounts
 * of its pending, issuing and issued invoices. Both sums are index-only scans of partial indexes.
 */
export async function invoiceableOf(ex: Executor, userId: number): Promise<InvoiceableAmount> {
  const [fees] = await rows<{ fees: string }>(
    ex,
    sql`select coalesce(sum(unit_price), 0)::text as fees from biz_order where user_id = ${userId} and order_status = '2' and del_flag = '0'`,
  );
  const reserved = await rows<{ status: string; amount: string }>(
    ex,
    sql`select status, sum(amount)::text as amount from biz_invoice
        where user_id = ${userId} and status in (${sql.join(
          INVOICE_RESERVING_STATES.map((s) => sql`${s}`),
          sql`, `,
        )}) group by status`,
  );
  const sumOf = (states: string[]) => reserved.filter((r) => states.includes(r.status)).reduce((s, r) => s.plus(r.amount), new Decimal(0));
  const completed = new Decimal(fees.fees);
  const inProgress = sumOf([InvoiceStatus.PENDING, InvoiceStatus.ISSUING]);
  const issued = sumOf([InvoiceStatus.ISSUED]);
  return {
    userId,
    completedFees: completed.toFixed(2),
    inProgress: inProgress.toFixed(2),
    issued: issued.toFixed(2),
    invoiceable: Decimal.max(completed.minus(inProgress).minus(issued), 0).toFixed(2),
  };
}

/** `GET /system/invoice/invoiceable`: a seller's own; finance names the seller (`userId`). */
export async function invoiceableFor(ex: Executor, ownerId: number | undefined, requested: number | undefined): Promise<InvoiceableAmount> {
  const userId = ownerId ?? requested;
  if (!userId) throw fail('invoice.userRequired');
  const [u] = await ex
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  if (!u) throw notFound();
  return invoiceableOf(ex, userId);
}

/**
 * `POST /system/invoice`: the seller asks for an invoice (→ 0). Its own row is locked first, so two
 * requests of one seller run one after the other and the second sees what the first reserved: the
 * amount is checked against the invoiceable amount inside the same transaction that reserves it.
 */
export async function requestInvoice(db: Db, u: LoginUser, b: InvoiceRequest): Promise<InvoiceRecord> {
  assertSeller(u, 'invoice.sellerOnly');
  return db.transaction(async (tx) => {
    const me = await lockSeller(tx, u.userId);
    const { invoiceable } = await invoiceableOf(tx, u.userId);
    if (new Decimal(b.amount).gt(invoiceable)) throw fail('invoice.overInvoiceable', invoiceable);
    const special = b.invoiceType === '2';
    const [row] = await tx
      .insert(bizInvoice)
      .values({
        userId: u.userId,
        siteId: me.siteId,
        invoiceType: b.invoiceType,
        amount: b.amount,
        title: b.title,
        taxNo: b.taxNo,
        bankName: special ? b.bankName : '',
        bankAccount: special ? b.bankAccount : '',
        address: special ? b.address : '',
        phone: special ? b.phone : '',
        email: b.email,
        remark: b.remark,
        createBy: u.userName,
      })
      .returning({ id: bizInvoice.invoiceId });
    return getInvoice(tx, row.id, undefined);
  });
}

type InvoiceSet = PgUpdateSetSource<typeof bizInvoice>;
const existsSql = (id: number, ownerId?: number) => sql`select 1 from biz_invoice where invoice_id = ${id}${ownerId ? sql` and user_id = ${ownerId}` : sql``}`;

/**
 * One transition: a single UPDATE guarded by the expected state (and, for the seller's cancel, the
 * owner). No row changed means another request moved it first ("state changed") or it is not there
 * for this caller ("not found"); so of two parallel clicks exactly one applies.
 */
function move(db: Db, id: number, action: InvoiceAction, set: InvoiceSet, operator: string, ownerId?: number): Promise<InvoiceRecord> {
  const { from, to } = InvoiceTransition[action];
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bizInvoice)
      .set({ ...set, status: to, updateBy: operator, updateTime: new Date() })
      .where(and(eq(bizInvoice.invoiceId, id), inArray(bizInvoice.status, [...from]), ownerId ? eq(bizInvoice.userId, ownerId) : undefined))
      .returning({ id: bizInvoice.invoiceId });
    if (!moved) return transitionMissed(tx, existsSql(id, ownerId));
    return getInvoice(tx, id, undefined);
  });
}

/** `PUT /system/invoice/{id}/take`: finance takes a pending request in hand (0 → 1). */
export const takeInvoice = (db: Db, id: number, operator: string) => move(db, id, 'take', { handleBy: operator, handleTime: new Date() }, operator);

/** True when the uploaded file at `publicPath` exists and starts like a PDF. */
async function isStoredPdf(dataDir: string, publicPath: string): Promise<boolean> {
  const abs = resolveProfilePath(dataDir, publicPath);
  if (!abs) return false;
  try {
    const file = await open(abs, 'r');
    try {
      const head = Buffer.alloc(5);
      const { bytesRead } = await file.read(head, 0, 5, 0);
      return bytesRead === 5 && head.toString('latin1') === '%PDF-';
    } finally {
      await file.close();
    }
  } catch {
    return false;
  }
}

/**
 * `PUT /system/invoice/{id}/issue` (1 → 2): the number (unique), the date on the invoice (between the
 * request's day and today, GMT+8) and the PDF, which must be an uploaded file that really is a PDF.
 */
export async function issueInvoice(db: Db, dataDir: string, id: number, b: InvoiceIssue, operator: string): Promise<InvoiceRecord> {
  const [found] = await db.select({ createTime: bizInvoice.createTime }).from(bizInvoice).where(eq(bizInvoice.invoiceId, id));
  if (!found) throw notFound();
  const requested = formatDateTime(found.createTime ?? new Date()).slice(0, 10);
  const today = formatDateTime(new Date()).slice(0, 10);
  if (b.issueDate < requested || b.issueDate > today) throw fail('invoice.issueDateRange', requested);
  if (!(await isStoredPdf(dataDir, b.pdfUrl))) throw fail('invoice.pdfInvalid');
  try {
    return await move(
      db,
      id,
      'issue',
      { invoiceNo: b.invoiceNo, issueDate: b.issueDate, pdfUrl: b.pdfUrl, issueBy: operator, issueTime: new Date() },
      operator,
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('invoice.numberExists', b.invoiceNo);
    throw err;
  }
}

/** `PUT /system/invoice/{id}/reject` (0|1 → 3) with the reason; the amount is free again. */
export const rejectInvoice = (db: Db, id: number, reason: string, operator: string) =>
  move(
    db,
    id,
    'reject',
    { rejectReason: reason, handleBy: sql`case when ${bizInvoice.handleBy} = '' then ${operator} else ${bizInvoice.handleBy} end` },
    operator,
  );

/** `PUT /system/invoice/{id}/void` (2 → 4) with the reason; the amount is free again. */
export const voidInvoice = (db: Db, id: number, reason: string, operator: string) =>
  move(db, id, 'void', { voidReason: reason, voidBy: operator, voidTime: new Date() }, operator);

/** `PUT /system/invoice/{id}/cancel`: the seller withdraws its own pending request (0 → 4, `cancelled`). Another's answers "not found". */
export const cancelInvoice = (db: Db, id: number, u: Pick<LoginUser, 'userId' | 'userName'>) =>
  move(db, id, 'cancel', { cancelled: true, voidBy: u.userName, voidTime: new Date() }, u.userName, u.userId);
