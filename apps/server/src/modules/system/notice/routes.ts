import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { noticeEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { addNotice, editNotice, getNotice, listNotices, markAllRead, markOneRead, readUsers, removeNotices, topNotices } from './service.ts';

const TITLE = '通知公告';

/** `/system/notice/**` (RuoYi §5.1 Notices, 3.9.2): management, the navbar's top list and read records. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, noticeEndpoints.list, async (req) => {
    return tablePage(req, await listNotices(db, currentUser(req), req.query));
  });

  route(app, noticeEndpoints.listTop, async (req) => {
    const { rows, unreadCount } = await topNotices(db, currentUser(req));
    return ok(req, rows, { unreadCount });
  });

  route(app, noticeEndpoints.markRead, async (req) => {
    await markOneRead(db, currentUser(req), req.query.noticeId);
    return ok(req);
  });

  route(app, noticeEndpoints.markReadAll, async (req) => {
    await markAllRead(db, currentUser(req), req.query.ids);
    return ok(req);
  });

  route(app, noticeEndpoints.readUsers, async (req) => {
    return tablePage(req, await readUsers(db, req.query));
  });

  route(app, noticeEndpoints.get, async (req) => ok(req, await getNotice(db, currentUser(req), req.params.noticeId)));

  route(app, noticeEndpoints.add, { config: { log: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    await addNotice(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, noticeEndpoints.edit, { config: { log: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    await editNotice(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  route(app, noticeEndpoints.remove, { config: { log: { title: TITLE, businessType: BusinessType.DELETE } } }, async (req) => {
    await removeNotices(db, req.params.noticeIds);
    return ok(req);
  });
};
