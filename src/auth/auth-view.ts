import type { Identity } from '../../machines/identity';

// What the first page's handle and the runtime it loads share, kept apart so that the runtime imports nothing of the handle.

export interface AuthView {
  /** `pending` until the session is known: the runtime loading, the identity loading for the first time, logging out. */
  status: 'pending' | 'signedOut' | 'signedIn' | 'identityFailed';
  identity: Identity | null;
  /** The identity's account is initialized (spec section 4). */
  isSignedUp: boolean;
}

/** What the auth runtime needs of the router: where logout goes, and re-running the guard. */
export interface RouterLink {
  navigate(options: { to: '/' }): unknown;
  invalidate(): unknown;
}

/** Whether two views show the same session: a listener re-renders the header for nothing otherwise. */
export const sameView = (a: AuthView | undefined, b: AuthView) => a?.status === b.status && a.identity === b.identity && a.isSignedUp === b.isSignedUp;
