import { Perm } from '@ceping/contract';
import { eq } from 'drizzle-orm';
import { hasPermi } from '../../../core/access.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Store } from '../../../core/store.ts';
import type { Executor } from '../../../db/client.ts';
import { sysConfig } from '../../../db/schema/index.ts';

const CACHE = 'sys_config:';

/** A `sys_config` value, cached in the shared store (so every instance sees an edit at once). */
export async function getConfigValue(db: Executor, store: Store, key: string): Promise<string> {
  const cached = await store.get(CACHE + key).catch(() => null);
  if (cached !== null) return cached;
  const [row] = await db.select({ v: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, key));
  const value = row?.v ?? '';
  await store.set(CACHE + key, value, 3600).catch(() => {});
  return value;
}

export async function clearConfigCache(store: Store, key?: string): Promise<void> {
  if (key) await store.del(CACHE + key);
  else await store.del(...(await store.keys(CACHE)));
}

export async function isCaptchaEnabled(db: Executor, store: Store, forcedOff: boolean): Promise<boolean> {
  if (forcedOff) return false;
  const v = await getConfigValue(db, store, 'sys.account.captchaEnabled');
  return v === '' || v.toLowerCase() === 'true';
}

/** Self-registration switch: config `sys.account.registerUser` must be exactly `true` (RuoYi §3.7). */
export async function isRegisterEnabled(db: Executor, store: Store): Promise<boolean> {
  return (await getConfigValue(db, store, 'sys.account.registerUser')) === 'true';
}

/** Settings any logged-in user may read through `configKey` (nothing secret: no blacklist, no password). */
const READABLE_KEYS: ReadonlySet<string> = new Set([
  'sys.index.skinName',
  'sys.index.sideTheme',
  'sys.account.captchaEnabled',
  'sys.account.registerUser',
  'sys.account.initPasswordModify',
  'sys.account.passwordValidateDays',
  'sys.account.chrtype',
  'ceping.recharge.min',
  'ceping.withdraw.min',
  'ceping.withdraw.max',
]);
/** Settings readable only with a permission: the initial password is for whoever may add users. */
const GUARDED_KEYS: Readonly<Record<string, string>> = { 'sys.user.initPassword': Perm.user.add };

/**
 * `GET /system/config/configKey/{key}`: the value of an allowlisted key. A key that is unknown, not
 * allowlisted or guarded by a permission the caller lacks answers '' (RuoYi's answer for a missing key),
 * so the answer never tells which keys exist.
 */
export async function readConfigKey(db: Executor, store: Store, caller: LoginUser, key: string): Promise<string> {
  const guard = Object.hasOwn(GUARDED_KEYS, key) ? GUARDED_KEYS[key] : undefined;
  const readable = READABLE_KEYS.has(key) || (guard !== undefined && hasPermi(caller, guard));
  return readable ? getConfigValue(db, store, key) : '';
}
