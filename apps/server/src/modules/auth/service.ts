import { randomUUID } from 'node:crypto';
import type { CaptchaResult } from '@ceping/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { createMathCaptcha } from '../../core/captcha.ts';
import { fail, isUniqueViolation } from '../../core/errors.ts';
import { checkLoginPassword, hashPassword } from '../../core/password.ts';
import type { Sessions } from '../../core/session.ts';
import type { Store } from '../../core/store.ts';
import { ipLocation, parseUserAgent } from '../../core/useragent.ts';
import type { Db, Executor } from '../../db/client.ts';
import { sysLogininfor, sysMenu, sysRole, sysRoleMenu, sysUser } from '../../db/schema/index.ts';
import { findInviter, notifyUser } from '../account/index.ts';
import { getConfigValue, isCaptchaEnabled, isRegisterEnabled } from '../system/config/index.ts';
import type { MenuRow } from '../system/menu/index.ts';
import { changeUserAccess, isTaken, loadUserView, sellerPlacement } from '../system/user/index.ts';
import { loadUserAuth } from './permissions.ts';
import { LOCK_MINUTES, MAX_RETRY, type Throttle, clearLoginFailures, countLoginFailure, loginThrottled } from './throttle.ts';

export { LOCK_MINUTES, MAX_RETRY };

/** Store keys of the login captcha answers (2 minutes). */
export const CAPTCHA_PREFIX = 'captcha_codes:';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface AuthDeps {
  db: Db;
  store: Store;
  sessions: Sessions;
  captchaForcedOff: boolean;
}

/** `GET /captchaImage`: RuoYi's fields plus `registerEnabled`, so the login page can hide its register link. */
export async function issueCaptcha(d: AuthDeps): Promise<CaptchaResult> {
  const registerEnabled = await isRegisterEnabled(d.db, d.store);
  if (!(await isCaptchaEnabled(d.db, d.store, d.captchaForcedOff))) return { captchaEnabled: false, registerEnabled };
  const c = createMathCaptcha();
  const uuid = randomUUID().replace(/-/g, '');
  await d.store.set(CAPTCHA_PREFIX + uuid, c.answer, 120);
  return { captchaEnabled: true, uuid, img: c.png.toString('base64'), registerEnabled };
}

async function checkCaptcha(
  d: AuthDeps,
  code: string | undefined,
  uuid: string | undefined,
  onFail: (key: 'auth.captcha.expired' | 'auth.captcha.wrong') => Promise<void>,
) {
  if (!(await isCaptchaEnabled(d.db, d.store, d.captchaForcedOff))) return;
  // Without a (well-formed) uuid there is no answer to read, but a store that is down must still say
  // so: "expired" would send the user after a captcha the server cannot keep.
  if (!uuid || !/^[0-9a-f]{32}$/.test(uuid)) await d.store.ping();
  const answer = uuid && /^[0-9a-f]{32}$/.test(uuid) ? await d.store.take(CAPTCHA_PREFIX + uuid) : null;
  if (answer === null) {
    await onFail('auth.captcha.expired');
    throw fail('auth.captcha.expired');
  }
  if (!code || code.trim().toLowerCase() !== answer.toLowerCase()) {
    await onFail('auth.captcha.wrong');
    throw fail('auth.captcha.wrong');
  }
}

export async function writeLoginLog(db: Executor, userName: string, client: ClientInfo, status: '0' | '1', msg: string) {
  const { browser, os } = parseUserAgent(client.userAgent);
  await db
    .insert(sysLogininfor)
    .values({ userName: userName.slice(0, 50), ipaddr: client.ip, loginLocation: ipLocation(client.ip), browser, os, status, msg: msg.slice(0, 255) });
}

function ipMatches(ip: string, rule: string): boolean {
  const r = rule.trim();
  if (!r) return false;
  if (r.includes('-')) {
    const [a, b] = r.split('-').map((x) =>
      x
        .trim()
        .split('.')
        .reduce((acc, o) => acc * 256 + Number(o), 0),
    );
    const v = ip.split('.').reduce((acc, o) => acc * 256 + Number(o), 0);
    return v >= a && v <= b;
  }
  const re = new RegExp(`^${r.replace(/\./g, '\\.').replace(/\*/g, '\\d{1,3}')}$`);
  return re.test(ip);
}

