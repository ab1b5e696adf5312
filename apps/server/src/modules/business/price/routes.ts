import { Perm, idListSchema, idSchema, priceBodySchema, priceEditSchema, priceListQuerySchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { addPrice, defaultPrices, editPrice, getPrice, listPrices, removePrices } from './service.ts';

const TITLE = '价格管理';

/** `/system/price`: base price per order per region; `userId` null rows are the defaults. */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/system/price/list', { config: { perm: Perm.price.list }, schema: { querystring: priceListQuerySchema } }, async (req) => {
    const { rows, total } = await listPrices(db, req.query);
    return table(req, rows, total);
  });

  app.get('/system/price/default', { config: { perm: Perm.price.list } }, async (req) => ok(req, await defaultPrices(db)));

  app.get('/system/price/:priceId', { config: { perm: Perm.price.query }, schema: { params: z.object({ priceId: idSchema }) } }, async (req) =>
    ok(req, await getPrice(db, req.params.priceId)),
  );

  app.post('/system/price', { config: { perm: Perm.price.add, log: { title: TITLE, businessType: BusinessType.INSERT } }, schema: { body: priceBodySchema } }, async (req) =>
    ok(req, await addPrice(db, req.body, currentUser(req).userName)),
  );

  app.put('/system/price', { config: { perm: Perm.price.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: priceEditSchema } }, async (req) => {
    await editPrice(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.delete(
    '/system/price/:priceIds',
    { config: { perm: Perm.price.remove, log: { title: TITLE, businessType: BusinessType.DELETE } }, schema: { params: z.object({ priceIds: idListSchema }) } },
    async (req) => {
      await removePrices(db, req.params.priceIds);
      return ok(req);
    },
  );
};
