/** The element the shell scrolls: the fixed-header content area when present, else the document. */
export function scrollContainer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLElement>('[data-scroll-container]') ?? (document.scrollingElement as HTMLElement | null);
}

function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t;
}

/** The latest scroll asked of each element: a running animation stops once a newer one starts. */
const latest = new WeakMap<HTMLElement, number>();
let counter = 0;

/**
 * Scrolls the content to `to` (px) over `duration` ms with an ease-in-out curve. A later call on the
 * same element (another page shown in the same scroll container) ends a running animation.
 */
export function scrollTo(to: number, duration: number, target: HTMLElement | null = scrollContainer()): void {
  if (!target) return;
  const id = ++counter;
  latest.set(target, id);
  const start = target.scrollTop;
  const change = to - start;
  if (change === 0) return;
  const raf = globalThis.requestAnimationFrame;
  if (typeof raf !== 'function' || duration <= 0) {
    target.scrollTop = to;
    return;
  }
  const begin = performance.now();
  const step = (now: number) => {
    if (latest.get(target) !== id) return;
    const t = Math.min(1, (now - begin) / duration);
    target.scrollTop = start + change * easeInOutQuad(t);
    if (t < 1) raf(step);
  };
  raf(step);
}
