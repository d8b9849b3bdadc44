import type { AnyRouter } from '@tanstack/react-router';

/** How long a page may go on filling in above the anchor it was opened at. */
export const FOLLOW_ANCHOR_MS = 10_000;

/** What a reader does to scroll or act: from then on where the page sits is theirs to decide. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Back, forward and reload return to where the reader was; the router restores that place. */
const RETURNS = new Set(['BACK', 'FORWARD', 'GO', 'reload', 'back_forward']);

const howThePageWasOpened = () =>
  typeof performance === 'undefined' ? undefined : (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;

/**
 * Scrolls to the element named by the address's #hash after a navigation to it (spec section 2), and
 * keeps it at the top while the page fills in: sections above it that swap a skeleton for their data,
 * or arrive in a later chunk, would otherwise push it away after the first scroll, and an anchor
 * inside such a section does not exist yet when the page first renders. It follows until the reader
 * scrolls, clicks or types, the next navigation, or `FOLLOW_ANCHOR_MS`. The sticky header's height is
 * the document's `scroll-padding-top` (AppLayout), so every anchor ends below it.
 *
 * Give the router `defaultHashScrollIntoView: false`: this is then the one place that scrolls to an
 * anchor, and the router keeps restoring positions on back, forward and reload.
 */
export function followHashAnchors(router: AnyRouter, behavior: ScrollBehavior) {
  let lastMove: string | undefined = howThePageWasOpened();
  router.history.subscribe(({ action }: { action: { type: string } }) => {
    lastMove = action.type;
  });
  let stop = () => {};
  let opened = false;
  router.subscribe('onRendered', ({ toLocation, hrefChanged }) => {
    // A reload of the same data (router.invalidate) leaves the reader where they are. The page's
    // first render counts as arriving at its address even when the router had loaded it before
    // rendering (a prerendered page hydrates an already loaded router, which reports no change).
    const first = !opened;
    opened = true;
    if (!hrefChanged && !first) return;
    stop();
    const { scrollRestoration } = router.options;
    const scrolls = typeof scrollRestoration === 'function' ? scrollRestoration({ location: toLocation }) : Boolean(scrollRestoration);
    if (!toLocation.hash || !scrolls || RETURNS.has(lastMove ?? '')) return;
    stop = followAnchor(decodeURIComponent(toLocation.hash), behavior);
  });
}

const scrollPaddingTop = () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/** Keeps the element with this id at the top of the window whenever the page's size changes; answers how to stop. */
export function followAnchor(id: string, behavior: ScrollBehavior, limitMs = FOLLOW_ANCHOR_MS): () => void {
  let alignedAt: number | undefined;
  const align = () => {
    const target = document.getElementById(id);
    if (!target) return;
    // Where the anchor sits in the document: it moves only when something above it changed size.
    const top = target.getBoundingClientRect().top + window.scrollY;
    if (top === alignedAt) return;
    // A page still too short below the anchor stops the scroll short of it: until the rest has loaded
    // and there is room to bring it to the top, every change of size scrolls again.
    const room = document.documentElement.scrollHeight - window.innerHeight;
    alignedAt = top - scrollPaddingTop() <= room ? top : undefined;
    target.scrollIntoView({ behavior, block: 'start' });
  };
  const done = new AbortController();
  const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(align);
  const timer = setTimeout(() => done.abort(), limitMs);
  done.signal.addEventListener('abort', () => {
    resized?.disconnect();
    clearTimeout(timer);
  });
  for (const type of READER_INPUT) window.addEventListener(type, () => done.abort(), { capture: true, passive: true, once: true, signal: done.signal });
  align();
  resized?.observe(document.body);
  return () => done.abort();
}
