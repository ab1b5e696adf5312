import { Perm, idListSchema, idSchema, templateAddSchema, templateEditSchema, templateListQuerySchema } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { actorOf } from '../task/actor.ts';
import { addTemplate, editTemplate, getTemplate, listTemplates, removeTemplates, templateOptions } from './service.ts';

const actor = (req: FastifyRequest) => actorOf(currentUser(req));
const log = (businessType: number) => ({ title: '任务模板', businessType });

/** Task templates (`system/template`): a seller's saved publish forms. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get('/system/template/list', { config: { perm: Perm.template.list }, schema: { querystring: templateListQuerySchema } }, async (req) => {
    const { rows, total } = await listTemplates(db, actor(req), req.query);
    return table(req, rows, total);
  });

  app.get('/system/template/options', { config: { perm: Perm.template.list } }, async (req) => ok(req, await templateOptions(db, actor(req))));

  app.get('/system/template/:id', { config: { perm: Perm.template.query }, schema: { params: z.object({ id: idSchema }) } }, async (req) =>
    ok(req, await getTemplate(db, actor(req), req.params.id)),
  );

  app.post('/system/template', { config: { perm: Perm.template.add, log: log(BusinessType.INSERT) }, schema: { body: templateAddSchema } }, async (req) =>
    ok(req, { templateId: await addTemplate(db, actor(req), req.body) }),
  );

  app.put('/system/template', { config: { perm: Perm.template.edit, log: log(BusinessType.UPDATE) }, schema: { body: templateEditSchema } }, async (req) => {
    await editTemplate(db, actor(req), req.body);
    return ok(req);
  });

  app.delete('/system/template/:ids', { config: { perm: Perm.template.remove, log: log(BusinessType.DELETE) }, schema: { params: z.object({ ids: idListSchema }) } }, async (req) => {
    await removeTemplates(db, actor(req), req.params.ids);
    return ok(req);
  });
};
