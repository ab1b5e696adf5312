import { postEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { postWorkbook } from './export.ts';
import { allPosts, createPost, deletePosts, listPosts, postDetail, updatePost } from './service.ts';

const log = (businessType: number) => ({ log: { title: '岗位管理', businessType } });

/** `/system/post/**`: posts (RuoYi §5.1 Posts). */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const { store } = app.deps;

  route(app, postEndpoints.list, async (req) => {
    return tablePage(req, await listPosts(db, req.query));
  });

  route(app, postEndpoints.export, { config: log(BusinessType.EXPORT) }, async (req, reply) => {
    return sendXlsx(reply, await postWorkbook(db, store, req.lang, await allPosts(db, req.body)));
  });

  route(app, postEndpoints.optionselect, async (req) => ok(req, await allPosts(db, {})));

  route(app, postEndpoints.get, async (req) => ok(req, await postDetail(db, req.params.postId)));

  route(app, postEndpoints.add, { config: log(BusinessType.INSERT) }, async (req) => {
    await createPost(db, currentUser(req), req.body);
    return ok(req);
  });

  route(app, postEndpoints.edit, { config: log(BusinessType.UPDATE) }, async (req) => {
    await updatePost(db, currentUser(req), req.body);
    return ok(req);
  });

  route(app, postEndpoints.remove, { config: log(BusinessType.DELETE) }, async (req) => {
    await deletePosts(db, req.params.postIds);
    return ok(req);
  });
};
