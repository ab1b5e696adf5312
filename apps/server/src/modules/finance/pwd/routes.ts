import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { pwdEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { t } from '../../../core/i18n.ts';
import { markSecondPassword } from '../../../core/second-password.ts';
import { changeOwnPayPwd, checkPayPwd, listPwdStatus, pwdStatus, setPayPwd } from './service.ts';

const TITLE = '二级密码';

/** `/system/pwd`: the second (operation) password asked before money operations. */
export const pwdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  /**
   * `data` true when the caller's second password matches (the session may then do the actions that
   * ask for it for a few minutes); a wrong one answers false with the retry message.
   */
  route(app, pwdEndpoints.check, async (req) => {
    const user = currentUser(req);
    const result = await checkPayPwd(db, store, user.userId, req.query.pwd);
    if (result === 'ok') {
      await markSecondPassword(store, user.tokenId);
      return ok(req, true);
    }
    return { code: 200, msg: t(req, result === 'notSet' ? 'pwd.notSet' : 'pwd.wrong'), data: false };
  });

  route(app, pwdEndpoints.getOwn, async (req) => ok(req, await pwdStatus(db, currentUser(req).userId)));

  route(app, pwdEndpoints.editOwn, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    const u = currentUser(req);
    await changeOwnPayPwd(db, store, u.userId, u.userName, req.body);
    return ok(req);
  });

  route(app, pwdEndpoints.list, async (req) => {
    return tablePage(req, await listPwdStatus(db, req.query));
  });

  route(app, pwdEndpoints.get, async (req) => ok(req, await pwdStatus(db, req.params.userId)));

  route(app, pwdEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await setPayPwd(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });
};
