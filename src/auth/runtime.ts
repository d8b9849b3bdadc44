import { type Actor, createActor, waitFor } from 'xstate';
import {
  type AuthMachine,
  authMachine,
  selectAuthFacts,
  selectIdentity,
  selectIsAuthenticated,
  selectIsSettled,
  selectIsSignedUp,
  selectRefreshToken,
} from '../../machines/auth.machine';
import { FAILURE_MESSAGES, sessionEndReason, toApiFailure } from '../../machines/api-failure';
import { sessionEndedNotice, type SessionEndReason } from '../../machines/session-notice';
import { fullNameOf } from '../../machines/identity';
import { safeRedirect } from '../../machines/phone-login.machine';
import { decideRoute, type RouteDecision, type RouteGuardRoute } from '../../machines/route-guard.machine';
import { type ApiClient, api as appApi } from '../api/client';
import { type BegunPageData, beginMatchData, type PageMatch } from '../app/page-data';
import { createRefreshQueue } from '../api/refresh-middleware';
import { REFRESH_TOKEN_KEY, type TokenStore } from '../api/token-store';
import { clearPrefill, prefill } from '../lib/help-widget';
import { showToast } from '../lib/toast';
import { loadPendingPurchase } from '../lib/pending-purchase-store';
import { type Inspect, inspect as devInspect } from '../lib/inspector';
import { authActors, type AuthCalls, createAuthCalls } from './auth.actors';
import { type AuthView, type RouterLink, sameView } from './auth-view';
import { forgetAccount, knownAccount, rememberAccount } from './known-account';

/**
 * The session, running: the one auth actor (machines/auth.machine.ts) with its real actors and
 * storage, the 401 refresh queue plugged into the API client, the route guard's decisions, the
 * router re-checked when the session changes, and the help widget prefilled with who is signed in.
 * Loaded by `auth-handle.ts`; nothing on the landing page imports it statically.
 */

export type AuthActor = Actor<AuthMachine>;
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthRuntimeOptions {
  tokens: TokenStore;
  router: () => RouterLink | undefined;
  onView: (view: AuthView) => void;
  /** The API client whose 401s the refresh queue handles; the app's by default. */
  api?: ApiClient;
  /** How replayed requests are sent; `fetch` by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Where the pending membership purchase lives; local storage by default. */
  storage?: StorageLike;
  inspect?: Inspect;
  /**
   * Calls its listener when another tab of the browser has saved or cleared the tokens, and returns
   * the unsubscription; the browser's `storage` event on local storage by default.
   */
  watchOtherTabs?: (listener: () => void) => () => void;
  /** Web Locks shared by the browser's tabs; `navigator.locks` by default. */
  locks?: Pick<LockManager, 'request'>;
}

export interface GuardRequest {
  route: RouteGuardRoute;
  /** The location asked for (path, search, hash). */
  href: string;
  /** The `redirect` search parameter of Sign In and Login. */
  redirect?: unknown;
  signal?: AbortSignal;
  /** A preload (a link hovered): nothing is shown of it, so it does not take a session end to tell. */
  preload?: boolean;
  /** The page already on screen, decided again because the session changed under it. */
  shown?: boolean;
}

export interface AuthRuntime {
  actor: AuthActor;
  calls: AuthCalls;
  /** Waits until the session is known, then runs the route guard (spec section 4). */
  decide(request: GuardRequest): Promise<RouteDecision>;
  /**
   * The route guard's decision as far as it can be told now, without waiting: from the identity once
   * it is known, and while the first one loads from what this browser learned of the stored session's
   * account on an earlier visit (known-account.ts). Undefined when nothing is known of the account.
   */
  foresee(request: Pick<GuardRequest, 'route' | 'href'>): RouteDecision | undefined;
  /**
   * Begins the request the matched route names in `staticData.data`, beside the session the guard
   * waits for (src/app/page-data.ts), when `foresee` says the navigation will be let through (an
   * account known to be signed up; an account still to finish, a contractor, or tokens nothing is
   * known of ask nothing before their identity): here, where the refresh queue is plugged in, and off
   * the first page's script. Undefined when nothing was begun.
   */
  beginPageData(match: PageMatch | undefined, request: Pick<GuardRequest, 'route' | 'href'>): BegunPageData | undefined;
  isVisitor(): boolean;
  stop(): void;
}

/** The Web Lock that keeps two tabs from refreshing with the same refresh token. */
const REFRESH_LOCK = 'session-refresh';
/** Where the tabs of the browser tell each other of session changes that storage does not show. */
const TABS_CHANNEL = 'session';
const IDENTITY_CHANGED = 'identityChanged';

