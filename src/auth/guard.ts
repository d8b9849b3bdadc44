import { type AnyRouteMatch, type AnyRouter, isRedirect, redirect } from '@tanstack/react-router';
import type { RouteGuardRoute, RouteNotice } from '../../machines/route-guard.machine';
import { sessionEndedNotice } from '../../machines/session-notice';
import type { BegunPageData } from '../app/page-data';
import { routeMeta } from '../app/static-data';
import { showToast } from '../lib/toast';
import type { RouterContext } from './auth-handle';

/**
 * The route guard of spec section 4 in the root route's `beforeLoad`: before any page of a
 * navigation loads, wait until the session is known, run `decideRoute` (machines/route-guard.machine.ts)
 * for the route's `staticData`, and redirect when it says so. Nothing of the page renders until then,
 * so a deep link or a reload never shows the wrong page first.
 */

/** `cause` is `stay` when the guard re-decides the page already shown (the session changed there). */
type Match = Pick<AnyRouteMatch, 'routeId' | 'staticData' | 'paramsError'> & Partial<Pick<AnyRouteMatch, 'cause' | 'params' | 'loaderDeps'>>;

/** What the guard needs to know of the matched route. */
export function guardRouteOf(matches: readonly Match[]): RouteGuardRoute {
  const meta = routeMeta(matches);
  const ids = new Set<string>(matches.map((match) => match.routeId));
  const leaf = matches.at(-1)?.routeId;
  return {
    ...(leaf ? { routeId: leaf } : {}),
    anonymous: meta.anonymous,
    unauthenticatedOnly: meta.unauthenticatedOnly,
    openToContractors: meta.openToContractors,
    isSignIn: ids.has('/sign-in'),
    isLogin: ids.has('/login'),
    isTabCanBeClosed: ids.has('/tab-can-be-closed'),
    isDirectToMobile: ids.has('/direct-to-mobile'),
    isIndex: leaf === '/',
  };
}

/**
 * Every rule lets an anonymous visitor through to an anonymous page (rules 1, 5 and 6 need a
 * session, rules 2 and 4 a protected page); `guard.test.ts` checks this against `decideRoute` for
 * every route. Such a navigation is decided without loading the auth runtime.
 */
export const visitorMayPass = (route: RouteGuardRoute) => route.anonymous;

export interface GuardArgs {
  context: RouterContext;
  matches: readonly Match[];
  location: { href: string; search: unknown };
  abortController: AbortController;
  preload: boolean;
}

/**
 * The decision's notice, as a toast: that the session ended while the navigation waited. A protected
 * page's call to sign in is not a notice: Login, where the guard sends the visitor, says it.
 */
function tell(notice: RouteNotice) {
  if (notice.sessionEnded) showToast({ severity: 'warning', ...sessionEndedNotice(notice.sessionEnded) });
}

/** What the guard adds to the router context of a navigation it lets through. */
export interface GuardPass {
  /** The page's data request, begun while the session was checked (src/app/page-data.ts). */
  pageData?: BegunPageData | undefined;
}

export async function guardNavigation({ context, matches, location, abortController, preload }: GuardArgs): Promise<GuardPass> {
  // A malformed id is Page Not Found for everyone; its own route says so next.
  if (matches.some((match) => match.paramsError !== undefined)) return {};
  const route = guardRouteOf(matches);
  if (visitorMayPass(route) && (context.auth.isVisitor() || takeHydrationPass(preload))) return {};
  const runtime = await context.auth.ready();
  const search = (location.search ?? {}) as Record<string, unknown>;
  const leaf = matches.at(-1);
  const shown = leaf?.cause === 'stay';
  // The page's data is asked for beside the identity the decision waits for, with the stored token and
  // through the refresh queue, when the guard can tell already that it will let the navigation through;
  // it reaches the page only if the guard does.
  const pageData = runtime.beginPageData(leaf, { route, href: location.href });
  const decision = await runtime.decide({ route, href: location.href, redirect: search.redirect, signal: abortController.signal, preload, shown });
  if (decision.notice && !preload) tell(decision.notice);
  if (decision.type === 'allow') return { pageData };
  pageData?.discard();
  if ('href' in decision) throw redirect({ href: decision.href, replace: true });
  throw redirect({ to: decision.to, ...(decision.search ? { search: decision.search } : {}), replace: true });
}

let hydrationPass = false;

/** True once, for the first load of the page, after `passFirstLoadWithoutSession`. */
function takeHydrationPass(preload: boolean): boolean {
  if (preload || !hydrationPass) return false;
  hydrationPass = false;
  return true;
}

/**
 * A prerendered page is hydrated as the anonymous page the build made, and hydration waits for the
 * router's first load. With a stored session that load would also wait for the auth runtime's chunk
 * and perhaps the identity from the API, leaving the page dead for that long. So the first load of
 * an anonymous page passes the guard at once, and `recheckShownPage` asks it again once the page is
 * live (docs/decisions/031-prerendered-public-pages.md).
 */
export function passFirstLoadWithoutSession() {
  hydrationPass = true;
}

/**
 * Runs the guard for the page already shown, with the session; when it would not let the visitor
 * stay, it sends them where the guard says.
 */
export async function recheckShownPage(router: Pick<AnyRouter, 'state' | 'navigate' | 'invalidate'>, context: RouterContext): Promise<void> {
  hydrationPass = false;
  const { matches, location } = router.state;
  try {
    // A prerendered page is open to everyone and names no data request: nothing is begun for it here.
    await guardNavigation({ context, matches, location, abortController: new AbortController(), preload: false });
  } catch (error) {
    // Where the guard sends them (a logout goes to Index); anything else, the router decides again.
    if (isRedirect(error)) await router.navigate({ ...error.options, replace: true });
    else await router.invalidate();
  }
}
