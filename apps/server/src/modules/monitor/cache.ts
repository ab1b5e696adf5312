import type { Lang } from '@ceping/contract';
import { fail } from '../../core/errors.ts';
import { SESSION_PREFIX } from '../../core/session.ts';
import type { Store } from '../../core/store.ts';

/**
 * The caches the cache list shows: every prefix the server keeps in the store, with what it holds.
 * `secret` values are never answered (sessions hold the caller's identity and permissions, captcha
 * answers and second-password grants open doors); `kept` caches hold live sessions and access state
 * and are never cleared here (force a session out from Online users instead). Every other cache is
 * read through and rebuilt on the next read, so clearing it costs one database read.
 */
interface CacheName {
  name: string;
  zh: string;
  en: string;
  secret?: boolean;
  kept?: boolean;
}

export const CACHE_NAMES: CacheName[] = [
  { name: SESSION_PREFIX, zh: '用户信息（登录会话）', en: 'Login sessions', secret: true, kept: true },
  { name: 'sys_config:', zh: '配置信息', en: 'Settings' },
  { name: 'sys_dict:', zh: '数据字典', en: 'Dictionaries' },
  { name: 'sys_carousel:', zh: '登录页轮播图', en: 'Login banners' },
  { name: 'captcha_codes:', zh: '验证码', en: 'Captcha answers', secret: true },
  { name: 'login_fail_acct:', zh: '密码错误次数（地址+账号）', en: 'Failed logins per address and account' },
  { name: 'login_fail_ip:', zh: '密码错误次数（地址）', en: 'Failed logins per address' },
  { name: 'pay_pwd_err_cnt:', zh: '二级密码错误次数', en: 'Second-password failures' },
  { name: 'pay_pwd_ok:', zh: '二级密码验证', en: 'Second-password grants', secret: true },
  { name: 'user_access:', zh: '用户权限版本', en: 'User access versions', kept: true },
  { name: 'user_revoked:', zh: '用户停用时间', en: 'User revocations', kept: true },
];

const remarkOf = (c: CacheName, lang: Lang) => (lang === 'en-US' ? c.en : c.zh);

function cacheOf(name: string): CacheName {
  const c = CACHE_NAMES.find((x) => x.name === name);
  if (!c) throw fail('monitor.cache.unknownName');
  return c;
}

/** The cache a full key belongs to. */
function cacheOfKey(key: string): CacheName {
  const c = CACHE_NAMES.find((x) => key.startsWith(x.name) && key.length > x.name.length);
  if (!c) throw fail('monitor.cache.unknownName');
  return c;
}

export async function cacheOverview(store: Store) {
  const [info, commandStats] = await Promise.all([store.info(), store.commandStats()]);
  return { kind: info.kind, info: info.detail, dbSize: info.keys, commandStats };
}

export function cacheNames(lang: Lang) {
  return CACHE_NAMES.map((c) => ({ cacheName: c.name, cacheKey: '', cacheValue: '', remark: remarkOf(c, lang) }));
}

export async function cacheKeys(store: Store, name: string) {
  cacheOf(name);
  return (await store.keys(name)).sort();
}

export async function cacheValue(store: Store, name: string, key: string, lang: Lang) {
  const c = cacheOf(name);
  if (cacheOfKey(key) !== c) throw fail('monitor.cache.unknownName');
  if (c.secret) throw fail('monitor.cache.secret');
  return { cacheName: name, cacheKey: key, cacheValue: (await store.get(key)) ?? '', remark: remarkOf(c, lang) };
}

export async function clearCacheName(store: Store, name: string) {
  const c = cacheOf(name);
  if (c.kept) throw fail('monitor.cache.protected');
  const keys = await store.keys(name);
  if (keys.length) await store.del(...keys);
}

export async function clearCacheKey(store: Store, key: string) {
  if (cacheOfKey(key).kept) throw fail('monitor.cache.protected');
  await store.del(key);
}

/** Clears every cache that may be cleared; sessions and access state stay (nobody is logged out). */
export async function clearCacheAll(store: Store) {
  for (const c of CACHE_NAMES) if (!c.kept) await clearCacheName(store, c.name);
}
