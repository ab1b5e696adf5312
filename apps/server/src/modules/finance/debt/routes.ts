import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { debtEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { debtCauses, listDebts, writeOffDebt } from './service.ts';

/** `/system/debt`: sellers below zero, what caused it, and the admin's write-off. */
export const debtRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  route(app, debtEndpoints.list, async (req) => {
    return tablePage(req, await listDebts(db, req.query));
  });
  route(app, debtEndpoints.causes, async (req) => ok(req, await debtCauses(db, req.params.userId, req.lang)));
  route(
    app,
    debtEndpoints.writeOff,
    { config: { idempotent: true, secondPassword: true, log: { title: '欠款核销', businessType: BusinessType.UPDATE } } },
    async (req) => ok(req, await writeOffDebt(db, req.body, currentUser(req).userName)),
  );
};
