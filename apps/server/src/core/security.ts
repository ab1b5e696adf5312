import type { FastifyInstance } from 'fastify';
import { hasInvalidChars } from '@ceping/contract';
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
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'same-origin');
    if (!reply.getHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    done(null, payload);
  });
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type InputProblem = 'validation.forbiddenKey' | 'validation.invalidChars';

/**
 * The first problem of a parsed body, query or path: a `__proto__`/`constructor`/`prototype` key, or
 * a key or string holding NUL or a lone surrogate (see `hasInvalidChars`). The walk uses its own
 * stack, so a body nested thousands of levels deep is scanned to its bottom without recursion.
 */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: unknown[] = [value];
  let invalid = false;
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (hasInvalidChars(v)) invalid = true;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return 'validation.forbiddenKey';
      if (hasInvalidChars(k)) invalid = true;
      stack.push((v as Record<string, unknown>)[k]);
    }
  }
  return invalid ? 'validation.invalidChars' : null;
}

/**
 * Refuses, before validation, any request whose body, query or path parameters carry a forbidden key
 * or text that is not text (NUL, lone surrogates). One guard for every route, so a field no schema
 * checks (an unknown key, a JSON key, a route's own string) can never reach the database with them.
 */
export function registerBodyGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    const problem = inputProblem(req.body) ?? inputProblem(req.query) ?? inputProblem(req.params);
    done(problem ? fail(problem) : undefined);
  });
}
