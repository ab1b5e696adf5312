import { type Endpoint, isFileResponse } from '@ceping/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  onRequestHookHandler,
} from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serializeReply } from './envelope.ts';
import { compileEncoder, encodeReply } from './serializer.ts';

type In<S> = S extends z.ZodType ? z.output<S> : unknown;
/** The request a handler of endpoint `E` receives: params, query and body typed by its schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Params: In<E['params']>; Querystring: In<E['query']>; Body: In<E['body']> }>;
/**
 * A handler of endpoint `E`. What it returns is checked at run time by the response schema (the
 * serializer encodes it: dates given as `Date` leave in the wire format); payload rows are declared
 * loosely (`looseObject`), which the server's row interfaces cannot be checked against at compile time.
 */
export type EndpointHandler<E extends Endpoint> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<unknown>;

/** Everything a route may add to its description: operation log, second password, rate limit, a hook. */
export interface RouteOptions {
  config?: Omit<FastifyContextConfig, 'perm'> & Record<string, unknown>;
  onRequest?: onRequestHookHandler;
}

/** The endpoint each registered route was made from, by `METHOD url` (the OpenAPI document reads it). */
export const endpointOf = new WeakMap<object, Map<string, Endpoint>>();

/**
 * Registers the route of an endpoint description: method, path, permission, request schemas and the
 * response schema the reply is encoded and checked with (see {@link endpointSerializerCompiler}).
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, a: RouteOptions | EndpointHandler<E>, b?: EndpointHandler<E>): void {
  const options = typeof a === 'function' ? {} : a;
  const handler = (typeof a === 'function' ? a : b) as EndpointHandler<E>;
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (!isFileResponse(endpoint.response)) schema.response = { 200: endpoint.response };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...options.config, perm: endpoint.perm, endpoint },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler: handler as never,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The description the route was registered from (`route()`). */
    endpoint?: Endpoint;
  }
}

const isZod = (s: unknown): s is z.ZodType => s instanceof z.ZodType;

/** True for a RuoYi answer that is not a success (an error, a refusal, a "busy"): written as is. */
const isNotSuccess = (data: unknown) => typeof data === 'object' && data !== null && 'code' in data && (data as { code: unknown }).code !== 200;

/**
 * Serializes replies of routes with a response schema. A RuoYi answer that is not a success
 * (`code` other than 200) is the plain envelope and is written as is. A success is encoded through
 * the schema (dates become `yyyy-MM-dd HH:mm:ss`, undeclared fields of strict objects are dropped)
 * by the encoder compiled from it once, here, at route registration (`core/serializer.ts`). One
 * that does not match its schema is a bug: zod's `safeEncode` is run for the error, it throws, the
 * error handler logs it and answers "internal error".
 */
export const endpointSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!isZod(schema)) return (data: unknown) => serializeReply(data);
  const zodEncode = (data: unknown) => {
    const result = z.safeEncode(schema, data as never);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return serializeReply(result.data);
  };
  const zodDecode = (text: string) => {
    const result = z.safeDecode(schema, JSON.parse(text) as never);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };
  const { encode } = compileEncoder(schema);
  return (data: unknown) => {
    if (isNotSuccess(data)) return serializeReply(data);
    return encodeReply(encode, zodEncode, data, zodDecode);
  };
};
