import { type Lang, type MessageKey, formatMessage, LANGS } from '@ceping/contract';
import type { ServerSysUser } from './view.ts';
import type { FastifyReply } from 'fastify';
import { formatDate } from '../../../core/envelope.ts';
import { type XlsxColumn, writeXlsx } from '../../../core/excel.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Fields of the user workbook, with the catalogue key of each column title (§7.3). */
const TITLES = {
  userId: 'user.excel.userId',
  deptId: 'user.excel.deptId',
  userName: 'user.excel.userName',
  nickName: 'user.excel.nickName',
  email: 'user.excel.email',
  phonenumber: 'user.excel.phonenumber',
  sex: 'user.excel.sex',
  status: 'user.excel.status',
  loginIp: 'user.excel.loginIp',
  loginDate: 'user.excel.loginDate',
  deptName: 'user.excel.deptName',
  leader: 'user.excel.leader',
} as const satisfies Record<string, MessageKey>;
type Field = keyof typeof TITLES;

const SEX_LABELS = { '0': 'user.excel.sex0', '1': 'user.excel.sex1', '2': 'user.excel.sex2' } as const satisfies Record<string, MessageKey>;
const STATUS_LABELS = { '0': 'user.excel.status0', '1': 'user.excel.status1' } as const satisfies Record<string, MessageKey>;

const EXPORT_FIELDS: Field[] = ['userId', 'userName', 'nickName', 'email', 'phonenumber', 'sex', 'status', 'loginIp', 'loginDate', 'deptName', 'leader'];
const IMPORT_FIELDS: Field[] = ['deptId', 'userName', 'nickName', 'email', 'phonenumber', 'sex', 'status'];

type ExportRow = ServerSysUser & { deptName: string | null; leader: string | null };

function label(lang: Lang, labels: Record<string, MessageKey>, value: unknown): string {
  const key = typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value] : undefined;
  return key ? formatMessage(lang, key) : String(value ?? '');
}

function columns(lang: Lang, fields: Field[]): XlsxColumn<ExportRow>[] {
  return fields.map((key) => {
    const col: XlsxColumn<ExportRow> = { header: formatMessage(lang, TITLES[key]), key, width: key === 'loginDate' || key === 'email' ? 22 : undefined };
    if (key === 'sex') col.format = (v) => label(lang, SEX_LABELS, v);
    if (key === 'status') col.format = (v) => label(lang, STATUS_LABELS, v);
    if (key === 'loginDate') col.format = (v) => (v instanceof Date ? formatDate(v) : null);
    return col;
  });
}

export const sheetName = (lang: Lang) => formatMessage(lang, 'user.excel.sheet');

/** The export workbook: titles, dictionary labels and dates in the request's language / GMT+8. */
export function userWorkbook(lang: Lang, users: ServerSysUser[]): Promise<Buffer> {
  const rows: ExportRow[] = users.map((u) => ({ ...u, deptName: u.dept?.deptName ?? null, leader: u.dept?.leader ?? null }));
  return writeXlsx({ sheetName: sheetName(lang), columns: columns(lang, EXPORT_FIELDS), rows });
}

/** An empty workbook with the import columns. */
export function importTemplate(lang: Lang): Promise<Buffer> {
  return writeXlsx<ExportRow>({ sheetName: sheetName(lang), columns: columns(lang, IMPORT_FIELDS), rows: [] });
}

/** Import column titles in every language → field name. */
export function importHeaders(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of LANGS) for (const f of IMPORT_FIELDS) out[formatMessage(lang, TITLES[f])] = f;
  return out;
}

/** A dictionary cell back to its value: the value itself, or its label in any language; undefined if unknown. */
function fromLabel(labels: Record<string, MessageKey>, cell: string): string | undefined {
  if (Object.hasOwn(labels, cell)) return cell;
  for (const [value, key] of Object.entries(labels)) {
    if (LANGS.some((lang) => formatMessage(lang, key).toLowerCase() === cell.toLowerCase())) return value;
  }
  return undefined;
}
export const sexFromCell = (cell: string) => fromLabel(SEX_LABELS, cell);
export const statusFromCell = (cell: string) => fromLabel(STATUS_LABELS, cell);

/** Sends a workbook as an attachment; `download-filename` carries the URL-encoded name for the client. */
export function sendXlsx(reply: FastifyReply, buf: Buffer, fileName: string) {
  const encoded = encodeURIComponent(fileName);
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encoded}`)
    .header('download-filename', encoded)
    .header('Access-Control-Expose-Headers', 'Content-Disposition,download-filename')
    .send(buf);
}