/** Runs `task` while no other tab of this browser runs one under `name`; alone where the browser has no Web Locks. */
async function oneTabAtATime<T>(locks: AuthRuntimeOptions['locks'], name: string, task: () => Promise<T>): Promise<T> {
  return locks ? await locks.request(name, task) : await task();
}

/**
 * Other tabs' writes to the tokens in local storage. `save` writes the refresh token last and `clear`
 * removes it last, so its key marks a finished change; `null` is a `clear()` of the whole storage.
 */
function storageEvents(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorageOrNothing() && (event.key === REFRESH_TOKEN_KEY || event.key === null)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function localStorageOrNothing(): StorageLike {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
}

type Snapshot = ReturnType<AuthActor['getSnapshot']>;

function viewOf(s: Snapshot): AuthView {
  const identity = selectIdentity(s);
  const isSignedUp = selectIsSignedUp(s);
  if (!selectIsSettled(s)) return { status: 'pending', identity, isSignedUp };
  if (s.matches({ session: 'identityFailed' })) return { status: 'identityFailed', identity, isSignedUp };
  if (selectIsAuthenticated(s) && identity) return { status: 'signedIn', identity, isSignedUp };
  return { status: 'signedOut', identity: null, isSignedUp: false };
}

export function startAuthRuntime(options: AuthRuntimeOptions): AuthRuntime {
  const api = options.api ?? appApi;
  const calls = createAuthCalls(api);
  const storage = options.storage ?? localStorageOrNothing();
  const inspect = options.inspect ?? devInspect;
  const { tokens } = options;
  const locks = options.locks ?? (typeof navigator === 'undefined' ? undefined : navigator.locks);
  const tabs = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(TABS_CHANNEL);
  /** Navigations (not preloads) waiting in `decide` for the session to be known. */
  let waitingNavigations = 0;
  /** A session that ended while a navigation waited, for the navigation that next decides to tell. */
  let untold: SessionEndReason | undefined;
  const takeUntold = () => {
    const reason = untold;
    untold = undefined;
    return reason;
  };
  const tellSessionEnded = (reason: SessionEndReason) => showToast({ severity: 'warning', ...sessionEndedNotice(reason) });

  const actor = createActor(
    authMachine.provide({
      actors: authActors(calls),
      actions: {
        storeTokens: ({ event }, pair) => {
          // A sign-in may be another account's: what was learned of the last one is not this one's.
          if (event.type === 'auth.login') forgetAccount(storage);
          tokens.save(pair);
        },
        clearStoredTokens: () => tokens.clear(),
        // Start-up clears a signed-out visitor's purchase data once it is stale: an expired or
        // unreadable pending purchase goes (spec section 4). A fresh one stays for its hour, so a
        // reload of the sign-in page, or signing in from another tab, still resumes it.
        clearPendingPurchase: () => void loadPendingPurchase(Date.now(), storage),
        // A navigation still waiting for the session has shown no page yet: its guard decides where it
        // lands, with the session as it is now, and tells why (rule 4 sends a protected page to Index).
        navigateToIndex: () => {
          if (waitingNavigations === 0) void options.router()?.navigate({ to: '/' });
        },
        // Spec section 8: a failed logout call is only logged; the user is signed out here regardless.
        reportLogoutFailure: (_, { error }) => console.warn(`Signed out; the server was not told: ${toApiFailure(error).message}`),
        announceIdentityChange: () => tabs?.postMessage(IDENTITY_CHANGED),
        // A navigation waiting for the session says it in its own notice (route-guard.machine.ts), together
        // with why its page needs signing in; only a session that ends under a page shown is told here.
        reportSessionEnded: (_, { error }) => {
          if (waitingNavigations > 0) untold = sessionEndReason(error);
          else tellSessionEnded(sessionEndReason(error));
        },
      },
    }),
    { input: { tokens: { token: tokens.accessToken() ?? undefined, refreshToken: tokens.refreshToken() ?? undefined } }, ...(inspect ? { inspect } : {}) },
  );

  /**
   * Every tab of the browser shares the stored tokens, and the server ends a session whose rotated
   * refresh token is presented again. So the stored pair is the truth: a tab takes up what another
   * wrote, and refreshes one tab at a time with the stored refresh token.
   */
  const storedPair = () => {
    const token = tokens.accessToken();
    const refreshToken = tokens.refreshToken();
    return token && refreshToken ? { token, refreshToken } : null;
  };
  const takeUpStoredSession = () => actor.send({ type: 'auth.storedSessionChanged', stored: storedPair() });

  // Plugged in before the actor starts, so a stale token on start-up is refreshed, not a sign-out.
  const queue = createRefreshQueue({
    refresh() {
      // Read before waiting for the lock: another tab's refresh may arrive while this one waits.
      const refused = selectRefreshToken(actor.getSnapshot());
      return oneTabAtATime(locks, REFRESH_LOCK, async () => {
        // A session that never had a refresh token (storage held an access token alone) sees no
        // change in storage: it is not signed out by another tab, its refresh fails, and it is told so.
        if (storedPair() !== null || refused !== null) takeUpStoredSession();
        const refreshToken = selectRefreshToken(actor.getSnapshot());
        if (!refreshToken) throw { kind: 'unauthorized', status: 401, message: FAILURE_MESSAGES.unauthorized };
        // Another tab has refreshed since: its tokens are the new ones.
        if (refreshToken !== refused) return;
        const pair = await calls.refresh(refreshToken);
        actor.send({ type: 'auth.refreshed', ...pair });
      });
    },
    logout: (error) => actor.send({ type: 'auth.refreshFailed', error }),
    getToken: () => tokens.accessToken(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(inspect ? { inspect } : {}),
  });
  api.setUnauthorizedMiddleware(queue.middleware);

  let view: AuthView | undefined;
  let facts: string | undefined;
  let helpIdentity: unknown = null;
  let rememberedIdentity: unknown = null;
  const observe = (s: Snapshot) => {
    const next = viewOf(s);
    if (!sameView(view, next)) {
      view = next;
      options.onView(next);
    }
    // What the guard reads of the account, for the next first load of a page (known-account.ts).
    const loaded = selectIdentity(s);
    if (next.status === 'signedOut') {
      forgetAccount(storage);
      rememberedIdentity = null;
    } else if (loaded && loaded !== rememberedIdentity) {
      rememberAccount(storage, loaded);
      rememberedIdentity = loaded;
    }
    if (selectIsSettled(s)) {
      // Whoever is signed in now, every guard decision so far may be wrong: decide the page again.
      const now = JSON.stringify(selectAuthFacts(s));
      if (facts !== undefined && now !== facts) void options.router()?.invalidate();
      facts = now;
    }
    const identity = next.status === 'signedIn' ? next.identity : null;
    if (identity !== helpIdentity) {
      helpIdentity = identity;
      if (identity) prefill(fullNameOf(identity), identity.email || identity.applicationUser.email);
      else clearPrefill();
    }
  };
  const subscription = actor.subscribe(observe);
  actor.start();
  observe(actor.getSnapshot());
  const unwatchOtherTabs = (options.watchOtherTabs ?? storageEvents)(takeUpStoredSession);
  // A profile completed or edited in another tab changes no token: that tab says so, and this one reloads.
  tabs?.addEventListener('message', (event) => {
    if (event.data === IDENTITY_CHANGED && actor.getSnapshot().matches({ session: 'signedIn' })) actor.send({ type: 'auth.reload' });
  });

  return {
    actor,
    calls,
    async decide({ route, href, redirect, signal, preload, shown }) {
      const navigation = !preload;
      if (navigation) waitingNavigations += 1;
      let snapshot: Snapshot;
      try {
        snapshot = await waitFor(actor, selectIsSettled, { timeout: Infinity, ...(signal ? { signal } : {}) });
      } finally {
        if (navigation) waitingNavigations -= 1;
        // An abandoned navigation leaves the session end to the next one, or tells it now if none waits.
        if (signal?.aborted && waitingNavigations === 0 && untold) tellSessionEnded(takeUntold()!);
      }
      const sessionEnded = navigation ? takeUntold() : undefined;
      const returnTo = (route.isSignIn || route.isLogin) && typeof redirect === 'string' && redirect ? safeRedirect(redirect) : undefined;
      const auth = { ...selectAuthFacts(snapshot), ...(sessionEnded ? { sessionEnded } : {}) };
      return decideRoute({ auth, route: returnTo ? { ...route, returnTo } : route, href, ...(shown ? { shown } : {}) }, inspect);
    },
    foresee({ route, href }) {
      const s = actor.getSnapshot();
      if (selectIsSettled(s)) return decideRoute({ auth: selectAuthFacts(s), route, href });
      // Only while the first identity of a stored session loads: starting and logging out foresee nothing.
      const known = s.matches({ session: 'loadingIdentity' }) && selectIsAuthenticated(s) ? knownAccount(storage) : undefined;
      return known && decideRoute({ auth: { isAuthenticated: true, isIdentityKnown: true, ...known }, route, href });
    },
    beginPageData(match, request) {
      // A visitor holds no token to ask with.
      return !this.isVisitor() && this.foresee(request)?.type === 'allow' ? beginMatchData(match) : undefined;
    },
    isVisitor() {
      const s = actor.getSnapshot();
      return selectIsSettled(s) && !selectIsAuthenticated(s);
    },
    stop() {
      unwatchOtherTabs();
      tabs?.close();
      subscription.unsubscribe();
      actor.stop();
      queue.stop();
      api.setUnauthorizedMiddleware(undefined);
    },
  };
}
