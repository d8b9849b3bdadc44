import type { AnyRouter } from '@tanstack/react-router';

/** Marks an element given `tabindex="-1"` only to receive this focus; it is not a control, so it draws no ring (skipLinkStyles). */
export const PAGE_FOCUS_ATTRIBUTE = 'data-page-focus';

/**
 * A single-page app changes page without the browser noticing: focus stays on the link that was
 * followed, or falls back to the top of the document once that link is gone, and a screen reader says
 * nothing of the new page. After a navigation to another page this moves focus to where the new page
 * starts: the #anchor it was opened at, else its h1, else its main region, without scrolling (the
 * router and followHashAnchors own the scroll position).
 *
 * Left alone: the first page (the browser starts at its top), a change of the search only (a filter
 * the visitor is still working in), and a page that has placed focus itself (a field with autofocus).
 */
export function focusPageOnNavigation(router: AnyRouter) {
  router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
    if (!fromLocation) return;
    const newPage = fromLocation.pathname !== toLocation.pathname;
    const newAnchor = toLocation.hash !== '' && toLocation.hash !== fromLocation.hash;
    if (newPage || newAnchor) focusPageStart({ hash: toLocation.hash, newPage });
  });
}

function focusPageStart({ hash, newPage }: { hash: string; newPage: boolean }) {
  const main = document.querySelector('main');
  const active = document.activeElement;
  if (main && active && active !== main && main.contains(active)) return;
  const anchor = hash ? document.getElementById(decodeURIComponent(hash)) : null;
  const target = anchor ?? (newPage ? (main?.querySelector('h1') ?? main) : null);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.setAttribute(PAGE_FOCUS_ATTRIBUTE, '');
  }
  target.focus({ preventScroll: true });
}
