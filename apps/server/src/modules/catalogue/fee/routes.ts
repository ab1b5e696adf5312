import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { feeEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { addFee, editFee, getFee, listFees, removeFees } from './service.ts';

const TITLE = '增值服务价格';

/** `/system/fee`: value-added service prices per region; `userId` null rows are the defaults. */
export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, feeEndpoints.list, async (req) => {
    return tablePage(req, await listFees(db, req.query));
  });

  route(app, feeEndpoints.get, async (req) => ok(req, await getFee(db, req.params.feeId)));

  route(app, feeEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) =>
    ok(req, await addFee(db, req.body, currentUser(req).userName)),
  );

  route(app, feeEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editFee(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, feeEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeFees(db, req.params.feeIds);
    return ok(req);
  });
};
