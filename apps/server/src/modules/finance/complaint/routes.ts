import { complaintEndpoints } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { fail } from '../../../core/errors.ts';
import { assertSecondPassword } from '../../../core/second-password.ts';
import {
  complaintCallerOf,
  confirmComplaint,
  getComplaint,
  listComplaints,
  openComplaint,
  rejectComplaint,
  reopenComplaint,
  replyComplaint,
  resolveComplaint,
  takeComplaint,
} from './service.ts';

const caller = (req: FastifyRequest) => complaintCallerOf(currentUser(req));
const log = (businessType: number) => ({ log: { title: '投诉管理', businessType } });
const UPDATE = log(BusinessType.UPDATE);

/** `/system/complaint`: sellers open and follow their complaints; staff take, resolve or reject them. */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, complaintEndpoints.list, async (req) => {
    return tablePage(req, await listComplaints(db, req.query, caller(req)));
  });
  route(app, complaintEndpoints.get, async (req) => ok(req, await getComplaint(db, req.params.id, caller(req))));
  route(app, complaintEndpoints.add, { config: log(BusinessType.INSERT) }, async (req) => ok(req, await openComplaint(db, req.body, caller(req))));
  route(app, complaintEndpoints.reply, { config: UPDATE }, async (req) => ok(req, await replyComplaint(db, req.params.id, req.body, caller(req))));
  route(app, complaintEndpoints.take, { config: UPDATE }, async (req) => ok(req, await takeComplaint(db, req.params.id, caller(req))));
  // Money moves only with a compensation: an admin's, with the second password of this session.
  route(app, complaintEndpoints.resolve, { config: { ...UPDATE, idempotent: true } }, async (req) => {
    const who = caller(req);
    if (req.body.compensation) {
      if (!who.admin) throw fail('complaint.compensationAdmin');
      await assertSecondPassword(app.deps.store, currentUser(req).tokenId);
    }
    return ok(req, await resolveComplaint(db, req.params.id, req.body, who));
  });
  route(app, complaintEndpoints.reject, { config: UPDATE }, async (req) => ok(req, await rejectComplaint(db, req.params.id, req.body.note, caller(req))));
  route(app, complaintEndpoints.reopen, { config: UPDATE }, async (req) => ok(req, await reopenComplaint(db, req.params.id, req.body.note, caller(req))));
  route(app, complaintEndpoints.confirm, { config: UPDATE }, async (req) => ok(req, await confirmComplaint(db, req.params.id, caller(req))));
};
