import { BASE_URL } from './base.ts';

/**
 * The first calls of a session, sent before the console's code is in: at the start with a session
 * cookie, and right after signing in. The request client takes each answer once, for the same path,
 * token and language, while it is fresh; otherwise it asks again.
 */
export const EARLY_PATHS = ['/getInfo', '/getRouters'] as const;
const MAX_AGE_MS = 30_000;

interface Early {
  token: string;
  lang: string;
  at: number;
  response: Promise<Response>;
}

const early = new Map<string, Early>();

export function fetchSessionEarly(token: string, lang: string): void {
  for (const path of EARLY_PATHS) {
    const response = fetch(`${BASE_URL}${path}`, {
      headers: { 'Accept-Language': lang, 'Content-Language': lang, Authorization: `Bearer ${token}` },
    });
    // A failure is the request client's to report, when it takes the answer.
    response.catch(() => undefined);
    early.set(path, { token, lang, at: Date.now(), response });
  }
}

/** The early answer to `GET path` for this token and language (given once; none when absent, other or stale). */
export function takeEarly(path: string, token: string | undefined, lang: string): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  if (entry.token !== token || entry.lang !== lang || Date.now() - entry.at > MAX_AGE_MS) return undefined;
  return entry.response;
}
