import { ANY_USER, Perm, idListSchema, idSchema, queryId, shopBodySchema, shopEditSchema, shopListQuerySchema } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { isSellerOnly } from '../scope.ts';
import { type ShopCaller, addShop, editShop, getShop, listShops, removeShops, shopOptions } from './service.ts';

const TITLE = '店铺管理';

/** Sellers manage their own shops only; admin and staff see every shop. */
function shopCaller(req: FastifyRequest): ShopCaller {
  const u = currentUser(req);
  return { userName: u.userName, ownerId: isSellerOnly(u) ? u.userId : undefined };
}

/** `/system/shop`: sellers' shops on the marketplaces. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/system/shop/list', { config: { perm: Perm.shop.list }, schema: { querystring: shopListQuerySchema } }, async (req) => {
    const { rows, total } = await listShops(db, req.query, shopCaller(req).ownerId);
    return table(req, rows, total);
  });

  /** Enabled shops of the caller (staff may name a seller with `userId`). */
  app.get('/system/shop/options', { config: { perm: ANY_USER }, schema: { querystring: z.object({ userId: queryId }) } }, async (req) => {
    const u = currentUser(req);
    const owner = shopCaller(req).ownerId ?? req.query.userId ?? u.userId;
    return ok(req, await shopOptions(db, owner));
  });

  app.get('/system/shop/:shopId', { config: { perm: Perm.shop.query }, schema: { params: z.object({ shopId: idSchema }) } }, async (req) =>
    ok(req, await getShop(db, req.params.shopId, shopCaller(req).ownerId)),
  );

  app.post('/system/shop', { config: { perm: Perm.shop.add, log: { title: TITLE, businessType: BusinessType.INSERT } }, schema: { body: shopBodySchema } }, async (req) =>
    ok(req, await addShop(db, req.body, shopCaller(req))),
  );

  app.put('/system/shop', { config: { perm: Perm.shop.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: shopEditSchema } }, async (req) => {
    await editShop(db, req.body, shopCaller(req));
    return ok(req);
  });

  app.delete(
    '/system/shop/:shopIds',
    { config: { perm: Perm.shop.remove, log: { title: TITLE, businessType: BusinessType.DELETE } }, schema: { params: z.object({ shopIds: idListSchema }) } },
    async (req) => {
      await removeShops(db, req.params.shopIds, shopCaller(req));
      return ok(req);
    },
  );
};
