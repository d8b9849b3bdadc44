import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createAuthHandle } from '../auth/auth-handle';
import { passFirstLoadWithoutSession, recheckShownPage } from '../auth/guard';
import { nextTask } from '../lib/next-task';
import { captureError, startErrorReporting } from '../lib/sentry';
import { installGlobalErrorHandlers } from './global-errors';
import { pageLive } from './MarkLive';
import { createAppRouter } from './router';

/** Starts the app in `container`: hydrates the page the build prerendered there, or renders it. */
export function startApp(container: HTMLElement) {
  // The session starts before the first render: with a stored session the identity is already loading
  // while the router decides the first page.
  const auth = createAuthHandle();
  auth.start();
  const errors = installGlobalErrorHandlers({ onCaught: captureError });
  const options: RootOptions = {
    onUncaughtError: errors.onUncaughtError,
    onCaughtError: errors.onCaughtError,
  };

  // A public page arrives prerendered (scripts/prerender.ts) and is painted before any script runs; from
  // then on every long task keeps the visitor waiting. So its start-up runs in steps, each its own task:
  // evaluating the code (src/main.tsx), creating the router, loading the page's route, and hydrating in
  // slices.
  const prerendered = container.hasChildNodes();

  async function start() {
    if (prerendered) await nextTask();
    const router = createAppRouter({ auth });
    const app = (
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    );
    if (prerendered) {
      // Once the router has matched the page and loaded its code (its loaders return promises at once;
      // nothing waits for API data, nor for a stored session), the first render is the one the build
      // made, and React adopts the markup instead of replacing it.
      passFirstLoadWithoutSession();
      await nextTask();
      await router.load();
      await nextTask();
      // As a transition, React hydrates in slices and lets the browser answer the visitor in between.
      startTransition(() => {
        hydrateRoot(container, app, options);
      });
      // Only once React has adopted the markup: were the guard to move the router while hydration is
      // still to render, React would hydrate the other page against this page's HTML.
      void pageLive.then(() => recheckShownPage(router, { auth }));
    } else {
      createRoot(container, options).render(app);
    }
    startErrorReporting(router);
  }

  void start();
}
