import { type Endpoint, isFileResponse } from '@ceping/contract';
import type { z } from 'zod';
import { type EndpointKeyInput, endpointKey as keyOf, resourceKey } from './keys.ts';
import { moneyMoved } from './money.ts';
import { serializeParams } from './params.ts';
import { type RequestOptions, del, download, downloadGet, get, post, put, upload } from './request.ts';

/**
 * Calls described once in `@ceping/contract`'s endpoints: the path, method and shapes come from the
 * description, so no screen writes a path string or a response type. Query keys come from the same
 * description (see {@link endpointKey}).
 */

type Shape<S> = S extends z.ZodType ? S : never;
/** Path parameters: numbers or strings; an array is joined with commas (`/system/fee/1,2,3`). */
type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType
  ? { [K in keyof z.output<Shape<E['params']>>]: string | number | readonly (string | number)[] }
  : never;
/** Query: the decoded form (numbers, strings; the server coerces) or the wire form (`roleIds: '2,3'`). Every field optional, as in RuoYi. */
type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? (Partial<z.output<Shape<E['query']>>> | Partial<z.input<Shape<E['query']>>>) & Record<string, unknown>
  : never;
type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<Shape<E['body']>> : never;

/** What a call of `E` takes: only the parts the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: ParamsOf<E> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : { body?: never });

/** The JSON an endpoint answers, as it travels (dates and money as strings: the input side of the response schema). */
export type EndpointResult<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : never;

/** Fills `:name` segments of a description's path. */
export function endpointPath(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter ${name}`);
    return (Array.isArray(value) ? value : [value]).map((v) => encodeURIComponent(String(v))).join(',');
  });
}

/** A path with the query in its string (an upload's). */
function withQuery(url: string, query: object | undefined): string {
  const text = serializeParams(query);
  return text ? `${url}?${text}` : url;
}

/** The query of a POST, PUT or DELETE travels as the request option `params` (the client appends it to the path). */
const withParams = (options: RequestOptions | undefined, query: object | undefined): RequestOptions | undefined =>
  query === undefined ? options : { ...options, params: query };

/** Arguments as a hand-written call gives them: no trailing `undefined`s (tests that mock a helper see the same call). */
function args<A extends unknown[]>(...list: A): A {
  while (list.length > 1 && list[list.length - 1] === undefined) list.pop();
  return list;
}

/**
 * Calls a JSON endpoint through the one request client (envelope handling, 401 dialog, duplicate
 * guard), by its method's helper: `get(path, query)`, `post|put(path, body, { params: query })`, `del(path)`.
 */
export function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {} as EndpointInput<E>, options?: RequestOptions): Promise<EndpointResult<E>> {
  if (isFileResponse(endpoint.response)) throw new Error(`${endpoint.method} ${endpoint.path} answers a file: use callDownload`);
  // A call that may move money: once it succeeded, whatever shows a balance reads it again (api/money.ts).
  if (endpoint.money)
    return send(endpoint, input, options).then((result) => {
      moneyMoved();
      return result;
    });
  return send(endpoint, input, options);
}

function send<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: RequestOptions | undefined): Promise<EndpointResult<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const path = endpointPath(endpoint, params);
  type R = EndpointResult<E>;
  switch (endpoint.method) {
    case 'GET':
      return get<R>(...args(path, query, options));
    case 'POST':
      return post<R>(...args(path, body, withParams(options, query)));
    case 'PUT':
      return put<R>(...args(path, body, withParams(options, query)));
    case 'DELETE':
      return del<R>(...args(path, withParams(options, query)));
  }
}

/** Sends a multipart form (`form` holds the file fields) to an upload endpoint; its query travels in the path. */
export function callUpload<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, form: FormData, options?: RequestOptions): Promise<EndpointResult<E>> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: object };
  return upload<EndpointResult<E>>(...args(withQuery(endpointPath(endpoint, params), query), form, options));
}

/** Calls an endpoint that answers a file (an export or a download) and saves it as `filename`. */
export function callDownload<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, filename: string): Promise<boolean> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: object };
  const url = endpointPath(endpoint, params);
  return endpoint.method === 'GET' ? downloadGet(url, query ?? {}, filename) : download(url, body ?? query ?? {}, filename);
}

/**
 * The TanStack Query key of a call: the endpoint's first tag (its resource), its path, then the input.
 * Invalidating `resourceKey(endpoint)` refreshes every cached call of that resource (list, detail…).
 */
export function endpointKey<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): readonly unknown[] {
  return keyOf(endpoint, input as EndpointKeyInput);
}

export { resourceKey };
