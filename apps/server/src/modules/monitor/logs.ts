import { type Lang, type LogininforQuery, type MessageKey, type OperlogQuery, formatMessage, logininforEndpoints, operlogEndpoints } from '@ceping/contract';
import { type AnyColumn, type SQL, and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { formatDate } from '../../core/envelope.ts';
import { notFound } from '../../core/errors.ts';
import { writeXlsx } from '../../core/excel.ts';
import { wirePage } from '../../core/list-page.ts';
import { SECRET_PAIR_PG, maskSecretText } from '../../core/oper-log.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { type WireColumns, sameNamed, wireRowsReader, wireSelect } from '../../db/wire-json.ts';
import { sysLogininfor, sysOperLog } from '../../db/schema/index.ts';

/** Rows an export writes at most (an export is not paged, but it is bounded). */
const EXPORT_MAX = 50_000;

// ---- login log ---------------------------------------------------------------------------------

const LOGIN_SORT = { infoId: sysLogininfor.infoId, userName: sysLogininfor.userName, loginTime: sysLogininfor.loginTime, status: sysLogininfor.status };

function loginFilter(q: LogininforQuery): SQL | undefined {
  const ip = likeOf(q.ipaddr);
  const name = likeOf(q.userName);
  return and(
    ip ? ilike(sysLogininfor.ipaddr, ip) : undefined,
    name ? ilike(sysLogininfor.userName, name) : undefined,
    q.status ? eq(sysLogininfor.status, q.status) : undefined,
    dateRangeOf(sysLogininfor.loginTime, q.params),
  );
}

/** Newest first: one array, so a list's page texts are built once for it (core/count.ts). */
const LOGIN_NEWEST = [desc(sysLogininfor.infoId)];

const loginQuery = (db: Executor, q: LogininforQuery, where: SQL | undefined) =>
  db
    .select()
    .from(sysLogininfor)
    .where(where)
    .orderBy(...orderByOf(q, LOGIN_SORT, LOGIN_NEWEST));

const loginRowSchema = logininforEndpoints.list.response.shape.rows.element;
/** A page's entries by their ids, written as wire JSON by PostgreSQL. */
const readLoginRows = wireRowsReader(
  'logininfor_wire_by_ids',
  sysLogininfor.infoId,
  wireSelect(loginRowSchema, sameNamed(sysLogininfor, loginRowSchema) as WireColumns<typeof loginRowSchema.shape>),
  sql`${sysLogininfor}`,
);

/** A page of the login log; its total above 10,000 entries is the planner's estimate (core/list-page.ts). */
export function listLogininfor(db: Executor, q: LogininforQuery) {
  const where = loginFilter(q);
  return wirePage(db, sysLogininfor, sysLogininfor.infoId, where, orderByOf(q, LOGIN_SORT, LOGIN_NEWEST), q, (ex, ids) => readLoginRows(ex, ids, null));
}

/** The login log for an export: every entry the filters match, newest first, up to {@link EXPORT_MAX}. */
export const exportLogininfor = async (db: Executor, q: LogininforQuery) => await loginQuery(db, q, loginFilter(q)).limit(EXPORT_MAX);

export async function removeLogininfor(db: Executor, ids: number[]) {
  await db.delete(sysLogininfor).where(inArray(sysLogininfor.infoId, ids));
}

export async function cleanLogininfor(db: Executor) {
  await db.execute(sql`truncate table ${sysLogininfor}`);
}

type LoginRow = Awaited<ReturnType<typeof exportLogininfor>>[number];

export function logininforWorkbook(lang: Lang, rows: LoginRow[]) {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const status = (v: unknown) => h(v === '0' ? 'monitor.status.ok' : 'monitor.status.fail');
  return writeXlsx<LoginRow>({
    sheetName: h('monitor.logininfor.sheet'),
    rows,
    columns: [
      { header: h('monitor.col.infoId'), key: 'infoId' },
      { header: h('monitor.col.userName'), key: 'userName', width: 16 },
      { header: h('monitor.col.ipaddr'), key: 'ipaddr', width: 18 },
      { header: h('monitor.col.loginLocation'), key: 'loginLocation', width: 14 },
      { header: h('monitor.col.browser'), key: 'browser', width: 16 },
      { header: h('monitor.col.os'), key: 'os', width: 14 },
      { header: h('monitor.col.status'), key: 'status', format: status },
      { header: h('monitor.col.msg'), key: 'msg', width: 30 },
      { header: h('monitor.col.loginTime'), key: 'loginTime', width: 20, format: (v) => formatDate(v instanceof Date ? v : null) },
    ],
  });
}

// ---- operation log -----------------------------------------------------------------------------

const OPER_SORT = { operId: sysOperLog.operId, operName: sysOperLog.operName, operTime: sysOperLog.operTime, costTime: sysOperLog.costTime };

function operFilter(q: OperlogQuery): SQL | undefined {
  const ip = likeOf(q.operIp);
  const title = likeOf(q.title);
  const name = likeOf(q.operName);
  return and(
    ip ? ilike(sysOperLog.operIp, ip) : undefined,
    title ? ilike(sysOperLog.title, title) : undefined,
    name ? ilike(sysOperLog.operName, name) : undefined,
    q.businessType !== undefined ? eq(sysOperLog.businessType, q.businessType) : undefined,
    q.businessTypes?.length ? inArray(sysOperLog.businessType, q.businessTypes) : undefined,
    q.status !== undefined ? eq(sysOperLog.status, q.status) : undefined,
    dateRangeOf(sysOperLog.operTime, q.params),
  );
}

type OperRecord = typeof sysOperLog.$inferSelect;
/** An entry as shown: parameters and answer with secret values masked. */
const shown = (r: OperRecord): OperRecord => ({ ...r, operParam: maskSecretText(r.operParam), jsonResult: maskSecretText(r.jsonResult) });

/** Newest first: one array, so a list's page texts are built once for it (core/count.ts). */
const OPER_NEWEST = [desc(sysOperLog.operId)];

const operQuery = (db: Executor, q: OperlogQuery, where: SQL | undefined) =>
  db
    .select()
    .from(sysOperLog)
    .where(where)
    .orderBy(...orderByOf(q, OPER_SORT, OPER_NEWEST));

/** A logged text with its secrets masked by PostgreSQL, as {@link maskSecretText} masks it. */
const masked = (col: AnyColumn) => sql`regexp_replace(${col}, ${SECRET_PAIR_PG.pattern}::text, ${SECRET_PAIR_PG.replacement}::text, 'gi')`;

const operRowSchema = operlogEndpoints.list.response.shape.rows.element;
/** A page's entries by their ids, written as wire JSON by PostgreSQL, secrets masked as {@link shown} masks them. */
const readOperRows = wireRowsReader(
  'operlog_wire_by_ids',
  sysOperLog.operId,
  wireSelect(operRowSchema, {
    ...sameNamed(sysOperLog, operRowSchema),
    operParam: masked(sysOperLog.operParam),
    jsonResult: masked(sysOperLog.jsonResult),
  } as WireColumns<typeof operRowSchema.shape>),
  sql`${sysOperLog}`,
);

/** A page of the operation log; its total above 10,000 entries is the planner's estimate (core/list-page.ts). */
export function listOperlog(db: Executor, q: OperlogQuery) {
  const where = operFilter(q);
  return wirePage(db, sysOperLog, sysOperLog.operId, where, orderByOf(q, OPER_SORT, OPER_NEWEST), q, (ex, ids) => readOperRows(ex, ids, null));
}

/** The operation log for an export: every entry the filters match, newest first, up to {@link EXPORT_MAX}. */
export const exportOperlog = async (db: Executor, q: OperlogQuery) => (await operQuery(db, q, operFilter(q)).limit(EXPORT_MAX)).map(shown);

export async function getOperlog(db: Executor, operId: number) {
  const [row] = await db.select().from(sysOperLog).where(eq(sysOperLog.operId, operId));
  if (!row) throw notFound();
  return shown(row);
}

export async function removeOperlog(db: Executor, ids: number[]) {
  await db.delete(sysOperLog).where(inArray(sysOperLog.operId, ids));
}

export async function cleanOperlog(db: Executor) {
  await db.execute(sql`truncate table ${sysOperLog}`);
}

export function operlogWorkbook(lang: Lang, rows: OperRecord[]) {
  const h = (k: MessageKey) => formatMessage(lang, k);
  return writeXlsx<OperRecord>({
    sheetName: h('monitor.operlog.sheet'),
    rows,
    columns: [
      { header: h('monitor.col.operId'), key: 'operId' },
      { header: h('monitor.col.title'), key: 'title', width: 16 },
      { header: h('monitor.col.businessType'), key: 'businessType' },
      { header: h('monitor.col.method'), key: 'method', width: 30 },
      { header: h('monitor.col.requestMethod'), key: 'requestMethod' },
      { header: h('monitor.col.operName'), key: 'operName', width: 14 },
      { header: h('monitor.col.deptName'), key: 'deptName', width: 14 },
      { header: h('monitor.col.operUrl'), key: 'operUrl', width: 30 },
      { header: h('monitor.col.operIp'), key: 'operIp', width: 16 },
      { header: h('monitor.col.operParam'), key: 'operParam', width: 40 },
      { header: h('monitor.col.status'), key: 'status', format: (v) => h(v === 0 ? 'monitor.status.ok' : 'monitor.status.fail') },
      { header: h('monitor.col.errorMsg'), key: 'errorMsg', width: 30 },
      { header: h('monitor.col.operTime'), key: 'operTime', width: 20, format: (v) => formatDate(v instanceof Date ? v : null) },
      { header: h('monitor.col.costTime'), key: 'costTime' },
    ],
  });
}
