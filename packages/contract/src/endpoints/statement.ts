import { z } from 'zod';
import { SETTLE_STATES } from '../business/order.ts';
import {
  STATEMENT_STATES,
  statementDisputeSchema,
  statementGenerateSchema,
  statementLinesQuerySchema,
  statementListQuerySchema,
} from '../business/statement.ts';
import { COMPLAINT_STATES } from '../business/complaint.ts';
import { idSchema } from '../common.ts';
import { XLSX, defineEndpoint, estimatedTableOf, fileResponse, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import { dateTimeWire, moneyWire } from '../wire.ts';

const id = z.number().int();
const date = dateTimeWire.nullable();
const money = moneyWire;

/** A statement as lists and steps answer it: its state and the totals stored when it was (re)generated. */
export const statementRow = z.object({
  statementId: id,
  /** `ST` + yyyyMM + `-` + the account id. */
  statementNo: z.string(),
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  siteName: z.string().nullable(),
  /** The month, `yyyy-MM` (Asia/Shanghai). */
  period: z.string(),
  periodStart: dateTimeWire,
  periodEnd: dateTimeWire,
  /** What the figures cover: [periodStart, cutoff) — the month's end, or the generation time while the month ran. */
  cutoff: dateTimeWire,
  status: z.enum(STATEMENT_STATES),
  /** Orders completed or cancelled in the period (the lines), and how many of them were cancelled. */
  orderCount: z.number().int(),
  cancelledCount: z.number().int(),
  /** Σ of the lines: what publishing charged per order (principal + fees). */
  estimate: money,
  /** Σ of the lines: the fees (services) part of it. */
  fees: money,
  /** Σ of the lines: the actual principal of the completed ones. */
  actual: money,
  /** Σ of the lines: estimated principal − actual principal (> 0 back to the seller). */
  difference: money,
  /** Σ of the lines: ledger refunds tied to the orders (cancellation refunds, settlement refunds). */
  refunds: money,
  /** Σ of the lines: compensation paid on complaints about the orders. */
  compensation: money,
  /** Σ of the breakdown's statement amounts: what the documents say moved the balance in the period. */
  net: money,
  /** Σ of the seller's ledger rows in the period. */
  ledgerSum: money,
  /** net ≠ ledgerSum. */
  mismatch: z.boolean(),
  disputeReason: z.string(),
  /** The fees complaint a dispute opened. */
  complaintId: id.nullable(),
  complaintNo: z.string(),
  complaintStatus: z.enum(COMPLAINT_STATES).nullable(),
  confirmBy: z.string(),
  confirmTime: date,
  settleBy: z.string(),
  settleTime: date,
  /** Who generated it first / last, and when. */
  createBy: z.string(),
  createTime: date,
  generateBy: z.string(),
  generateTime: date,
});
export type StatementRow = z.input<typeof statementRow>;

/** One fund type of the period: the ledger's rows and amount beside what the statement accounts for. */
export const statementBreakdownRow = z.object({
  type: z.number().int(),
  source: z.enum(['orders', 'ledger', 'mixed']),
  /** Ledger rows of this type in the period. */
  count: z.number().int(),
  ledger: money,
  statement: money,
});
export type StatementBreakdownRow = z.input<typeof statementBreakdownRow>;

/** The same check run again now over the same window: differs from the stored one when the data changed since. */
export const statementRecheck = z.object({
  net: money,
  ledgerSum: money,
  mismatch: z.boolean(),
  /** Net, ledger sum or a type's amounts differ from what was stored. */
  changed: z.boolean(),
  breakdown: z.array(statementBreakdownRow),
});

export const statementDetail = statementRow.extend({
  /** The breakdown stored with the totals. */
  breakdown: z.array(statementBreakdownRow),
  recheck: statementRecheck,
});
export type StatementDetail = z.input<typeof statementDetail>;

/** One order of a statement, read from the order (and its ledger rows) when asked. */
export const statementLineRow = z.object({
  orderId: id,
  orderNo: z.string(),
  taskId: id,
  taskNo: z.string(),
  productTitle: z.string(),
  platform: z.string(),
  regionName: z.string(),
  /** 2 completed · 3 cancelled. */
  orderStatus: z.string(),
  /** Completed or cancelled at. */
  closeTime: date,
  /** What publishing charged for the order: estimated principal + fees. */
  estimate: money,
  fees: money,
  actual: money.nullable(),
  difference: money.nullable(),
  settleStatus: z.enum(SETTLE_STATES),
  refunds: money,
  compensation: money,
});
export type StatementLineRow = z.input<typeof statementLineRow>;

export const statementGenerateResult = z.object({
  period: z.string(),
  /** New statements. */
  created: z.number().int(),
  /** Open statements computed again. */
  recomputed: z.number().int(),
  /** Confirmed, disputed or settled statements left as they were. */
  kept: z.number().int(),
});
export type StatementGenerateResult = z.input<typeof statementGenerateResult>;

const idParams = z.object({ id: idSchema });
const tags = ['system/statement'];
const step = (action: string, perm: string, zh: string, en: string) =>
  defineEndpoint({ method: 'PUT', path: `/system/statement/:id/${action}`, perm, summary: { zh, en }, tags, params: idParams, response: okOf(statementRow) });

/** `/system/statement` (RuoYi's `system/table order`): reconciliation and settlement statements. */
export const statementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/statement/list',
    perm: Perm.statement.list,
    summary: { zh: '查询对账单列表', en: 'List statements' },
    tags,
    query: statementListQuerySchema,
    response: estimatedTableOf(statementRow),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/system/statement/export',
    perm: Perm.statement.export,
    summary: { zh: '导出对账单列表', en: 'Export statements' },
    tags,
    body: statementListQuerySchema.prefault({}),
    response: fileResponse(XLSX),
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/system/statement/generate',
    perm: Perm.statement.generate,
    summary: { zh: '生成对账单', en: 'Generate statements' },
    tags,
    body: statementGenerateSchema,
    response: okOf(statementGenerateResult),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/statement/:id',
    perm: Perm.statement.query,
    summary: { zh: '查询对账单详情', en: 'Get a statement' },
    tags,
    params: idParams,
    response: okOf(statementDetail),
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: '/system/statement/:id/lines',
    perm: Perm.statement.query,
    summary: { zh: '查询对账单订单明细', en: "List a statement's orders" },
    tags,
    params: idParams,
    query: statementLinesQuerySchema,
    response: estimatedTableOf(statementLineRow),
  }),
  exportOne: defineEndpoint({
    method: 'POST',
    path: '/system/statement/:id/export',
    perm: Perm.statement.export,
    summary: { zh: '导出对账单', en: 'Export a statement' },
    tags,
    params: idParams,
    response: fileResponse(XLSX),
  }),
  confirm: step('confirm', Perm.statement.confirm, '确认对账单', 'Confirm a statement'),
  dispute: defineEndpoint({
    method: 'PUT',
    path: '/system/statement/:id/dispute',
    perm: Perm.statement.dispute,
    summary: { zh: '对账单提出异议', en: 'Dispute a statement' },
    tags,
    params: idParams,
    body: statementDisputeSchema,
    response: okOf(statementRow),
  }),
  settle: step('settle', Perm.statement.settle, '对账单结算', 'Settle a statement'),
};
