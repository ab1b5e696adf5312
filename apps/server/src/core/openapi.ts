import { ANY_USER, type Endpoint, type Lang, PUBLIC, isFileResponse } from '@ceping/contract';
import { z } from 'zod';
import type { RouteEntry } from './access.ts';

type JsonSchema = Record<string, unknown>;

/** The wire side of a schema (what travels: a date as its string), in JSON Schema 2020-12 as OpenAPI 3.1 uses. */
const jsonSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
};
/** The answer's side: what the server writes (`io: 'input'` of a codec is its wire string). */
const responseSchema = jsonSchema;

/** `/system/user/:userId` → `/system/user/{userId}`; a trailing `*` becomes `{path}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

function parameters(e: Endpoint): JsonSchema[] {
  const out: JsonSchema[] = [];
  const from = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return;
    const s = jsonSchema(schema);
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((s.required ?? []) as string[]);
    for (const [name, p] of Object.entries(props)) {
      out.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: p,
        ...(p.type === 'object' ? { style: 'deepObject', explode: true } : {}),
      });
    }
  };
  from(e.params, 'path');
  from(e.query, 'query');
  if (e.path.endsWith('*')) out.push({ name: 'path', in: 'path', required: true, schema: { type: 'string' } });
  return out;
}

/**
 * The OpenAPI 3.1 document of the registered routes, from their endpoint descriptions: summaries in
 * `lang`, the permission each needs (`x-permission`), request and response schemas.
 */
export function openApiDocument(routes: RouteEntry[], lang: Lang): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const r of routes) {
    const e = r.endpoint;
    if (!e) continue;
    const path = openApiPath(r.url.replace(/^\/prod-api/, ''));
    const response = isFileResponse(e.response)
      ? { description: 'file', content: { [e.response.file]: { schema: { type: 'string', format: 'binary' } } } }
      : {
          description: 'RuoYi envelope (HTTP 200; `code` tells success from failure)',
          content: { 'application/json': { schema: responseSchema(e.response) } },
        };
    const op: JsonSchema = {
      operationId: `${r.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[/\-*](\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: lang === 'en-US' ? e.summary.en : e.summary.zh,
      tags: [...e.tags],
      'x-permission': e.perm,
      parameters: parameters(e),
      responses: { 200: response },
      ...(e.perm === PUBLIC ? { security: [] } : {}),
    };
    if (e.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(e.body) } } };
    const item = paths[path] ?? {};
    item[r.method.toLowerCase()] = op;
    paths[path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: lang === 'en-US' ? 'Ceping API' : 'Ceping 接口',
      version: '1.0',
      description:
        lang === 'en-US'
          ? `Every answer is RuoYi's envelope with HTTP 200. x-permission: the permission a route needs, '${ANY_USER}' for any signed-in user, '${PUBLIC}' for none.`
          : `所有接口按 RuoYi 约定以 HTTP 200 返回 {code, msg}。x-permission：所需权限，'${ANY_USER}' 表示任何登录用户，'${PUBLIC}' 表示无需登录。`,
    },
    servers: [{ url: '/prod-api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
