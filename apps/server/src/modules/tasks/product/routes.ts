import { idSchema } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { productEndpoints } from '@ceping/contract';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { actorOf } from '../task/actor.ts';
import { repricedMessage } from '../task/messages.ts';
import { addProduct, editProduct, getProduct, listProducts, removeProduct } from './service.ts';

const actor = (req: FastifyRequest) => actorOf(currentUser(req));
const log = (businessType: number) => ({ title: '匹配商品', businessType });
const _idParams = z.object({ id: idSchema });

/** Matched products (`system/product`); changes re-price their pending task. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  route(app, productEndpoints.list, async (req) => {
    return tablePage(req, await listProducts(db, actor(req), req.query));
  });

  route(app, productEndpoints.get, async (req) => ok(req, await getProduct(db, actor(req), req.params.id)));

  route(app, productEndpoints.add, { config: { log: log(BusinessType.INSERT) } }, async (req) => {
    const res = await addProduct(db, actor(req), req.body);
    return { ...ok(req, res), msg: repricedMessage(req.lang, res.amount) };
  });

  route(app, productEndpoints.edit, { config: { log: log(BusinessType.UPDATE) } }, async (req) => {
    const res = await editProduct(db, actor(req), req.body);
    return { ...ok(req, res), msg: repricedMessage(req.lang, res.amount) };
  });

  route(app, productEndpoints.remove, { config: { log: log(BusinessType.DELETE) } }, async (req) => {
    const res = await removeProduct(db, actor(req), req.params.id);
    return { ...ok(req, res), msg: repricedMessage(req.lang, res.amount) };
  });
};
