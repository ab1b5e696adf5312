import { removeToken } from '../utils/auth.ts';
import { feedback } from './feedback.ts';
import { type RequestConfig, RequestError, type RequestOptions, codeMessage, readText, send, t } from './http.ts';
import { SHED_RETRIES, pause, shedWait } from './shed.ts';

export { type FeedbackApi, setFeedbackApi } from './feedback.ts';
export { BASE_URL, buildUrl, DEFAULT_TIMEOUT, type Method, type RequestConfig, RequestError, type RequestErrorKind, type RequestOptions } from './http.ts';
export { serializeParams } from './params.ts';
export { download, downloadGet, saveBlob } from './download.ts';

// ---- session expiry (code 401) -------------------------------------------------------------------

let reloginDialogOpen = false;
let reloginSuppressed = false;
let onSessionExpired: () => Promise<void> | void = () => {
  removeToken();
  window.location.assign('/home');
};

/** While the route guard loads the user, a 401 shows no dialog: the guard handles the failure. */
export function setReloginSuppressed(value: boolean): void {
  reloginSuppressed = value;
}
/** What "log in again" does in the 401 dialog (the user store: log out, then go to /home). */
export function setSessionExpiredHandler(handler: () => Promise<void> | void): void {
  onSessionExpired = handler;
}

function showReloginDialog(): boolean {
  if (reloginSuppressed) return false;
  if (reloginDialogOpen) return true;
  reloginDialogOpen = true;
  feedback().modal.confirm({
    title: t('request.reloginTitle'),
    content: t('request.reloginContent'),
    okText: t('request.relogin'),
    cancelText: t('actions.cancel'),
    onOk: async () => {
      reloginDialogOpen = false;
      await onSessionExpired();
    },
    onCancel: () => {
      reloginDialogOpen = false;
    },
  });
  return true;
}

// ---- envelope handling ---------------------------------------------------------------------------

interface Envelope {
  code?: unknown;
  msg?: unknown;
}

function handleEnvelope<T>(body: T & Envelope, silent: boolean): T {
  const code = typeof body.code === 'number' ? body.code : 200;
  if (code === 200) return body;
  const msg = codeMessage(code, body.msg);
  if (code === 401) {
    const shown = showReloginDialog();
    throw new RequestError(t('request.invalidSession'), 'code', { code, shown });
  }
  if (code === 404) {
    console.error(msg);
    throw new RequestError(msg, 'code', { code });
  }
  if (!silent) {
    if (code === 500) feedback().message.error(msg);
    else if (code === 601) feedback().message.warning(msg);
    else feedback().notification.error({ title: msg });
  }
  throw new RequestError(msg, 'code', { code, shown: !silent });
}

/**
 * The one request client: resolves to the whole JSON body when its `code` is 200 (or absent). A
 * request the server shed is sent again after its `Retry-After` (`shed.ts`); the duplicate-submit
 * guard does not count those sends.
 */
export async function request<T>(cfg: RequestConfig): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await send(attempt === 0 ? cfg : { ...cfg, repeatSubmit: false });
    const text = await readText(response, cfg.silent === true);
    let body: T & Envelope;
    try {
      body = (text ? JSON.parse(text) : {}) as T & Envelope;
    } catch {
      const msg = t('request.code.default');
      if (!cfg.silent) feedback().message.error(msg);
      throw new RequestError(msg, 'parse', { shown: !cfg.silent });
    }
    const wait = attempt < SHED_RETRIES ? shedWait(response, body.code) : undefined;
    if (wait === undefined) return handleEnvelope(body, cfg.silent === true);
    await pause(wait);
  }
}

export const get = <T>(url: string, params?: object, opts?: Omit<RequestOptions, 'params'>) => request<T>({ ...opts, url, method: 'GET', params });
export const post = <T>(url: string, data?: unknown, opts?: RequestOptions) => request<T>({ ...opts, url, method: 'POST', data });
export const put = <T>(url: string, data?: unknown, opts?: RequestOptions) => request<T>({ ...opts, url, method: 'PUT', data });
export const del = <T>(url: string, opts?: RequestOptions) => request<T>({ ...opts, url, method: 'DELETE' });

/** Multipart upload (`form` holds the file fields); no duplicate guard. */
export const upload = <T>(url: string, form: FormData, opts?: RequestOptions) => request<T>({ ...opts, url, method: 'POST', data: form, repeatSubmit: false });
