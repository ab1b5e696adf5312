import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type MiddlewareFunction, matchRoutes, type RouteObject, redirect, replace, type UIMatch, useMatches } from 'react-router';
import { feedback } from '../api/feedback.ts';
import { RequestError, setReloginSuppressed } from '../api/request.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { useSettingsStore } from '../stores/settings.ts';
import { LOCK_PAGE, useLockStore } from '../stores/lock.ts';
import { useUserStore } from '../stores/user.ts';
import { getToken } from '../utils/auth.ts';
import { HOME_PATH, LOGIN_PATHS, normalizePath, safeRedirect } from '../utils/redirect.ts';
import type { RouteHandle } from './dynamicRoutes.ts';
import { generateRoutes, loadLayout } from './loadRoutes.ts';

export { HOME_PATH, LOGIN_PATHS, safeRedirect };

/** Paths open without a token. */
export const WHITE_LIST = ['/', '/login', '/user/login', '/register', '/auth-redirect', '/bind'];

export function isWhiteListed(path: string): boolean {
  return WHITE_LIST.includes(normalizePath(path));
}

/** Starts loading the view of the page route matching `path` (the navigation that follows finds it loaded). */
function preloadView(pages: RouteObject[], path: string): void {
  for (const match of matchRoutes(pages, path) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The route guard (runs before every navigation's loaders):
 * - no token: white-listed paths pass, everything else goes to `/login?redirect=<full path>`;
 * - token on the login page: to /home;
 * - token but no roles yet: load the user and the menu routes, add them to the router, then retry
 *   the navigation; if the server refuses, log out, show the error and go to /login; if a call got no
 *   answer, keep the session and fail the navigation (the error view offers a reload).
 */
export const guard: MiddlewareFunction = async ({ request }) => {
  const url = new URL(request.url);
  const path = normalizePath(url.pathname);
  const fullPath = `${url.pathname}${url.search}`;
  if (!getToken()) {
    if (isWhiteListed(path)) return;
    throw redirect(`/login?redirect=${encodeURIComponent(fullPath)}`);
  }
  if (LOGIN_PATHS.includes(path)) throw redirect(HOME_PATH);
  if (isWhiteListed(path)) return;
  // a locked screen shows only the lock page, also after a reload; an unlocked one never shows it
  const locked = useLockStore.getState().locked;
  if (locked && path !== LOCK_PAGE) throw redirect(LOCK_PAGE);
  if (!locked && path === LOCK_PAGE) throw redirect(HOME_PATH);
  if (useUserStore.getState().roles.length > 0) return;

  setReloginSuppressed(true);
  try {
    // The user, the menus and the shell's code are fetched side by side; the page's view starts
    // loading as soon as the menus name it.
    void loadLayout().catch(() => undefined);
    const [info, routes] = await Promise.allSettled([
      useUserStore.getState().getInfo(),
      generateRoutes().then((pages) => {
        preloadView(pages, url.pathname);
        return pages;
      }),
    ]);
    if (info.status === 'rejected') throw info.reason;
    if (routes.status === 'rejected') throw routes.reason;
  } catch (error) {
    setReloginSuppressed(false);
    // A call that got no answer (the page is being left, which aborts it, or the network failed) says
    // nothing about the session: keep it and show the failure with a reload (the root's error view),
    // instead of ending a good session (a reload during this load used to sign the user out).
    if (error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout')) throw error;
    await useUserStore.getState().logout();
    usePermissionStore.getState().reset();
    if (!(error instanceof RequestError && error.shown)) feedback().message.error(errorText(error));
    throw redirect('/login');
  }
  setReloginSuppressed(false);
  // The new routes only match on a fresh navigation to the same place.
  throw replace(fullPath);
};

/** Title of the deepest matched route that has one. */
export function matchTitle(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as Partial<RouteHandle> | undefined;
    if (handle?.meta?.title) return handle.meta.title;
  }
  return undefined;
}

/** Keeps `document.title` in step with the route: `<page> - <site>` when dynamic titles are on. */
export function DocumentTitle() {
  const matches = useMatches();
  const { t } = useTranslation('common');
  const dynamicTitle = useSettingsStore((s) => s.dynamicTitle);
  const siteTitle = useSettingsStore((s) => s.title) || t('appTitle');
  // Route titles are re-localized in place: re-render when the menus are rebuilt.
  usePermissionStore((s) => s.version);
  const page = matchTitle(matches);
  useEffect(() => {
    document.title = dynamicTitle && page ? `${page} - ${siteTitle}` : siteTitle;
  }, [dynamicTitle, page, siteTitle]);
  return null;
}
