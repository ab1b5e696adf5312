import type { FastifyPluginAsync } from 'fastify';
import { invitationRoutes } from './invitation/routes.ts';
import { messageRoutes } from './message/routes.ts';

/** The seller's own account: invitations and the message inbox. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(invitationRoutes);
  await app.register(messageRoutes);
};
