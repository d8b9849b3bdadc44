/**
 * What a user is told when a session ends under them or a page needs signing in (spec section 8,
 * issue 14's rough edges): the words of those notices, in one place, so that the two said at once
 * become one message.
 */

/**
 * Why a session ended after a failed refresh: the server refused it, or could not be asked
 * (`sessionEndReason` in api-failure.ts tells which). This module has the words only: the route guard
 * on every page imports it, and the failure classification belongs to the lazy auth runtime.
 */
export type SessionEndReason = 'unauthorized' | 'network' | 'unknown';

/**
 * The notice of a session that ended; `purpose` when the user was on their way to a page that needs
 * signing in (a reload of My Account once the session had ended), which the Sign In it offers leads back to.
 * `purpose` is what signing in is for there: "see My Account", "see your membership payment", "buy a membership".
 */
export function sessionEndedNotice(reason: SessionEndReason, purpose?: string): { summary: string; detail: string } {
  const again = `Sign in again to ${purpose ?? 'continue'}`;
  if (reason === 'unauthorized') return { summary: 'Your session has ended', detail: `${again}.` };
  if (reason === 'network')
    return { summary: 'You have been signed out', detail: `We could not reach the server to renew your session. Sign in again${purpose ? ` to ${purpose}` : ''} once you are back online.` };
  return { summary: 'You have been signed out', detail: `Your session could not be renewed. ${again}.` };
}

/** Why a signed-out visitor is not on the page they asked for: what signing in is for there. */
export const signInFirstNotice = (purpose = 'see this page') => ({ summary: `Sign in to ${purpose}` });
