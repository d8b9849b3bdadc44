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
    // Every protected page sends a signed-out visitor to Login, with the way back and how the session ended.
    const { auth, route } = inputOf();
    expect(output(s)).toEqual({ type: 'redirect', to: '/login', rule: 2, search: { redirect: '/asked', ...(auth.sessionEnded ? { ended: auth.sessionEnded } : {}) } });
    expect(auth.isAuthenticated).toBe(false);
    expect(route.anonymous).toBe(false);
    expect(inputOf().shown).toBeFalsy();
  },
  toIndex: (s) => {
    // Only a token holder whose account could not be read: signing in is not what they lack.
    const { auth } = inputOf();
    expect(auth).toMatchObject({ isAuthenticated: true, isSignedUp: false, isIdentityKnown: false });
    expect(output(s)).toEqual({ type: 'redirect', to: '/', rule: 4 });
  },
  toIndexAfterLogout: (s) => {
    // A logout goes to Index (spec section 4), from any page but Index and the ones the rules send elsewhere,
    // and from a protected page on screen whose session went away.
    expect(output(s)).toEqual({ type: 'redirect', to: '/', rule: 'logout', ...sessionEnded() });
    const { auth, route, shown } = inputOf();
    expect(auth.sessionEnded !== undefined || (shown && !auth.isAuthenticated && !route.anonymous)).toBe(true);
    expect(route.isIndex).toBeFalsy();
  },
  toDirectToMobile: (s) => {
    expect(output(s)).toEqual({ type: 'redirect', to: '/direct-to-mobile', rule: 5 });
    // The user types the web has no pages for (ARCHITECTURE.md).
    expect(['Contractor', 'SystemManager']).toContain(inputOf().auth.userType);
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
    // A contractor or a system manager only to the pages made for them.
    if (auth.isSignedUp && (auth.userType === 'Contractor' || auth.userType === 'SystemManager')) expect(route.isDirectToMobile || route.isTabCanBeClosed || route.openToContractors).toBe(true);
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
