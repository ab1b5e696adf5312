import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { Perm } from '../perms.ts';

export const toolEndpoints = {
  apiDocs: defineEndpoint({
    method: 'GET',
    path: '/v3/api-docs',
    perm: Perm.tool.swagger,
    summary: { zh: 'OpenAPI 接口文档', en: 'OpenAPI document' },
    tags: ['tool'],
    response: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
  }),
};
