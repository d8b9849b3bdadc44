import type { Identity } from '../../../machines/identity';

/*
 * Apart from the page, as the route's head reads it: a route's head is in the route tree every page
 * loads first, and the page itself, with its icons, loads only where it is shown.
 */

/** A system manager: the web has no pages for them, and the mobile app, being the contractors', none either. */
export const isSystemManager = (identity: Identity | null | undefined) => identity?.userType === 'SystemManager';

/** The page's title, for the one who reads it. */
export const directToMobileTitle = (identity: Identity | null | undefined) => (isSystemManager(identity) ? 'This Website Is for Customers' : 'Use the Mobile App');
