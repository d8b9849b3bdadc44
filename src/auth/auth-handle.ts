import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { AuthEvent } from '../../machines/auth.machine';
import { type TokenStore, tokenStore } from '../api/token-store';
import { nextTask } from '../lib/next-task';
import { type AuthView, type RouterLink, sameView } from './auth-view';
import type { AuthRuntime, AuthRuntimeOptions } from './runtime';

/**
 * The session as the first page sees it, without loading the auth machine.
 *
 * The auth actor, its API calls, the 401 queue and xstate itself live in `./runtime`, a chunk of
 * their own: a visitor reading the landing page needs none of them, and `npm run bench` counts every
 * byte before the landing page is interactive. With a session stored, `start()` loads the runtime at
 * once, so the actor exists and is loading the identity before the first route is decided; without
 * one it loads when the browser is idle (start-up still clears a stale pending purchase). The route
 * guard (`./guard.ts`) waits for the runtime whenever its decision could depend on it.
 */

export interface AuthHandle {
  /** The running auth runtime (loaded and started once). */
  ready(): Promise<AuthRuntime>;
  /** The runtime if it has started. */
  current(): AuthRuntime | undefined;
  /** Loads the runtime now when a session is stored, else when the browser is idle. */
  start(): void;
  /** Nobody is signed in and no session is starting, ending or stored: an anonymous visitor. */
  isVisitor(): boolean;
  connect(router: RouterLink): void;
  view(): AuthView;
  subscribe(listener: () => void): () => void;
  /** Sends an event to the auth actor, starting the runtime if needed (Log Out, Retry). */
  send(event: AuthEvent): void;
}

/** The router context every route sees. */
export interface RouterContext {
  auth: AuthHandle;
}

export interface AuthHandleOptions extends Partial<Omit<AuthRuntimeOptions, 'router' | 'onView' | 'tokens'>> {
  tokens?: TokenStore;
  /** How the runtime chunk is loaded. */
  load?: () => Promise<{ startAuthRuntime: (options: AuthRuntimeOptions) => AuthRuntime }>;
}

const SIGNED_OUT: AuthView = { status: 'signedOut', identity: null, isSignedUp: false };
const PENDING: AuthView = { status: 'pending', identity: null, isSignedUp: false };

export function createAuthHandle({ tokens = tokenStore, load = () => import('./runtime'), ...runtimeOptions }: AuthHandleOptions = {}): AuthHandle {
  let router: RouterLink | undefined;
  let runtime: AuthRuntime | undefined;
  let starting: Promise<AuthRuntime> | undefined;
  let view: AuthView = tokens.accessToken() ? PENDING : SIGNED_OUT;
  const listeners = new Set<() => void>();

  const handle: AuthHandle = {
    ready() {
      starting ??= load().then(async ({ startAuthRuntime }) => {
        // Evaluating the chunk and starting its actors are tens of milliseconds each on a slow phone:
        // two tasks rather than one that keeps the visitor waiting.
        await nextTask();
        runtime = startAuthRuntime({
          ...runtimeOptions,
          tokens,
          router: () => router,
          onView(next) {
            // A visitor's runtime starts by telling what the page already shows: signed out.
            if (sameView(view, next)) return;
            view = next;
            for (const listener of listeners) listener();
          },
        });
        return runtime;
      });
      return starting;
    },
    current: () => runtime,
    start() {
      if (tokens.accessToken()) {
        void handle.ready();
        return;
      }
      const run = () => void handle.ready();
      if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 1);
    },
    isVisitor: () => (runtime ? runtime.isVisitor() : !tokens.accessToken()),
    connect(next) {
      router = next;
    },
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      void handle.ready().then((r) => r.actor.send(event));
    },
  };
  return handle;
}

/** The app's auth handle, from the router context. */
export function useAuth(): AuthHandle {
  return useRouter().options.context.auth;
}

const signedOutView = () => SIGNED_OUT;

/**
 * The session for the header and other always-present parts, re-rendering when it changes. A
 * prerendered page is hydrated as the signed-out page it was built as (the server snapshot), and
 * shows a stored session on the render that follows, so a signed-in visitor gets no hydration mismatch.
 */
export function useAuthView(): AuthView {
  const auth = useAuth();
  return useSyncExternalStore(auth.subscribe, auth.view, signedOutView);
}
