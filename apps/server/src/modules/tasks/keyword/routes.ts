import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { keywordEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { actorOf } from '../task/actor.ts';
import { getKeyword, listKeywords, saveKeywords } from './service.ts';

const actor = (req: FastifyRequest) => actorOf(currentUser(req));

/** Keyword allocations of tasks (`system/keyword`). */
export const keywordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  route(app, keywordEndpoints.list, async (req) => {
    return tablePage(req, await listKeywords(db, actor(req), req.query));
  });

  route(app, keywordEndpoints.get, async (req) => ok(req, await getKeyword(db, actor(req), req.params.id)));

  route(app, keywordEndpoints.edit, { config: { log: { title: '关键词分配', businessType: BusinessType.UPDATE } } }, async (req) => {
    await saveKeywords(db, actor(req), req.body);
    return ok(req);
  });
};
