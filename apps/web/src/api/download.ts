import { feedback } from './feedback.ts';
import { codeMessage, RequestError, send, t } from './http.ts';
import { serializeParams } from './params.ts';

/** Saves a blob under `filename` through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

function headerFilename(response: Response): string | undefined {
  const value = response.headers.get('download-filename');
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A JSON answer instead of a file is an error envelope: show its message. */
async function showJsonError(blob: Blob): Promise<void> {
  let code = 500;
  let msg: unknown;
  try {
    const body = JSON.parse(await blob.text()) as { code?: unknown; msg?: unknown };
    if (typeof body.code === 'number') code = body.code;
    msg = body.msg;
  } catch {
    msg = undefined;
  }
  feedback().message.error(codeMessage(code, msg));
}

async function fetchFile(init: () => Promise<Response>, filename: string): Promise<boolean> {
  const hide = feedback().message.loading(t('request.downloading'), 0);
  try {
    const response = await init();
    const blob = await response.blob();
    if (blob.type.includes('application/json')) {
      await showJsonError(blob);
      return false;
    }
    saveBlob(blob, headerFilename(response) ?? filename);
    return true;
  } catch (error) {
    if (!(error instanceof RequestError && error.shown)) feedback().message.error(t('request.downloadFailed'));
    return false;
  } finally {
    hide();
  }
}

/**
 * Export download: a form-urlencoded POST (nested `params[beginTime]` kept) answered with a file.
 * Resolves `true` when the file was saved; errors are shown to the user and resolve `false`.
 */
export function download(url: string, params: object, filename: string): Promise<boolean> {
  return fetchFile(
    () =>
      send({
        url,
        method: 'POST',
        data: serializeParams(params),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        repeatSubmit: false,
      }),
    filename,
  );
}

/** GET download; the server's `download-filename` header, when present, names the file. */
export function downloadGet(url: string, params: object, filename: string): Promise<boolean> {
  return fetchFile(() => send({ url, method: 'GET', params }), filename);
}
