import { Activity, type ContextType, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router';
import { useSettingsStore } from '../stores/settings.ts';
import { keptAlivePaths, useTagsViewStore } from '../stores/tagsView.ts';
import { usePageScroll } from './usePageScroll.ts';

type LocationValue = ContextType<typeof LocationContext>;

/** A page as it was last shown: its route element and the location it was shown at. */
interface KeptPage {
  element: ReactNode;
  location: LocationValue;
}

/**
 * The content area. Like RuoYi's `<keep-alive :include="cachedViews">`, the pages of the open tabs
 * (named, not `noCache`) stay mounted while another tab is shown: hidden by `<Activity>`, so their
 * effects (polling, listeners, timers) stop until they are shown again, and their state (filters,
 * paging, form input) and scroll position survive. A refresh or a closed tab drops the page.
 * Each page keeps the location it was shown at, so a hidden page never renders with another
 * page's path or query. The area is the scroll container when the header is fixed.
 */
export default function AppMain({ scroll }: { scroll: boolean }) {
  const outlet = useOutlet();
  const location = useContext(LocationContext);
  const path = location.location.pathname;
  const tagsView = useSettingsStore((s) => s.tagsView);
  const visitedViews = useTagsViewStore((s) => s.visitedViews);
  const cachedViews = useTagsViewStore((s) => s.cachedViews);
  // without the tags bar there is no tag to go back to or to close: nothing is kept
  const kept = useMemo(() => new Set(tagsView ? keptAlivePaths({ visitedViews, cachedViews }) : []), [tagsView, visitedViews, cachedViews]);
  const [pages, setPages] = useState<ReadonlyMap<string, KeptPage>>(() => new Map());

  // Remember the current page as shown, forget the pages no longer kept.
  useLayoutEffect(() => {
    setPages((previous) => {
      const stored = previous.get(path);
      const stale = [...previous.keys()].some((p) => p !== path && !kept.has(p));
      if (!stale && stored?.element === outlet && stored.location === location) return previous;
      const next = new Map<string, KeptPage>();
      for (const [p, page] of previous) if (p === path || kept.has(p)) next.set(p, p === path ? { element: outlet, location } : page);
      if (!next.has(path)) next.set(path, { element: outlet, location });
      return next;
    });
  }, [path, outlet, location, kept]);

  usePageScroll(path, kept, scroll);

  // First-visit order, so showing another tab never moves a page's nodes (an iframe would reload).
  const shown = [...pages.keys()].filter((p) => p === path || kept.has(p));
  if (!pages.has(path)) shown.push(path);
  return (
    <main className="app-main" {...(scroll ? { 'data-scroll-container': '' } : {})}>
      {shown.map((p) => {
        const page = p === path ? { element: outlet, location } : (pages.get(p) as KeptPage);
        return (
          <Activity key={p} mode={p === path ? 'visible' : 'hidden'}>
            <LocationContext.Provider value={page.location}>{page.element}</LocationContext.Provider>
          </Activity>
        );
      })}
    </main>
  );
}
