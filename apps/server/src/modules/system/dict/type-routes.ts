import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { dictTypeEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { dictTypeWorkbook } from './export.ts';
import { addType, allTypes, editType, exportTypes, getType, listTypes, refreshDictCache, removeTypes } from './type-service.ts';

const TITLE = '字典类型';

/** `/system/dict/type`: dictionary types (RuoYi §5.1). */
export const dictTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  route(app, dictTypeEndpoints.list, async (req) => {
    return tablePage(req, await listTypes(db, req.query));
  });

  route(app, dictTypeEndpoints.export, { config: { log: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) =>
    sendXlsx(reply, await dictTypeWorkbook(db, store, req.lang, await exportTypes(db, req.body))),
  );

  route(app, dictTypeEndpoints.optionselect, async (req) => ok(req, await allTypes(db)));

  route(app, dictTypeEndpoints.refreshCache, { config: { log: { title: TITLE, businessType: BusinessType.CLEAN } } }, async (req) => {
    await refreshDictCache(store);
    return ok(req);
  });

  route(app, dictTypeEndpoints.get, async (req) => ok(req, await getType(db, req.params.dictId)));

  route(app, dictTypeEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    await addType(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, dictTypeEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editType(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, dictTypeEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeTypes(db, store, req.params.dictIds);
    return ok(req);
  });
};
