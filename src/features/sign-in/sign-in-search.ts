/** The search of Sign In and Login: where to go once signed in. Plain code: it runs with the route tree, on every page. */
export interface SignInSearch {
  redirect?: string;
}

export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  return typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {};
}
