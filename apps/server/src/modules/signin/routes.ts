import { signInEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access.ts';
import { route } from '../../core/endpoint.ts';
import { ok } from '../../core/envelope.ts';
import { t } from '../../core/i18n.ts';
import { signIn, signInInfo } from './service.ts';

/** `/system/signIn`: the caller's daily check-in (home dashboard). */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, signInEndpoints.info, async (req) => ok(req, await signInInfo(db, currentUser(req).userId)));

  route(app, signInEndpoints.signIn, async (req) => {
    const info = await signIn(db, currentUser(req).userId);
    return { ...ok(req, info), msg: t(req, 'signIn.done', info.streak) };
  });
};
