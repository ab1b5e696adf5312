import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate } from '../../../core/envelope.ts';
import { writeXlsxSheets, xlsxSheet } from '../../../core/excel.ts';
import type { Executor } from '../../../db/client.ts';
import { type StoredBreakdown, sysDictData } from '../../../db/schema/index.ts';
import type { StatementLine } from './compute.ts';
import type { StatementDetailRecord, StatementRecord } from './service.ts';

const num = (v: unknown) => (v === null || v === undefined ? '' : Number(v));
const when = (v: unknown) => formatDate(v instanceof Date ? v : null);

/** Headers, dictionary labels and message texts in `lang`. */
async function labels(ex: Executor, lang: Lang) {
  const h = (k: MessageKey | string) => formatMessage(lang, k);
  const dict = await ex
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue, label: sysDictData.dictLabel, en: sysDictData.dictLabelEn })
    .from(sysDictData)
    .where(and(inArray(sysDictData.dictType, ['reconcile_status', 'fund_type']), eq(sysDictData.status, '0')));
  const label = (type: string) => {
    const m = new Map(dict.filter((d) => d.type === type).map((d) => [d.value, lang === 'en-US' && d.en ? d.en : d.label]));
    return (v: unknown) => m.get(String(v)) ?? String(v);
  };
  const check = (mismatch: unknown) => h(mismatch ? 'statement.mismatch.yes' : 'statement.mismatch.no');
  return { h, status: label('reconcile_status'), fundType: label('fund_type'), check };
}

/** Statements as an xlsx list: one row each with its stored totals and check. */
export async function statementListWorkbook(ex: Executor, lang: Lang, rows: StatementRecord[]): Promise<Buffer> {
  const { h, status, check } = await labels(ex, lang);
  return writeXlsxSheets([
    xlsxSheet<StatementRecord>({
      sheetName: h('statement.export.listSheet'),
      rows,
      columns: [
        { header: h('statement.col.statementNo'), key: 'statementNo', width: 18 },
        { header: h('statement.col.userName'), key: 'userName', width: 16 },
        { header: h('statement.col.nickName'), key: 'nickName', width: 16 },
        { header: h('statement.col.period'), key: 'period', width: 10 },
        { header: h('statement.col.status'), key: 'status', format: status },
        { header: h('statement.col.orderCount'), key: 'orderCount' },
        { header: h('statement.col.cancelledCount'), key: 'cancelledCount' },
        { header: h('statement.col.estimate'), key: 'estimate', width: 14, format: num },
        { header: h('statement.col.fees'), key: 'fees', width: 14, format: num },
        { header: h('statement.col.actual'), key: 'actual', width: 14, format: num },
        { header: h('statement.col.difference'), key: 'difference', width: 14, format: num },
        { header: h('statement.col.refunds'), key: 'refunds', width: 14, format: num },
        { header: h('statement.col.compensation'), key: 'compensation', width: 14, format: num },
        { header: h('statement.col.net'), key: 'net', width: 14, format: num },
        { header: h('statement.col.ledgerSum'), key: 'ledgerSum', width: 14, format: num },
        { header: h('statement.col.mismatch'), key: 'mismatch', format: check },
        { header: h('statement.col.cutoff'), key: 'cutoff', width: 20, format: when },
        { header: h('statement.col.complaintNo'), key: 'complaintNo', width: 18 },
        { header: h('statement.col.confirmTime'), key: 'confirmTime', width: 20, format: when },
        { header: h('statement.col.settleTime'), key: 'settleTime', width: 20, format: when },
      ],
    }),
  ]);
}

type Item = { item: string; value: string | number | null };
type Gap = StoredBreakdown & { gap: string };

