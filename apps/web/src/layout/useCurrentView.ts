import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { usePermissionStore } from '../stores/permission.ts';
import type { TagView } from '../stores/tagsView.ts';
import type { MenuMeta } from '../utils/menuTree.ts';

/** A breadcrumb step carried by a route handle (titled ancestors, outermost first). */
export interface HandleCrumb {
  path: string;
  title: string;
  redirect?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the meta of a route handle shaped `{ meta: {...} }` or `{ title, ... }`. */
export function handleMeta(handle: unknown): MenuMeta | undefined {
  if (!isObject(handle)) return undefined;
  if (isObject(handle.meta)) return handle.meta as MenuMeta;
  if (typeof handle.title === 'string') return handle as MenuMeta;
  return undefined;
}

export function handleName(handle: unknown): string | undefined {
  return isObject(handle) && typeof handle.name === 'string' ? handle.name : undefined;
}

export function handleCrumbs(handle: unknown): HandleCrumb[] | undefined {
  if (!isObject(handle) || !Array.isArray(handle.crumbs)) return undefined;
  return handle.crumbs.filter((c): c is HandleCrumb => isObject(c) && typeof c.path === 'string' && typeof c.title === 'string');
}

export interface CurrentView {
  path: string;
  fullPath: string;
  name?: string;
  meta: MenuMeta;
  /** Breadcrumb steps of the innermost route that carries them (empty when none does). */
  crumbs: HandleCrumb[];
}

/**
 * The page at `location` given the handles of its matched routes (outermost first): the meta and name
 * of the innermost route that has a meta, and the crumbs of the innermost one that has crumbs.
 */
export function viewOf(location: { pathname: string; search: string }, handles: readonly unknown[]): CurrentView {
  let meta: MenuMeta = {};
  let name: string | undefined;
  let crumbs: HandleCrumb[] = [];
  for (const handle of handles) {
    const m = handleMeta(handle);
    if (m) {
      meta = m;
      name = handleName(handle) ?? name;
    }
    crumbs = handleCrumbs(handle) ?? crumbs;
  }
  return { path: location.pathname, fullPath: location.pathname + location.search, name, meta, crumbs };
}

/** The page the user is on: location plus the meta of the innermost matched route that has one. */
export function useCurrentView(): CurrentView {
  const location = useLocation();
  const matches = useMatches();
  // route handles are re-titled in place when the menus are rebuilt (language switch)
  const version = usePermissionStore((s) => s.version);
  return useMemo(() => {
    void version;
    return viewOf(
      { pathname: location.pathname, search: location.search },
      matches.map((m) => m.handle),
    );
  }, [location.pathname, location.search, matches, version]);
}

export function toTagView(view: CurrentView, fallbackTitle: string): TagView {
  return {
    path: view.path,
    fullPath: view.fullPath,
    title: view.meta.title || fallbackTitle,
    name: view.name,
    affix: view.meta.affix,
    noCache: view.meta.noCache,
    link: view.meta.link,
    icon: view.meta.icon,
  };
}
