import type { FastifyInstance } from 'fastify';
import { fail } from './errors.ts';

/** Security headers on every response (SECURITY.md: CSP, nosniff, frame-ancestors, Referrer-Policy). */
export function registerSecurityHeaders(app: FastifyInstance) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src * data: blob:',
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'same-origin');
    if (!reply.getHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    return payload;
  });
}

/** Rejects `__proto__`/`constructor`/`prototype` keys anywhere in a JSON body. */
export function hasForbiddenKeys(value: unknown, depth = 0): boolean {
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const k of Object.keys(value)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') return true;
    if (hasForbiddenKeys((value as Record<string, unknown>)[k], depth + 1)) return true;
  }
  return false;
}

/** Refuses requests whose body or query carries a `__proto__`/`constructor`/`prototype` key, before validation. */
export function registerBodyGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (hasForbiddenKeys(req.body) || hasForbiddenKeys(req.query)) throw fail('validation.forbiddenKey');
  });
}
