import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { addCollection, collectionOptions, editCollection, getCollection, listCollections, removeCollections } from './service.ts';

const TITLE = '收款账户';

/** `/system/collection`: the company's receiving accounts per site, shown on the recharge page. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, collectionEndpoints.list, async (req) => {
    return tablePage(req, await listCollections(db, req.query));
  });
  route(app, collectionEndpoints.options, async (req) => ok(req, await collectionOptions(db, currentUser(req).userId)));
  route(app, collectionEndpoints.get, async (req) => ok(req, await getCollection(db, req.params.collectionId)));
  route(app, collectionEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    await addCollection(db, req.body, currentUser(req).userName);
    return ok(req);
  });
  route(app, collectionEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editCollection(db, req.body, currentUser(req).userName);
    return ok(req);
  });
  route(app, collectionEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeCollections(db, req.params.collectionIds);
    return ok(req);
  });
};
