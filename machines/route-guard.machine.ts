import { and, assign, createActor, type InspectionEvent, setup } from 'xstate';
import type { UserType } from '../contract/authentication';
import type { SessionEndReason } from './session-notice';

/**
 * Where a navigation may go (spec section 4 "Route guard"): the six rules, in their order, as
 * eventless transitions from `deciding` to final states, so the machine finishes as soon as it starts.
 * `decideRoute(input)` runs it for TanStack Router's `beforeLoad`.
 *
 * Rule 1, read literally, sends every visitor to Sign In. ARCHITECTURE.md applies it to users who hold
 * a token but whose account is not initialized (they finish creating the account); anonymous visitors
 * browse anonymous pages freely. On a protected page a signed-out visitor goes to Login with a way
 * back, whichever page it is: rule 2, which the spec gives Job Request Details, is applied to every
 * protected page, so a deep link to any of them behaves alike (docs/decisions/074). Login says why
 * from its `redirect` (and `ended`, when the session ended on the way). Rule 4 is left to a token
 * holder whose identity did not load: signing in is not what they lack. Sign In and Login are one
 * screen (spec section 2), so rule 1 leaves both alone.
 *
 * Rule 6 sends a signed-up user away from Sign In and Login. When the sign-in was for a page
 * (`returnTo`, from its `redirect` search parameter), the user goes there rather than to Index: the
 * guard re-runs the moment signing in completes, and it must agree with the sign-in screen, which
 * sends the user back to that page. That comes before rule 5, so a contractor is sent there too and
 * the rules run again for that page.
 *
 * Rule 5 leaves contractors on pages open to them (`openToContractors`): Account Deletion, where
 * users of the mobile app must be able to delete their account on the web
 * (docs/decisions/010-contractors-delete-their-account-on-the-web.md). It sends system managers
 * there too: the web has no pages for them (ARCHITECTURE.md), and the API gives them none of a
 * customer's calls, so a customer's page would only fail.
 *
 * A session that ended while the navigation waited for it (a reload once the refresh token is no
 * longer good) is said in the decision's notice, whatever the decision: with rule 4's call to sign in
 * for the page it is one message, not a "session ended" and a "sign in to see" one after the other.
 */

export const ROUTES = {
  index: '/',
  signIn: '/sign-in',
  login: '/login',
  directToMobile: '/direct-to-mobile',
} as const;

export interface RouteGuardAuth {
  /** An access token is present (spec section 4). */
  isAuthenticated: boolean;
  /** The identity is loaded and its application user is initialized. */
  isSignedUp: boolean;
  userType: UserType;
  /**
   * Whether the identity is loaded; without it "not signed up" is unknown (the identity failed to
   * load), so rule 1 does not apply. Default true.
   */
  isIdentityKnown?: boolean;
  /** The session ended while this navigation waited for it (its refresh failed), and why; not yet told. */
  sessionEnded?: SessionEndReason;
}

export interface RouteGuardRoute {
  routeId?: string;
  /** Open to everyone (spec section 6: anonymous pages). */
  anonymous: boolean;
  /** For signed-out users only (Sign In, Login). */
  unauthenticatedOnly?: boolean;
  isSignIn?: boolean;
  isLogin?: boolean;
  isTabCanBeClosed?: boolean;
  isDirectToMobile?: boolean;
  /** The landing page, where a logout goes (spec section 4, "Logout"). */
  isIndex?: boolean;
  /** Signed-up contractors, and system managers, may use it on the web (rule 5 lets them through): Account Deletion. */
  openToContractors?: boolean;
  /** Sign In, Login: the page to go to once signed in (a path of this site), if the sign-in was for one. */
  returnTo?: string;
}

export interface RouteGuardInput {
  auth: RouteGuardAuth;
  route: RouteGuardRoute;
  /** The location asked for (path and search): where Sign In or Login sends the user back. */
  href?: string;
  /** The page is the one already on screen, decided again because the session changed under it (a logout here or in another tab). */
  shown?: boolean;
}

/** What the user is told with the decision, as a notice of its own; Login says its own why, from its search. */
export interface RouteNotice {
  /** The session ended while the navigation waited for it: say so. */
  sessionEnded?: SessionEndReason;
}

/** Login's search when a protected page sent the visitor there: the page to come back to, and how the session ended, if it did on the way. */
export interface BackToSearch {
  redirect: string;
  ended?: SessionEndReason;
}

export type RouteDecision = (
  | { type: 'allow'; rule?: 3 }
  | {
      type: 'redirect';
      to: (typeof ROUTES)[keyof typeof ROUTES];
      search?: BackToSearch;
      /** One of the six rules, or the logout of a session that ended while the navigation waited. */
      rule: 1 | 2 | 4 | 5 | 6 | 'logout';
    }
  /** Rule 6 after a sign-in that was for a page: that page (path, search and hash). */
  | { type: 'redirect'; href: string; rule: 6 }
) & { notice?: RouteNotice };

