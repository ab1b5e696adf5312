import { create } from 'zustand';

/** One visited page shown as a tag above the content area. */
export interface TagView {
  path: string;
  /** path + search, used to go back to the exact page. */
  fullPath: string;
  title: string;
  /** route name, the key of the page cache. */
  name?: string;
  affix?: boolean;
  noCache?: boolean;
  /** external address shown in an iframe (InnerLink pages). */
  link?: string | null;
  icon?: string | null;
}

export interface TagsViewState {
  visitedViews: TagView[];
  cachedViews: string[];
  addView: (view: TagView) => void;
  addVisitedView: (view: TagView) => void;
  addCachedView: (view: TagView) => void;
  /** Adds pinned tags (home) in front of the others, once each. */
  addAffixViews: (views: TagView[]) => void;
  updateVisitedView: (view: TagView) => void;
  /** Drops the page's cache entry (refresh). */
  delCachedView: (view: TagView) => void;
  /** Close current. Affix tags stay. */
  delView: (view: TagView) => void;
  /** Close others: keeps affix tags and `view`. */
  delOthersViews: (view: TagView) => void;
  /** Close left: drops non-affix tags before `view`. */
  delLeftViews: (view: TagView) => void;
  /** Close right: drops non-affix tags after `view`. */
  delRightViews: (view: TagView) => void;
  /** Close all: keeps only affix tags (and their cache). */
  delAllViews: () => void;
}

function cacheKey(view: TagView): string | null {
  return view.name && !view.noCache ? view.name : null;
}

/** Names still cached after `kept` remain visible. */
function keepCached(cached: string[], kept: TagView[]): string[] {
  const names = new Set(kept.map((v) => v.name).filter((n): n is string => Boolean(n)));
  return cached.filter((n) => names.has(n));
}

/**
 * Paths of the pages kept alive beside the current one: open tags whose route name is cached (named,
 * not `noCache`, not dropped by a refresh). Bounded by the open tags.
 */
export function keptAlivePaths(state: Pick<TagsViewState, 'visitedViews' | 'cachedViews'>): string[] {
  return state.visitedViews.filter((v) => cacheKey(v) !== null && state.cachedViews.includes(v.name as string)).map((v) => v.path);
}

export const useTagsViewStore = create<TagsViewState>()((set, get) => ({
  visitedViews: [],
  cachedViews: [],
  addView: (view) => {
    get().addVisitedView(view);
    get().addCachedView(view);
  },
  addVisitedView: (view) => {
    const { visitedViews } = get();
    if (visitedViews.some((v) => v.path === view.path)) return;
    set({ visitedViews: [...visitedViews, { ...view }] });
  },
  addCachedView: (view) => {
    const key = cacheKey(view);
    const { cachedViews } = get();
    if (!key || cachedViews.includes(key)) return;
    set({ cachedViews: [...cachedViews, key] });
  },
  addAffixViews: (views) => {
    const { visitedViews } = get();
    const missing = views.filter((v) => !visitedViews.some((x) => x.path === v.path)).map((v) => ({ ...v, affix: true }));
    if (missing.length === 0) return;
    const affix = visitedViews.filter((v) => v.affix);
    const rest = visitedViews.filter((v) => !v.affix);
    set({ visitedViews: [...affix, ...missing, ...rest] });
    for (const view of missing) get().addCachedView(view);
  },
  updateVisitedView: (view) => {
    set({ visitedViews: get().visitedViews.map((v) => (v.path === view.path ? { ...v, ...view, affix: v.affix } : v)) });
  },
  delCachedView: (view) => {
    set({ cachedViews: get().cachedViews.filter((n) => n !== view.name) });
  },
  delView: (view) => {
    const visitedViews = get().visitedViews.filter((v) => v.affix || v.path !== view.path);
    set({ visitedViews, cachedViews: keepCached(get().cachedViews, visitedViews) });
  },
  delOthersViews: (view) => {
    const visitedViews = get().visitedViews.filter((v) => v.affix || v.path === view.path);
    set({ visitedViews, cachedViews: keepCached(get().cachedViews, visitedViews) });
  },
  delLeftViews: (view) => {
    const all = get().visitedViews;
    const index = all.findIndex((v) => v.path === view.path);
    if (index < 0) return;
    const visitedViews = all.filter((v, i) => i >= index || v.affix);
    set({ visitedViews, cachedViews: keepCached(get().cachedViews, visitedViews) });
  },
  delRightViews: (view) => {
    const all = get().visitedViews;
    const index = all.findIndex((v) => v.path === view.path);
    if (index < 0) return;
    const visitedViews = all.filter((v, i) => i <= index || v.affix);
    set({ visitedViews, cachedViews: keepCached(get().cachedViews, visitedViews) });
  },
  delAllViews: () => {
    // pinned tags stay open, and so does their page cache (as with the other close commands)
    const visitedViews = get().visitedViews.filter((v) => v.affix);
    set({ visitedViews, cachedViews: keepCached(get().cachedViews, visitedViews) });
  },
}));
