import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { customerEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { adjustBalance, editCustomer, getCustomer, listCustomers } from './service.ts';

/** `/system/customer`: sellers (roles common and zi) with their money fields; balance adjustments. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, customerEndpoints.list, async (req) => {
    return tablePage(req, await listCustomers(db, req.query));
  });

  route(app, customerEndpoints.get, async (req) => ok(req, await getCustomer(db, req.params.userId)));

  route(app, customerEndpoints.edit, { config: { log: { title: '客户管理', businessType: BusinessType.UPDATE } } }, async (req) => {
    await editCustomer({ db, sessions: app.sessions }, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(
    app,
    customerEndpoints.adjust,
    { config: { secondPassword: true, idempotent: true, log: { title: '客户调账', businessType: BusinessType.UPDATE } } },
    async (req) => ok(req, await adjustBalance(db, req.body, currentUser(req).userName)),
  );
};
