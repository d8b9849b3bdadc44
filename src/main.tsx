import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { installGlobalErrorHandlers } from './app/global-errors';
import { createAppRouter } from './app/router';
import { createAuthHandle } from './auth/auth-handle';
import { passFirstLoadWithoutSession, recheckShownPage } from './auth/guard';
import { useHydrated } from './components/ui/ClientSuspense';
import { captureError, startErrorReporting } from './lib/sentry';

// The session starts before the first render: with a stored session the identity is already loading
// while the router decides the first page.
const auth = createAuthHandle();
auth.start();
const router = createAppRouter({ auth });
const errors = installGlobalErrorHandlers({ onCaught: captureError });
const options: RootOptions = { onUncaughtError: errors.onUncaughtError, onCaughtError: errors.onCaughtError };

/**
 * Marks the document once the app has committed its first render (`<html data-hydrated>`): from then
 * on every control of the page is the app's. Before it, a prerendered page's controls are markup only
 * (docs/decisions/031-prerendered-public-pages.md); the end-to-end tests wait for it as a visitor
 * waits for a page to respond.
 */
function MarkLive() {
  // Not on the render that hydrates, but on the one right after it, where the parts that wait for
  // hydration (useHydrated: a form's send button, ClientSuspense) have become the app's.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = '';
  }, [hydrated]);
  return null;
}

const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <MarkLive />
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
    hydrateRoot(container, app, options);
    void recheckShownPage(router, { auth });
  });
} else {
  createRoot(container, options).render(app);
}

startErrorReporting(router);
