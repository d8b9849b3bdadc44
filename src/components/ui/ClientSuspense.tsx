import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the build's prerender and during the render that hydrates a prerendered page, true ever
 * after: React reads the server snapshot while hydrating and re-renders at once with the client's,
 * without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A Suspense boundary around parts that read the API. The prerendered page and the render that
 * hydrates it show `fallback` without suspending, so the build never waits for data it must not bake
 * in (docs/decisions/031-prerendered-public-pages.md); once the page is live it is an ordinary
 * boundary, waiting for the loader's promise.
 */
export function ClientSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
