import { Redis } from 'ioredis';

/**
 * Shared state (captcha, sessions, login-failure counters, caches). In-process memory for one
 * instance, Redis when several instances run (REDIS_URL). Keys are namespaced by `prefix`.
 */
export interface Store {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Sets only if absent; true when this call created the key. */
  setNx(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Gets and deletes in one step (single-use values such as captcha answers). */
  take(key: string): Promise<string | null>;
  del(...keys: string[]): Promise<number>;
  /** Increments and (re)sets the TTL; returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  expire(key: string, ttlSeconds: number): Promise<void>;
  /** Seconds left; -1 without expiry; -2 missing. */
  ttl(key: string): Promise<number>;
  /** Keys (without the namespace prefix) starting with `pattern`. */
  keys(startsWith: string): Promise<string[]>;
  info(): Promise<{ kind: string; keys: number; detail: Record<string, string> }>;
  /** Calls per command since start (Redis `INFO commandstats`; the memory store counts its own). */
  commandStats(): Promise<{ name: string; value: string }[]>;
  /** Adds or re-scores a member of a sorted index (a Redis sorted set): enumerating without `KEYS`. */
  indexAdd(index: string, member: string, score: number): Promise<void>;
  indexRemove(index: string, ...members: string[]): Promise<void>;
  /** Drops members scored below `minScore` (expired) and answers the others. */
  indexMembers(index: string, minScore: number): Promise<string[]>;
  /** Resolves when the store answers; rejects with {@link StoreUnavailableError} otherwise (checked at startup). */
  ping(): Promise<void>;
  /**
   * Deletes every key whose TTL has passed and answers their names (without the prefix); null when
   * the store expires keys on its own (Redis), so there is nothing to sweep.
   */
  sweepExpired(): Promise<string[] | null>;
  close(): Promise<void>;
}

/**
 * The shared store cannot be reached. Every Redis failure surfaces as this error, so a request answers
 * the localized "service unavailable" message instead of whatever the failed step would have meant
 * (a captcha that "expired", a session that "ended").
 */
export class StoreUnavailableError extends Error {
  constructor(reason: string) {
    super(`store unavailable: ${reason}`);
    this.name = 'StoreUnavailableError';
  }
}

interface Entry {
  value: string;
  expiresAt: number | null;
}

export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  private map = new Map<string, Entry>();
  private indexes = new Map<string, Map<string, number>>();
  private calls = new Map<string, number>();
  private readonly startedAt = Date.now();
  private count(command: string) {
    this.calls.set(command, (this.calls.get(command) ?? 0) + 1);
  }
  private live(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (e && e.expiresAt !== null && e.expiresAt <= Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }
  async get(key: string) {
    this.count('get');
    return this.live(key)?.value ?? null;
  }
  async set(key: string, value: string, ttl?: number) {
    this.count('set');
    this.map.set(key, { value, expiresAt: ttl ? Date.now() + ttl * 1000 : null });
  }
  async setNx(key: string, value: string, ttl: number) {
    this.count('setnx');
    if (this.live(key)) return false;
    await this.set(key, value, ttl);
    return true;
  }
  async take(key: string) {
    this.count('take');
    const v = this.live(key)?.value ?? null;
    this.map.delete(key);
    return v;
  }
  async del(...keys: string[]) {
    this.count('del');
    let n = 0;
    for (const k of keys) if (this.live(k) && this.map.delete(k)) n++;
    return n;
  }
  async incr(key: string, ttl: number) {
    this.count('incr');
    const n = Number(this.live(key)?.value ?? 0) + 1;
    await this.set(key, String(n), ttl);
    return n;
  }
  async expire(key: string, ttl: number) {
    this.count('expire');
    const e = this.live(key);
    if (e) e.expiresAt = Date.now() + ttl * 1000;
  }
  async ttl(key: string) {
    this.count('ttl');
    const e = this.live(key);
    if (!e) return -2;
    return e.expiresAt === null ? -1 : Math.ceil((e.expiresAt - Date.now()) / 1000);
  }
  async keys(startsWith: string) {
    this.count('keys');
    return [...this.map.keys()].filter((k) => k.startsWith(startsWith) && this.live(k));
  }
  async info() {
    let bytes = 0;
    let keys = 0;
    for (const [k, e] of this.map) {
      if (e.expiresAt !== null && e.expiresAt <= Date.now()) continue;
      keys++;
      bytes += 2 * (k.length + e.value.length);
    }
    const uptime = Math.floor((Date.now() - this.startedAt) / 1000);
    const detail: Record<string, string> = {
      engine: 'in-process',
      pid: String(process.pid),
      used_memory: String(bytes),
      used_memory_human: humanBytes(bytes),
      uptime_in_seconds: String(uptime),
      uptime_in_days: String(Math.floor(uptime / 86400)),
      connected_clients: '1',
      indexes: String(this.indexes.size),
    };
    return { kind: 'memory', keys, detail };
  }
  async commandStats() {
    return [...this.calls].map(([name, n]) => ({ name, value: String(n) }));
  }
  async indexAdd(index: string, member: string, score: number) {
    this.count('zadd');
    const m = this.indexes.get(index) ?? new Map<string, number>();
    this.indexes.set(index, m);
    m.set(member, score);
  }
  async indexRemove(index: string, ...members: string[]) {
    this.count('zrem');
    const m = this.indexes.get(index);
    for (const x of members) m?.delete(x);
  }
  async indexMembers(index: string, minScore: number) {
    this.count('zrange');
    const m = this.indexes.get(index);
    if (!m) return [];
    for (const [k, v] of m) if (v < minScore) m.delete(k);
    return [...m.keys()];
  }
  async ping() {}
  /** Expired entries stay in the map until something reads them; this drops them all at once. */
  async sweepExpired() {
    const now = Date.now();
    const gone: string[] = [];
    for (const [k, e] of this.map) {
      if (e.expiresAt !== null && e.expiresAt <= now) {
        this.map.delete(k);
        gone.push(k);
      }
    }
    return gone;
  }
  async close() {
    this.map.clear();
    this.indexes.clear();
  }
}

/** How long the first commands wait for Redis to accept the first connection. */
const FIRST_CONNECT_WAIT_MS = 5000;

export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  readonly client: Redis;
  /** Why the connection last failed (for the startup message). */
  private lastError = '';
  constructor(
    url: string,
    private prefix = 'ceping:',
    connectWaitMs = FIRST_CONNECT_WAIT_MS,
  ) {
    // Commands fail fast while Redis is down instead of queueing forever; reconnection is automatic.
    // Reconnection tries again every 50 ms, 100 ms, … at most every 500 ms (ioredis's default backs off
    // to 2 s), so service resumes within half a second of Redis coming back.
    this.client = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 50, 500),
    });
    this.client.on('error', (err: Error) => {
      this.lastError = err.message;
    });
    // ...but the very first commands wait (a bounded time) for the first connection, so a request
    // that arrives while the store is still connecting is not refused.
    this.connected = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, connectWaitMs);
      timer.unref();
      this.client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  private readonly connected: Promise<void>;
  private k(key: string) {
    return this.prefix + key;
  }
  /** Runs commands once the first connection is up (or its wait ran out); any failure is a {@link StoreUnavailableError}. */
  private async run<T>(commands: (redis: Redis) => Promise<T>): Promise<T> {
    await this.connected;
    try {
      return await commands(this.client);
    } catch (err) {
      throw new StoreUnavailableError(this.lastError || (err as Error).message);
    }
  }
  get(key: string) {
    return this.run((r) => r.get(this.k(key)));
  }
  async set(key: string, value: string, ttl?: number) {
    await this.run((r) => (ttl ? r.set(this.k(key), value, 'EX', ttl) : r.set(this.k(key), value)));
  }
  async setNx(key: string, value: string, ttl: number) {
    return (await this.run((r) => r.set(this.k(key), value, 'EX', ttl, 'NX'))) === 'OK';
  }
  take(key: string) {
    return this.run((r) => r.getdel(this.k(key)));
  }
  async del(...keys: string[]) {
    return keys.length ? this.run((r) => r.del(...keys.map((k) => this.k(k)))) : 0;
  }
  async incr(key: string, ttl: number) {
    const [[, n]] = (await this.run((r) => r.multi().incr(this.k(key)).expire(this.k(key), ttl).exec())) as [[Error | null, number]];
    return n;
  }
  async expire(key: string, ttl: number) {
    await this.run((r) => r.expire(this.k(key), ttl));
  }
  ttl(key: string) {
    return this.run((r) => r.ttl(this.k(key)));
  }
  keys(startsWith: string) {
    return this.run(async (redis) => {
      const out: string[] = [];
      let cursor = '0';
      const match = `${this.prefix}${startsWith.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
        cursor = next;
        for (const k of batch) out.push(k.slice(this.prefix.length));
      } while (cursor !== '0');
      return out;
    });
  }
  info() {
    return this.run(async (redis) => {
      const text = await redis.info();
      const detail: Record<string, string> = {};
      for (const line of text.split('\r\n')) {
        const i = line.indexOf(':');
        if (i > 0) detail[line.slice(0, i)] = line.slice(i + 1);
      }
      return { kind: 'redis', keys: await redis.dbsize(), detail };
    });
  }
  commandStats() {
    return this.run(async (redis) => {
      const out: { name: string; value: string }[] = [];
      for (const line of (await redis.info('commandstats')).split('\r\n')) {
        const m = /^cmdstat_([^:]+):calls=(\d+)/.exec(line);
        if (m) out.push({ name: m[1], value: m[2] });
      }
      return out;
    });
  }
  async indexAdd(index: string, member: string, score: number) {
    await this.run((r) => r.zadd(this.k(index), score, member));
  }
  async indexRemove(index: string, ...members: string[]) {
    if (members.length) await this.run((r) => r.zrem(this.k(index), ...members));
  }
  indexMembers(index: string, minScore: number) {
    return this.run(async (r) => {
      const replies = (await r.multi().zremrangebyscore(this.k(index), '-inf', `(${minScore}`).zrange(this.k(index), '0', '-1').exec()) as [
        Error | null,
        unknown,
      ][];
      return replies[1][1] as string[];
    });
  }
  async ping() {
    await this.run((r) => r.ping());
  }
  /** Redis deletes a key when its TTL passes. */
  async sweepExpired() {
    return null;
  }
  async close() {
    this.client.disconnect();
  }
}

/** Bytes as Redis writes them in `used_memory_human` (`1.23M`). */
export function humanBytes(n: number): string {
  if (n < 1024) return `${n}B`;
  const units = ['K', 'M', 'G', 'T'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(2)}${units[i]}`;
}

/** A Redis URL fit for a log line: scheme, host, port and database, never the credentials. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'redis://?';
  }
}

export function openStore(redisUrl?: string, prefix?: string): Store {
  return redisUrl ? new RedisStore(redisUrl, prefix) : new MemoryStore();
}
