/**
 * The page sign-in sends the user back to, which takes up a waiting choice. A module of its own: Sign
 * In's first paint asks whether its `redirect` leads there, without the purchase's code.
 */
export const CHECKOUT_PATH = '/memberships/checkout';

/** Whether a sign-in's `redirect` leads to the checkout (its search and hash aside). */
export const leadsToCheckout = (redirect: string | undefined): boolean => redirect?.split(/[?#]/)[0] === CHECKOUT_PATH;
