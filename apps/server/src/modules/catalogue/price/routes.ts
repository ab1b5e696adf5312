import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { priceEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { addPrice, defaultPrices, editPrice, getPrice, listPrices, removePrices } from './service.ts';

const TITLE = '价格管理';

/** `/system/price`: base price per order per region; `userId` null rows are the defaults. */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, priceEndpoints.list, async (req) => {
    return tablePage(req, await listPrices(db, req.query));
  });

  route(app, priceEndpoints.default, async (req) => ok(req, await defaultPrices(db)));

  route(app, priceEndpoints.get, async (req) => ok(req, await getPrice(db, req.params.priceId)));

  route(app, priceEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) =>
    ok(req, await addPrice(db, req.body, currentUser(req).userName)),
  );

  route(app, priceEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editPrice(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, priceEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removePrices(db, req.params.priceIds);
    return ok(req);
  });
};
