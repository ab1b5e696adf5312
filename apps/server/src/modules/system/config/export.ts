import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { formatDate } from '../../../core/envelope.ts';
import { writeXlsx } from '../../../core/excel.ts';
import type { Store } from '../../../core/store.ts';
import type { Executor } from '../../../db/client.ts';
import { dictLabels } from '../dict/index.ts';
import type { ConfigView } from './admin.ts';

/** Parameters as an xlsx workbook, headers and the built-in flag in `lang`. */
export async function configWorkbook(db: Executor, store: Store, lang: Lang, rows: ConfigView[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const yesNo = await dictLabels(db, store, 'sys_yes_no', lang);
  return writeXlsx<ConfigView>({
    sheetName: h('config.export.sheet'),
    rows,
    columns: [
      { header: h('config.col.configId'), key: 'configId' },
      { header: h('config.col.configName'), key: 'configName', width: 30 },
      { header: h('config.col.configKey'), key: 'configKey', width: 30 },
      { header: h('config.col.configValue'), key: 'configValue', width: 30 },
      { header: h('config.col.configType'), key: 'configType', format: (v) => yesNo.get(String(v)) ?? String(v ?? '') },
      { header: h('config.col.remark'), key: 'remark', width: 30 },
      { header: h('config.col.createTime'), key: 'createTime', width: 20, format: (v) => formatDate(v instanceof Date ? v : null) },
    ],
  });
}
