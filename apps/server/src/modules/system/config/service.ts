import { eq } from 'drizzle-orm';
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
