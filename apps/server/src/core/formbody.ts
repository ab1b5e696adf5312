import type { FastifyInstance } from 'fastify';
import qs from 'qs';

/**
 * Parses `application/x-www-form-urlencoded` bodies (RuoYi's export requests post their list filters
 * this way) with the same `qs` limits as query strings, so `params[beginTime]` arrives nested.
 * `qs` drops `__proto__`-style keys. Register once on the root instance, before the API modules.
 */
export function registerFormBody(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => {
    try {
      done(null, qs.parse(String(body), { depth: 2, arrayLimit: 100, parameterLimit: 200 }));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
