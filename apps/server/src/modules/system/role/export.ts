import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { writeXlsx } from '../../../core/excel.ts';
import type { Store } from '../../../core/store.ts';
import type { Executor } from '../../../db/client.ts';
import { dictLabels } from '../dict/index.ts';
import type { ServerSysRole } from './view.ts';

const SCOPE_LABEL: Record<string, MessageKey> = {
  '1': 'role.excel.scope1',
  '2': 'role.excel.scope2',
  '3': 'role.excel.scope3',
  '4': 'role.excel.scope4',
  '5': 'role.excel.scope5',
};

/** Roles as RuoYi's export writes them (sheet 角色数据, its columns and labels), in `lang`, plus the English name. */
export async function roleWorkbook(db: Executor, store: Store, lang: Lang, rows: ServerSysRole[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const status = await dictLabels(db, store, 'sys_normal_disable', lang);
  return writeXlsx<ServerSysRole>({
    sheetName: h('role.excel.sheet'),
    rows,
    columns: [
      { header: h('role.excel.roleId'), key: 'roleId' },
      { header: h('role.excel.roleName'), key: 'roleName', width: 20 },
      { header: h('role.excel.roleNameEn'), key: 'roleNameEn', width: 20 },
      { header: h('role.excel.roleKey'), key: 'roleKey', width: 20 },
      { header: h('role.excel.roleSort'), key: 'roleSort' },
      { header: h('role.excel.dataScope'), key: 'dataScope', width: 24, format: (v) => (SCOPE_LABEL[String(v)] ? h(SCOPE_LABEL[String(v)]) : String(v)) },
      { header: h('role.excel.status'), key: 'status', format: (v) => status.get(String(v)) ?? String(v) },
    ],
  });
}
