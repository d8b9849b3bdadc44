import type { SessionEndReason } from '../../../machines/session-notice';

/**
 * The search of Sign In and Login: where to go once signed in, and, when a protected page sent the
 * visitor here, how the session ended on the way if it did (route-guard.machine.ts). Plain code: it
 * runs with the route tree, on every page.
 */
export interface SignInSearch {
  redirect?: string;
  ended?: SessionEndReason;
}

const ENDED: readonly unknown[] = ['unauthorized', 'network', 'unknown'] satisfies SessionEndReason[];

export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  if (typeof search.redirect !== 'string' || !search.redirect) return {};
  return { redirect: search.redirect, ...(ENDED.includes(search.ended) ? { ended: search.ended as SessionEndReason } : {}) };
}

/** The headings of Sign In and Login; here, not in the form's module, because `/login`'s title runs with the route tree. */
export const SIGN_UP_TITLE = 'Create an Account';
export const LOG_IN_TITLE = 'Log In';
