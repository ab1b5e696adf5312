import type { FastifyPluginAsync } from 'fastify';
import { carouselRoutes } from './carousel/routes.ts';
import { feeRoutes } from './fee/routes.ts';
import { priceRoutes } from './price/routes.ts';
import { regionRoutes } from './region/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { siteRoutes } from './site/routes.ts';

/** The catalogue's routes: regions, sites and their login banners, base prices, service fees, shops. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(regionRoutes);
  await app.register(siteRoutes);
  await app.register(carouselRoutes);
  await app.register(priceRoutes);
  await app.register(feeRoutes);
  await app.register(shopRoutes);
};
