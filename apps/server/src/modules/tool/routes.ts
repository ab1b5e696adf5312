import { toolEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../core/endpoint.ts';
import { openApiDocument } from '../../core/openapi.ts';

/** System tools: `GET /v3/api-docs`, the OpenAPI document (RuoYi's springdoc path) for the 系统接口 screen. */
export const toolRoutes: FastifyPluginAsyncZod = async (app) => {
  // The route table is complete once the app is ready; the document is built once per language.
  const docs = new Map<string, ReturnType<typeof openApiDocument>>();
  route(app, toolEndpoints.apiDocs, async (req) => {
    const doc = docs.get(req.lang) ?? openApiDocument(app.routeTable, req.lang);
    docs.set(req.lang, doc);
    return doc;
  });
};
