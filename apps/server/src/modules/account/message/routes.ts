import { messageEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../core/access.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { listMessages, markAllRead, markRead, removeMessages, unreadCount } from './service.ts';

/** `/system/message`: the caller's own inbox (list, unread count, mark read, delete). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).userId;

  route(app, messageEndpoints.list, async (req) => {
    return tablePage(req, await listMessages(db, me(req), req.query, req.lang));
  });
  route(app, messageEndpoints.unreadCount, async (req) => ok(req, await unreadCount(db, me(req))));
  route(app, messageEndpoints.markRead, async (req) => ok(req, await markRead(db, me(req), req.params.messageIds)));
  route(app, messageEndpoints.markAllRead, async (req) => ok(req, await markAllRead(db, me(req))));
  route(app, messageEndpoints.remove, async (req) => ok(req, await removeMessages(db, me(req), req.params.messageIds)));
};
