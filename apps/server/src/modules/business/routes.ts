import type { FastifyPluginAsync } from 'fastify';
import { siteRoutes } from '../system/site/routes.ts';
import { customerRoutes } from './customer/routes.ts';
import { feeRoutes } from './fee/routes.ts';
import { fundRoutes } from './fund/routes.ts';
import { priceRoutes } from './price/routes.ts';
import { pwdRoutes } from './pwd/routes.ts';
import { regionRoutes } from './region/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { withdrawalStatusRoutes } from './withdrawal/routes.ts';

/** Catalogue (regions, sites, prices, fees, shops), sellers, ledger, second password, withdrawal status. */
export const catalogueMoneyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(regionRoutes);
  await app.register(siteRoutes);
  await app.register(priceRoutes);
  await app.register(feeRoutes);
  await app.register(shopRoutes);
  await app.register(customerRoutes);
  await app.register(fundRoutes);
  await app.register(pwdRoutes);
  await app.register(withdrawalStatusRoutes);
};
