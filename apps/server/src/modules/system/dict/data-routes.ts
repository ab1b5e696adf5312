import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { dictDataEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { dictEntries } from './cache.ts';
import { addData, editData, exportData, getData, listData, removeData } from './data-service.ts';
import { dictDataWorkbook } from './export.ts';

const TITLE = '字典数据';

/** `/system/dict/data`: dictionary entries (RuoYi §5.1), and the localized lookup every screen uses. */
export const dictDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  route(app, dictDataEndpoints.list, async (req) => {
    return tablePage(req, await listData(db, req.query));
  });

  route(app, dictDataEndpoints.export, { config: { log: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) =>
    sendXlsx(reply, await dictDataWorkbook(db, store, req.lang, await exportData(db, req.body))),
  );

  route(app, dictDataEndpoints.byType, async (req) => ok(req, await dictEntries(db, store, req.params.dictType, req.lang)));

  route(app, dictDataEndpoints.get, async (req) => ok(req, await getData(db, req.params.dictCode)));

  route(app, dictDataEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    await addData(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, dictDataEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editData(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, dictDataEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeData(db, store, req.params.dictCodes);
    return ok(req);
  });
};
