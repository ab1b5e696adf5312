import { Perm, feeBodySchema, feeEditSchema, feeListQuerySchema, idListSchema, idSchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { addFee, editFee, getFee, listFees, removeFees } from './service.ts';

const TITLE = '增值服务价格';

/** `/system/fee`: value-added service prices per region; `userId` null rows are the defaults. */
export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/system/fee/list', { config: { perm: Perm.fee.list }, schema: { querystring: feeListQuerySchema } }, async (req) => {
    const { rows, total } = await listFees(db, req.query);
    return table(req, rows, total);
  });

  app.get('/system/fee/:feeId', { config: { perm: Perm.fee.query }, schema: { params: z.object({ feeId: idSchema }) } }, async (req) => ok(req, await getFee(db, req.params.feeId)));

  app.post('/system/fee', { config: { perm: Perm.fee.add, log: { title: TITLE, businessType: BusinessType.INSERT } }, schema: { body: feeBodySchema } }, async (req) =>
    ok(req, await addFee(db, req.body, currentUser(req).userName)),
  );

  app.put('/system/fee', { config: { perm: Perm.fee.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: feeEditSchema } }, async (req) => {
    await editFee(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.delete(
    '/system/fee/:feeIds',
    { config: { perm: Perm.fee.remove, log: { title: TITLE, businessType: BusinessType.DELETE } }, schema: { params: z.object({ feeIds: idListSchema }) } },
    async (req) => {
      await removeFees(db, req.params.feeIds);
      return ok(req);
    },
  );
};
