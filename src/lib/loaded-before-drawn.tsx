import type { AsyncRouteComponent } from '@tanstack/react-router';
import { use } from 'react';

/** Marked as React marks a promise it has seen settle, so that `use()` reads it without suspending. */
const fulfilled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled' as const, value: undefined });

const loaded = fulfilled(Promise.resolve());

/**
 * A `lazyRouteComponent` that may be drawn before its code has come (the contractor list's body,
 * whose loader waits for it only once the page is live). The router's lazy component suspends with
 * `use()` until its code is there and draws without `use()` after, which React takes for a library
 * calling `use()` only while a value is not cached ("did not call use() when it finished"). This
 * waits for the same load with a `use()` made on every render, so `Lazy` is drawn only once its code
 * has come or failed: the failure, and the one reload for a chunk a release removed, stay the
 * router's. `preload` starts the load (again, after a failure), with nothing to wait for once the code
 * has come.
 */
export function loadedBeforeDrawn<P extends object>(Lazy: AsyncRouteComponent<P>): AsyncRouteComponent<P> {
  // The router's load, which settles (it never rejects) once the code has come or failed.
  let attempt: Promise<void> | undefined;

  const preload = () => {
    const loading = Lazy.preload?.();
    if (loading && loading !== attempt) {
      attempt = loading;
      void loading.then(() => fulfilled(loading));
    }
    return loading;
  };

  function Body(props: P) {
    use(attempt ?? preload() ?? loaded);
    return <Lazy {...props} />;
  }
  return Object.assign(Body, { preload });
}
