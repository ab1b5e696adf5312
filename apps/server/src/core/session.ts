import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fail } from './errors.ts';
import { signHs256, verifyHs256 } from './jwt.ts';
import type { Store } from './store.ts';

export interface SessionRole {
  roleId: number;
  roleKey: string;
  dataScope: string;
  /** Permission strings this role grants (used to decide which roles qualify for a data-scope filter). */
  perms: string[];
}

/** What a logged-in request knows about its caller, kept in the store under `login_tokens:<tokenId>`. */
export interface LoginUser {
  tokenId: string;
  userId: number;
  userName: string;
  deptId: number | null;
  deptName: string;
  roles: SessionRole[];
  permissions: string[];
  loginTime: number;
  expireTime: number;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** The user's access version (see {@link Sessions.accessChanged}) this session was built at; null before any change. */
  accessVersion?: string | null;
  /** When the session was created (never slides); a disable or delete at or after it ends the session for good. */
  issuedAt?: number;
}

/** What a session knows of its user's access, reloaded when the access version moved. */
export type SessionAccess = Pick<LoginUser, 'roles' | 'permissions' | 'deptId' | 'deptName'>;
/** Reads a user's current access from the database; null when the user is disabled or deleted. */
export type AccessLoader = (userId: number) => Promise<SessionAccess | null>;

export const SESSION_PREFIX = 'login_tokens:';
/** `user_access:<userId>`: a value that changes whenever the user's status, deletion, department or roles change. */
export const ACCESS_PREFIX = 'user_access:';
/** `user_revoked:<userId>`: when the user was last disabled or deleted (ms). */
export const REVOKED_PREFIX = 'user_revoked:';
/**
 * `session_index`: a sorted index of live session ids scored by their expiry (ms), kept by
 * {@link Sessions.save} and {@link Sessions.remove}, so sessions are enumerated without `KEYS`/`SCAN`
 * on Redis. Expired members are dropped when it is read.
 */
export const SESSION_INDEX = 'session_index';
const TTL_MS = 30 * 60_000;
const REFRESH_BELOW_MS = 20 * 60_000;
/**
 * A version key outlives every session that could have missed it: a session not used since the change
 * expires within TTL_MS, and a session used meanwhile has compared versions.
 */
const ACCESS_TTL_S = (2 * TTL_MS) / 1000;

/** At most this many verified tokens and parsed sessions are kept in memory (both maps start over when full). */
const MEMO_MAX = 10_000;

export class Sessions {
  private key: Buffer;
  /**
   * Tokens whose signature checked out, with their payload. A token's signature never changes, so it
   * is checked once per token, not per request (about a tenth of a list request's own CPU); only
   * payloads without `exp`/`nbf`, which Ceping never puts in its tokens, are kept. What a token
   * grants is still read from its session in the store on every request.
   */
  private verified = new Map<string, Record<string, unknown>>();
  /** The last session text read per token id and its parsed form: an unchanged text is not parsed again. */
  private parsed = new Map<string, { raw: string; user: LoginUser }>();
  constructor(
    private store: Store,
    secret: string,
    private loadAccess: AccessLoader,
  ) {
    this.key = Buffer.from(secret, 'utf8');
  }

  async create(data: Omit<LoginUser, 'tokenId' | 'loginTime' | 'expireTime' | 'accessVersion' | 'issuedAt'>): Promise<string> {
    const now = Date.now();
    const accessVersion = await this.accessVersion(data.userId);
    const user: LoginUser = { ...data, accessVersion, issuedAt: now, tokenId: randomUUID(), loginTime: now, expireTime: now + TTL_MS };
    if (accessVersion !== null) {
      // The user's access changed lately, perhaps while this login read it: build the session from
      // the state at this version (read after it), so a disable or role change cannot slip through.
      const access = await this.loadAccess(data.userId);
      if (!access) throw fail('auth.login.disabled');
      Object.assign(user, access);
    }
    await this.save(user);
    return signHs256(this.key, { login_user_key: user.tokenId, sub: user.userName });
  }

