import { type AnyRouter, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { expect, onTestFinished, vi } from 'vitest';
import { createAppRouter } from '../app/router';

/** jsdom has no layout: scrolling is a no-op there. */
export function withoutScrolling() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

/**
 * Renders `router`'s pages. Once the test has finished (and its tree is unmounted), a navigation still
 * under way ends without React: the router would go on calling the transition its provider gave it,
 * which sets the unmounted provider's state, and one that ended after the test file's jsdom had gone
 * (on a busy machine) failed the whole run with "window is not defined". So the router gets back the
 * transition it had before the provider replaced it.
 */
export function renderRouter(router: AnyRouter) {
  const ownTransition = router.startTransition;
  const rendered = render(<RouterProvider router={router} />);
  onTestFinished(() => {
    router.startTransition = ownTransition;
  });
  return rendered;
}

/** The whole app at `path` (its real router, signed out), once the first page has loaded. */
export async function openApp(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  renderRouter(router);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}
