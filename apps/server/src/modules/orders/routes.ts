import { type OrderResult, formatMessage, ordersEndpoints } from '@ceping/contract';
import Decimal from 'decimal.js';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../core/access.ts';
import { sendXlsx } from '../../core/download.ts';
import { route } from '../../core/endpoint.ts';
import { ok, table, tablePage } from '../../core/envelope.ts';
import { t } from '../../core/i18n.ts';
import { createOrder } from './create.ts';
import { actorOf, yuan } from './deps.ts';
import { commentOrder, editOrder } from './edit.ts';
import { ordersWorkbook } from './export.ts';
import { exportOrders, getOrder, getOrderByNo, listOrders, orderHistory } from './query.ts';
import { staffRoutes } from './staff/routes.ts';
import { charts3, chartsIndex, orderTotals } from './stats.ts';
import { cancelOrder, completeOrder, flagException, removeOrders, resolveOrder, settleOrder, shipOrder } from './transitions.ts';

const actor = (req: FastifyRequest) => actorOf(currentUser(req));
const log = (businessType: number) => ({ title: '订单管理', businessType });
const UPDATE = log(BusinessType.UPDATE);

/** The message of a completion: what the settlement refunded or charged, that it waits for approval, or that nothing moved. */
function completedMessage(req: FastifyRequest, r: OrderResult): string {
  if (r.settleStatus === 'awaiting') return t(req, 'order.completed.awaiting', yuan(req.lang, r.settleDiff ?? 0));
  const amount = new Decimal(r.amount);
  if (amount.gt(0)) return t(req, 'order.completed.refund', yuan(req.lang, amount));
  if (amount.lt(0)) return t(req, 'order.completed.charge', yuan(req.lang, amount));
  return t(req, 'order.completed');
}

/** `/system/orders`: orders, their reviews, transitions, settlement approval, history, figures and export. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  route(app, ordersEndpoints.list, async (req) => {
    return tablePage(req, await listOrders(db, actor(req), req.query));
  });

  route(app, ordersEndpoints.export, { config: { log: log(BusinessType.EXPORT) } }, async (req, reply) =>
    sendXlsx(reply, await ordersWorkbook(db, req.lang, await exportOrders(db, actor(req), req.body))),
  );

  route(app, ordersEndpoints.getOneBy, async (req) => ok(req, await getOrderByNo(db, actor(req), req.query.orderNo, req.query.platform)));

  route(app, ordersEndpoints.history, async (req) => ok(req, await orderHistory(db, actor(req), req.query, req.lang)));

  route(app, ordersEndpoints.chartsIndex, async (req) => ok(req, await chartsIndex(db, actor(req))));

  route(app, ordersEndpoints.charts3, async (req) => ok(req, await charts3(db, actor(req), req.query)));

  route(app, ordersEndpoints.total, async (req) => {
    const { rows, total, totals } = await orderTotals(db, actor(req), req.query);
    return { ...table(req, rows, total), totals };
  });

  route(app, ordersEndpoints.get, async (req) => ok(req, await getOrder(db, actor(req), req.params.id)));

  route(app, ordersEndpoints.add, { config: { idempotent: true, log: log(BusinessType.INSERT) } }, async (req) => {
    const res = await createOrder(db, actor(req), req.body);
    return { ...ok(req, res), msg: t(req, 'order.created', res.remainQuantity ?? 0) };
  });

  route(app, ordersEndpoints.edit, { config: { log: UPDATE } }, async (req) => ({
    ...ok(req, await editOrder(db, actor(req), req.body)),
    msg: t(req, 'order.edited'),
  }));

  route(app, ordersEndpoints.comment, { config: { log: UPDATE } }, async (req) => {
    const res = await commentOrder(db, actor(req), req.body);
    return { ...ok(req, res), msg: t(req, req.body.evaluateStatus === '1' ? 'order.commented' : 'order.commentedNone') };
  });

  route(app, ordersEndpoints.complete, { config: { idempotent: true, log: UPDATE } }, async (req) => {
    const res = await completeOrder(db, actor(req), req.body.id, req.body.actuallyPay);
    return { ...ok(req, res), msg: completedMessage(req, res) };
  });

  route(app, ordersEndpoints.ship, { config: { log: UPDATE } }, async (req) => ({
    ...ok(req, await shipOrder(db, actor(req), req.params.id)),
    msg: t(req, 'order.shipped'),
  }));

  route(app, ordersEndpoints.cancel, { config: { idempotent: true, log: UPDATE } }, async (req) => {
    const res = await cancelOrder(db, actor(req), req.params.id);
    const refund = new Decimal(res.amount);
    return { ...ok(req, res), msg: refund.gt(0) ? t(req, 'order.cancelled.refund', yuan(req.lang, refund)) : t(req, 'order.cancelled') };
  });

  route(app, ordersEndpoints.exception, { config: { log: UPDATE } }, async (req) => ({
    ...ok(req, await flagException(db, actor(req), req.params.id, req.body.reason)),
    msg: t(req, 'order.exceptionFlagged'),
  }));

  route(app, ordersEndpoints.resolve, { config: { idempotent: true, log: UPDATE } }, async (req) => {
    const res = await resolveOrder(db, actor(req), req.params.id, req.body);
    const state = formatMessage(req.lang, `order.status.${res.orderStatus}`);
    return { ...ok(req, res), msg: res.orderStatus === '2' ? completedMessage(req, res) : t(req, 'order.resolved', state) };
  });

  route(app, ordersEndpoints.settle, { config: { secondPassword: true, idempotent: true, log: UPDATE } }, async (req) => {
    const res = await settleOrder(db, actor(req), req.params.id, req.body);
    return { ...ok(req, res), msg: req.body.approve ? t(req, 'order.settle.approved', yuan(req.lang, res.amount)) : t(req, 'order.settle.rejected') };
  });

  route(app, ordersEndpoints.remove, { config: { log: log(BusinessType.DELETE) } }, async (req) => {
    await removeOrders(db, actor(req), req.params.ids);
    return { ...ok(req), msg: t(req, 'order.deleted') };
  });

  await app.register(staffRoutes);
};
