import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { shopEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { isSellerOnly } from '../../system/user/index.ts';
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

  route(app, shopEndpoints.list, async (req) => {
    return tablePage(req, await listShops(db, req.query, shopCaller(req).ownerId));
  });

  /** Enabled shops of the caller (staff may name a seller with `userId`). */
  route(app, shopEndpoints.options, async (req) => {
    const u = currentUser(req);
    const owner = shopCaller(req).ownerId ?? req.query.userId ?? u.userId;
    return ok(req, await shopOptions(db, owner));
  });

  route(app, shopEndpoints.get, async (req) => ok(req, await getShop(db, req.params.shopId, shopCaller(req).ownerId)));

  route(app, shopEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) =>
    ok(req, await addShop(db, req.body, shopCaller(req))),
  );

  route(app, shopEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editShop(db, req.body, shopCaller(req));
    return ok(req);
  });

  route(app, shopEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeShops(db, req.params.shopIds, shopCaller(req));
    return ok(req);
  });
};
