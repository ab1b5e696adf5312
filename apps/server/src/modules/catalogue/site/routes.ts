import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { siteEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { clearCarouselCache } from '../carousel/service.ts';
import { addSite, editSite, getSite, listSites, removeSites, siteOptions } from './service.ts';

const TITLE = '站点管理';

/** `/system/site`: white-label sites (name, domain, logo). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // A site's domain and status decide which banners a login page shows.
  const changed = () => clearCarouselCache(app.deps.store);

  route(app, siteEndpoints.list, async (req) => {
    return tablePage(req, await listSites(db, req.query));
  });

  route(app, siteEndpoints.options, async (req) => ok(req, await siteOptions(db)));

  route(app, siteEndpoints.get, async (req) => ok(req, await getSite(db, req.params.siteId)));

  route(app, siteEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    const site = await addSite(db, req.body, currentUser(req).userName);
    await changed();
    return ok(req, site);
  });

  route(app, siteEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editSite(db, req.body, currentUser(req).userName);
    await changed();
    return ok(req);
  });

  route(app, siteEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeSites(db, req.params.siteIds);
    await changed();
    return ok(req);
  });
};
