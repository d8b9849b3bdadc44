import type { SnapshotFrom } from 'xstate';
import { type RouteGuardInput, type RouteGuardMachine, routeGuardMachine } from '../../machines/route-guard.machine';
import { pathsFor } from './model';

/**
 * The paths through the route guard: one navigation each, every person on every route. The model test
 * (route-guard.model.test.ts) runs them all; the app walk (route-guard.ui.test.tsx) takes one navigation
 * per rule, chosen from these by the transition it takes.
 */

export type Snapshot = SnapshotFrom<RouteGuardMachine>;

export const people: Record<string, RouteGuardInput['auth']> = {
  visitor: { isAuthenticated: false, isSignedUp: false, userType: '' },
  'new account': { isAuthenticated: true, isSignedUp: false, userType: 'Consumer' },
  'identity not loaded': { isAuthenticated: true, isSignedUp: false, userType: '', isIdentityKnown: false },
  consumer: { isAuthenticated: true, isSignedUp: true, userType: 'Consumer' },
  contractor: { isAuthenticated: true, isSignedUp: true, userType: 'Contractor' },
  'system manager': { isAuthenticated: true, isSignedUp: true, userType: 'SystemManager' },
  // Opened a page with a stored session whose refresh the server refused while the page waited.
  'session ended': { isAuthenticated: false, isSignedUp: false, userType: '', sessionEnded: 'unauthorized' },
};
export const routes: Record<string, RouteGuardInput['route']> = {
  landing: { anonymous: true, isIndex: true },
  'our services': { anonymous: true },
  'my account': { anonymous: false },
  'job request details': { anonymous: false },
  'sign in': { anonymous: true, unauthenticatedOnly: true, isSignIn: true },
  login: { anonymous: true, unauthenticatedOnly: true, isLogin: true },
  'sign in for a page': { anonymous: true, unauthenticatedOnly: true, isSignIn: true, returnTo: '/job-requests/new' },
  'tab can be closed': { anonymous: true, isTabCanBeClosed: true },
  'direct to mobile': { anonymous: true, isDirectToMobile: true },
  'account deletion': { anonymous: true, openToContractors: true },
  'sign in for account deletion': { anonymous: true, unauthenticatedOnly: true, isSignIn: true, returnTo: '/account-deletion' },
};
/** Every person on every route: each navigation is one path of the guard. */
export const inputs = Object.fromEntries([
  ...Object.entries(people).flatMap(([who, auth]) => Object.entries(routes).map(([where, route]) => [`${who} on ${where}`, { auth, route, href: '/asked' }])),
  // The page on screen decided again, its session gone under it (a logout here or in another tab).
  ...Object.entries(people).map(([who, auth]) => [`${who} on my account, shown`, { auth, route: routes['my account']!, href: '/asked', shown: true }]),
]);

export const paths = pathsFor(routeGuardMachine, { events: [], inputs });

