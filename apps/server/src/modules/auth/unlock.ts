import { lockEndpoints } from '@ceping/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access.ts';
import { route } from '../../core/endpoint.ts';
import { fail } from '../../core/errors.ts';
import { t } from '../../core/i18n.ts';
import { checkLoginPassword } from '../../core/password.ts';
import type { Store } from '../../core/store.ts';
import type { Executor } from '../../db/client.ts';
import { sysUser } from '../../db/schema/index.ts';
import { LOCK_MINUTES, MAX_RETRY, type Throttle, clearLoginFailures, countLoginFailure, loginThrottled } from './throttle.ts';

const refuse = (throttle: Throttle) =>
  throttle === 'account' ? fail('auth.login.locked', MAX_RETRY, LOCK_MINUTES) : fail('auth.login.addressLocked', LOCK_MINUTES);

/**
 * Checks the password of the session's own account to unlock its screen. Failures count against the
 * same (address, account) and address budgets as logins, so the lock screen is no way around them.
 */
export async function unlockScreen(db: Executor, store: Store, ip: string, userId: number, userName: string, password: string | undefined) {
  if (!password) throw fail('lock.passwordRequired');
  const throttled = await loginThrottled(store, ip, userName);
  if (throttled) throw refuse(throttled);
  const [user] = await db.select({ password: sysUser.password }).from(sysUser).where(eq(sysUser.userId, userId));
  if (!(await checkLoginPassword(password, user?.password))) {
    const tripped = await countLoginFailure(store, ip, userName);
    if (tripped) throw refuse(tripped);
    throw fail('lock.wrongPassword');
  }
  await clearLoginFailures(store, ip, userName);
}

/** `POST /unlockscreen` (RuoYi 3.9.2). The lock itself is the client's: this only checks the password. */
export const unlockRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, lockEndpoints.unlock, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (req) => {
    const session = currentUser(req);
    await unlockScreen(app.deps.database.db, app.deps.store, req.ip, session.userId, session.userName, req.body.password);
    return { code: 200, msg: t(req, 'lock.unlocked') };
  });
};
