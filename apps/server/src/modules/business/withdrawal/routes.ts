import { ANY_USER } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { withdrawalStatusOf } from './status.ts';

/** `/system/withdrawal/checkWithdrawalStatus`: loaded into the seller's state at login. */
export const withdrawalStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get('/system/withdrawal/checkWithdrawalStatus', { config: { perm: ANY_USER } }, async (req) => ok(req, await withdrawalStatusOf(db, currentUser(req))));
};
