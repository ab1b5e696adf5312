import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A response that is a file (a download or an export), not JSON. */
export interface FileResponse {
  file: string;
}
export const fileResponse = (contentType = 'application/octet-stream'): FileResponse => ({ file: contentType });
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One endpoint, described once: the server registers its route from it (method, path, permission,
 * request and response schemas), the OpenAPI document is generated from it, the web calls it.
 * `path` is relative to `/prod-api`, in Fastify's notation (`/system/user/:userId`).
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  /** A permission string, `ANY_USER` or `PUBLIC`. */
  perm: string;
  summary: { zh: string; en: string };
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | FileResponse;
  /**
   * The call may move money (a balance, a frozen amount, a reserved invoiceable amount): after it
   * succeeds a client reads the balances it shows again (the web's request client does it for every
   * such call). Every route the server runs once per `Idempotency-Key` carries it.
   */
  money?: true;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export const isFileResponse = (r: Endpoint['response']): r is FileResponse => !(r instanceof z.ZodType);

/** RuoYi's envelope: every JSON answer carries `code` and `msg`. */
export const envelope = z.object({ code: z.number().int(), msg: z.string() });
/** `{code, msg, data}`. */
export const okOf = <T extends z.ZodType>(data: T) => envelope.extend({ data });
/** `{code, msg, ...fields}`: RuoYi's flat extra fields (`token`, `user`, `roles`…). */
export const okWith = <S extends z.ZodRawShape>(shape: S) => envelope.extend(shape);
/** `{code, msg, rows, total}`: one page of a list. */
export const tableOf = <T extends z.ZodType>(row: T) => envelope.extend({ rows: z.array(row), total: z.number().int() });
/**
 * A list whose total may be estimated: above 10,000 matching rows `total` is the database's estimate
 * and `estimated` is true (the web shows "about N"); below that it is an exact count.
 */
export const estimatedTableOf = <T extends z.ZodType>(row: T) => tableOf(row).extend({ estimated: z.boolean() });
