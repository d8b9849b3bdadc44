import { type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageNotFound } from '../features/errors/PageNotFound';
import { RouteError } from '../features/errors/RouteError';
import { type AuthHandle, createAuthHandle } from '../auth/auth-handle';
import { followHashAnchors } from '../lib/anchor-scroll';
import { scrollBehavior } from '../lib/motion';
import { focusPageOnNavigation } from '../lib/page-focus';
import { parseSearch, stringifySearch } from '../lib/search-string';
import { routeTree } from '../routeTree.gen';
import { AppProviders } from './AppProviders';
import { routeMeta } from './static-data';

/**
 * The app's router. After each navigation to a route flagged `scrollToTop` (the default) the page
 * scrolls smoothly to the top, or to the element named by the URL's #hash and keeps it there while the
 * page fills in (spec section 2); back and forward restore where the user was. Focus moves to the new
 * page's start, so screen readers announce it. The router context carries the auth handle; the root
 * route guards every navigation with it.
 */
export function createAppRouter({ auth = createAuthHandle(), ...options }: { history?: RouterHistory; auth?: AuthHandle; origin?: string } = {}) {
  // The scroll option is called after navigations, by which time the router exists.
  const self: { router?: AnyRouter } = {};
  const behavior = scrollBehavior();
  const router = createRouter({
    routeTree,
    ...options,
    // The session every route guard and screen reads (src/auth/auth-handle.ts).
    context: { auth },
    // Readable URLs (`?sizes=5x5,10x10&zip=01772`) instead of JSON, so a filtered list can be shared.
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: (): boolean => routeMeta(self.router?.state.matches ?? []).scrollToTop,
    scrollRestorationBehavior: behavior,
    // The router's own anchor scroll happens once, before the sections above the anchor have loaded
    // and pushed it down; followHashAnchors keeps following it instead.
    defaultHashScrollIntoView: false,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: PageNotFound,
    Wrap: AppProviders,
  });
  self.router = router;
  followHashAnchors(router, behavior);
  focusPageOnNavigation(router);
  auth.connect(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
