import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rechargeEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { ownerOf } from '../money-docs.ts';
import { rechargeWorkbook } from './export.ts';
import { cancelRecharge, creditRecharge, exportRecharges, getRecharge, listRecharges, rejectRecharge, submitRecharge } from './service.ts';

const TITLE = '充值';

/** `/system/recharge`: sellers submit and withdraw their requests; finance credits or rejects. */
export const rechargeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  route(app, rechargeEndpoints.list, async (req) => {
    return tablePage(req, await listRecharges(db, req.query, ownerOf(currentUser(req))));
  });
  route(app, rechargeEndpoints.export, { config: { log: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) =>
    sendXlsx(reply, await rechargeWorkbook(db, req.lang, await exportRecharges(db, req.body, ownerOf(currentUser(req))))),
  );
  route(app, rechargeEndpoints.get, async (req) => ok(req, await getRecharge(db, req.params.id, ownerOf(currentUser(req)))));
  route(app, rechargeEndpoints.add, { config: { idempotent: true, log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) =>
    ok(req, await submitRecharge(db, store, currentUser(req), req.body)),
  );
  route(
    app,
    rechargeEndpoints.credit,
    { config: { idempotent: true, secondPassword: true, log: { title: TITLE, businessType: BusinessType.UPDATE } } },
    async (req) => ok(req, await creditRecharge(db, req.params.id, req.body, currentUser(req).userName)),
  );
  route(app, rechargeEndpoints.reject, { config: { idempotent: true, log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) =>
    ok(req, await rejectRecharge(db, req.params.id, req.body.reason, currentUser(req).userName)),
  );
  route(app, rechargeEndpoints.cancel, { config: { idempotent: true, log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) =>
    ok(req, await cancelRecharge(db, req.params.id, currentUser(req))),
  );
};
