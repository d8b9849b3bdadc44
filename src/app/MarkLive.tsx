import { useEffect } from 'react';
import { useHydrated } from '../components/ui/ClientSuspense';

let resolveLive: () => void = () => {};

/**
 * Settles when the app has committed the render right after the one that hydrated the page (or its
 * first render, on a page built in the browser), and every body hydrated later (`laterBodies`) has done
 * the same. Until then the router must not move: a navigation before React has hydrated a
 * prerendered page makes React hydrate the new page against the old page's markup, a hydration error.
 */
export const pageLive = new Promise<void>((resolve) => {
  resolveLive = resolve;
});

/**
 * The bodies of the first page whose code may come after the page has hydrated (`LazyBody`), each
 * settling once its body has hydrated: the mark waits for them.
 */
export const laterBodies: Promise<void>[] = [];

/**
 * Marks the document once the app has committed its first render (`<html data-hydrated>`): from then
 * on every control of the page is the app's. Before it, a prerendered page's controls are markup only
 * (docs/decisions/031-prerendered-public-pages.md); the end-to-end tests wait for it as a visitor
 * waits for a page to respond. It sits beside the lazy Help button, in its Suspense boundary, so the
 * mark waits for that boundary too, and for the bodies hydrated later (`laterBodies`): a click on a part
 * still being hydrated can be lost.
 */
export function MarkLive() {
  // Not on the render that hydrates, but on the one right after it, where the parts that wait for
  // hydration (useHydrated: a form's send button, ClientSuspense) have become the app's.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    void Promise.all(laterBodies).then(() => {
      document.documentElement.dataset.hydrated = '';
      resolveLive();
    });
  }, [hydrated]);
  return null;
}
