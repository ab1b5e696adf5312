import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { withdrawalEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { ownerOf } from '../money-docs.ts';
import {
  approveWithdrawal,
  cancelWithdrawal,
  editWithdrawal,
  failWithdrawal,
  getWithdrawal,
  listWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
} from './service.ts';
import { withdrawalStatusOf } from './status.ts';

const log = { title: '提现', businessType: BusinessType.UPDATE };

/**
 * `/system/withdrawal` (spec §7): the status loaded into the seller's state at login, the list and
 * detail (a seller's own only), the request (second password first) and its edit, and finance's
 * approve / reject / pay / fail; the owner's cancel. Every money route is idempotent.
 */
export const withdrawalStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;
  route(app, withdrawalEndpoints.checkWithdrawalStatus, async (req) => ok(req, await withdrawalStatusOf(db, currentUser(req))));

  route(app, withdrawalEndpoints.list, async (req) => {
    return tablePage(req, await listWithdrawals(db, req.query, ownerOf(currentUser(req))));
  });
  route(app, withdrawalEndpoints.get, async (req) => ok(req, await getWithdrawal(db, req.params.id, ownerOf(currentUser(req)))));
  route(app, withdrawalEndpoints.add, { config: { idempotent: true, secondPassword: true, log: { ...log, businessType: BusinessType.INSERT } } }, async (req) =>
    ok(req, await requestWithdrawal(db, store, currentUser(req), req.body)),
  );
  route(app, withdrawalEndpoints.edit, { config: { idempotent: true, secondPassword: true, log } }, async (req) =>
    ok(req, await editWithdrawal(db, store, currentUser(req), req.body)),
  );
  route(app, withdrawalEndpoints.approve, { config: { idempotent: true, log } }, async (req) =>
    ok(req, await approveWithdrawal(db, req.params.id, currentUser(req).userName)),
  );
  route(app, withdrawalEndpoints.reject, { config: { idempotent: true, log } }, async (req) =>
    ok(req, await rejectWithdrawal(db, req.params.id, req.body.reason, currentUser(req).userName)),
  );
  route(app, withdrawalEndpoints.pay, { config: { idempotent: true, secondPassword: true, log } }, async (req) =>
    ok(req, await payWithdrawal(db, req.params.id, req.body, currentUser(req).userName)),
  );
  route(app, withdrawalEndpoints.fail, { config: { idempotent: true, log } }, async (req) =>
    ok(req, await failWithdrawal(db, req.params.id, req.body.reason, currentUser(req).userName)),
  );
  route(app, withdrawalEndpoints.cancel, { config: { idempotent: true, log } }, async (req) =>
    ok(req, await cancelWithdrawal(db, req.params.id, currentUser(req))),
  );
};
