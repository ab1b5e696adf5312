import type { RouterVo } from '@ceping/contract';

/** Route metadata: the server's RouterVo meta plus the client-only keys of fixed routes. */
export interface RouteMetaInfo {
  title: string;
  icon?: string | null;
  noCache?: boolean;
  link?: string | null;
  /** Pinned tag that cannot be closed. */
  affix?: boolean;
  /** Menu entry to highlight for a hidden page. */
  activeMenu?: string;
  /** `false` hides the entry from the breadcrumb. */
  breadcrumb?: boolean;
  /** The page needs one of these permissions (else /401). */
  permissions?: string[];
}

/** A menu entry as the server (RouterVo) and the fixed routes give it, with the richer meta. */
export interface MenuRoute extends Omit<RouterVo, 'meta' | 'children'> {
  meta?: RouteMetaInfo;
  children?: MenuRoute[];
}

export interface Crumb {
  path: string;
  title: string;
  redirect?: string;
}

/** The parts of a menu entry (a `MenuRoute`, or a looser test or legacy shape) that the shell reads. */
export interface MenuMeta {
  title?: string | null;
  icon?: string | null;
  noCache?: boolean;
  link?: string | null;
  affix?: boolean;
  activeMenu?: string | null;
  breadcrumb?: boolean;
}

export interface MenuNode {
  path: string;
  name?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  component?: string;
  /** JSON text of default query parameters. */
  query?: string;
  meta?: MenuMeta | null;
  children?: MenuNode[];
}

/** A menu entry with its absolute path, flattened out of the tree. */
export interface FlatMenu {
  fullPath: string;
  route: MenuNode;
  /** Titles from the top level down to this entry. */
  chain: { path: string; title: string; redirect?: string }[];
}

/** A web, mail or phone address rather than a path of the console. */
export function isExternal(path: string | null | undefined): boolean {
  return typeof path === 'string' && /^(https?:|mailto:|tel:)/i.test(path);
}

/** Joins a child path onto its parent's like `path.resolve`: absolute and external paths win. */
export function resolvePath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (isExternal(base)) return base;
  if (path.startsWith('/')) return normalize(path);
  if (!path) return normalize(base || '/');
  return normalize(`${base}/${path}`);
}

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (!part || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

export function visibleChildren(route: MenuNode): MenuNode[] {
  return (route.children ?? []).filter((c) => !c.hidden);
}

/** Parses a menu's `query` JSON into search params; bad JSON gives none. */
export function parseQuery(query: string | undefined): Record<string, string> {
  if (!query) return {};
  try {
    const value: unknown = JSON.parse(query);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = String(v);
    return out;
  } catch {
    return {};
  }
}

/** `path` + `?query` for navigation. */
export function withQuery(path: string, query: string | undefined): string {
  const params = new URLSearchParams(parseQuery(query)).toString();
  return params ? `${path}?${params}` : path;
}

/** Every entry of the tree (hidden ones included) by absolute path, with its title chain. */
export function flattenMenus(routes: readonly MenuNode[], base = '', parents: FlatMenu['chain'] = []): FlatMenu[] {
  const out: FlatMenu[] = [];
  for (const route of routes) {
    const fullPath = resolvePath(base || '/', route.path);
    const title = route.meta?.title;
    const chain = title ? [...parents, { path: fullPath, title, redirect: route.redirect }] : parents;
    out.push({ fullPath, route, chain });
    if (route.children?.length) out.push(...flattenMenus(route.children, fullPath, chain));
  }
  return out;
}

/** The title of the menu entry at `path`, if any. */
export function findMenu(routes: readonly MenuNode[], path: string): FlatMenu | undefined {
  return flattenMenus(routes).find((m) => m.fullPath === path && m.route.meta?.title);
}
