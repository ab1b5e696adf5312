import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { writeXlsx } from '../../../core/excel.ts';
import type { Store } from '../../../core/store.ts';
import type { Executor } from '../../../db/client.ts';
import { dictLabels } from '../dict/index.ts';
import type { ServerSysPost } from './view.ts';

/** Posts as RuoYi's export writes them (sheet 岗位数据, its columns), in `lang`. */
export async function postWorkbook(db: Executor, store: Store, lang: Lang, rows: ServerSysPost[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const status = await dictLabels(db, store, 'sys_normal_disable', lang);
  return writeXlsx<ServerSysPost>({
    sheetName: h('post.excel.sheet'),
    rows,
    columns: [
      { header: h('post.excel.postId'), key: 'postId' },
      { header: h('post.excel.postCode'), key: 'postCode', width: 20 },
      { header: h('post.excel.postName'), key: 'postName', width: 20 },
      { header: h('post.excel.postSort'), key: 'postSort' },
      { header: h('post.excel.status'), key: 'status', format: (v) => status.get(String(v)) ?? String(v) },
    ],
  });
}
