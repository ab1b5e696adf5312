import { type Lang, type MessageKey, type ServerDates, type SysDictData, type SysDictType, formatMessage } from '@ceping/contract';
import { formatDate } from '../../../core/envelope.ts';
import { writeXlsx } from '../../../core/excel.ts';
import type { Store } from '../../../core/store.ts';
import type { Executor } from '../../../db/client.ts';
import { dictLabels } from './cache.ts';

const label = (labels: Map<string, string>) => (v: unknown) => labels.get(String(v)) ?? String(v ?? '');
const when = (v: unknown) => formatDate(v instanceof Date ? v : null);

/** Dictionary types as an xlsx workbook with headers and status labels in `lang`. */
export async function dictTypeWorkbook(db: Executor, store: Store, lang: Lang, rows: ServerDates<SysDictType, 'createTime' | 'updateTime'>[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const status = await dictLabels(db, store, 'sys_normal_disable', lang);
  return writeXlsx<ServerDates<SysDictType, 'createTime' | 'updateTime'>>({
    sheetName: h('dict.export.typeSheet'),
    rows,
    columns: [
      { header: h('dict.col.dictId'), key: 'dictId' },
      { header: h('dict.col.dictName'), key: 'dictName', width: 24 },
      { header: h('dict.col.dictNameEn'), key: 'dictNameEn', width: 24 },
      { header: h('dict.col.dictType'), key: 'dictType', width: 24 },
      { header: h('dict.col.status'), key: 'status', format: label(status) },
      { header: h('dict.col.remark'), key: 'remark', width: 30 },
      { header: h('dict.col.createTime'), key: 'createTime', width: 20, format: when },
    ],
  });
}

/** Dictionary entries as an xlsx workbook with headers, default flag and status labels in `lang`. */
export async function dictDataWorkbook(db: Executor, store: Store, lang: Lang, rows: ServerDates<SysDictData, 'createTime' | 'updateTime'>[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const status = await dictLabels(db, store, 'sys_normal_disable', lang);
  const yesNo = await dictLabels(db, store, 'sys_yes_no', lang);
  return writeXlsx<ServerDates<SysDictData, 'createTime' | 'updateTime'>>({
    sheetName: h('dict.export.dataSheet'),
    rows,
    columns: [
      { header: h('dict.col.dictCode'), key: 'dictCode' },
      { header: h('dict.col.dictSort'), key: 'dictSort' },
      { header: h('dict.col.dictLabel'), key: 'dictLabel', width: 20 },
      { header: h('dict.col.dictLabelEn'), key: 'dictLabelEn', width: 20 },
      { header: h('dict.col.dictValue'), key: 'dictValue', width: 20 },
      { header: h('dict.col.dictType'), key: 'dictType', width: 24 },
      { header: h('dict.col.isDefault'), key: 'isDefault', format: label(yesNo) },
      { header: h('dict.col.status'), key: 'status', format: label(status) },
      { header: h('dict.col.remark'), key: 'remark', width: 30 },
    ],
  });
}
