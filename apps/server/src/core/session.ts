import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
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
}

export const SESSION_PREFIX = 'login_tokens:';
const TTL_MS = 30 * 60_000;
const REFRESH_BELOW_MS = 20 * 60_000;

export class Sessions {
  private key: Uint8Array;
  constructor(
    private store: Store,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async create(data: Omit<LoginUser, 'tokenId' | 'loginTime' | 'expireTime'>): Promise<string> {
    const now = Date.now();
    const user: LoginUser = { ...data, tokenId: randomUUID(), loginTime: now, expireTime: now + TTL_MS };
    await this.save(user);
    return new SignJWT({ login_user_key: user.tokenId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userName)
      .sign(this.key);
  }

  /** Verifies the token and loads its session, sliding the expiry when fewer than 20 minutes remain. */
  async resolve(authorization: string | undefined): Promise<LoginUser | null> {
    if (!authorization) return null;
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    let tokenId: unknown;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      tokenId = payload.login_user_key;
    } catch {
      return null;
    }
    if (typeof tokenId !== 'string' || !/^[0-9a-f-]{36}$/.test(tokenId)) return null;
    const raw = await this.store.get(SESSION_PREFIX + tokenId);
    if (!raw) return null;
    const user = JSON.parse(raw) as LoginUser;
    if (user.expireTime - Date.now() <= REFRESH_BELOW_MS) {
      user.loginTime = Date.now();
      user.expireTime = user.loginTime + TTL_MS;
      await this.save(user);
    }
    return user;
  }

  async save(user: LoginUser): Promise<void> {
    const ttl = Math.max(1, Math.ceil((user.expireTime - Date.now()) / 1000));
    await this.store.set(SESSION_PREFIX + user.tokenId, JSON.stringify(user), ttl);
  }

  async remove(tokenId: string): Promise<void> {
    await this.store.del(SESSION_PREFIX + tokenId);
  }

  async all(): Promise<LoginUser[]> {
    const keys = await this.store.keys(SESSION_PREFIX);
    const out: LoginUser[] = [];
    for (const k of keys) {
      const raw = await this.store.get(k);
      if (raw) out.push(JSON.parse(raw) as LoginUser);
    }
    return out;
  }

  /** Ends every live session of these users (disable, delete, password reset). */
  async removeUsers(userIds: number[]): Promise<number> {
    const ids = new Set(userIds);
    const victims = (await this.all()).filter((s) => ids.has(s.userId));
    await Promise.all(victims.map((s) => this.remove(s.tokenId)));
    return victims.length;
  }

  /** Rewrites live sessions of the given users with fresh roles/permissions (role or menu change). */
  async refreshUsers(userIds: number[] | 'all', load: (userId: number) => Promise<Pick<LoginUser, 'roles' | 'permissions'>>): Promise<void> {
    const ids = userIds === 'all' ? null : new Set(userIds);
    for (const s of await this.all()) {
      if (ids && !ids.has(s.userId)) continue;
      Object.assign(s, await load(s.userId));
      await this.save(s);
    }
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
