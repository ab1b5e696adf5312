import { staffEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { t } from '../../../core/i18n.ts';
import { addStaff, editStaff, getStaff, listStaff, removeStaff } from './service.ts';

const log = (businessType: number) => ({ title: '客服管理', businessType });

/** `/system/staff`: staff members (accounts holding role `service`) and their profiles. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  route(app, staffEndpoints.list, async (req) => {
    return tablePage(req, await listStaff(db, req.query));
  });

  route(app, staffEndpoints.get, async (req) => ok(req, await getStaff(db, req.params.id)));

  route(app, staffEndpoints.add, { config: { log: log(BusinessType.INSERT) } }, async (req) => ({
    ...ok(req, await addStaff(db, currentUser(req).userName, req.body)),
    msg: t(req, 'staff.saved'),
  }));

  route(app, staffEndpoints.edit, { config: { log: log(BusinessType.UPDATE) } }, async (req) => ({
    ...ok(req, await editStaff(db, currentUser(req).userName, req.body)),
    msg: t(req, 'staff.saved'),
  }));

  route(app, staffEndpoints.remove, { config: { log: log(BusinessType.DELETE) } }, async (req) => {
    await removeStaff(db, req.params.ids);
    return { ...ok(req), msg: t(req, 'staff.deleted') };
  });
};
