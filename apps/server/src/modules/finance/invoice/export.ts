import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate } from '../../../core/envelope.ts';
import { writeXlsx } from '../../../core/excel.ts';
import type { Executor } from '../../../db/client.ts';
import { sysDictData } from '../../../db/schema/index.ts';
import type { InvoiceRecord } from './service.ts';

/** Invoices as an xlsx workbook: headers, type and status in `lang`, amounts as numeric cells. */
export async function invoiceWorkbook(ex: Executor, lang: Lang, rows: InvoiceRecord[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const dict = await ex
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue, label: sysDictData.dictLabel, en: sysDictData.dictLabelEn })
    .from(sysDictData)
    .where(and(inArray(sysDictData.dictType, ['invoice_status', 'invoice_type']), eq(sysDictData.status, '0')));
  const label = (type: string) => {
    const m = new Map(dict.filter((d) => d.type === type).map((d) => [d.value, lang === 'en-US' && d.en ? d.en : d.label]));
    return (v: unknown) => m.get(String(v)) ?? String(v);
  };
  const status = label('invoice_status');
  const when = (v: unknown) => formatDate(v instanceof Date ? v : null);
  return writeXlsx<InvoiceRecord>({
    sheetName: h('invoice.export.sheet'),
    rows,
    columns: [
      { header: h('invoice.col.invoiceId'), key: 'invoiceId' },
      { header: h('invoice.col.userName'), key: 'userName', width: 16 },
      { header: h('invoice.col.nickName'), key: 'nickName', width: 16 },
      { header: h('invoice.col.siteName'), key: 'siteName', width: 16 },
      { header: h('invoice.col.invoiceType'), key: 'invoiceType', width: 12, format: label('invoice_type') },
      { header: h('invoice.col.amount'), key: 'amount', width: 14, format: (v) => Number(v) },
      { header: h('invoice.col.title'), key: 'title', width: 28 },
      { header: h('invoice.col.taxNo'), key: 'taxNo', width: 22 },
      { header: h('invoice.col.email'), key: 'email', width: 24 },
      { header: h('invoice.col.status'), key: 'status', format: (v, row) => (row.cancelled ? `${status(v)} (${h('invoice.cancelled')})` : status(v)) },
      { header: h('invoice.col.invoiceNo'), key: 'invoiceNo', width: 24 },
      { header: h('invoice.col.issueDate'), key: 'issueDate', width: 12 },
      { header: h('invoice.col.handleBy'), key: 'handleBy', width: 14 },
      { header: h('invoice.col.reason'), key: 'rejectReason', width: 28, format: (v, row) => row.voidReason || String(v ?? '') },
      { header: h('invoice.col.createTime'), key: 'createTime', width: 20, format: when },
    ],
  });
}
