import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type RouteGuardInput, type RouteGuardMachine, routeGuardMachine } from '../../machines/route-guard.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, pathsFor, type StateChecks } from './model';

type Snapshot = SnapshotFrom<RouteGuardMachine>;

const people: Record<string, RouteGuardInput['auth']> = {
  visitor: { isAuthenticated: false, isSignedUp: false, userType: '' },
  'new account': { isAuthenticated: true, isSignedUp: false, userType: 'Consumer' },
  'identity not loaded': { isAuthenticated: true, isSignedUp: false, userType: '', isIdentityKnown: false },
  consumer: { isAuthenticated: true, isSignedUp: true, userType: 'Consumer' },
  contractor: { isAuthenticated: true, isSignedUp: true, userType: 'Contractor' },
};
const routes: Record<string, RouteGuardInput['route']> = {
  landing: { anonymous: true },
  'my account': { anonymous: false },
  'job request details': { anonymous: false, isJobRequestDetails: true },
  'sign in': { anonymous: true, unauthenticatedOnly: true, isSignIn: true },
  login: { anonymous: true, unauthenticatedOnly: true, isLogin: true },
  'sign in for a page': { anonymous: true, unauthenticatedOnly: true, isSignIn: true, returnTo: '/job-requests/new' },
  'tab can be closed': { anonymous: true, isTabCanBeClosed: true },
  'direct to mobile': { anonymous: true, isDirectToMobile: true },
  'account deletion': { anonymous: true, openToContractors: true },
  'sign in for account deletion': { anonymous: true, unauthenticatedOnly: true, isSignIn: true, returnTo: '/account-deletion' },
};
/** Every person on every route: each navigation is one path of the guard. */
const inputs = Object.fromEntries(
  Object.entries(people).flatMap(([who, auth]) => Object.entries(routes).map(([where, route]) => [`${who} on ${where}`, { auth, route, href: '/asked' }])),
);

const paths = pathsFor(routeGuardMachine, { events: [], inputs });

let driver: MachineDriver<RouteGuardMachine>;
const output = (s: Snapshot) => {
  expect(s.status).toBe('done');
  return s.output;
};
const inputOf = () => driver.input!;

const checks: StateChecks<Snapshot> = {
  toSignIn: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', to: '/sign-in', rule: 1, search: { redirect: '/asked' } });
    expect(inputOf().auth).toMatchObject({ isAuthenticated: true, isSignedUp: false });
  },
  toLogin: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', to: '/login', rule: 2, search: { redirect: '/asked' } });
    expect(inputOf().route.isJobRequestDetails).toBe(true);
  },
  toIndex: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', to: '/', rule: 4 });
    expect(inputOf().auth.isSignedUp).toBe(false);
  },
  toDirectToMobile: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', to: '/direct-to-mobile', rule: 5 });
    expect(inputOf().auth.userType).toBe('Contractor');
    // Never from a page open to contractors, nor from a sign-in for a page (that page decides).
    expect(inputOf().route.openToContractors).toBeFalsy();
    expect(inputOf().route.returnTo).toBeUndefined();
  },
  toSignedUpIndex: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', to: '/', rule: 6 });
    expect(inputOf().route.unauthenticatedOnly).toBe(true);
  },
  toReturnTo: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', href: inputOf().route.returnTo, rule: 6 });
    expect(inputOf().auth.isSignedUp).toBe(true);
    expect(inputOf().route.unauthenticatedOnly).toBe(true);
  },
  allowed: (s) => {
    expect(output(s)?.type).toBe('allow');
    const { auth, route } = inputOf();
    // Nobody is let through to a protected page without being signed up.
    if (!route.anonymous && !route.isTabCanBeClosed) expect(auth.isSignedUp).toBe(true);
    // A contractor only to the pages made for them.
    if (auth.isSignedUp && auth.userType === 'Contractor') expect(route.isDirectToMobile || route.isTabCanBeClosed || route.openToContractors).toBe(true);
  },
};

describe('route guard machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(routeGuardMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(routeGuardMachine, { input: path.input });
    await path.test(driver.params(checks));
  });
});
