import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { installGlobalErrorHandlers } from './app/global-errors';
import { pageLive } from './app/MarkLive';
import { createAppRouter } from './app/router';
import { createAuthHandle } from './auth/auth-handle';
import { passFirstLoadWithoutSession, recheckShownPage } from './auth/guard';
import { captureError, startErrorReporting } from './lib/sentry';

// The session starts before the first render: with a stored session the identity is already loading
// while the router decides the first page.
const auth = createAuthHandle();
auth.start();
const router = createAppRouter({ auth });
const errors = installGlobalErrorHandlers({ onCaught: captureError });
const options: RootOptions = {
  onUncaughtError: errors.onUncaughtError,
  onCaughtError: errors.onCaughtError,
};

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

const container = document.getElementById('root')!;
// A public page arrives prerendered (scripts/prerender.ts): once the router has matched it and loaded
// its code (its loaders return promises at once; nothing waits for API data, nor for a stored
// session), the first render is the one the build made, and React adopts the markup instead of
// replacing it. Every other page starts from the empty shell.
if (container.hasChildNodes()) {
  passFirstLoadWithoutSession();
  void router.load().then(() => {
    // As a transition, React hydrates in slices and lets the browser answer the visitor in between,
    // instead of one long task while the page is already painted.
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
    // Only once React has adopted the markup: were the guard to move the router while hydration is
    // still to render, React would hydrate the other page against this page's HTML.
    void pageLive.then(() => recheckShownPage(router, { auth }));
  });
} else {
  createRoot(container, options).render(app);
}

startErrorReporting(router);
