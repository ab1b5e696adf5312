import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../core/endpoint.ts';
import { healthEndpoints } from '@ceping/contract';

/**
 * `GET /health` is liveness: the process runs and its event loop answers (a supervisor restarts it
 * when this fails). `GET /ready` is readiness: a round trip to the database and to the shared store,
 * 503 while either cannot serve (a load balancer sends no traffic then; the process stays up and
 * recovers by itself). Neither waits behind the admission gate.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, healthEndpoints.get, async () => ({ status: 'UP', uptime: Math.round(process.uptime()) }));

  route(app, healthEndpoints.ready, async (_req, reply) => {
    const check = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return 'up';
      } catch {
        return 'down';
      }
    };
    const [database, store] = await Promise.all([check(() => app.deps.database.db.execute(sql`select 1`)), check(() => app.deps.store.get('health'))]);
    const status = database === 'up' && store === 'up' ? 'UP' : 'DOWN';
    if (status !== 'UP') reply.status(503);
    return { status, database: `${app.deps.database.kind}:${database}`, store: `${app.deps.store.kind}:${store}` };
  });
};
