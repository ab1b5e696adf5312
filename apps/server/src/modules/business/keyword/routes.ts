import { Perm, idSchema, keywordEditSchema, keywordListQuerySchema } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { actorOf } from '../task/actor.ts';
import { getKeyword, listKeywords, saveKeywords } from './service.ts';

const actor = (req: FastifyRequest) => actorOf(currentUser(req));

/** Keyword allocations of tasks (`system/keyword`). */
export const keywordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get('/system/keyword/list', { config: { perm: Perm.keyword.list }, schema: { querystring: keywordListQuerySchema } }, async (req) => {
    const { rows, total } = await listKeywords(db, actor(req), req.query);
    return table(req, rows, total);
  });

  app.get('/system/keyword/:id', { config: { perm: Perm.keyword.query }, schema: { params: z.object({ id: idSchema }) } }, async (req) =>
    ok(req, await getKeyword(db, actor(req), req.params.id)),
  );

  app.put('/system/keyword', { config: { perm: Perm.keyword.edit, log: { title: '关键词分配', businessType: BusinessType.UPDATE } }, schema: { body: keywordEditSchema } }, async (req) => {
    await saveKeywords(db, actor(req), req.body);
    return ok(req);
  });
};
