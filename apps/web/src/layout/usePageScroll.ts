import { useEffect, useLayoutEffect, useRef } from 'react';
import { scrollContainer, scrollTo } from '../utils/scrollTo.ts';

/**
 * One scroll position per kept page in the shell's shared scroll container: a page shown again
 * comes back where it was left, any other page starts at the top. Showing a page also ends a
 * scroll animation the previous page started (the pager's scroll to top).
 */
export function usePageScroll(path: string, kept: ReadonlySet<string>, fixedHeader: boolean): void {
  const positions = useRef(new Map<string, number>());
  const shownPath = useRef(path);

  // the container changes with the fixed-header setting
  useEffect(() => {
    void fixedHeader;
    const container = scrollContainer();
    if (!container) return;
    const record = () => positions.current.set(shownPath.current, container.scrollTop);
    container.addEventListener('scroll', record, { passive: true });
    return () => container.removeEventListener('scroll', record);
  }, [fixedHeader]);

  useLayoutEffect(() => {
    shownPath.current = path;
    scrollTo(positions.current.get(path) ?? 0, 0, scrollContainer());
  }, [path]);

  useEffect(() => {
    for (const p of positions.current.keys()) if (p !== path && !kept.has(p)) positions.current.delete(p);
  }, [path, kept]);
}
