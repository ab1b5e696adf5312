import { ANY_USER } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../core/access.ts';
import { readConfigKey } from './service.ts';

/** `/system/config/**`: today only RuoYi's `getConfigKey`, which the web's screens read settings through. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  // RuoYi answers the value in `msg` (`AjaxResult.success(String)`), '' for a key it does not know.
  app.get(
    '/system/config/configKey/:configKey',
    { config: { perm: ANY_USER }, schema: { params: z.object({ configKey: z.string().min(1).max(100) }) } },
    async (req) => ({ code: 200, msg: await readConfigKey(db, store, currentUser(req), req.params.configKey) }),
  );
};
