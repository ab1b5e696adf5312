import { DictType, type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate } from '../../core/envelope.ts';
import { writeXlsx } from '../../core/excel.ts';
import type { Executor } from '../../db/client.ts';
import { sysDictData } from '../../db/schema/index.ts';
import type { ServerOrderRow } from './query.ts';

/** Orders as an xlsx workbook: headers, states and dictionary labels in `lang`; money as numeric cells. */
export async function ordersWorkbook(ex: Executor, lang: Lang, rows: ServerOrderRow[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const dict = await ex
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue, label: sysDictData.dictLabel, en: sysDictData.dictLabelEn })
    .from(sysDictData)
    .where(and(inArray(sysDictData.dictType, [DictType.orderStatus, DictType.orderEvaluateStatus, DictType.platform]), eq(sysDictData.status, '0')));
  const label = (type: string) => {
    const m = new Map(dict.filter((d) => d.type === type).map((d) => [d.value, lang === 'en-US' && d.en ? d.en : d.label]));
    return (v: unknown) => m.get(String(v)) ?? String(v ?? '');
  };
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const date = (v: unknown) => formatDate(v instanceof Date ? v : null);
  return writeXlsx<ServerOrderRow>({
    sheetName: h('order.export.sheet'),
    rows,
    columns: [
      { header: h('order.col.id'), key: 'id' },
      { header: h('order.col.orderNo'), key: 'orderNo', width: 22 },
      { header: h('order.col.taskNo'), key: 'taskNo', width: 18 },
      { header: h('order.col.userName'), key: 'userName', width: 14 },
      { header: h('order.col.platform'), key: 'platform', format: label(DictType.platform) },
      { header: h('order.col.regionName'), key: lang === 'en-US' ? 'regionNameEn' : 'regionName', format: (v, r) => String(v ?? r.regionName) },
      { header: h('order.col.productTitle'), key: 'productTitle', width: 36 },
      { header: h('order.col.sku'), key: 'sku' },
      { header: h('order.col.orderStatus'), key: 'orderStatus', format: label(DictType.orderStatus) },
      { header: h('order.col.evaluateStatus'), key: 'evaluateStatus', format: label(DictType.orderEvaluateStatus) },
      { header: h('order.col.totalPrice'), key: 'totalPrice', width: 14, format: num },
      { header: h('order.col.actuallyPay'), key: 'actuallyPay', width: 16, format: num },
      { header: h('order.col.actualPrincipal'), key: 'actualPrincipal', width: 16, format: num },
      { header: h('order.col.settleDiff'), key: 'settleDiff', width: 16, format: num },
      { header: h('order.col.settleStatus'), key: 'settleStatus', format: (v) => formatMessage(lang, `order.settleStatus.${String(v)}`) },
      { header: h('order.col.remark'), key: 'remark' },
      { header: h('order.col.merchantRemark'), key: 'merchantRemark', width: 24 },
      { header: h('order.col.staffName'), key: 'staffName' },
      { header: h('order.col.acceptTime'), key: 'acceptTime', width: 20, format: date },
      { header: h('order.col.shipTime'), key: 'shipTime', width: 20, format: date },
      { header: h('order.col.completeTime'), key: 'completeTime', width: 20, format: date },
    ],
  });
}
