import { PUBLIC } from '@ceping/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness plus a round trip to the database and the shared store. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { perm: PUBLIC } }, async (_req, reply) => {
    const check = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return 'up';
      } catch {
        return 'down';
      }
    };
    const database = await check(() => app.deps.database.db.execute(sql`select 1`));
    const store = await check(() => app.deps.store.get('health'));
    const status = database === 'up' && store === 'up' ? 'UP' : 'DOWN';
    if (status !== 'UP') reply.status(503);
    return { status, database: `${app.deps.database.kind}:${database}`, store: `${app.deps.store.kind}:${store}` };
  });
};
