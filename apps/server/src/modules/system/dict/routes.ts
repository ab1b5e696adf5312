import type { FastifyPluginAsync } from 'fastify';
import { dictDataRoutes } from './data-routes.ts';
import { dictTypeRoutes } from './type-routes.ts';

/** `/system/dict/type/**` and `/system/dict/data/**`. */
export const dictRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dictTypeRoutes);
  await app.register(dictDataRoutes);
};
