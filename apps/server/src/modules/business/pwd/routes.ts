import { ANY_USER, Perm, idSchema, pwdCheckQuerySchema, pwdListQuerySchema, pwdOwnSchema, pwdSetSchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
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
  app.post('/system/pwd/check', { config: { perm: ANY_USER }, schema: { querystring: pwdCheckQuerySchema } }, async (req) => {
    const user = currentUser(req);
    const result = await checkPayPwd(db, store, user.userId, req.query.pwd);
    if (result === 'ok') {
      await markSecondPassword(store, user.tokenId);
      return ok(req, true);
    }
    return { code: 200, msg: t(req, result === 'notSet' ? 'pwd.notSet' : 'pwd.wrong'), data: false };
  });

  app.get('/system/pwd/own', { config: { perm: ANY_USER } }, async (req) => ok(req, await pwdStatus(db, currentUser(req).userId)));

  app.put('/system/pwd/own', { config: { perm: ANY_USER, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: pwdOwnSchema } }, async (req) => {
    const u = currentUser(req);
    await changeOwnPayPwd(db, store, u.userId, u.userName, req.body);
    return ok(req);
  });

  app.get('/system/pwd/list', { config: { perm: Perm.pwd.list }, schema: { querystring: pwdListQuerySchema } }, async (req) => {
    const { rows, total } = await listPwdStatus(db, req.query);
    return table(req, rows, total);
  });

  app.get('/system/pwd/:userId', { config: { perm: Perm.pwd.query }, schema: { params: z.object({ userId: idSchema }) } }, async (req) =>
    ok(req, await pwdStatus(db, req.params.userId)),
  );

  app.put('/system/pwd', { config: { perm: Perm.pwd.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: pwdSetSchema } }, async (req) => {
    await setPayPwd(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });
};
