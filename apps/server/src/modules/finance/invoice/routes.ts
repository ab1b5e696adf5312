import { invoiceEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { ownerOf } from '../money-docs.ts';
import { invoiceWorkbook } from './export.ts';
import {
  cancelInvoice,
  exportInvoices,
  getInvoice,
  invoiceableFor,
  issueInvoice,
  listInvoices,
  rejectInvoice,
  requestInvoice,
  takeInvoice,
  voidInvoice,
} from './service.ts';

const TITLE = '发票管理';
const log = (businessType: number) => ({ log: { title: TITLE, businessType } });
const UPDATE = log(BusinessType.UPDATE);

/** `/system/invoice`: sellers request and withdraw their invoices; finance takes, issues, rejects and voids them. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { dataDir } = app.deps.config;

  route(app, invoiceEndpoints.list, async (req) => {
    return tablePage(req, await listInvoices(db, req.query, ownerOf(currentUser(req))));
  });
  route(app, invoiceEndpoints.invoiceable, async (req) => ok(req, await invoiceableFor(db, ownerOf(currentUser(req)), req.query.userId)));
  route(app, invoiceEndpoints.export, { config: log(BusinessType.EXPORT) }, async (req, reply) =>
    sendXlsx(reply, await invoiceWorkbook(db, req.lang, await exportInvoices(db, req.body, ownerOf(currentUser(req))))),
  );
  route(app, invoiceEndpoints.get, async (req) => ok(req, await getInvoice(db, req.params.id, ownerOf(currentUser(req)))));
  // A repeated request (same Idempotency-Key) reserves the amount once.
  route(app, invoiceEndpoints.add, { config: { ...log(BusinessType.INSERT), idempotent: true } }, async (req) =>
    ok(req, await requestInvoice(db, currentUser(req), req.body)),
  );
  route(app, invoiceEndpoints.take, { config: UPDATE }, async (req) => ok(req, await takeInvoice(db, req.params.id, currentUser(req).userName)));
  route(app, invoiceEndpoints.issue, { config: UPDATE }, async (req) =>
    ok(req, await issueInvoice(db, dataDir, req.params.id, req.body, currentUser(req).userName)),
  );
  route(app, invoiceEndpoints.reject, { config: UPDATE }, async (req) =>
    ok(req, await rejectInvoice(db, req.params.id, req.body.reason, currentUser(req).userName)),
  );
  route(app, invoiceEndpoints.void, { config: UPDATE }, async (req) =>
    ok(req, await voidInvoice(db, req.params.id, req.body.reason, currentUser(req).userName)),
  );
  route(app, invoiceEndpoints.cancel, { config: UPDATE }, async (req) => ok(req, await cancelInvoice(db, req.params.id, currentUser(req))));
};
