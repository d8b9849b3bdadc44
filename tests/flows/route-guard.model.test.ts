import { describe, expect, it } from 'vitest';
import { type RouteGuardMachine, routeGuardMachine } from '../../machines/route-guard.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { paths, type Snapshot } from './route-guard.paths';

let driver: MachineDriver<RouteGuardMachine>;
const output = (s: Snapshot) => {
  expect(s.status).toBe('done');
  return s.output;
};
const inputOf = () => driver.input!;
/** The notice a decision carries besides its rule's own: the session that ended while it waited. */
const sessionEnded = () => (inputOf().auth.sessionEnded ? { notice: { sessionEnded: inputOf().auth.sessionEnded } } : {});

const checks: StateChecks<Snapshot> = {
  toSignIn: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', to: '/sign-in', rule: 1, search: { redirect: '/asked' } });
    expect(inputOf().auth).toMatchObject({ isAuthenticated: true, isSignedUp: false });
  },
  toLogin: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', to: '/login', rule: 2, search: { redirect: '/asked' }, ...sessionEnded() });
    expect(inputOf().route.isJobRequestDetails).toBe(true);
  },
  toIndex: (s) => {
    const { auth } = inputOf();
    expect(auth.isSignedUp).toBe(false);
    // Only a signed-out visitor is told to sign in for the page they asked for.
    const notice = { ...(auth.isAuthenticated ? {} : { signInFor: '/asked' }), ...sessionEnded().notice };
    expect(output(s)).toEqual({ type: 'redirect', to: '/', rule: 4, ...(Object.keys(notice).length ? { notice } : {}) });
  },
  toIndexAfterLogout: (s) => {
    // A logout goes to Index (spec section 4), from any page but Index and the ones the rules send elsewhere.
    expect(output(s)).toEqual({ type: 'redirect', to: '/', rule: 'logout', ...sessionEnded() });
    expect(inputOf().auth.sessionEnded).toBeDefined();
    expect(inputOf().route.isIndex).toBeFalsy();
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
    expect(output(s)).toEqual({ type: 'allow', ...(inputOf().route.isTabCanBeClosed ? { rule: 3 } : {}), ...sessionEnded() });
    const { auth, route } = inputOf();
    // A session that ended lets the user stay only on Index, or on the page that says the tab can close.
    if (auth.sessionEnded) expect(route.isIndex || route.isTabCanBeClosed).toBe(true);
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
