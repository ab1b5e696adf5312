import { type ComponentType, createElement } from 'react';
import { data, type LoaderFunctionArgs, Navigate, type RouteObject, redirect } from 'react-router';
import InnerLink from '../layout/InnerLink.tsx';
import { type Crumb, isExternal, type MenuRoute, type RouteMetaInfo, resolvePath } from '../utils/menuTree.ts';
import { hasPermiOr } from '../stores/permissionCheck.ts';

/** `handle` of every page route (read it with `useMatches()`). */
export interface RouteHandle {
  name?: string;
  meta: RouteMetaInfo;
  hidden: boolean;
  /** The menu's default query (JSON text), if any. */
  query?: string;
  /** Titled ancestors and the page itself, outermost first. */
  crumbs: Crumb[];
}

type ViewModule = { default: ComponentType };

/** Every view file, lazily: `system/user/index` → `views/system/user/index.tsx`. */
const views = import.meta.glob<ViewModule>(['../views/**/*.tsx', '!../views/**/components/**']);

export function viewLoader(component: string): (() => Promise<ViewModule>) | undefined {
  const key = component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.tsx$/, '');
  return views[`../views/${key}.tsx`] ?? views[`../views/${key}/index.tsx`];
}

/** Route `lazy` for a view; a component path without a file renders the 404 page. */
export function lazyView(component: string): NonNullable<RouteObject['lazy']> {
  return async () => {
    const load = viewLoader(component) ?? viewLoader('error/404');
    if (!load) throw new Error(`view not found: ${component}`);
    const mod = await load();
    return { Component: mod.default };
  };
}

// Handles are kept per route id and updated in place, so a language change re-titles the routes the
// router already holds (the router does not replace a patched route with the same id).
const handles = new Map<string, RouteHandle>();

function handleFor(id: string, fresh: RouteHandle): RouteHandle {
  const existing = handles.get(id);
  if (!existing) {
    handles.set(id, fresh);
    return fresh;
  }
  for (const key of Object.keys(existing) as (keyof RouteHandle)[]) delete existing[key];
  return Object.assign(existing, fresh);
}

/** A path parameter with RuoYi's constraint syntax, `:userId(\\d+)`. */
const CONSTRAINED_PARAM = /:(\w+)\(([^/]+)\)(?=\/|$)/g;

/**
 * Splits `…/role/:userId(\\d+)` into the router path `…/role/:userId` and the patterns its
 * parameters must match whole (React Router has no pattern syntax of its own).
 */
export function splitParamPatterns(path: string): { path: string; patterns: [string, RegExp][] } {
  const patterns: [string, RegExp][] = [];
  const plain = path.replace(CONSTRAINED_PARAM, (_all, name: string, pattern: string) => {
    try {
      patterns.push([name, new RegExp(`^(?:${pattern})$`)]);
    } catch {
      // not a valid pattern: the parameter takes any value
    }
    return `:${name}`;
  });
  return { path: plain, patterns };
}

/**
 * The page route's loader: a parameter outside its pattern is a page that does not exist (a 404
 * the root error page shows as the not-found page), then a missing permission sends to /401.
 */
function pageLoader(patterns: [string, RegExp][], permissions: string[] | undefined): RouteObject['loader'] {
  if (patterns.length === 0 && !permissions?.length) return undefined;
  return ({ params }: LoaderFunctionArgs) => {
    if (patterns.some(([name, re]) => !re.test(params[name] ?? ''))) throw data(null, { status: 404, statusText: 'Not Found' });
    if (permissions?.length && !hasPermiOr(permissions)) return redirect('/401');
    return null;
  };
}

const CONTAINERS = new Set(['Layout', 'ParentView']);

/**
 * Turns a menu tree into flat page routes with absolute paths (all pages render inside the one
 * Layout route; `Layout`/`ParentView` containers add nothing but their path and title).
 * External links get no route; a container's real `redirect` becomes a redirect route.
 */
export function toRouteObjects(menus: readonly MenuRoute[], idPrefix: string): RouteObject[] {
  const out: RouteObject[] = [];
  const seen = new Set<string>();
  const pending: { path: string; to: string }[] = [];

  const walk = (items: readonly MenuRoute[], parentPath: string, crumbs: Crumb[]) => {
    for (const item of items) {
      if (isExternal(item.path)) continue;
      const { path, patterns } = splitParamPatterns(resolvePath(parentPath, item.path));
      const title = item.meta?.title ?? '';
      const trail = title ? [...crumbs, { path, title, redirect: item.redirect }] : crumbs;
      if (item.children && item.children.length > 0) {
        walk(item.children, path, trail);
        if (item.redirect && item.redirect !== 'noRedirect') pending.push({ path, to: item.redirect });
        continue;
      }
      const component = item.component ?? 'Layout';
      if (CONTAINERS.has(component) || seen.has(path)) continue;
      seen.add(path);
      const id = `${idPrefix}:${path}`;
      const meta: RouteMetaInfo = { ...item.meta, title };
      const handle = handleFor(id, { name: item.name, meta, hidden: item.hidden, query: item.query, crumbs: trail });
      const route: RouteObject = { id, path, handle };
      if (component === 'InnerLink') route.element = createElement(InnerLink);
      else route.lazy = lazyView(component);
      const loader = pageLoader(patterns, meta.permissions);
      if (loader) route.loader = loader;
      out.push(route);
    }
  };
  walk(menus, '/', []);

  for (const { path, to } of pending) {
    if (seen.has(path)) continue;
    seen.add(path);
    // an absolute target redirects in the loader, before anything renders (the shell may still be loading)
    if (to.startsWith('/')) out.push({ id: `${idPrefix}:${path}`, path, loader: () => redirect(to) });
    else out.push({ id: `${idPrefix}:${path}`, path, element: createElement(Navigate, { to, replace: true }) });
  }
  return out;
}
