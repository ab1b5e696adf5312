import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../core/endpoint.ts';
import { authEndpoints } from '@ceping/contract';
import { currentUser, isAdminUser } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { perRoleSet } from '../../core/menu-version.ts';
import { t } from '../../core/i18n.ts';
import { getConfigValue } from '../system/config/index.ts';
import { buildRouters } from '../system/menu/index.ts';
import { userInfo } from './info-cache.ts';
import { type AuthDeps, issueCaptcha, login, menusForRoles, register, writeLoginLog } from './service.ts';
import { unlockRoutes } from './unlock.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = {
    db: app.deps.database.db,
    store: app.deps.store,
    sessions: app.sessions,
    captchaForcedOff: app.deps.config.captchaForcedOff,
  };
  const client = (req: { ip: string; headers: Record<string, unknown> }) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

  route(app, authEndpoints.captchaImage, async (req) => ok(req, undefined, { ...(await issueCaptcha(deps)) }));

  route(app, authEndpoints.login, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (req) => {
    const token = await login(deps, req.body, client(req), (k, ...a) => t(req, k, ...a));
    return ok(req, undefined, { token });
  });

  route(app, authEndpoints.register, { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (req) => {
    await register(deps, req.body, client(req), (k, ...a) => t(req, k, ...a));
    return ok(req);
  });

  route(app, authEndpoints.getInfo, async (req) => {
    const session = currentUser(req);
    // Independent reads, issued together: the user with its dept, site and roles and its permissions
    // (from memory while their rows are unchanged, info-cache.ts); the password policy (cached in the store).
    const config = (key: string) => getConfigValue(deps.db, deps.store, key);
    const [info, initModify, validateDaysText, chrtype] = await Promise.all([
      userInfo(deps.db, deps.store, session, req.lang),
      config('sys.account.initPasswordModify'),
      config('sys.account.passwordValidateDays'),
      config('sys.account.chrtype'),
    ]);
    if (!info) {
      await app.sessions.remove(session.tokenId);
      return { code: 401, msg: t(req, 'error.unauthorized', req.url) };
    }
    const { view, auth } = info;
    if (auth.permissions.join() !== session.permissions.join()) {
      Object.assign(session, auth);
      await app.sessions.save(session);
    }
    const { row, ...user } = view;
    const admin = isAdminUser({ userId: session.userId, roles: auth.roles });
    const validateDays = Number(validateDaysText) || 0;
    // Always sent (false when the policy is off), as RuoYi's getInfo does (§12).
    const expired = validateDays > 0 && (!row.pwdUpdateDate || Date.now() - row.pwdUpdateDate.getTime() > validateDays * 86_400_000);
    return ok(req, undefined, {
      user,
      roles: session.userId === 1 ? ['admin'] : auth.roles.map((r) => r.roleKey),
      permissions: admin ? ['*:*:*'] : auth.permissions,
      pwdChrtype: chrtype || '0',
      isDefaultModifyPwd: initModify === '1' && !row.pwdUpdateDate,
      isPasswordExpired: expired,
    });
  });

  route(app, authEndpoints.getRouters, async (req) => {
    const session = currentUser(req);
    const admin = isAdminUser(session);
    const roleIds = session.roles.map((r) => r.roleId).sort((a, b) => a - b);
    const routers = await perRoleSet(deps.store, admin ? 'admin' : roleIds.join(','), req.lang, async () =>
      buildRouters(await menusForRoles(deps.db, roleIds, admin), req.lang),
    );
    return ok(req, routers);
  });

  route(app, authEndpoints.logout, async (req) => {
    const session = req.user;
    if (session) {
      await app.sessions.remove(session.tokenId);
      await writeLoginLog(deps.db, session.userName, client(req), '0', t(req, 'auth.logout.success'));
    }
    return { code: 200, msg: t(req, 'auth.logout.success') };
  });

  await app.register(unlockRoutes);
};
