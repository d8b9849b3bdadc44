import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderRouter } from './app';

/**
 * A job page on its own in a router of its own: the page's links and the sections' `useRouter()`
 * work, without the app's sign-in in front of it.
 */
export function renderInRouter(page: () => ReactNode, path = '/job-requests/3d6f1f7e-2a4b-4c5d-8e9f-0a1b2c3d4e5f') {
  const root = createRootRoute({ component: Outlet });
  const routes = ['/job-requests/$id', '/job-requests', '/job-requests/new', '/contact-us'].map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => page() }),
  );
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  renderRouter(router);
  return router;
}

/** jsdom has no object URLs: these name each blob made and record which were given back. */
export function objectUrls() {
  const made: string[] = [];
  const revoked: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:photo-${made.length + 1}-${blob.size}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  return { made, revoked };
}
