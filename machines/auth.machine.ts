import { assign, fromPromise, setup } from 'xstate';
import type { TokenPair } from '../contract/authentication';
import { type ApiFailure, toApiFailure } from './api-failure';
import { activeMembership, type Identity, isSignedUp, userTypeOf } from './identity';

/**
 * The session of the person using the web app (spec section 4 "Authentication state"): both tokens,
 * the identity loaded from the server, and what happens on start-up, login, refresh and logout.
 *
 * Storage-agnostic: the stored tokens arrive as `input`, and every write to storage is an injected
 * action (`storeTokens`, `clearStoredTokens`, `clearPendingPurchase`); the browser adapter backs them
 * with local storage so a session survives a reload.
 *
 * Provide in `src/`: actors `loadIdentity` (GET current-identity) and `logout` (POST logout);
 * actions `storeTokens`, `clearStoredTokens`, `clearPendingPurchase`, `navigateToIndex`,
 * `reportLogoutFailure`, `announceIdentityChange`.
 */

export type { Identity } from './identity';

export interface AuthContext {
  token: string | null;
  refreshToken: string | null;
  identity: Identity | null;
  /** Why the identity could not be loaded (network or server trouble); the tokens are kept. */
  error: ApiFailure | null;
}

export interface AuthInput {
  /** What the storage adapter found at start-up. */
  tokens?: Partial<TokenPair> | null;
}

export type AuthEvent =
  | ({ type: 'auth.login' } & TokenPair)
  | ({ type: 'auth.refreshed' } & TokenPair)
  | { type: 'auth.logout' }
  | { type: 'auth.retry' }
  | { type: 'auth.reload' }
  | { type: 'auth.identityChanged'; identity: Identity }
  /** The tokens could not be refreshed (spec section 8): the session is over. */
  | { type: 'auth.refreshFailed'; error: unknown }
  /** Another tab of the browser changed the stored tokens: what storage holds now (null: nothing). */
  | { type: 'auth.storedSessionChanged'; stored: TokenPair | null };

/** How long logout waits for the server before going on without it (HTTP itself has no timeout). */
export const LOGOUT_WAIT_MS = 5000;

const signedOutSession = { token: null, refreshToken: null, identity: null, error: null } as const;

const tokensOf = ({ event }: { event: TokenPair }): TokenPair => ({ token: event.token, refreshToken: event.refreshToken });
/** A login or a refresh: keep both tokens of the event, and store them. */
const replaceTokens = [
  { type: 'assignTokens', params: tokensOf },
  { type: 'storeTokens', params: tokensOf },
] as const;

