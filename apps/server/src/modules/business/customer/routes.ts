import { Perm, customerAdjustSchema, customerEditSchema, customerListQuerySchema, idSchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { adjustBalance, editCustomer, getCustomer, listCustomers } from './service.ts';

/** `/system/customer`: sellers (roles common and zi) with their money fields; balance adjustments. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/system/customer/list', { config: { perm: Perm.customer.list }, schema: { querystring: customerListQuerySchema } }, async (req) => {
    const { rows, total } = await listCustomers(db, req.query);
    return table(req, rows, total);
  });

  app.get('/system/customer/:userId', { config: { perm: Perm.customer.query }, schema: { params: z.object({ userId: idSchema }) } }, async (req) =>
    ok(req, await getCustomer(db, req.params.userId)),
  );

  app.put('/system/customer', { config: { perm: Perm.customer.edit, log: { title: '客户管理', businessType: BusinessType.UPDATE } }, schema: { body: customerEditSchema } }, async (req) => {
    await editCustomer({ db, sessions: app.sessions }, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.put(
    '/system/customer/adjust',
    { config: { perm: Perm.fund.adjust, secondPassword: true, idempotent: true, log: { title: '客户调账', businessType: BusinessType.UPDATE } }, schema: { body: customerAdjustSchema } },
    async (req) => ok(req, await adjustBalance(db, req.body, currentUser(req).userName)),
  );
};
