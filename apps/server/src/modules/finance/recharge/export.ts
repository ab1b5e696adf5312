import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate } from '../../../core/envelope.ts';
import { writeXlsx } from '../../../core/excel.ts';
import type { Executor } from '../../../db/client.ts';
import { sysDictData } from '../../../db/schema/index.ts';
import type { RechargeListRow } from './service.ts';

/** Recharges as an xlsx workbook: headers, method and status in `lang`, amounts as numeric cells. */
export async function rechargeWorkbook(ex: Executor, lang: Lang, rows: RechargeListRow[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const dict = await ex
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue, label: sysDictData.dictLabel, en: sysDictData.dictLabelEn })
    .from(sysDictData)
    .where(and(inArray(sysDictData.dictType, ['recharge_status', 'recharge_method']), eq(sysDictData.status, '0')));
  const label = (type: string) => {
    const m = new Map(dict.filter((d) => d.type === type).map((d) => [d.value, lang === 'en-US' && d.en ? d.en : d.label]));
    return (v: unknown) => m.get(String(v)) ?? String(v);
  };
  const num = (v: unknown) => (v === null || v === undefined ? '' : Number(v));
  const when = (v: unknown) => formatDate(v instanceof Date ? v : null);
  return writeXlsx<RechargeListRow>({
    sheetName: h('recharge.export.sheet'),
    rows,
    columns: [
      { header: h('recharge.col.rechargeId'), key: 'rechargeId' },
      { header: h('recharge.col.userName'), key: 'userName', width: 16 },
      { header: h('recharge.col.nickName'), key: 'nickName', width: 16 },
      { header: h('recharge.col.siteName'), key: 'siteName', width: 16 },
      { header: h('recharge.col.amount'), key: 'amount', width: 14, format: num },
      { header: h('recharge.col.creditedAmount'), key: 'creditedAmount', width: 14, format: num },
      { header: h('recharge.col.debtPaid'), key: 'debtPaid', width: 14, format: num },
      { header: h('recharge.col.method'), key: 'method', format: label('recharge_method') },
      { header: h('recharge.col.collectionName'), key: 'collectionName', width: 18 },
      { header: h('recharge.col.referenceNo'), key: 'referenceNo', width: 22 },
      { header: h('recharge.col.status'), key: 'status', format: label('recharge_status') },
      { header: h('recharge.col.rejectReason'), key: 'rejectReason', width: 24 },
      { header: h('recharge.col.auditBy'), key: 'auditBy', width: 14 },
      { header: h('recharge.col.auditTime'), key: 'auditTime', width: 20, format: when },
      { header: h('recharge.col.createTime'), key: 'createTime', width: 20, format: when },
    ],
  });
}
