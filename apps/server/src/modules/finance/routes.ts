import type { FastifyPluginAsync } from 'fastify';
import { customerRoutes } from './customer/routes.ts';
import { fundRoutes } from './fund/routes.ts';
import { pwdRoutes } from './pwd/routes.ts';
import { withdrawalStatusRoutes } from './withdrawal/routes.ts';
import { complaintRoutes } from './complaint/routes.ts';

/** The finance routes: customers (sellers and their balances), the ledger, the second password, withdrawal status. */
export const financeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(fundRoutes);
  await app.register(pwdRoutes);
  await app.register(withdrawalStatusRoutes);
  await app.register(complaintRoutes);
};
