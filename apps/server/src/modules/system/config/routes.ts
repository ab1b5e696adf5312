import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { configEndpoints } from '@ceping/contract';
import { currentUser } from '../../../core/access.ts';
import { readConfigKey } from './service.ts';

/** `/system/config/**`: today only RuoYi's `getConfigKey`, which the web's screens read settings through. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  // RuoYi answers the value in `msg` (`AjaxResult.success(String)`), '' for a key it does not know.
  route(app, configEndpoints.configKey, async (req) => ({ code: 200, msg: await readConfigKey(db, store, currentUser(req), req.params.configKey) }));
};
