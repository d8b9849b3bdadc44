import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { type AuthMachine, authMachine, selectIsAuthenticated, selectIsSettled } from '../../machines/auth.machine';
import { paths, serializeState, type Snapshot } from './auth.paths';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';

let driver: MachineDriver<AuthMachine>;
const calledActions = () => driver.actions.map((a) => a.type);

const checks: StateChecks<Snapshot> = {
  'session.loadingIdentity': (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(selectIsAuthenticated(s)).toBe(true);
    expect(driver.fakes.calls('loadIdentity')).toBeGreaterThan(0);
  },
  'session.identityFailed': (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error).toMatchObject({ kind: 'network', message: FAILURE_MESSAGES.network });
    expect(s.context.token).not.toBeNull();
    expect(selectIsSettled(s)).toBe(true);
  },
  'session.signedIn': (s) => {
    expect(s.context.identity).not.toBeNull();
    expect(s.context.error).toBeNull();
    expect(selectIsSettled(s)).toBe(true);
  },
  loggingOut: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('logout')).toEqual({ refreshToken: s.context.refreshToken });
    // A failed refresh tells the user why they are being signed out; their own logout does not.
    const told = driver.lastStepActions().some((a) => a.type === 'reportSessionEnded');
    expect(told).toBe(driver.steps.at(-1)?.type === 'auth.refreshFailed');
  },
  signedOut: (s) => {
    expect(s.context).toEqual({ token: null, refreshToken: null, identity: null, error: null });
    expect(selectIsAuthenticated(s)).toBe(false);
    // A logout in another tab already emptied the shared storage, which may since hold a new session.
    if (driver.steps.at(-1)?.type === 'auth.storedSessionChanged') expect(driver.lastStepActions()).toEqual([]);
    else expect(calledActions()).toContain('clearStoredTokens');
  },
};

describe('auth machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(authMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(authMachine, { input: path.input, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
