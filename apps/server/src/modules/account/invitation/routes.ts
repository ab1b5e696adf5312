import { invitationEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { invitationInfo, listSubAccounts, regenerateInviteCode } from './service.ts';

/** `/system/invitation`: the seller's invite code (made on first need, regenerated on demand) and its sub-accounts. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, invitationEndpoints.info, async (req) => ok(req, await invitationInfo(db, currentUser(req))));
  route(app, invitationEndpoints.regenerate, { config: { log: { title: '邀请码', businessType: BusinessType.UPDATE } } }, async (req) =>
    ok(req, await regenerateInviteCode(db, currentUser(req))),
  );
  route(app, invitationEndpoints.list, async (req) => {
    return tablePage(req, await listSubAccounts(db, currentUser(req), req.query));
  });
};