/**
 * The live account of that name, else its latest deleted one (for the log only): one entry of
 * `sys_user_user_name_idx` (migration 0023), whatever the number of accounts.
 */
export const loginAccount = (db: Executor, username: string) =>
  db.select().from(sysUser).where(eq(sysUser.userName, username)).orderBy(asc(sysUser.delFlag), desc(sysUser.userId)).limit(1);

/**
 * RuoYi's login checks, reordered so that no failure tells whether an account exists: every failure
 * (unknown name, wrong password, disabled or deleted account) answers the same message after one
 * bcrypt comparison; only the right password of a disabled account learns that it is disabled (the
 * caller knows the password). Refusals come per address and per address + name ({@link loginThrottled}).
 * Every attempt writes a login-log row with the real reason. Returns the token.
 */
export async function login(
  d: AuthDeps,
  body: { username: string; password: string; code?: string; uuid?: string },
  client: ClientInfo,
  msg: (key: Parameters<typeof fail>[0], ...args: unknown[]) => string,
): Promise<string> {
  const username = body.username.trim();
  const failLog = (text: string) => writeLoginLog(d.db, username, client, '1', text);
  const refuse = async (throttle: Throttle): Promise<never> => {
    const args = throttle === 'account' ? ([MAX_RETRY, LOCK_MINUTES] as const) : ([LOCK_MINUTES] as const);
    const key = throttle === 'account' ? 'auth.login.locked' : 'auth.login.addressLocked';
    await failLog(msg(key, ...args));
    throw fail(key, ...args);
  };
  await checkCaptcha(d, body.code, body.uuid, (k) => failLog(msg(k)));
  if (!username || !body.password) {
    await failLog(msg('auth.login.required'));
    throw fail('auth.login.badCredentials');
  }
  if (body.password.length < 5 || body.password.length > 20 || username.length < 2 || username.length > 20) {
    await failLog(msg('auth.login.badCredentials'));
    throw fail('auth.login.badCredentials');
  }
  const blackList = await getConfigValue(d.db, d.store, 'sys.login.blackIPList');
  if (blackList.split(';').some((rule) => ipMatches(client.ip, rule))) {
    await failLog(msg('auth.login.blacklisted'));
    throw fail('auth.login.blacklisted');
  }
  const throttled = await loginThrottled(d.store, client.ip, username);
  if (throttled) await refuse(throttled);
  const [user] = await loginAccount(d.db, username);
  const live = user?.delFlag === '0' ? user : undefined;
  const passwordOk = await checkLoginPassword(body.password, live?.password);
  if (!live || !passwordOk) {
    const reason = !user
      ? 'auth.login.log.unknownUser'
      : !live
        ? 'auth.login.deleted'
        : live.status === '1'
          ? 'auth.login.log.wrongPasswordDisabled'
          : 'auth.login.log.wrongPassword';
    await failLog(msg(reason));
    const tripped = await countLoginFailure(d.store, client.ip, username);
    if (tripped) await refuse(tripped);
    throw fail('auth.login.badCredentials');
  }
  if (live.status === '1') {
    await failLog(msg('auth.login.disabled'));
    throw fail('auth.login.disabled');
  }
  await clearLoginFailures(d.store, client.ip, username);
  const view = await loadUserView(d.db, live.userId);
  const auth = await loadUserAuth(d.db, live.userId);
  const { browser, os } = parseUserAgent(client.userAgent);
  const token = await d.sessions.create({
    userId: live.userId,
    userName: live.userName,
    deptId: live.deptId,
    deptName: view?.dept?.deptName ?? '',
    roles: auth.roles,
    permissions: auth.permissions,
    ipaddr: client.ip,
    loginLocation: ipLocation(client.ip),
    browser,
    os,
  });
  await d.db.update(sysUser).set({ loginIp: client.ip, loginDate: new Date() }).where(eq(sysUser.userId, live.userId));
  await writeLoginLog(d.db, username, client, '0', msg('auth.login.success'));
  return token;
}

