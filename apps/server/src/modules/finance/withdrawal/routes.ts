import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { withdrawalEndpoints } from '@ceping/contract';
import { currentUser } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { withdrawalStatusOf } from './status.ts';

/** `/system/withdrawal/checkWithdrawalStatus`: loaded into the seller's state at login. */
export const withdrawalStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  route(app, withdrawalEndpoints.checkWithdrawalStatus, async (req) => ok(req, await withdrawalStatusOf(db, currentUser(req))));
};
