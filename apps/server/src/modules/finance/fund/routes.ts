import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { fundEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { ok, table, tablePage } from '../../../core/envelope.ts';
import { isSellerOnly } from '../../system/user/index.ts';
import { fundWorkbook } from './export.ts';
import { exportFunds, fundOverview, fundSummary, getFund, listFunds } from './service.ts';

/** A seller only ever reads its own ledger (a parent seller not its sub-accounts' either). */
const ownerOf = (req: FastifyRequest) => {
  const u = currentUser(req);
  return isSellerOnly(u) ? u.userId : undefined;
};

/** `/system/fund`: the ledger (immutable rows), its summary, export and per-seller overview. */
export const fundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, fundEndpoints.list, async (req) => {
    return tablePage(req, await listFunds(db, req.query, ownerOf(req), req.lang));
  });

  route(app, fundEndpoints.summary, async (req) => ok(req, await fundSummary(db, req.query, ownerOf(req))));

  route(app, fundEndpoints.overview, async (req) => {
    const { rows, total, totals } = await fundOverview(db, req.query);
    return { ...table(req, rows, total), totals };
  });

  route(app, fundEndpoints.export, { config: { log: { title: '资金明细', businessType: BusinessType.EXPORT } } }, async (req, reply) =>
    sendXlsx(reply, await fundWorkbook(db, req.lang, await exportFunds(db, req.body, ownerOf(req), req.lang))),
  );

  route(app, fundEndpoints.get, async (req) => ok(req, await getFund(db, req.params.fundId, ownerOf(req), req.lang)));
};
