import { z } from 'zod';
import { dateTimeWire } from '../wire.ts';

/** Response rows of the monitor screens (RuoYi's field names where a RuoYi client reads them). */
const date = dateTimeWire.nullable();
const id = z.number().int();
const num = z.number();

/** One live session (`SysUserOnline`). */
export const onlineRow = z.object({
  tokenId: z.string(),
  userName: z.string(),
  deptName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  loginTime: date,
  /** This row is the caller's own session (it cannot be forced out). */
  current: z.boolean(),
});

export const logininforRow = z.object({
  infoId: id,
  userName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  status: z.string(),
  msg: z.string(),
  loginTime: date,
});

export const operlogRow = z.object({
  operId: id,
  title: z.string(),
  businessType: z.number().int(),
  method: z.string(),
  requestMethod: z.string(),
  operatorType: z.number().int(),
  operName: z.string(),
  deptName: z.string(),
  operUrl: z.string(),
  operIp: z.string(),
  operLocation: z.string(),
  /** Request parameters with every secret value replaced by `******`. */
  operParam: z.string(),
  /** The answer with every secret value (tokens, passwords) replaced by `******`. */
  jsonResult: z.string(),
  status: z.number().int(),
  errorMsg: z.string(),
  operTime: date,
  costTime: num,
});

const part = z.object({ total: num, used: num, free: num, usage: num });
export const serverInfo = z.object({
  cpu: z.object({ cpuNum: z.number().int(), total: num, sys: num, used: num, wait: num, free: num, model: z.string(), loadAverage: z.array(num) }),
  mem: part,
  /** RuoYi's JVM part, answered for the Node process: heap figures in MB. */
  jvm: part.extend({
    max: num,
    name: z.string(),
    version: z.string(),
    home: z.string(),
    startTime: date,
    runTime: z.string(),
    inputArgs: z.string(),
    /** Seconds since the process started. */
    uptime: num,
    /** Resident set size, MB. */
    rss: num,
    /** Event-loop delay over the last sampling window, ms. */
    eventLoopDelay: z.object({ mean: num, p99: num, max: num }),
    pid: z.number().int(),
  }),
  sys: z.object({ computerName: z.string(), computerIp: z.string(), userDir: z.string(), osName: z.string(), osArch: z.string() }),
  sysFiles: z.array(
    z.object({ dirName: z.string(), sysTypeName: z.string(), typeName: z.string(), total: z.string(), free: z.string(), used: z.string(), usage: num }),
  ),
});

export const cacheInfo = z.object({
  /** `redis` or `memory`. */
  kind: z.string(),
  info: z.record(z.string(), z.string()),
  dbSize: z.number().int(),
  commandStats: z.array(z.object({ name: z.string(), value: z.string() })),
});

export const cacheEntry = z.object({ cacheName: z.string(), cacheKey: z.string(), cacheValue: z.string(), remark: z.string() });

const statement = z.object({ query: z.string(), calls: num, totalMs: num, meanMs: num, maxMs: num });
export const databaseInfo = z.object({
  kind: z.string(),
  version: z.string(),
  /** Pool state (PostgreSQL); null on the embedded PGlite, which has one connection. */
  pool: z.object({ max: z.number().int(), total: z.number().int(), idle: z.number().int(), waiting: z.number().int() }).nullable(),
  sizeBytes: num,
  tables: z.array(z.object({ name: z.string(), rows: num, totalBytes: num, tableBytes: num, indexBytes: num })),
  /** `pg_stat_statements` when the database has it, else `server` (timings the server took itself since it started). */
  statementSource: z.string(),
  slowest: z.array(statement),
  frequent: z.array(statement),
});

type Wire<T extends z.ZodType> = z.input<T>;
export type OnlineRow = Wire<typeof onlineRow>;
export type LogininforRow = Wire<typeof logininforRow>;
export type OperlogRow = Wire<typeof operlogRow>;
export type ServerInfo = Wire<typeof serverInfo>;
export type CacheInfo = Wire<typeof cacheInfo>;
export type CacheEntry = Wire<typeof cacheEntry>;
export type DatabaseInfo = Wire<typeof databaseInfo>;
