import type { LoginBanner, LoginBody } from '@ceping/contract';
import { BASE_URL } from '../../api/base.ts';
import { SHED_RETRIES, pause, shedWait } from '../../api/shed.ts';
import i18n, { currentLanguage } from '../../i18n/core.ts';

/**
 * The three calls of the login page with `fetch` alone (no request client, contract schemas or query
 * cache: those load with the console). Same paths, bodies and headers as the request client;
 * messages in the interface language.
 */

const CAPTCHA_TIMEOUT = 20_000;
const LOGIN_TIMEOUT = 100_000;

export interface CaptchaInfo {
  captchaEnabled?: boolean;
  registerEnabled?: boolean;
  uuid?: string;
  img?: string;
}

/** A refused or failed call; `message` is what the user is shown. */
export class LoginCallError extends Error {
  readonly code?: number;
  constructor(message: string, code?: number) {
    super(message);
    this.name = 'LoginCallError';
    this.code = code;
  }
}

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'common', ...options });

/** The client's text for a body code (as the request client: fixed texts for 401/403/404, else the server's msg). */
function codeMessage(code: number, msg: unknown): string {
  if (code === 401 || code === 403 || code === 404) return t(`request.code.${code}`);
  return typeof msg === 'string' && msg ? msg : t('request.code.default');
}

interface SendInit {
  method: 'GET' | 'POST';
  body?: unknown;
  timeout: number;
  lang?: string;
}

async function sendOnce(path: string, init: SendInit): Promise<{ response: Response; data: Record<string, unknown> }> {
  const lang = init.lang ?? currentLanguage();
  const headers: Record<string, string> = { 'Accept-Language': lang, 'Content-Language': lang };
  if (init.method === 'POST') {
    headers['Idempotency-Key'] = crypto.randomUUID();
    headers['Content-Type'] = 'application/json;charset=utf-8';
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeout);
  let response: Response;
  try {
    response = await fetch(`${BASE_URL}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
    });
  } catch {
    throw new LoginCallError(timedOut ? t('request.timeout') : t('request.network'));
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new LoginCallError(t('request.httpStatus', { code: response.status }), response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new LoginCallError(t('request.code.default'));
  }
  if (!body || typeof body !== 'object') throw new LoginCallError(t('request.code.default'));
  return { response, data: body as Record<string, unknown> };
}

/** One call; a request the server shed is sent again after its `Retry-After` (as the request client does). */
async function send(path: string, init: SendInit): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt++) {
    const { response, data } = await sendOnce(path, init);
    const code = typeof data.code === 'number' ? data.code : 200;
    if (code === 200) return data;
    const wait = attempt < SHED_RETRIES ? shedWait(response, code) : undefined;
    if (wait === undefined) throw new LoginCallError(codeMessage(code, data.msg), code);
    await pause(wait);
  }
}

/** `GET /captchaImage`: the captcha and the registration flag. */
export async function fetchCaptcha(): Promise<CaptchaInfo> {
  const data = await send('/captchaImage', { method: 'GET', timeout: CAPTCHA_TIMEOUT });
  return {
    captchaEnabled: typeof data.captchaEnabled === 'boolean' ? data.captchaEnabled : undefined,
    registerEnabled: data.registerEnabled === true,
    uuid: typeof data.uuid === 'string' ? data.uuid : undefined,
    img: typeof data.img === 'string' ? data.img : undefined,
  };
}

/** `POST /login` (user name trimmed): the session token. */
export async function postLogin(body: LoginBody): Promise<string> {
  const data = await send('/login', { method: 'POST', body: { ...body, username: body.username.trim() }, timeout: LOGIN_TIMEOUT });
  if (typeof data.token !== 'string' || data.token === '') throw new LoginCallError(t('request.code.default'));
  return data.token;
}

/** `GET /system/carousel/banners`: the banners of the site the address names, titles in `lang`; a failure or an odd answer is none. */
export async function fetchBanners(lang: string): Promise<LoginBanner[]> {
  try {
    const data = (await send('/system/carousel/banners', { method: 'GET', timeout: LOGIN_TIMEOUT, lang })).data;
    return Array.isArray(data) ? (data as LoginBanner[]).filter((b) => typeof b?.image === 'string' && b.image !== '') : [];
  } catch {
    return [];
  }
}
