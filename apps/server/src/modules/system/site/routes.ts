import { Perm, idListSchema, idSchema, siteBodySchema, siteEditSchema, siteListQuerySchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { addSite, editSite, getSite, listSites, removeSites, siteOptions } from './service.ts';

const TITLE = '站点管理';

/** `/system/site`: white-label sites (name, domain, logo). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/system/site/list', { config: { perm: Perm.site.list }, schema: { querystring: siteListQuerySchema } }, async (req) => {
    const { rows, total } = await listSites(db, req.query);
    return table(req, rows, total);
  });

  app.get('/system/site/options', { config: { perm: Perm.site.list } }, async (req) => ok(req, await siteOptions(db)));

  app.get('/system/site/:siteId', { config: { perm: Perm.site.query }, schema: { params: z.object({ siteId: idSchema }) } }, async (req) =>
    ok(req, await getSite(db, req.params.siteId)),
  );

  app.post('/system/site', { config: { perm: Perm.site.add, log: { title: TITLE, businessType: BusinessType.INSERT } }, schema: { body: siteBodySchema } }, async (req) =>
    ok(req, await addSite(db, req.body, currentUser(req).userName)),
  );

  app.put('/system/site', { config: { perm: Perm.site.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: siteEditSchema } }, async (req) => {
    await editSite(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.delete(
    '/system/site/:siteIds',
    { config: { perm: Perm.site.remove, log: { title: TITLE, businessType: BusinessType.DELETE } }, schema: { params: z.object({ siteIds: idListSchema }) } },
    async (req) => {
      await removeSites(db, req.params.siteIds);
      return ok(req);
    },
  );
};
