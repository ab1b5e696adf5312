import { Perm, idSchema, productAddSchema, productEditSchema, productListQuerySchema } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { actorOf } from '../task/actor.ts';
import { repricedMessage } from '../task/money.ts';
import { addProduct, editProduct, getProduct, listProducts, removeProduct } from './service.ts';

const actor = (req: FastifyRequest) => actorOf(currentUser(req));
const log = (businessType: number) => ({ title: '匹配商品', businessType });
const idParams = z.object({ id: idSchema });

/** Matched products (`system/product`); changes re-price their pending task. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get('/system/product/list', { config: { perm: Perm.product.list }, schema: { querystring: productListQuerySchema } }, async (req) => {
    const { rows, total } = await listProducts(db, actor(req), req.query);
    return table(req, rows, total);
  });

  app.get('/system/product/:id', { config: { perm: Perm.product.query }, schema: { params: idParams } }, async (req) => ok(req, await getProduct(db, actor(req), req.params.id)));

  app.post('/system/product', { config: { perm: Perm.product.add, log: log(BusinessType.INSERT) }, schema: { body: productAddSchema } }, async (req) => {
    const res = await addProduct(db, actor(req), req.body);
    return { ...ok(req, res), msg: repricedMessage(req.lang, res.amount) };
  });

  app.put('/system/product', { config: { perm: Perm.product.edit, log: log(BusinessType.UPDATE) }, schema: { body: productEditSchema } }, async (req) => {
    const res = await editProduct(db, actor(req), req.body);
    return { ...ok(req, res), msg: repricedMessage(req.lang, res.amount) };
  });

  app.delete('/system/product/:id', { config: { perm: Perm.product.remove, log: log(BusinessType.DELETE) }, schema: { params: idParams } }, async (req) => {
    const res = await removeProduct(db, actor(req), req.params.id);
    return { ...ok(req, res), msg: repricedMessage(req.lang, res.amount) };
  });
};
