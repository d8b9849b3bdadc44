import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { laterBodies } from '../../app/MarkLive';
import { useHydrated } from './ClientSuspense';

/**
 * The body of a page whose code loads beside the page instead of before it (a lazy component as
 * `children`). On a prerendered page the build wrote the body's HTML, and React keeps that markup,
 * painted, while the rest of the page hydrates; it hydrates the body when its code comes, without a
 * stand-in in between. `<html data-hydrated>` and `pageLive` wait for it (`laterBodies`): until then
 * a click on the body's controls would be lost. `fallback` is drawn only when the page is rendered in
 * the browser before the body's code has come.
 */
export function LazyBody({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [hydration] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => (resolve = settle));
    return { promise, resolve };
  });
  // A layout effect: it runs in the commit that hydrates the page, before the mark's effect, which
  // waits for the render after it. A body taken off the page before it hydrated holds nothing back.
  useLayoutEffect(() => {
    if (!isPageLive()) laterBodies.push(hydration.promise);
    return () => hydration.resolve();
  }, [hydration]);
  return (
    <Suspense fallback={fallback}>
      <WhenHydrated then={hydration.resolve} />
      {children}
    </Suspense>
  );
}

/** Calls `then` once the boundary it sits in has hydrated and rendered again as the app's (see `useHydrated`). */
function WhenHydrated({ then }: { then: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) then();
  }, [hydrated, then]);
  return null;
}

/**
 * Whether the first page is live (`<html data-hydrated>`, set by `MarkLive`). A loader that runs
 * before then loads the first page, which on a prerendered page hydration waits for: it need not wait
 * for a body hydrated later. False in the build's prerender.
 */
export const isPageLive = () => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');
