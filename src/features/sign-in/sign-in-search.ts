/** The search of Sign In and Login: where to go once signed in. Plain code: it runs with the route tree, on every page. */
export interface SignInSearch {
  redirect?: string;
}

export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  return typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {};
}

/** The headings of Sign In and Login; here, not in the form's module, because `/login`'s title runs with the route tree. */
export const SIGN_UP_TITLE = 'Create an Account';
export const LOG_IN_TITLE = 'Log In';
