import type { AnyRouteMatch } from '@tanstack/react-router';

/**
 * A protected page's data request, begun beside the session it waits for.
 *
 * The route guard decides a protected page from the identity (spec section 4) before the router runs
 * the page's loader, so the loader alone would ask for the page's data a round trip after the
 * identity. Instead the guard has the auth runtime begin the page's request (the route's
 * `staticData.data`) with the stored token as soon as it is running (decision 078), and hands it to
 * the loader through the router context only when it lets the navigation through; when it refuses, or
 * the navigation is abandoned, the request is aborted and its answer dropped. The request goes through
 * the app's API client like any other, after the runtime has plugged in the 401 refresh queue: an
 * expired token is refreshed and the request replayed.
 *
 * It is begun only when the guard can tell already that it will let the navigation through: from the
 * identity, or on a first load, before the identity has come, from what this browser learned of the
 * stored session's account when its identity last loaded (src/auth/known-account.ts). An account whose
 * profile is not finished and a contractor, whom the server refuses and the guard sends elsewhere, ask
 * nothing; nor do tokens nothing is known of, until their identity has come (decision 096).
 */

/** What a route's data request is asked with: its match's path parameters and loader dependencies. */
export interface PageDataMatch {
  params: Record<string, string>;
  deps: unknown;
}

/** A route's data request, as its loader makes it; `staticData.data` names it for the guard. */
export type PageRequest<T = unknown, Match extends PageDataMatch = PageDataMatch> = (match: Match, signal: AbortSignal) => Promise<T>;

/** A request begun by the guard for the page's loader to take. */
export interface BegunPageData {
  /** The route's request it was begun with: a loader takes only its own. */
  readonly request: unknown;
  /** The answer, once, for the loader of this navigation; undefined once taken or discarded. */
  take(signal: AbortSignal): Promise<unknown> | undefined;
  /** Aborts the request and drops its answer. */
  discard(): void;
}

/** The route match a page's data is begun for: its `staticData`, parameters and loader dependencies. */
export type PageMatch = Partial<Pick<AnyRouteMatch, 'staticData' | 'params' | 'loaderDeps'>>;

/** Begins the request the match's route names in `staticData.data`, if it names one. */
export function beginMatchData(match: PageMatch | undefined): BegunPageData | undefined {
  const request = match?.staticData?.data;
  return request ? beginPageData(request, { params: match.params ?? {}, deps: match.loaderDeps }) : undefined;
}

/**
 * Begins `request` for the match; the answer is held until taken or discarded. A navigation abandoned
 * while the guard waits does not end it: the router hands a navigation's loader on to the navigation
 * that replaces it (a session change just after signing in invalidates the one under way), and the
 * answer must reach that one. Once taken, the loader's signal ends it.
 */
function beginPageData(request: PageRequest, match: PageDataMatch): BegunPageData {
  const controller = new AbortController();
  let taken = false;
  const answer = request(match, controller.signal);
  // A discarded answer, a failure or a redirect included, is nobody's to handle.
  answer.catch(() => {});
  return {
    request,
    take(signal) {
      if (taken) return undefined;
      taken = true;
      if (signal.aborted) controller.abort();
      else signal.addEventListener('abort', () => controller.abort(), { once: true });
      return answer;
    },
    discard() {
      taken = true;
      controller.abort();
    },
  };
}

/**
 * The page's data for its loader: the answer of the request the guard began for this route in this
 * navigation, if not yet taken, else a request of its own (none was begun: nobody is signed in; or it
 * was taken: a load that reuses the navigation's context, which must not get an earlier answer).
 */
export function pageData<T, Match extends PageDataMatch>(begun: BegunPageData | undefined, request: PageRequest<T, Match>, match: Match, signal: AbortSignal): Promise<T> {
  const early = begun?.request === request ? (begun.take(signal) as Promise<T> | undefined) : undefined;
  return early ?? request(match, signal);
}