/** One statement as a workbook: its summary, its money check by fund type, and its order lines. */
export async function statementWorkbook(ex: Executor, lang: Lang, s: StatementDetailRecord, lines: StatementLine[]): Promise<Buffer> {
  const { h, status, fundType, check } = await labels(ex, lang);
  const items: Item[] = [
    [h('statement.col.statementNo'), s.statementNo],
    [h('statement.col.userName'), s.userName],
    [h('statement.col.nickName'), s.nickName],
    [h('statement.col.period'), s.period],
    [h('statement.col.cutoff'), when(s.cutoff)],
    [h('statement.col.status'), status(s.status)],
    [h('statement.col.orderCount'), s.orderCount],
    [h('statement.col.cancelledCount'), s.cancelledCount],
    [h('statement.col.estimate'), num(s.estimate)],
    [h('statement.col.fees'), num(s.fees)],
    [h('statement.col.actual'), num(s.actual)],
    [h('statement.col.difference'), num(s.difference)],
    [h('statement.col.refunds'), num(s.refunds)],
    [h('statement.col.compensation'), num(s.compensation)],
    [h('statement.col.net'), num(s.net)],
    [h('statement.col.ledgerSum'), num(s.ledgerSum)],
    [h('statement.col.mismatch'), check(s.mismatch)],
    [h('statement.col.complaintNo'), s.complaintNo],
    [h('statement.col.disputeReason'), s.disputeReason],
    [h('statement.col.generateTime'), when(s.generateTime)],
    [h('statement.col.confirmTime'), when(s.confirmTime)],
    [h('statement.col.settleTime'), when(s.settleTime)],
  ].map(([item, value]) => ({ item: String(item), value: value ?? '' }));
  const gaps: Gap[] = s.breakdown.map((b) => ({ ...b, gap: (Number(b.statement) - Number(b.ledger)).toFixed(2) }));
  return writeXlsxSheets([
    xlsxSheet<Item>({
      sheetName: h('statement.export.summarySheet'),
      rows: items,
      columns: [
        { header: h('statement.col.item'), key: 'item', width: 22 },
        { header: h('statement.col.value'), key: 'value', width: 36 },
      ],
    }),
    xlsxSheet<Gap>({
      sheetName: h('statement.export.breakdownSheet'),
      rows: gaps,
      columns: [
        { header: h('statement.col.fundType'), key: 'type', width: 16, format: fundType },
        { header: h('statement.col.source'), key: 'source', width: 16, format: (v) => h(`statement.source.${String(v)}`) },
        { header: h('statement.col.rows'), key: 'count' },
        { header: h('statement.col.ledger'), key: 'ledger', width: 16, format: num },
        { header: h('statement.col.statement'), key: 'statement', width: 16, format: num },
        { header: h('statement.col.gap'), key: 'gap', width: 14, format: num },
      ],
    }),
    xlsxSheet<StatementLine>({
      sheetName: h('statement.export.linesSheet'),
      rows: lines,
      columns: [
        { header: h('statement.col.orderId'), key: 'orderId' },
        { header: h('statement.col.orderNo'), key: 'orderNo', width: 22 },
        { header: h('statement.col.taskNo'), key: 'taskNo', width: 18 },
        { header: h('statement.col.productTitle'), key: 'productTitle', width: 30 },
        { header: h('statement.col.platform'), key: 'platform' },
        { header: h('statement.col.orderStatus'), key: 'orderStatus', format: (v) => h(`order.status.${String(v)}`) },
        { header: h('statement.col.closeTime'), key: 'closeTime', width: 20, format: when },
        { header: h('statement.col.estimate'), key: 'estimate', width: 14, format: num },
        { header: h('statement.col.fees'), key: 'fees', width: 14, format: num },
        { header: h('statement.col.actual'), key: 'actual', width: 14, format: num },
        { header: h('statement.col.difference'), key: 'difference', width: 14, format: num },
        { header: h('statement.col.settleStatus'), key: 'settleStatus', format: (v) => h(`order.settleStatus.${String(v)}`) },
        { header: h('statement.col.refunds'), key: 'refunds', width: 14, format: num },
        { header: h('statement.col.compensation'), key: 'compensation', width: 14, format: num },
      ],
    }),
  ]);
}
