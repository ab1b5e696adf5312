/** The login screens (a redirect never goes back to them). */
export const LOGIN_PATHS = ['/login', '/user/login'];
export const HOME_PATH = '/home';

export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** `/login?redirect=` target: only a same-origin absolute path (not `//host`, no backslash). */
export function safeRedirect(target: string | null | undefined, fallback = HOME_PATH): string {
  if (!target?.startsWith('/') || target.startsWith('//')) return fallback;
  if (/[\\\s]/.test(target) || [...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return LOGIN_PATHS.includes(normalizePath(url.pathname)) ? fallback : path;
  } catch {
    return fallback;
  }
}
