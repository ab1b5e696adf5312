import { getTableName } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, rowsOfText } from '../db/client.ts';
import { sysOperLog } from '../db/schema/index.ts';

/** Keys whose string values never reach a log or a screen, in any letter case. */
const SECRET_KEY_NAMES = 'password|oldPassword|newPassword|confirmPassword|loginPassword|pwd|payPwd|oldPwd|newPwd|token|bankNo|bankCard|cardNo|secret|code';
const SECRET_KEYS = new RegExp(`^(${SECRET_KEY_NAMES})$`, 'i');

/**
 * {@link maskSecretText} for PostgreSQL (`regexp_replace(text, pattern, replacement, 'gi')`), where a
 * list writes its rows: a secret key's string value replaced, the key kept as written. JSON escapes a
 * quote inside a string, so a key's quotes are never found inside another value, as in the JS form.
 */
export const SECRET_PAIR_PG = { pattern: `"(${SECRET_KEY_NAMES})"\\s*:\\s*"(?:[^"\\\\]|\\\\.)*"`, replacement: '"\\1":"******"' };

/**
 * A logged JSON text with the value of every secret key (see {@link operParamText}) replaced by
 * `******` (string values; the envelope's numeric `code` stays), for showing a log entry: entries written before a key was added to the list, and
 * answers (`json_result`) carrying a token, are masked when read.
 */
export function maskSecretText(text: string): string {
  return text.replace(/"([A-Za-z_]+)"\s*:\s*("(?:[^"\\]|\\.)*")/g, (all, key: string) => (SECRET_KEYS.test(key) ? `"${key}":"******"` : all));
}

/** Longest parameter text kept in `sys_oper_log.oper_param`. */
export const OPER_PARAM_MAX = 2000;
/** Objects nested deeper than this are written as `"…"`. */
const MAX_DEPTH = 10;

