import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { decideRoute, type RouteGuardAuth, type RouteGuardRoute } from './route-guard.machine';

const visitor: RouteGuardAuth = { isAuthenticated: false, isSignedUp: false, userType: '' };
const newAccount: RouteGuardAuth = { isAuthenticated: true, isSignedUp: false, userType: 'Consumer' };
const consumer: RouteGuardAuth = { isAuthenticated: true, isSignedUp: true, userType: 'Consumer' };
const contractor: RouteGuardAuth = { isAuthenticated: true, isSignedUp: true, userType: 'Contractor' };
const identityFailed: RouteGuardAuth = { isAuthenticated: true, isSignedUp: false, userType: '', isIdentityKnown: false };

const landing: RouteGuardRoute = { routeId: '/', anonymous: true, isIndex: true };
const myAccount: RouteGuardRoute = { routeId: '/my-account', anonymous: false };
const jobRequestDetails: RouteGuardRoute = { routeId: '/job-requests/$id', anonymous: false };
const signIn: RouteGuardRoute = { routeId: '/sign-in', anonymous: true, unauthenticatedOnly: true, isSignIn: true };
const login: RouteGuardRoute = { routeId: '/login', anonymous: true, unauthenticatedOnly: true, isLogin: true };
const tabCanBeClosed: RouteGuardRoute = { routeId: '/tab-can-be-closed', anonymous: true, isTabCanBeClosed: true };
const directToMobile: RouteGuardRoute = { routeId: '/direct-to-mobile', anonymous: true, isDirectToMobile: true };
const accountDeletion: RouteGuardRoute = { routeId: '/account-deletion', anonymous: true, openToContractors: true };

const decide = (auth: RouteGuardAuth, route: RouteGuardRoute, href = '/somewhere?x=1') => decideRoute({ auth, route, href });