/**
 * Self-registration. Without an invite code the account is a seller (role `common`, the seller
 * department, the default site); with the code of a live seller it is that seller's sub-account
 * (role `zi`, `parent_id` = the seller, the seller's site) and the seller gets a message, in the same
 * transaction. An unknown code creates nothing. Nothing else is taken from the body.
 */
export async function register(
  d: AuthDeps,
  body: { username: string; password: string; code?: string; uuid?: string; inviteCode?: string },
  client: ClientInfo,
  msg: (key: Parameters<typeof fail>[0], ...args: unknown[]) => string,
) {
  if (!(await isRegisterEnabled(d.db, d.store))) throw fail('auth.register.disabled');
  await checkCaptcha(d, body.code, body.uuid, async () => {});
  const username = body.username.trim();
  const password = await hashPassword(body.password);
  let created: { userId: number };
  try {
    created = await changeUserAccess(d, async (tx, access) => {
      const inviter = body.inviteCode ? await findInviter(tx, body.inviteCode) : null;
      if (body.inviteCode && !inviter) throw fail('auth.register.inviteInvalid');
      if (await isTaken(tx, 'userName', username)) throw fail('auth.register.exists', username);
      const placement = await sellerPlacement(tx);
      const [user] = await tx
        .insert(sysUser)
        .values({
          userName: username,
          nickName: username,
          password,
          pwdUpdateDate: new Date(),
          createBy: username,
          ...placement,
          ...(inviter ? { siteId: inviter.siteId, parentId: inviter.userId } : {}),
        })
        .returning({ userId: sysUser.userId });
      const [role] = await tx
        .select({ roleId: sysRole.roleId })
        .from(sysRole)
        .where(and(eq(sysRole.roleKey, inviter ? 'zi' : 'common'), eq(sysRole.delFlag, '0')));
      if (role) await access.replaceRoles(user.userId, [role.roleId]);
      if (inviter) {
        await notifyUser(tx, inviter.userId, { key: 'subAccountJoined', params: [username], ref: { type: 'user', id: user.userId } });
        await notifyUser(tx, user.userId, { key: 'welcomeSub', params: [username, inviter.userName] });
      } else await notifyUser(tx, user.userId, { key: 'welcome', params: [username] });
      return user;
    });
  } catch (err) {
    // Two registrations of one name (in any case) racing: the unique index decides.
    if (isUniqueViolation(err)) throw fail('auth.register.exists', username);
    throw err;
  }
  await writeLoginLog(d.db, username, client, '0', msg('auth.register.success'));
  return created.userId;
}

/** Menus (M and C) visible to a user, for `getRouters`. */
/** The pages and directories of these roles (every enabled one for the super admin), in menu order. */
export async function menusForRoles(db: Executor, roleIds: number[], isAdmin: boolean): Promise<MenuRow[]> {
  const cols = {
    menuId: sysMenu.menuId,
    menuName: sysMenu.menuName,
    menuNameEn: sysMenu.menuNameEn,
    parentId: sysMenu.parentId,
    orderNum: sysMenu.orderNum,
    path: sysMenu.path,
    component: sysMenu.component,
    query: sysMenu.query,
    routeName: sysMenu.routeName,
    isFrame: sysMenu.isFrame,
    isCache: sysMenu.isCache,
    menuType: sysMenu.menuType,
    visible: sysMenu.visible,
    icon: sysMenu.icon,
  };
  const types = inArray(sysMenu.menuType, ['M', 'C']);
  if (isAdmin)
    return db
      .select(cols)
      .from(sysMenu)
      .where(and(types, eq(sysMenu.status, '0')))
      .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
  return db
    .selectDistinct(cols)
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
    .innerJoin(sysRole, eq(sysRole.roleId, sysRoleMenu.roleId))
    .where(and(types, eq(sysMenu.status, '0'), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0'), inArray(sysRole.roleId, roleIds.length ? roleIds : [-1])))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
}
