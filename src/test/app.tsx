import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createAppRouter } from '../app/router';

/** jsdom has no layout: scrolling is a no-op there. */
export function withoutScrolling() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

/** The whole app at `path` (its real router, signed out), once the first page has loaded. */
export async function openApp(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}
