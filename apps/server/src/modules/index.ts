import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { catalogueMoneyRoutes } from './business/routes.ts';
import { keywordRoutes } from './business/keyword/routes.ts';
import { productRoutes } from './business/product/routes.ts';
import { taskRoutes } from './business/task/routes.ts';
import { templateRoutes } from './business/template/routes.ts';
import { commonRoutes } from './common/routes.ts';
import { healthRoutes } from './health.ts';
import { configRoutes } from './system/config/routes.ts';
import { dictDataRoutes } from './system/dict/data-routes.ts';
import { dictTypeRoutes } from './system/dict/type-routes.ts';
import { userRoutes } from './system/user/routes.ts';
import { toolRoutes } from './tool/routes.ts';

/** Every API module, mounted under /prod-api. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(catalogueMoneyRoutes);
  await app.register(dictTypeRoutes);
  await app.register(dictDataRoutes);
  await app.register(commonRoutes);
  await app.register(userRoutes);
  await app.register(configRoutes);
  await app.register(taskRoutes);
  await app.register(templateRoutes);
  await app.register(keywordRoutes);
  await app.register(productRoutes);
  await app.register(toolRoutes);
};
