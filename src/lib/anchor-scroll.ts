import type { AnyRouter } from '@tanstack/react-router';

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
    // The follower loads only for an address with an anchor: most pages are opened without one.
    let stopped = false;
    stop = () => {
      stopped = true;
    };
    const id = decodeURIComponent(toLocation.hash);
    void import('./follow-anchor').then(({ followAnchor }) => {
      if (!stopped) stop = followAnchor(id, behavior);
    });
  });
}
