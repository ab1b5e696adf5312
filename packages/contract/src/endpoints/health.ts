import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PUBLIC } from '../perms.ts';

export const healthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/health',
    perm: PUBLIC,
    summary: { zh: '存活检查', en: 'Liveness' },
    tags: ['health'],
    response: z.object({ status: z.string(), uptime: z.number() }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    perm: PUBLIC,
    summary: { zh: '就绪检查', en: 'Readiness' },
    tags: ['health'],
    response: z.object({ status: z.string(), database: z.string(), store: z.string() }),
  }),
};
