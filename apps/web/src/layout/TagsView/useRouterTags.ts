import { type ContextType, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';
import { usePermissionStore } from '../../stores/permission.ts';
import { useTagsViewStore } from '../../stores/tagsView.ts';
import { flattenMenus } from '../../utils/menuTree.ts';
import { toTagView, viewOf } from '../useCurrentView.ts';

type DataRouter = NonNullable<ContextType<typeof DataRouterContext>>['router'];
type RouterState = DataRouter['state'];

/** The data router the shell runs in (null outside one, e.g. a bare test render). */
export function useDataRouter(): DataRouter | null {
  return useContext(DataRouterContext)?.router ?? null;
}

/**
 * The page the router is on or going to, read when asked (not when last drawn): a close command
 * decides from it whether it closes the current page.
 */
export function routerPath(router: DataRouter): string {
  const { navigation, location } = router.state;
  return (navigation.location ?? location).pathname;
}

/** A menu title by path, for a page whose route has none of its own. */
function menuTitle(path: string): string | undefined {
  for (const m of flattenMenus(usePermissionStore.getState().routes)) if (m.fullPath === path && m.route.meta?.title) return m.route.meta.title;
  return undefined;
}

/**
 * Every page the router commits to gets its tag, when it commits: from the router's own state, not
 * from the drawn page. React draws the router's state in a transition: a commit overtaken by the next
 * before it is drawn (two quick clicks on a loaded machine) is never drawn, and a page drawn again
 * after its tag was closed (the menus rebuilt while the next page loads) is not a new visit. A page
 * committed before its title is known (no route title, the menus still loading) is tagged once the
 * menus arrive; `/redirect/…` (a tag's refresh) gets none.
 */
export function useRouterTags(): void {
  const router = useDataRouter();
  useEffect(() => {
    if (!router) return;
    const tagged = new WeakSet<RouterState['location']>();
    const record = (state: RouterState) => {
      const { location } = state;
      if (tagged.has(location) || location.pathname.startsWith('/redirect')) return;
      const view = viewOf(
        location,
        state.matches.map((m) => m.route.handle),
      );
      const title = view.meta.title || menuTitle(view.path);
      if (!title) return;
      tagged.add(location);
      const tag = toTagView({ ...view, meta: { ...view.meta, title } }, title);
      const store = useTagsViewStore.getState();
      const existing = store.visitedViews.find((v) => v.path === tag.path);
      if (!existing) store.addView(tag);
      else if (existing.fullPath !== tag.fullPath) store.updateVisitedView({ ...existing, fullPath: tag.fullPath });
      // back from a refresh (which dropped the page's cache entry): cache the fresh page again
      store.addCachedView(tag);
    };
    record(router.state);
    const stopRouter = router.subscribe(record);
    const stopMenus = usePermissionStore.subscribe(() => record(router.state));
    return () => {
      stopRouter();
      stopMenus();
    };
  }, [router]);
}
