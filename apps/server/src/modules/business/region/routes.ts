import { ANY_USER, Perm, idListSchema, idSchema, regionBatchSchema, regionBodySchema, regionEditSchema, regionListQuerySchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { isSellerOnly, ownerScope } from '../scope.ts';
import { addRegion, batchRegions, editRegion, getRegion, listRegions, regionOptions, removeRegions } from './service.ts';

const TITLE = '国家/地区';

/** `/system/region`: marketplaces with coin and exchange rate (docs/DOMAIN.md §5). */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/system/region/list', { config: { perm: Perm.region.list }, schema: { querystring: regionListQuerySchema } }, async (req) => {
    const caller = currentUser(req);
    // Sellers see the enabled regions with their own price package.
    const q = isSellerOnly(caller) ? { ...req.query, status: '0' as const } : req.query;
    const { rows, total } = await listRegions(db, q, ownerScope(caller, req.query.userId));
    return table(req, rows, total);
  });

  app.get('/system/region/options', { config: { perm: ANY_USER } }, async (req) => ok(req, await regionOptions(db, req.lang)));

  app.get('/system/region/:regionId', { config: { perm: Perm.region.query }, schema: { params: z.object({ regionId: idSchema }) } }, async (req) =>
    ok(req, await getRegion(db, req.params.regionId)),
  );

  app.post('/system/region', { config: { perm: Perm.region.add, log: { title: TITLE, businessType: BusinessType.INSERT } }, schema: { body: regionBodySchema } }, async (req) =>
    ok(req, await addRegion(db, req.body, currentUser(req).userName)),
  );

  app.put('/system/region/batch', { config: { perm: Perm.region.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: regionBatchSchema } }, async (req) => {
    await batchRegions(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.put('/system/region', { config: { perm: Perm.region.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: regionEditSchema } }, async (req) => {
    await editRegion(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.delete(
    '/system/region/:regionIds',
    { config: { perm: Perm.region.remove, log: { title: TITLE, businessType: BusinessType.DELETE } }, schema: { params: z.object({ regionIds: idListSchema }) } },
    async (req) => {
      await removeRegions(db, req.params.regionIds);
      return ok(req);
    },
  );
};
