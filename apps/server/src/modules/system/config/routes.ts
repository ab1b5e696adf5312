import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { configEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { addConfig, editConfig, exportConfigs, getConfig, listConfigs, refreshConfigCache, removeConfigs } from './admin.ts';
import { configWorkbook } from './export.ts';
import { readConfigKey } from './service.ts';

const TITLE = '参数管理';

/** `/system/config/**` (RuoYi §5.1 Parameters), and `configKey`, which the web's screens read settings through. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  // RuoYi answers the value in `msg` (`AjaxResult.success(String)`), '' for a key it does not know.
  route(app, configEndpoints.configKey, async (req) => ({ code: 200, msg: await readConfigKey(db, store, currentUser(req), req.params.configKey) }));

  route(app, configEndpoints.list, async (req) => {
    return tablePage(req, await listConfigs(db, req.query));
  });

  route(app, configEndpoints.export, { config: { log: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) =>
    sendXlsx(reply, await configWorkbook(db, store, req.lang, await exportConfigs(db, req.body))),
  );

  route(app, configEndpoints.refreshCache, { config: { log: { title: TITLE, businessType: BusinessType.CLEAN } } }, async (req) => {
    await refreshConfigCache(store);
    return ok(req);
  });

  route(app, configEndpoints.get, async (req) => ok(req, await getConfig(db, req.params.configId)));

  route(app, configEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    await addConfig(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, configEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editConfig(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, configEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeConfigs(db, store, req.params.configIds);
    return ok(req);
  });
};