describe('route guard (spec section 4, ARCHITECTURE.md reading of rule 1)', () => {
  it('rule 1: a token holder who is not signed up finishes the account on Sign In, from anywhere else', () => {
    for (const route of [landing, myAccount, jobRequestDetails, tabCanBeClosed, directToMobile]) {
      expect(decide(newAccount, route, '/my-account')).toEqual({ type: 'redirect', to: '/sign-in', rule: 1, search: { redirect: '/my-account' } });
    }
    expect(decide(newAccount, signIn)).toEqual({ type: 'allow' });
    expect(decide(newAccount, login)).toEqual({ type: 'allow' });
  });

  it('rule 1 does not touch anonymous visitors on anonymous pages', () => {
    for (const route of [landing, signIn, login, directToMobile]) expect(decide(visitor, route)).toEqual({ type: 'allow' });
  });

  it('rule 2, for every protected page: a signed-out visitor goes to Login and comes back after (docs/decisions/074)', () => {
    expect(decide(visitor, jobRequestDetails, '/job-requests/0b9e5c1e-3c4f-4a8e-9a51-7f0e4e6f1a2b')).toEqual({
      type: 'redirect',
      to: '/login',
      rule: 2,
      search: { redirect: '/job-requests/0b9e5c1e-3c4f-4a8e-9a51-7f0e4e6f1a2b' },
    });
    expect(decide(visitor, myAccount, '/my-account')).toEqual({ type: 'redirect', to: '/login', rule: 2, search: { redirect: '/my-account' } });
  });

  it('rule 3: Tab Can Be Closed passes for everyone else, contractors included', () => {
    for (const auth of [visitor, consumer, contractor]) expect(decide(auth, tabCanBeClosed)).toEqual({ type: 'allow', rule: 3 });
  });

  it('rule 4: a protected page needs a signed-up user; a session whose account did not load goes to Index', () => {
    expect(decide(identityFailed, myAccount)).toEqual({ type: 'redirect', to: '/', rule: 4 });
    expect(decide(identityFailed, jobRequestDetails)).toEqual({ type: 'redirect', to: '/', rule: 4 });
    expect(decide(identityFailed, landing)).toEqual({ type: 'allow' });
    expect(decide(consumer, myAccount)).toEqual({ type: 'allow' });
  });

  it('says that the session ended while the navigation waited, on Login with the page asked for, else in a notice', () => {
    const ended: RouteGuardAuth = { ...visitor, sessionEnded: 'unauthorized' };
    expect(decide(ended, myAccount)).toEqual({ type: 'redirect', to: '/login', rule: 2, search: { redirect: '/somewhere?x=1', ended: 'unauthorized' } });
    expect(decide({ ...visitor, sessionEnded: 'network' }, jobRequestDetails, '/job-requests/1')).toEqual({
      type: 'redirect',
      to: '/login',
      rule: 2,
      search: { redirect: '/job-requests/1', ended: 'network' },
    });
    expect(decide({ ...visitor, sessionEnded: 'network' }, landing)).toEqual({ type: 'allow', notice: { sessionEnded: 'network' } });
    // A logout goes to Index (spec section 4), so an open page other than Index is left too.
    expect(decide(ended, { anonymous: true })).toEqual({ type: 'redirect', to: '/', rule: 'logout', notice: { sessionEnded: 'unauthorized' } });
    expect(decide(ended, tabCanBeClosed)).toEqual({ type: 'allow', rule: 3, notice: { sessionEnded: 'unauthorized' } });
  });

  it('sends a protected page on screen whose session went away (a logout) to Index, not to Login', () => {
    expect(decideRoute({ auth: visitor, route: myAccount, href: '/my-account', shown: true })).toEqual({ type: 'redirect', to: '/', rule: 'logout' });
    expect(decideRoute({ auth: { ...visitor, sessionEnded: 'unauthorized' }, route: myAccount, href: '/my-account', shown: true })).toEqual({
      type: 'redirect',
      to: '/',
      rule: 'logout',
      notice: { sessionEnded: 'unauthorized' },
    });
    // Still signed in, the page stays.
    expect(decideRoute({ auth: consumer, route: myAccount, href: '/my-account', shown: true })).toEqual({ type: 'allow' });
  });

  it('rule 5: a signed-up contractor goes to Direct To Mobile from any other page', () => {
    for (const route of [landing, myAccount, jobRequestDetails, signIn]) {
      expect(decide(contractor, route)).toEqual({ type: 'redirect', to: '/direct-to-mobile', rule: 5 });
    }
    expect(decide(contractor, directToMobile)).toEqual({ type: 'allow' });
  });

  it('rule 5 leaves a contractor on a page open to contractors: Account Deletion (docs/decisions/010)', () => {
    expect(decide(contractor, accountDeletion)).toEqual({ type: 'allow' });
    for (const auth of [visitor, consumer]) expect(decide(auth, accountDeletion)).toEqual({ type: 'allow' });
    // Open to contractors is not open to an account still being created.
    expect(decide(newAccount, accountDeletion, '/account-deletion')).toEqual({ type: 'redirect', to: '/sign-in', rule: 1, search: { redirect: '/account-deletion' } });
  });

  it('rule 6: a signed-up user on Sign In or Login goes to Index', () => {
    expect(decide(consumer, signIn)).toEqual({ type: 'redirect', to: '/', rule: 6 });
    expect(decide(consumer, login)).toEqual({ type: 'redirect', to: '/', rule: 6 });
    expect(decide(consumer, landing)).toEqual({ type: 'allow' });
  });

  it('rule 6 after a sign-in that was for a page: back to that page, so the guard and the sign-in screen agree', () => {
    const back = '/job-requests/new?from=header#top';
    expect(decide(consumer, { ...signIn, returnTo: back })).toEqual({ type: 'redirect', href: back, rule: 6 });
    expect(decide(consumer, { ...login, returnTo: back })).toEqual({ type: 'redirect', href: back, rule: 6 });
    // A contractor goes there too; rule 5 then decides that page (Direct To Mobile, unless open to contractors).
    expect(decide(contractor, { ...signIn, returnTo: back })).toEqual({ type: 'redirect', href: back, rule: 6 });
    expect(decide(contractor, { ...login, returnTo: '/account-deletion' })).toEqual({ type: 'redirect', href: '/account-deletion', rule: 6 });
    // Rules 1 to 4 still come first.
    expect(decide(newAccount, { ...signIn, returnTo: back })).toEqual({ type: 'allow' });
    expect(decide(visitor, { ...login, returnTo: back })).toEqual({ type: 'allow' });
  });

  it('shows its run to an inspector when given one (VITE_INSPECT), deciding the same', () => {
    const seen: InspectionEvent[] = [];
    const decision = decide(visitor, myAccount);
    expect(decideRoute({ auth: visitor, route: myAccount, href: '/somewhere?x=1' }, (event) => seen.push(event))).toEqual(decision);
    const snapshots = seen.flatMap((event) => (event.type === '@xstate.snapshot' ? [event.snapshot] : []));
    expect(snapshots.at(-1)).toMatchObject({ status: 'done', output: decision });
    expect(seen.filter((event) => event.type === '@xstate.actor')).toHaveLength(1);
  });

  it('redirects without a way back when the location is not given', () => {
    expect(decideRoute({ auth: visitor, route: jobRequestDetails })).toEqual({ type: 'redirect', to: '/login', rule: 2 });
  });
});
