import { type AnyRouteMatch, redirect } from '@tanstack/react-router';
import type { RouteGuardRoute } from '../../machines/route-guard.machine';
import { routeMeta } from '../app/static-data';
import type { RouterContext } from './auth-handle';

/**
 * The route guard of spec section 4 in the root route's `beforeLoad`: before any page of a
 * navigation loads, wait until the session is known, run `decideRoute` (machines/route-guard.machine.ts)
 * for the route's `staticData`, and redirect when it says so. Nothing of the page renders until then,
 * so a deep link or a reload never shows the wrong page first.
 */

type Match = Pick<AnyRouteMatch, 'routeId' | 'staticData' | 'paramsError'>;

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
    isJobRequestDetails: ids.has('/job-requests/$id'),
    isDirectToMobile: ids.has('/direct-to-mobile'),
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
}

export async function guardNavigation({ context, matches, location, abortController }: GuardArgs): Promise<void> {
  // A malformed id is Page Not Found for everyone; its own route says so next.
  if (matches.some((match) => match.paramsError !== undefined)) return;
  const route = guardRouteOf(matches);
  if (visitorMayPass(route) && context.auth.isVisitor()) return;
  const runtime = await context.auth.ready();
  const search = (location.search ?? {}) as Record<string, unknown>;
  const decision = await runtime.decide({ route, href: location.href, redirect: search.redirect, signal: abortController.signal });
  if (decision.type === 'allow') return;
  if ('href' in decision) throw redirect({ href: decision.href, replace: true });
  throw redirect({ to: decision.to, ...(decision.search ? { search: decision.search } : {}), replace: true });
}