type StoredSessionEvent = { stored: TokenPair | null };
const storedOf = ({ event }: { event: StoredSessionEvent }) => ({ stored: event.stored });
/** Another tab stored these tokens: keep them (storing them again would change nothing). */
const takeUpStoredTokens = { type: 'assignTokens', params: ({ event }: { event: StoredSessionEvent }) => event.stored! } as const;
const logoutSteps = ['clearSession', 'clearStoredTokens', 'navigateToIndex'] as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput | undefined,
  },
  actors: {
    loadIdentity: fromPromise<Identity>(() => Promise.reject(new Error('loadIdentity is not provided'))),
    logout: fromPromise<void, { refreshToken: string }>(() => Promise.reject(new Error('logout is not provided'))),
  },
  actions: {
    /** Persist both tokens (local storage in the browser). */
    storeTokens: (_, _tokens: TokenPair) => {},
    clearStoredTokens: () => {},
    clearPendingPurchase: () => {},
    navigateToIndex: () => {},
    reportLogoutFailure: (_, _params: { error: unknown }) => {},
    /** Tell the other tabs sharing this session that the identity changed. */
    announceIdentityChange: () => {},
    /** Tell the user why they are being signed out. */
    reportSessionEnded: (_, _params: { error: unknown }) => {},
    assignTokens: assign((_, tokens: TokenPair) => ({ token: tokens.token, refreshToken: tokens.refreshToken })),
    assignIdentity: assign((_, params: { identity: Identity }) => ({ identity: params.identity, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error) })),
    clearSession: assign(signedOutSession),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    hasRefreshToken: ({ context }) => Boolean(context.refreshToken),
    isUnauthorized: (_, params: { error: unknown }) => toApiFailure(params.error).kind === 'unauthorized',
    hasStoredSession: (_, params: StoredSessionEvent) => params.stored !== null,
    hasNoStoredSession: (_, params: StoredSessionEvent) => params.stored === null,
    isAnotherStoredSession: ({ context }, params: StoredSessionEvent) => params.stored !== null && params.stored.refreshToken !== context.refreshToken,
  },
  delays: {
    logoutWait: LOGOUT_WAIT_MS,
  },
}).createMachine({
  id: 'auth',
  meta: { screens: "Every page: the header's Sign In or account menu and Log Out; Sign In and Login after the code; the route guard's facts" },
  description:
    'The session: tokens persisted locally, the identity loaded from the server, start-up, login, refresh and logout (spec section 4 "Authentication state", section 8 for logout failures).',
  context: ({ input }) => ({
    ...signedOutSession,
    token: input?.tokens?.token || null,
    refreshToken: input?.tokens?.refreshToken || null,
  }),
  initial: 'starting',
  on: {
    'auth.login': {
      description: 'Login (spec section 4): store both tokens, then load the identity.',
      target: '.session.loadingIdentity',
      actions: replaceTokens,
    },
  },
  states: {
    starting: {
      description:
        'Start-up (spec section 4): authenticated means an access token is present; then load the identity, otherwise clear tokens, identity and pending purchase data.',
      tags: ['busy'],
      always: [
        { guard: 'hasToken', target: 'session' },
        { target: 'signedOut', actions: ['clearSession', 'clearStoredTokens', 'clearPendingPurchase'] },
      ],
    },
    session: {
      description: 'Holding tokens: the identity is loading, could not be loaded, or is known. A logout is the same from each; a refresh reloads the identity unless it is loading already.',
      initial: 'loadingIdentity',
      on: {
        'auth.refreshed': {
          description: 'Refresh (spec section 4): replace both tokens and reload the identity.',
          target: '.loadingIdentity',
          actions: replaceTokens,
        },
        'auth.logout': [
          { guard: 'hasRefreshToken', target: 'loggingOut' },
          { target: 'signedOut', actions: logoutSteps },
        ],
        'auth.refreshFailed': [
          {
            description: 'A failed refresh (spec section 8): say so, then log out.',
            guard: 'hasRefreshToken',
            target: 'loggingOut',
            actions: { type: 'reportSessionEnded', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'signedOut', actions: [{ type: 'reportSessionEnded', params: ({ event }) => ({ error: event.error }) }, ...logoutSteps] },
        ],
        'auth.storedSessionChanged': [
          {
            description: 'Another tab refreshed the tokens or signed in anew: use its tokens, since the server no longer takes the ones they replaced.',
            guard: { type: 'isAnotherStoredSession', params: storedOf },
            target: '.loadingIdentity',
            actions: takeUpStoredTokens,
          },
          {
            description:
              'Another tab logged out: forget the session too. The server was told already, and the storage is left alone, since it may hold a session another tab has started since.',
            guard: { type: 'hasNoStoredSession', params: storedOf },
            target: '#auth.signedOut',
            actions: 'clearSession',
          },
        ],
      },
      states: {
        loadingIdentity: {
          tags: ['busy'],
          invoke: {
            id: 'loadIdentity',
            src: 'loadIdentity',
            onDone: {
              target: 'signedIn',
              actions: { type: 'assignIdentity', params: ({ event }) => ({ identity: event.output }) },
            },
            onError: [
              {
                description: 'The server no longer accepts the tokens (after the refresh queue failed to refresh them): the session is over.',
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#auth.signedOut',
                actions: ['clearSession', 'clearStoredTokens'],
              },
              {
                description: 'Network or server trouble: keep the tokens and offer a retry.',
                target: 'identityFailed',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
          on: {
            'auth.refreshed': {
              description: 'Refresh while the identity is loading: replace both tokens; the load under way is replayed by the refresh queue.',
              actions: replaceTokens,
            },
            'auth.storedSessionChanged': {
              description: 'Tokens another tab stored, while the identity is loading: use them; the load under way is replayed by the refresh queue.',
              guard: { type: 'isAnotherStoredSession', params: storedOf },
              actions: takeUpStoredTokens,
            },
          },
        },
        identityFailed: {
          description: 'The identity could not be loaded for a reason other than the session ending; the tokens stay and the user can retry.',
          tags: ['error'],
          on: {
            'auth.retry': 'loadingIdentity',
          },
        },
        signedIn: {
          description: 'Authenticated with a known identity; whether the user is signed up, a contractor or a member is read from it.',
          on: {
            'auth.reload': 'loadingIdentity',
            'auth.identityChanged': {
              description: 'The profile was completed or edited and the server answered with the new identity; the other tabs of the browser reload theirs.',
              actions: [{ type: 'assignIdentity', params: ({ event }) => ({ identity: event.identity }) }, 'announceIdentityChange'],
            },
          },
        },
      },
    },
    loggingOut: {
      description:
        'Logout (spec section 4): try to tell the server; always clear both tokens and the identity; go to the index route. A failure is only logged (spec section 8).',
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
        onDone: { target: 'signedOut', actions: logoutSteps },
        onError: {
          target: 'signedOut',
          actions: [{ type: 'reportLogoutFailure', params: ({ event }) => ({ error: event.error }) }, ...logoutSteps],
        },
      },
      after: {
        logoutWait: {
          description: 'The server did not answer in time: log out without it.',
          target: 'signedOut',
          actions: logoutSteps,
        },
      },
    },
    signedOut: {
      description: 'No session: anonymous pages only.',
      on: {
        'auth.storedSessionChanged': {
          description: 'Another tab signed in: so is this one.',
          guard: { type: 'hasStoredSession', params: storedOf },
          target: 'session',
          actions: takeUpStoredTokens,
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;

/** The part of an auth snapshot the selectors read; `useSelector(authActor, selectX)` passes the snapshot. */
export interface AuthSnapshotLike {
  context: AuthContext;
  hasTag(tag: 'busy' | 'error'): boolean;
  matches(state: 'starting' | 'session' | { session: 'loadingIdentity' | 'identityFailed' | 'signedIn' } | 'loggingOut' | 'signedOut'): boolean;
}

/** Authenticated: an access token is present (spec section 4). */
export const selectIsAuthenticated = (s: Pick<AuthSnapshotLike, 'context'>) => Boolean(s.context.token);
export const selectRefreshToken = (s: Pick<AuthSnapshotLike, 'context'>) => s.context.refreshToken;
export const selectIdentity = (s: Pick<AuthSnapshotLike, 'context'>) => s.context.identity;
/** Signed up: the application user is marked initialized. */
export const selectIsSignedUp = (s: Pick<AuthSnapshotLike, 'context'>) => isSignedUp(s.context.identity);
export const selectActiveMembership = (s: Pick<AuthSnapshotLike, 'context'>) => activeMembership(s.context.identity);
export const selectUserType = (s: Pick<AuthSnapshotLike, 'context'>) => userTypeOf(s.context.identity);

/**
 * Whether the session is known well enough to decide a route: not starting, not loading an identity
 * for the first time, not logging out. A reload with an identity already known does not hold navigation.
 */
export const selectIsSettled = (s: AuthSnapshotLike) =>
  !(s.matches('starting') || s.matches('loggingOut') || (s.matches({ session: 'loadingIdentity' }) && s.context.identity === null));

/** The auth facts the route guard reads (see `route-guard.machine.ts`). */
export const selectAuthFacts = (s: Pick<AuthSnapshotLike, 'context'>) => ({
  isAuthenticated: selectIsAuthenticated(s),
  isSignedUp: selectIsSignedUp(s),
  userType: selectUserType(s),
  isIdentityKnown: s.context.identity !== null,
});
