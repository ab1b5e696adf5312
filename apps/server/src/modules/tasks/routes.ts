import type { FastifyPluginAsync } from 'fastify';
import { keywordRoutes } from './keyword/routes.ts';
import { productRoutes } from './product/routes.ts';
import { taskRoutes } from './task/routes.ts';
import { templateRoutes } from './template/routes.ts';

/** The task routes: tasks, their templates, keyword allocations and matched products. */
export const tasksRoutes: FastifyPluginAsync = async (app) => {
  await app.register(taskRoutes);
  await app.register(templateRoutes);
  await app.register(keywordRoutes);
  await app.register(productRoutes);
};
