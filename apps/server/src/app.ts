import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatMessage, isMessageKey } from '@ceping/contract';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import { type Config, limitsOf } from './config.ts';
import { type RouteEntry, registerAccess } from './core/access.ts';
import { registerFileRoutes } from './core/download.ts';
import { endpointSerializerCompiler } from './core/endpoint.ts';
import { AppError, databaseFailure } from './core/errors.ts';
import { registerFormBody } from './core/formbody.ts';
import { requestLang } from './core/i18n.ts';
import { registerIdempotency } from './core/idempotency.ts';
import { registerOperLog } from './core/oper-log.ts';
import { registerLoadShedding } from './core/overload.ts';
import { registerReasonablePaging } from './core/paging.ts';
import { registerBodyGuard, registerSecurityHeaders } from './core/security.ts';
import { Sessions } from './core/session.ts';
import { type Store, StoreUnavailableError } from './core/store.ts';
import { FileTooLargeError, MAX_FILE_BYTES } from './core/upload.ts';
import type { Database } from './db/client.ts';
import { loadSessionAccess } from './modules/auth/index.ts';
import { registerModules } from './modules/index.ts';
import { registerHttpMetrics } from './modules/monitor/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  store: Store;
  jwtSecret: string;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    sessions: Sessions;
    routeTable: RouteEntry[];
  }
}

/** Replaces the values of secret query parameters (`pwd`, `password`…) in a logged url. */
export function maskQuerySecrets(url: string): string {
  return url.replace(/([?&](?:pwd|password|oldPwd|newPwd|payPwd|oldPassword|newPassword)=)[^&#]*/gi, '$1******');
}

/**
 * Translates the first zod issue: a message key of the catalogue, else "invalid <field>", else (an
 * issue about the whole body or query, which has no field name) the generic invalid-request message.
 */
function validationMessage(err: FastifyError, lang: 'zh-CN' | 'en-US'): string {
  const first = err.validation?.[0] as { message?: string; instancePath?: string; params?: { issue?: { message?: string; path?: PropertyKey[] } } } | undefined;
  const raw = first?.params?.issue?.message ?? first?.message ?? '';
  if (isMessageKey(raw)) return formatMessage(lang, raw);
  const field = (first?.params?.issue?.path ?? []).map(String).join('.') || (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return field ? formatMessage(lang, 'validation.field', field) : formatMessage(lang, 'error.badRequest');
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            // `POST /system/pwd/check?pwd=` carries a secret in its query string; request logs never show it.
            serializers: { req: (r: FastifyRequest) => ({ method: r.method, url: maskQuerySecrets(r.url), host: r.host, remoteAddress: r.ip }) },
          },
    trustProxy: deps.config.trustProxy.length ? deps.config.trustProxy : false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { querystringParser: (s) => qs.parse(s, { depth: 2, arrayLimit: 100, parameterLimit: 200 }) as Record<string, unknown> },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.decorate('deps', deps);
  app.decorate('sessions', new Sessions(deps.store, deps.jwtSecret, (userId) => loadSessionAccess(deps.database.db, userId)));
  app.decorate('routeTable', [] as RouteEntry[]);
  app.setValidatorCompiler(validatorCompiler);
  // Replies are encoded by their endpoint's response schema (a reply serializer would override it).
  app.setSerializerCompiler(endpointSerializerCompiler);
  app.decorateRequest('lang', 'zh-CN');
  // Hooks that never wait are written with `done`: fastify then skips a promise per hook and request.
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = requestLang(req);
    done();
  });

  // Load shedding runs first, before any work is spent on a request it refuses.
  await registerLoadShedding(app, limitsOf(deps.config));
  registerSecurityHeaders(app);
  registerFileRoutes(app);
  registerAccess(app, app.sessions, app.routeTable);
  registerIdempotency(app, deps.database.db);
  registerOperLog(app, deps.database.db);
  registerHttpMetrics(app);
  registerFormBody(app);
  registerBodyGuard(app);
  registerReasonablePaging(app);

  app.setErrorHandler((error: unknown, req, reply) => {
    const lang = req.lang ?? 'zh-CN';
    if (error instanceof AppError) {
      return reply.status(200).send({ code: error.code, msg: formatMessage(lang, error.key, ...error.args) });
    }
    if (error instanceof StoreUnavailableError) {
      req.log.error({ err: error }, 'store unavailable');
      return reply.status(200).send({ code: 500, msg: formatMessage(lang, 'error.unavailable') });
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(200).send({ code: 500, msg: validationMessage(err, lang) });
    }
    // Without the limiter's Retry-After: that header on a code-500 envelope means "shed before it ran,
    // send it again" to the web client (core/overload.ts), which a refusal by the limit is not.
    if (err.statusCode === 429)
      return reply
        .status(200)
        .removeHeader('retry-after')
        .send({ code: 500, msg: formatMessage(lang, 'error.tooMany') });
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      const limitMb = error instanceof FileTooLargeError ? error.limitMb : MAX_FILE_BYTES / 1024 / 1024;
      return reply.status(413).send({ code: 500, msg: formatMessage(lang, 'error.fileTooLarge', limitMb) });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.status(413).send({ code: 500, msg: formatMessage(lang, 'error.bodyTooLarge') });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' && /prototype|constructor/i.test(err.message)) {
      return reply.status(200).send({ code: 500, msg: formatMessage(lang, 'validation.forbiddenKey') });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(200).send({ code: 500, msg: formatMessage(lang, 'error.badRequest') });
    }
    // The database cannot be reached or ran out of time (store failures arrive as StoreUnavailableError above).
    const db = databaseFailure(err);
    if (db) {
      req.log.warn({ err: { message: err.message, code: err.code } }, `database ${db}`);
      return reply.status(200).send({ code: 500, msg: formatMessage(lang, db === 'busy' ? 'error.busy' : 'error.unavailable') });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(200).send({ code: 500, msg: formatMessage(lang, 'error.internal') });
  });

  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 20 } });
  await app.register(registerModules, { prefix: '/prod-api' });

  const dist = deps.config.webDist;
  const spa = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  if (spa) {
    // Files are looked up per request (a rebuilt web app is served without a restart).
    await app.register(fastifyStatic, {
      root: dist,
      index: 'index.html',
      wildcard: true,
      cacheControl: false,
      // The web build writes .br and .gz beside each text asset (apps/web/scripts/compress.mjs); they
      // are sent to browsers that accept them, so nothing is compressed per request.
      preCompressed: true,
      // Hashed build assets never change; the page itself is always revalidated.
      setHeaders: (res, file) => res.header('Cache-Control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const file = req.url.split('?')[0];
    // Client-side routes of the single-page app get index.html (history fallback).
    if (spa && req.method === 'GET' && !file.startsWith('/prod-api/') && !/\.[a-z0-9]{2,5}$/i.test(file)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, msg: formatMessage(req.lang, 'error.notFound') });
  });
  return app;
}