/** `s` cut to at most `max` characters without splitting a surrogate pair. */
function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const code = s.charCodeAt(max - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * The request parameters as JSON text for the operation log, bounded whatever the body: secrets
 * (`password`, `pwd`…) replaced at every depth, objects below {@link MAX_DEPTH} levels and repeated
 * (circular) objects replaced by a marker, and the walk stopped once `max` characters are written;
 * a cut text ends with `…`. Recursion never goes deeper than {@link MAX_DEPTH}, so a body nested
 * thousands of levels deep is logged instead of overflowing the stack.
 */
export function operParamText(value: unknown, max = OPER_PARAM_MAX): string {
  const parts: string[] = [];
  let length = 0;
  const emit = (s: string) => {
    parts.push(s);
    length += s.length;
  };
  const ancestors = new Set<object>();
  /** JSON text of a value that is not a container (or a marker for one not walked into), else null. */
  const leaf = (v: unknown, depth: number): string | null => {
    if (typeof v === 'string') return JSON.stringify(cut(v, max));
    if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
    if (typeof v === 'boolean') return String(v);
    if (typeof v === 'bigint') return JSON.stringify(v.toString());
    if (v === null || typeof v !== 'object') return 'null';
    if (v instanceof Date) return JSON.stringify(Number.isNaN(v.getTime()) ? null : v.toISOString());
    if (ancestors.has(v)) return '"[circular]"';
    if (depth >= MAX_DEPTH) return '"…"';
    return null;
  };
  const walk = (v: unknown, depth: number): void => {
    if (length > max) return;
    const text = leaf(v, depth);
    if (text !== null || v === null || typeof v !== 'object') {
      emit(text ?? 'null');
      return;
    }
    ancestors.add(v);
    if (Array.isArray(v)) {
      emit('[');
      for (let i = 0; i < v.length && length <= max; i++) {
        if (i > 0) emit(',');
        walk(v[i], depth + 1);
      }
      emit(']');
    } else {
      emit('{');
      let first = true;
      for (const k in v) {
        if (length > max) break;
        if (!Object.hasOwn(v, k)) continue;
        const item = (v as Record<string, unknown>)[k];
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
        emit(`${first ? '' : ','}${JSON.stringify(cut(k, 100))}:`);
        first = false;
        if (SECRET_KEYS.test(k)) emit('"******"');
        else walk(item, depth + 1);
      }
      emit('}');
    }
    ancestors.delete(v);
  };
  walk(value, 0);
  const text = parts.join('');
  return text.length <= max ? text : `${cut(text, max - 1)}…`;
}

declare module 'fastify' {
  interface FastifyRequest {
    operResult?: string;
  }
  interface FastifyInstance {
    /** The operation log's writer: `flush()` before reading or clearing the log as a whole. */
    operLog: OperLogWriter;
  }
}

type OperLogRow = typeof sysOperLog.$inferInsert;

/** The columns a batch writes, their array types and the value of one a row leaves out (its default). */
const COLUMNS: [Exclude<keyof OperLogRow, 'operId' | 'operTime'>, string, string | number][] = [
  ['title', 'text', ''],
  ['businessType', 'int', 0],
  ['method', 'text', ''],
  ['requestMethod', 'text', ''],
  ['operatorType', 'int', 1],
  ['operName', 'text', ''],
  ['deptName', 'text', ''],
  ['operUrl', 'text', ''],
  ['operIp', 'text', ''],
  ['operLocation', 'text', ''],
  ['operParam', 'text', ''],
  ['jsonResult', 'text', ''],
  ['status', 'int', 0],
  ['errorMsg', 'text', ''],
  ['costTime', 'bigint', 0],
];

/**
 * A batch of log rows in one statement of fixed text whatever its size (each column one array,
 * `unnest` pairs them up), named: drizzle's multi-row insert was built and PostgreSQL parsed it for
 * every batch, a twentieth of a publish's server time.
 */
const INSERT_BATCH = `insert into ${getTableName(sysOperLog)} (${COLUMNS.map(([k]) => sysOperLog[k].name).join(', ')}, ${sysOperLog.operTime.name})
  select *, now() from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;

/** Writes a batch of log rows with {@link INSERT_BATCH}. */
const writeBatch = (db: Db, rows: OperLogRow[]) =>
  rowsOfText(db, { sql: INSERT_BATCH, params: COLUMNS.map(([k, , missing]) => rows.map((r) => r[k] ?? missing)) }, 'oper_log_batch');

/** Most rows one log insert carries. */
const BATCH_MAX = 200;

/**
 * Writes log rows after their replies, one statement at a time: a row that arrives while a write is
 * in flight waits for it and goes with the others that arrived meanwhile, in one multi-row insert.
 * An idle server writes each row at once, as before; under a burst of writes (publishing) the log
 * costs one statement per batch instead of one per request.
 */
export class OperLogWriter {
  private pending: OperLogRow[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly write: (rows: OperLogRow[]) => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(row: OperLogRow): void {
    this.pending.push(row);
    this.writing ??= this.drain();
  }

  /** Resolves once every row added so far is written (or failed). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const rows = this.pending.splice(0, BATCH_MAX);
      try {
        await this.write(rows);
      } catch (err) {
        this.onError(err);
      }
    }
    this.writing = null;
  }
}

/** Writes `sys_oper_log` after each request whose route declares `config.log`, without delaying the reply. */
export function registerOperLog(app: FastifyInstance, db: Db) {
  const writer = new OperLogWriter(
    (rows) => writeBatch(db, rows),
    (err) => app.log.warn({ err }, 'operation log not written'),
  );
  app.decorate('operLog', writer);
  app.addHook('onClose', () => writer.flush());
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.routeOptions.config?.log && typeof payload === 'string' && reply.getHeader('content-type')?.toString().includes('json')) {
      req.operResult = payload;
    }
    done(null, payload);
  });
  app.addHook('onResponse', (req: FastifyRequest, reply, done) => {
    try {
      logRow(req, reply.elapsedTime);
    } catch (err) {
      req.log.warn({ err }, 'operation log not written');
    }
    done();
  });

  function logRow(req: FastifyRequest, elapsedTime: number) {
    const log = req.routeOptions.config?.log;
    if (!log) return;
    let code = 200;
    let msg = '';
    try {
      const parsed = req.operResult ? (JSON.parse(req.operResult) as { code?: number; msg?: string }) : {};
      code = parsed.code ?? 200;
      msg = parsed.msg ?? '';
    } catch {
      // Non-JSON replies (file downloads) count as success.
    }
    const params = { ...(req.query as object), ...(req.params as object), ...(typeof req.body === 'object' && req.body ? (req.body as object) : {}) };
    const row: OperLogRow = {
      title: log.title,
      businessType: log.businessType,
      method: `${req.routeOptions.method} ${req.routeOptions.url}`.slice(0, 200),
      requestMethod: req.method,
      operatorType: 1,
      operName: req.user?.userName ?? '',
      deptName: req.user?.deptName ?? '',
      operUrl: req.url.split('?')[0].slice(0, 255),
      operIp: req.ip,
      operLocation: '',
      operParam: operParamText(params),
      jsonResult: code === 200 ? (req.operResult ?? '').slice(0, 2000) : '',
      status: code === 200 ? 0 : 1,
      errorMsg: code === 200 ? '' : msg.slice(0, 2000),
      costTime: Math.round(elapsedTime),
    };
    writer.add(row);
  }
}
