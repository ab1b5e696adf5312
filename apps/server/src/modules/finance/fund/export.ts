import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { and, eq } from 'drizzle-orm';
import { formatDate } from '../../../core/envelope.ts';
import { writeXlsx } from '../../../core/excel.ts';
import type { Executor } from '../../../db/client.ts';
import { sysDictData } from '../../../db/schema/index.ts';
import type { FundListRow } from './service.ts';

/** Ledger rows as an xlsx workbook, headers and fund types in `lang`. Amounts are numeric cells (two decimals). */
export async function fundWorkbook(ex: Executor, lang: Lang, rows: FundListRow[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const dict = await ex
    .select({ value: sysDictData.dictValue, label: sysDictData.dictLabel, en: sysDictData.dictLabelEn })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, 'fund_type'), eq(sysDictData.status, '0')));
  const types = new Map(dict.map((d) => [d.value, lang === 'en-US' && d.en ? d.en : d.label]));
  return writeXlsx<FundListRow>({
    sheetName: h('fund.export.sheet'),
    rows,
    columns: [
      { header: h('fund.col.fundId'), key: 'fundId' },
      { header: h('fund.col.userName'), key: 'userName', width: 16 },
      { header: h('fund.col.nickName'), key: 'nickName', width: 16 },
      { header: h('fund.col.type'), key: 'type', format: (v) => types.get(String(v)) ?? String(v) },
      { header: h('fund.col.amount'), key: 'amount', width: 14, format: (v) => Number(v) },
      { header: h('fund.col.balanceBefore'), key: 'balanceBefore', width: 14, format: (v) => Number(v) },
      { header: h('fund.col.balanceAfter'), key: 'balanceAfter', width: 14, format: (v) => Number(v) },
      { header: h('fund.col.refNo'), key: 'refNo', width: 22 },
      { header: h('fund.col.operator'), key: 'operator', width: 14 },
      { header: h('fund.col.remark'), key: 'remark', width: 30 },
      { header: h('fund.col.createTime'), key: 'createTime', width: 20, format: (v) => formatDate(v instanceof Date ? v : null) },
    ],
  });
}