  /** Verifies the token and loads its session, sliding the expiry when fewer than 20 minutes remain. */
  async resolve(authorization: string | undefined): Promise<LoginUser | null> {
    if (!authorization) return null;
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    const tokenId = this.verify(token)?.login_user_key;
    if (typeof tokenId !== 'string' || !/^[0-9a-f-]{36}$/.test(tokenId)) return null;
    const raw = await this.store.get(SESSION_PREFIX + tokenId);
    if (!raw) return null;
    const user = this.parse(tokenId, raw);
    // One store read per request: has the user's access changed since this session last looked?
    const version = await this.accessVersion(user.userId);
    let dirty = false;
    if (version !== (user.accessVersion ?? null)) {
      // The version is read before the database, so a change committed meanwhile is seen next time.
      const revokedAt = Number((await this.store.get(REVOKED_PREFIX + user.userId)) ?? 0);
      const access = revokedAt >= (user.issuedAt ?? 0) ? null : await this.loadAccess(user.userId);
      if (!access) {
        await this.remove(user.tokenId);
        return null;
      }
      Object.assign(user, access, { accessVersion: version });
      dirty = true;
    }
    if (user.expireTime - Date.now() <= REFRESH_BELOW_MS) {
      user.loginTime = Date.now();
      user.expireTime = user.loginTime + TTL_MS;
      dirty = true;
    }
    if (dirty) await this.save(user);
    return user;
  }

  private verify(token: string): Record<string, unknown> | null {
    const known = this.verified.get(token);
    if (known) return known;
    const payload = verifyHs256(this.key, token);
    if (payload && payload.exp === undefined && payload.nbf === undefined) {
      if (this.verified.size >= MEMO_MAX) this.verified.clear();
      this.verified.set(token, payload);
    }
    return payload;
  }

  /** The session stored as `raw`, as a fresh object (the caller may change its own fields). */
  private parse(tokenId: string, raw: string): LoginUser {
    const known = this.parsed.get(tokenId);
    if (known?.raw === raw) return { ...known.user };
    const user = JSON.parse(raw) as LoginUser;
    if (this.parsed.size >= MEMO_MAX) this.parsed.clear();
    this.parsed.set(tokenId, { raw, user: { ...user } });
    return user;
  }

  /** The user's current access version (null when it never changed or the change is long past). */
  accessVersion(userId: number): Promise<string | null> {
    return this.store.get(ACCESS_PREFIX + userId);
  }

  /**
   * The status, deletion, department or roles of these users changed (called after the change is
   * committed, by `changeUserAccess` only): every live session of theirs, on any instance sharing
   * the store, reloads its access on its next request, or ends when the user is disabled or deleted.
   */
  async accessChanged(userIds: Iterable<number>, revokedIds: Iterable<number> = []): Promise<void> {
    // Revocations first: a session that sees the new version must also see why.
    const now = String(Date.now());
    await Promise.all([...new Set(revokedIds)].map((id) => this.store.set(REVOKED_PREFIX + id, now, ACCESS_TTL_S)));
    await Promise.all([...new Set([...userIds, ...revokedIds])].map((id) => this.store.set(ACCESS_PREFIX + id, randomUUID(), ACCESS_TTL_S)));
  }

  async save(user: LoginUser): Promise<void> {
    const ttl = Math.max(1, Math.ceil((user.expireTime - Date.now()) / 1000));
    await this.store.set(SESSION_PREFIX + user.tokenId, JSON.stringify(user), ttl);
    await this.store.indexAdd(SESSION_INDEX, user.tokenId, user.expireTime);
  }

  async remove(tokenId: string): Promise<void> {
    this.parsed.delete(tokenId);
    await this.store.del(SESSION_PREFIX + tokenId);
    await this.store.indexRemove(SESSION_INDEX, tokenId);
  }

  /** Every live session, from the session index (members whose session is gone are dropped from it). */
  async all(): Promise<LoginUser[]> {
    const ids = await this.store.indexMembers(SESSION_INDEX, Date.now());
    const raws = await Promise.all(ids.map((id) => this.store.get(SESSION_PREFIX + id)));
    const out: LoginUser[] = [];
    const gone: string[] = [];
    for (const [i, raw] of raws.entries()) {
      if (raw) out.push(JSON.parse(raw) as LoginUser);
      else gone.push(ids[i]);
    }
    if (gone.length) await this.store.indexRemove(SESSION_INDEX, ...gone);
    return out;
  }

  /** Ends every live session of these users at once (password reset). */
  async removeUsers(userIds: number[]): Promise<number> {
    const ids = new Set(userIds);
    const victims = (await this.all()).filter((s) => ids.has(s.userId));
    await Promise.all(victims.map((s) => this.remove(s.tokenId)));
    return victims.length;
  }
}

/** The signing secret: from the environment, else generated once and kept under the data directory. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
