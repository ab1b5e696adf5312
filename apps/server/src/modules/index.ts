import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { commonRoutes } from './common/index.ts';
import { financeRoutes } from './finance/index.ts';
import { healthRoutes } from './health/index.ts';
import { ordersRoutes } from './orders/index.ts';
import { signInRoutes } from './signin/index.ts';
import { configRoutes } from './system/config/index.ts';
import { dictRoutes } from './system/dict/index.ts';
import { menuRoutes } from './system/menu/index.ts';
import { noticeRoutes } from './system/notice/index.ts';
import { roleRoutes } from './system/role/index.ts';
import { userRoutes } from './system/user/index.ts';
import { tasksRoutes } from './tasks/index.ts';
import { toolRoutes } from './tool/index.ts';
import { monitorRoutes } from './monitor/index.ts';
import { jobRoutes } from './job/index.ts';
import { deptRoutes } from './system/dept/index.ts';
import { postRoutes } from './system/post/index.ts';
import { accountRoutes } from './account/index.ts';

/**
 * Every API domain, mounted under /prod-api, each through its face (`<domain>/index.ts`). A new
 * domain (orders, jobs, monitor, …) is a folder with its own index.ts, registered here.
 */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(catalogueRoutes);
  await app.register(financeRoutes);
  await app.register(dictRoutes);
  await app.register(commonRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(menuRoutes);
  await app.register(configRoutes);
  await app.register(tasksRoutes);
  await app.register(ordersRoutes);
  await app.register(signInRoutes);
  await app.register(toolRoutes);
  await app.register(monitorRoutes);
  await app.register(jobRoutes);
  await app.register(deptRoutes);
  await app.register(postRoutes);
  await app.register(noticeRoutes);
  await app.register(accountRoutes);
};
