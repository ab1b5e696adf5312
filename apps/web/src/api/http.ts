import i18n, { currentLanguage } from '../i18n/index.ts';
import { getToken } from '../utils/auth.ts';
import { feedback } from './feedback.ts';
import { serializeParams } from './params.ts';
import { checkRepeat } from './repeatSubmit.ts';
import { BASE_URL } from './base.ts';
import { takeEarly } from './early.ts';

export { BASE_URL } from './base.ts';
export const DEFAULT_TIMEOUT = 100_000;
const TRANSPORT_ERROR_SECONDS = 5;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestConfig {
  url: string;
  method?: Method;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  /** `false`: send no Authorization header (login, register, captcha). */
  isToken?: boolean;
  /** `false`: skip the duplicate-submit guard for this POST/PUT. */
  repeatSubmit?: boolean;
  timeout?: number;
  /** Show no toast or notification for this call (it still rejects). The 401 dialog still appears. */
  silent?: boolean;
}
export type RequestOptions = Omit<RequestConfig, 'url' | 'method' | 'data'>;

export type RequestErrorKind = 'code' | 'network' | 'timeout' | 'http' | 'repeat' | 'parse';

/** Every rejection of the request client. `shown` tells whether the user already saw the message. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly code?: number;
  readonly shown: boolean;
  constructor(message: string, kind: RequestErrorKind, options: { code?: number; shown?: boolean } = {}) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = options.code;
    this.shown = options.shown ?? false;
  }
}

export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'common', ...options });

/** Text for a body code: the fixed client text wins for 401/403/404, then the server's msg. */
export function codeMessage(code: number, serverMsg: unknown): string {
  if (code === 401 || code === 403 || code === 404) return t(`request.code.${code}`);
  return typeof serverMsg === 'string' && serverMsg ? serverMsg : t('request.code.default');
}

// ---- transport -----------------------------------------------------------------------------------

export function buildUrl(url: string, params?: object): string {
  const path = `${BASE_URL}${url.startsWith('/') ? url : `/${url}`}`;
  const query = serializeParams(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function transportError(kind: 'network' | 'timeout' | 'http', silent: boolean, status?: number): RequestError {
  const text = kind === 'network' ? t('request.network') : kind === 'timeout' ? t('request.timeout') : t('request.httpStatus', { code: status });
  if (!silent) feedback().message.error({ content: text, duration: TRANSPORT_ERROR_SECONDS });
  return new RequestError(text, kind, { code: status, shown: !silent });
}

/** The body of a response as text; a body cut off (the page being left, the network failing) is a transport error. */
export async function readText(response: Response, silent: boolean): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw transportError('network', silent);
  }
}

/** `response`, or a rejection once `signal` aborts (the timeout of an answer asked earlier). */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    response.then(resolve, reject);
  });
}

/** Sends one request and returns the HTTP response when its status is 2xx; shows transport errors. */
export async function send(cfg: RequestConfig): Promise<Response> {
  const method = cfg.method ?? 'GET';
  const silent = cfg.silent === true;
  const lang = currentLanguage();
  const headers: Record<string, string> = { 'Accept-Language': lang, 'Content-Language': lang, ...cfg.headers };
  // One key per call (a user's submit): the server runs money requests once per key and answers a
  // repeat with the first answer, so a resend after a lost reply never charges twice.
  if (method !== 'GET') headers['Idempotency-Key'] ??= crypto.randomUUID();
  if (cfg.isToken !== false) {
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (cfg.data instanceof FormData || typeof cfg.data === 'string') body = cfg.data;
  else if (cfg.data !== undefined) {
    body = JSON.stringify(cfg.data);
    headers['Content-Type'] ??= 'application/json;charset=utf-8';
  }
  if ((method === 'POST' || method === 'PUT') && cfg.repeatSubmit !== false && !(cfg.data instanceof FormData)) {
    const verdict = checkRepeat(cfg.url, cfg.data);
    if (verdict === 'unchecked') console.warn(t('request.repeatUnchecked'));
    if (verdict === 'repeat') {
      const text = t('request.repeatSubmit');
      console.warn(`[${cfg.url}]: ${text}`);
      if (!silent) feedback().message.warning(text);
      throw new RequestError(text, 'repeat', { shown: !silent });
    }
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, cfg.timeout ?? DEFAULT_TIMEOUT);
  // getInfo / getRouters may have been asked already, before this code was loaded (api/early.ts)
  const asked = method === 'GET' && cfg.params === undefined ? takeEarly(cfg.url, cfg.isToken !== false ? getToken() : undefined, lang) : undefined;
  let response: Response;
  try {
    response = await (asked
      ? untilAborted(asked, controller.signal)
      : fetch(buildUrl(cfg.url, cfg.params), { method, headers, body, signal: controller.signal }));
  } catch {
    throw transportError(timedOut ? 'timeout' : 'network', silent);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw transportError('http', silent, response.status);
  return response;
}
