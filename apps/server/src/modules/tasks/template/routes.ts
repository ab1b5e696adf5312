import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { templateEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { actorOf } from '../task/actor.ts';
import { addTemplate, editTemplate, getTemplate, listTemplates, removeTemplates, templateOptions } from './service.ts';

const actor = (req: FastifyRequest) => actorOf(currentUser(req));
const log = (businessType: number) => ({ title: '任务模板', businessType });

/** Task templates (`system/template`): a seller's saved publish forms. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  route(app, templateEndpoints.list, async (req) => {
    return tablePage(req, await listTemplates(db, actor(req), req.query));
  });

  route(app, templateEndpoints.options, async (req) => ok(req, await templateOptions(db, actor(req))));

  route(app, templateEndpoints.get, async (req) => ok(req, await getTemplate(db, actor(req), req.params.id)));

  route(app, templateEndpoints.add, { config: { log: log(BusinessType.INSERT) } }, async (req) =>
    ok(req, { templateId: await addTemplate(db, actor(req), req.body) }),
  );

  route(app, templateEndpoints.edit, { config: { log: log(BusinessType.UPDATE) } }, async (req) => {
    await editTemplate(db, actor(req), req.body);
    return ok(req);
  });

  route(app, templateEndpoints.remove, { config: { log: log(BusinessType.DELETE) } }, async (req) => {
    await removeTemplates(db, actor(req), req.params.ids);
    return ok(req);
  });
};
