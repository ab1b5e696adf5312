import { Perm, fundListQuerySchema, fundOverviewQuerySchema, idSchema } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { ok, table } from '../../../core/envelope.ts';
import { isSellerOnly } from '../scope.ts';
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

  app.get('/system/fund/list', { config: { perm: Perm.fund.list }, schema: { querystring: fundListQuerySchema } }, async (req) => {
    const { rows, total } = await listFunds(db, req.query, ownerOf(req), req.lang);
    return table(req, rows, total);
  });

  app.get('/system/fund/summary', { config: { perm: Perm.fund.list }, schema: { querystring: fundListQuerySchema } }, async (req) =>
    ok(req, await fundSummary(db, req.query, ownerOf(req))),
  );

  app.get('/system/fund/overview', { config: { perm: Perm.fund.overview }, schema: { querystring: fundOverviewQuerySchema } }, async (req) => {
    const { rows, total, totals } = await fundOverview(db, req.query);
    return { ...table(req, rows, total), totals };
  });

  app.post(
    '/system/fund/export',
    { config: { perm: Perm.fund.export, log: { title: '资金明细', businessType: BusinessType.EXPORT } }, schema: { body: fundListQuerySchema.prefault({}) } },
    async (req, reply) => sendXlsx(reply, await fundWorkbook(db, req.lang, await exportFunds(db, req.body, ownerOf(req), req.lang))),
  );

  app.get('/system/fund/:fundId', { config: { perm: Perm.fund.query }, schema: { params: z.object({ fundId: idSchema }) } }, async (req) =>
    ok(req, await getFund(db, req.params.fundId, ownerOf(req), req.lang)),
  );
};
