import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { regionEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { isSellerOnly, ownerScope } from '../../system/user/index.ts';
import { addRegion, batchRegions, editRegion, getRegion, listRegions, regionOptions, removeRegions } from './service.ts';

const TITLE = '国家/地区';

/** `/system/region`: marketplaces with coin and exchange rate (docs/DOMAIN.md §5). */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, regionEndpoints.list, async (req) => {
    const caller = currentUser(req);
    // Sellers see the enabled regions with their own price package.
    const q = isSellerOnly(caller) ? { ...req.query, status: '0' as const } : req.query;
    return tablePage(req, await listRegions(db, q, ownerScope(caller, req.query.userId)));
  });

  route(app, regionEndpoints.options, async (req) => ok(req, await regionOptions(db, req.lang)));

  route(app, regionEndpoints.get, async (req) => ok(req, await getRegion(db, req.params.regionId)));

  route(app, regionEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) =>
    ok(req, await addRegion(db, req.body, currentUser(req).userName)),
  );

  route(app, regionEndpoints.batch, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await batchRegions(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, regionEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editRegion(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, regionEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeRegions(db, req.params.regionIds);
    return ok(req);
  });
};
