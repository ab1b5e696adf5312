import { statementEndpoints } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { statementListWorkbook, statementWorkbook } from './export.ts';
import {
  confirmStatement,
  disputeStatement,
  exportStatements,
  generateStatements,
  getStatement,
  listStatements,
  settleStatement,
  statementCallerOf,
  statementForExport,
  statementLines,
} from './service.ts';

const caller = (req: FastifyRequest) => statementCallerOf(currentUser(req));
const log = (businessType: number) => ({ config: { log: { title: '对账单', businessType } } });
const UPDATE = log(BusinessType.UPDATE);

/** `/system/statement` (`system/table order`): finance generates and settles; the owner confirms or disputes. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, statementEndpoints.list, async (req) => {
    return tablePage(req, await listStatements(db, req.query, caller(req)));
  });
  route(app, statementEndpoints.export, log(BusinessType.EXPORT), async (req, reply) =>
    sendXlsx(reply, await statementListWorkbook(db, req.lang, await exportStatements(db, req.body, caller(req)))),
  );
  route(app, statementEndpoints.generate, log(BusinessType.INSERT), async (req) => ok(req, await generateStatements(db, req.body, currentUser(req).userName)));
  route(app, statementEndpoints.get, async (req) => ok(req, await getStatement(db, req.params.id, caller(req))));
  route(app, statementEndpoints.lines, async (req) => {
    return tablePage(req, await statementLines(db, req.params.id, req.query, caller(req)));
  });
  route(app, statementEndpoints.exportOne, log(BusinessType.EXPORT), async (req, reply) => {
    const { detail, lines } = await statementForExport(db, req.params.id, caller(req));
    return sendXlsx(reply, await statementWorkbook(db, req.lang, detail, lines));
  });
  route(app, statementEndpoints.confirm, UPDATE, async (req) => ok(req, await confirmStatement(db, req.params.id, caller(req))));
  route(app, statementEndpoints.dispute, UPDATE, async (req) => ok(req, await disputeStatement(db, req.params.id, req.body.reason, caller(req))));
  route(app, statementEndpoints.settle, UPDATE, async (req) => ok(req, await settleStatement(db, req.params.id, caller(req))));
};
