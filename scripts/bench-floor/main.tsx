/**
 * The floor of `npm run bench`'s page figures: React and TanStack Router rendering one heading, built
 * by Vite in the same run. No page of the app can paint sooner than this on the same throttled phone.
 */
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute();
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <h1>Hello from a React and Router page with a heading long enough to be its largest paint</h1>,
});
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