type Context = Required<Omit<RouteGuardInput['auth'], 'sessionEnded'>> &
  Required<Omit<RouteGuardRoute, 'routeId' | 'returnTo'>> & {
    href: string | undefined;
    shown: boolean;
    returnTo: string | undefined;
    sessionEnded: SessionEndReason | undefined;
    /** Written by the final state the rules lead to. */
    decision: RouteDecision | undefined;
  };

/** The user types the web has no pages for (ARCHITECTURE.md): contractors, who work in the mobile app (spec section 6), and system managers. */
const WITHOUT_WEB_PAGES: readonly UserType[] = ['Contractor', 'SystemManager'];

const backTo = (href: string | undefined) => (href ? { search: { redirect: href } } : {});

/** The decision's notice: the session that ended, if it did. */
const noticeOf = (context: Context): { notice?: RouteNotice } => (context.sessionEnded ? { notice: { sessionEnded: context.sessionEnded } } : {});

function notDecided(): never {
  throw new Error('The route guard finished without a decision');
}

export const routeGuardMachine = setup({
  types: {
    context: {} as Context,
    input: {} as RouteGuardInput,
    output: {} as RouteDecision,
  },
  guards: {
    isFinishingSignUp: ({ context: c }) => c.isAuthenticated && c.isIdentityKnown && !c.isSignedUp && !c.isSignIn && !c.isLogin,
    isSignedOutOnProtectedPage: ({ context: c }) => !c.isAuthenticated && !c.anonymous,
    isSignedOutUnderShownPage: ({ context: c }) => !c.isAuthenticated && !c.anonymous && c.shown,
    isTabCanBeClosed: ({ context: c }) => c.isTabCanBeClosed,
    isProtectedAndNotSignedUp: ({ context: c }) => !c.anonymous && !c.isSignedUp,
    isWithoutWebPagesAwayFromMobile: ({ context: c }) => c.isSignedUp && WITHOUT_WEB_PAGES.includes(c.userType) && !c.isDirectToMobile && !c.openToContractors,
    isSignedUpOnUnauthenticatedOnly: ({ context: c }) => c.isSignedUp && c.unauthenticatedOnly,
    hasReturnTo: ({ context: c }) => Boolean(c.returnTo),
    isAwayFromIndexAfterSessionEnd: ({ context: c }) => Boolean(c.sessionEnded) && c.anonymous && !c.isIndex,
  },
}).createMachine({
  id: 'routeGuard',
  meta: {
    screens: 'Every navigation: which page shows, or where the user is sent',
  },
  description: 'Run before each navigation: the six rules of spec section 4 "Route guard", in order; the final state says allow or where to go.',
  context: ({ input }) => ({
    isAuthenticated: input.auth.isAuthenticated,
    isSignedUp: input.auth.isSignedUp,
    userType: input.auth.userType,
    isIdentityKnown: input.auth.isIdentityKnown ?? true,
    sessionEnded: input.auth.sessionEnded,
    anonymous: input.route.anonymous,
    unauthenticatedOnly: input.route.unauthenticatedOnly ?? false,
    isSignIn: input.route.isSignIn ?? false,
    isLogin: input.route.isLogin ?? false,
    isTabCanBeClosed: input.route.isTabCanBeClosed ?? false,
    isDirectToMobile: input.route.isDirectToMobile ?? false,
    openToContractors: input.route.openToContractors ?? false,
    isIndex: input.route.isIndex ?? false,
    href: input.href,
    shown: input.shown ?? false,
    returnTo: input.route.returnTo,
    decision: undefined,
  }),
  initial: 'deciding',
  // Each final state writes its decision before the machine is done, so its output is always one.
  output: ({ context }) => context.decision ?? notDecided(),
  states: {
    deciding: {
      always: [
        {
          description:
            'Rule 1: not signed up, and the route is not Sign In: go to Sign In (applied to token holders whose account is not initialized, ARCHITECTURE.md).',
          guard: 'isFinishingSignUp',
          target: 'toSignIn',
        },
        {
          description:
            'The session went away under a protected page on screen (a logout here or in another tab): a logout goes to Index (spec section 4, "Logout"); nobody asked for the page now.',
          guard: 'isSignedOutUnderShownPage',
          target: 'toIndexAfterLogout',
        },
        {
          description:
            'Rule 2, for every protected page (docs/decisions/074): a signed-out visitor goes to Login, which says why, and comes back after signing in.',
          guard: 'isSignedOutOnProtectedPage',
          target: 'toLogin',
        },
        {
          description: 'Rule 3: Tab Can Be Closed always passes.',
          guard: 'isTabCanBeClosed',
          target: 'allowed',
        },
        {
          description: 'Rule 4: a route that is not anonymous needs a signed-up user: a token holder whose account could not be read goes to Index.',
          guard: 'isProtectedAndNotSignedUp',
          target: 'toIndex',
        },
        {
          description:
            'The session ended while this navigation waited for it: the user was logged out, and a logout goes to Index (spec section 4, "Logout"), saying why.',
          guard: 'isAwayFromIndexAfterSessionEnd',
          target: 'toIndexAfterLogout',
        },
        {
          description:
            'Rule 6, after a sign-in that was for a page: a signed-up user on Sign In or Login goes back to that page (where the sign-in screen sends them too), a contractor included; the rules run again there.',
          guard: and(['isSignedUpOnUnauthenticatedOnly', 'hasReturnTo']),
          target: 'toReturnTo',
        },
        {
          description:
            'Rule 5: a signed-up contractor on any other route goes to Direct To Mobile (spec section 6), and so does a system manager, who has no web pages either (ARCHITECTURE.md), except on a page open to contractors: Account Deletion (docs/decisions/010).',
          guard: 'isWithoutWebPagesAwayFromMobile',
          target: 'toDirectToMobile',
        },
        {
          description: 'Rule 6: a signed-up user on a route for signed-out users only (Sign In, Login): go to Index.',
          guard: 'isSignedUpOnUnauthenticatedOnly',
          target: 'toSignedUpIndex',
        },
        { target: 'allowed' },
      ],
    },
    toSignIn: {
      type: 'final',
      entry: assign({
        decision: ({ context }) =>
          ({
            type: 'redirect',
            to: ROUTES.signIn,
            rule: 1,
            ...backTo(context.href),
            ...noticeOf(context),
          }) satisfies RouteDecision,
      }),
    },
    toLogin: {
      type: 'final',
      // The page to come back to, and a session that ended on the way, go to Login, which says both in one sentence.
      entry: assign({
        decision: ({ context }) =>
          ({
            type: 'redirect',
            to: ROUTES.login,
            rule: 2,
            ...(context.href ? { search: { redirect: context.href, ...(context.sessionEnded ? { ended: context.sessionEnded } : {}) } } : noticeOf(context)),
          }) satisfies RouteDecision,
      }),
    },
    toIndex: {
      type: 'final',
      entry: assign({
        decision: ({ context }) =>
          ({
            type: 'redirect',
            to: ROUTES.index,
            rule: 4,
            ...noticeOf(context),
          }) satisfies RouteDecision,
      }),
    },
    toIndexAfterLogout: {
      type: 'final',
      entry: assign({
        decision: ({ context }) =>
          ({
            type: 'redirect',
            to: ROUTES.index,
            rule: 'logout',
            ...noticeOf(context),
          }) satisfies RouteDecision,
      }),
    },
    toDirectToMobile: {
      type: 'final',
      entry: assign({
        decision: ({ context }) =>
          ({
            type: 'redirect',
            to: ROUTES.directToMobile,
            rule: 5,
            ...noticeOf(context),
          }) satisfies RouteDecision,
      }),
    },
    toSignedUpIndex: {
      type: 'final',
      entry: assign({
        decision: ({ context }) =>
          ({
            type: 'redirect',
            to: ROUTES.index,
            rule: 6,
            ...noticeOf(context),
          }) satisfies RouteDecision,
      }),
    },
    toReturnTo: {
      type: 'final',
      entry: assign({
        decision: ({ context }) =>
          ({
            type: 'redirect',
            href: context.returnTo!,
            rule: 6,
            ...noticeOf(context),
          }) satisfies RouteDecision,
      }),
    },
    allowed: {
      type: 'final',
      entry: assign({
        decision: ({ context }) =>
          ({
            type: 'allow',
            ...(context.isTabCanBeClosed ? { rule: 3 as const } : {}),
            ...noticeOf(context),
          }) satisfies RouteDecision,
      }),
    },
  },
});

export type RouteGuardMachine = typeof routeGuardMachine;

/**
 * Runs the guard for one navigation; it finishes synchronously. `inspect` (the app's Stately
 * inspector in development) sees the run like any other actor's.
 */
export function decideRoute(input: RouteGuardInput, inspect?: (event: InspectionEvent) => void): RouteDecision {
  const actor = createActor(routeGuardMachine, { input, inspect }).start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  if (snapshot.status !== 'done' || !snapshot.output) throw new Error('The route guard did not decide');
  return snapshot.output;
}
