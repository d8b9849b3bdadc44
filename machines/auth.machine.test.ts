import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { identityFixture } from '../tests/flows/fixtures';
import { authMachine, LOGOUT_WAIT_MS, selectActiveMembership, selectAuthFacts, selectIsSettled, selectIsSignedUp } from './auth.machine';
import type { Identity } from './identity';

function start(options: { tokens?: { token: string; refreshToken: string } | null; identity?: () => Promise<Identity>; logout?: () => Promise<void> } = {}) {
  const calls: string[] = [];
  const stored: { token?: string; refreshToken?: string }[] = [];
  const clock = new SimulatedClock();
  const machine = authMachine.provide({
    actors: {
      loadIdentity: fromPromise(options.identity ?? (async () => identityFixture())),
      logout: fromPromise(async ({ input }) => {
        calls.push(`logout:${input.refreshToken}`);
        await (options.logout ?? (async () => {}))();
      }),
    },
    actions: {
      storeTokens: (_, tokens) => void stored.push(tokens),
      clearStoredTokens: () => void calls.push('clearStoredTokens'),
      clearPendingPurchase: () => void calls.push('clearPendingPurchase'),
      navigateToIndex: () => void calls.push('navigateToIndex'),
      reportLogoutFailure: () => void calls.push('reportLogoutFailure'),
      announceIdentityChange: () => void calls.push('announceIdentityChange'),
      reportSessionEnded: () => void calls.push('reportSessionEnded'),
    },
  });
  const actor = createActor(machine, { input: { tokens: options.tokens ?? null }, clock }).start();
  return { actor, calls, stored, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auth machine (spec section 4)', () => {
  it('start-up without a token clears tokens, identity and purchase data', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual(['clearStoredTokens', 'clearPendingPurchase']);
    expect(selectIsSettled(actor.getSnapshot())).toBe(true);
  });

  it('start-up with a token loads the identity; facts come from it', async () => {
    const identity = identityFixture({ applicationUser: { activeMemberships: ['residential', 'BUSINESS'] } });
    const { actor } = start({ tokens: { token: 'a', refreshToken: 'r' }, identity: async () => identity });
    expect(actor.getSnapshot().value).toEqual({ session: 'loadingIdentity' });
    expect(selectIsSettled(actor.getSnapshot())).toBe(false);
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ session: 'signedIn' });
    expect(selectIsSignedUp(s)).toBe(true);
    expect(selectActiveMembership(s)).toBe('Business');
    expect(selectAuthFacts(s)).toEqual({ isAuthenticated: true, isSignedUp: true, userType: 'Consumer', isIdentityKnown: true });
  });

  it('login stores both tokens, then loads the identity', async () => {
    const { actor, stored } = start();
    actor.send({ type: 'auth.login', token: 'a1', refreshToken: 'r1' });
    expect(stored).toEqual([{ token: 'a1', refreshToken: 'r1' }]);
    expect(actor.getSnapshot().matches({ session: 'loadingIdentity' })).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ session: 'signedIn' });
  });

  it('refresh replaces both tokens and reloads the identity', async () => {
    let loads = 0;
    const { actor, stored } = start({ tokens: { token: 'a', refreshToken: 'r' }, identity: async () => (loads++, identityFixture()) });
    await settle();
    actor.send({ type: 'auth.refreshed', token: 'a2', refreshToken: 'r2' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'a2', refreshToken: 'r2' });
    expect(stored).toEqual([{ token: 'a2', refreshToken: 'r2' }]);
    expect(selectIsSettled(actor.getSnapshot())).toBe(true); // the identity is already known
    await settle();
    expect(loads).toBe(2);
  });

  it('logout tells the server, clears the session and goes to the index route', async () => {
    const { actor, calls } = start({ tokens: { token: 'a', refreshToken: 'r' } });
    await settle();
    actor.send({ type: 'auth.logout' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ token: null, refreshToken: null, identity: null, error: null });
    expect(calls).toEqual(['logout:r', 'clearStoredTokens', 'navigateToIndex']);
  });

  it('an identity changed by the user is kept and announced to the other tabs', async () => {
    const { actor, calls } = start({ tokens: { token: 'a', refreshToken: 'r' } });
    await settle();
    actor.send({ type: 'auth.identityChanged', identity: identityFixture({ firstName: 'Grace' }) });
    expect(actor.getSnapshot().context.identity?.firstName).toBe('Grace');
    expect(calls).toEqual(['announceIdentityChange']);
  });

  it('a logout in another tab ends this session without calling the server or touching the storage', async () => {
    const { actor, calls } = start({ tokens: { token: 'a', refreshToken: 'r' } });
    await settle();
    actor.send({ type: 'auth.storedSessionChanged', stored: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ token: null, refreshToken: null, identity: null, error: null });
    expect(calls).toEqual([]);
  });

  it('takes up tokens another tab stored, and ignores its own', async () => {
    let loads = 0;
    const { actor, stored } = start({ tokens: { token: 'a', refreshToken: 'r' }, identity: async () => (loads++, identityFixture()) });
    await settle();
    actor.send({ type: 'auth.storedSessionChanged', stored: { token: 'a', refreshToken: 'r' } });
    expect(loads).toBe(1);
    actor.send({ type: 'auth.storedSessionChanged', stored: { token: 'a2', refreshToken: 'r2' } });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'a2', refreshToken: 'r2' });
    await settle();
    expect(loads).toBe(2);
    expect(stored).toEqual([]);
  });

  it('a tab signed out is signed in by a session another tab stored', async () => {
    const { actor } = start();
    actor.send({ type: 'auth.storedSessionChanged', stored: { token: 'a', refreshToken: 'r' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ session: 'signedIn' });
  });

  it('a logout under way is not undone by tokens another tab stores meanwhile', async () => {
    const { actor } = start({ tokens: { token: 'a', refreshToken: 'r' }, logout: () => new Promise(() => {}) });
    await settle();
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.storedSessionChanged', stored: { token: 'a2', refreshToken: 'r2' } });
    expect(actor.getSnapshot().value).toBe('loggingOut');
  });

  it('a failed refresh says the session ended, then logs out (spec section 8)', async () => {
    const { actor, calls } = start({ tokens: { token: 'a', refreshToken: 'r' } });
    await settle();
    actor.send({ type: 'auth.refreshFailed', error: { status: 401 } });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual(['reportSessionEnded', 'logout:r', 'clearStoredTokens', 'navigateToIndex']);
    actor.send({ type: 'auth.refreshFailed', error: { status: 401 } });
    expect(calls.filter((call) => call === 'reportSessionEnded')).toHaveLength(1);
  });

  it('a failed logout call is only logged (spec section 8)', async () => {
    const { actor, calls } = start({ tokens: { token: 'a', refreshToken: 'r' }, logout: () => Promise.reject(new TypeError('Failed to fetch')) });
    await settle();
    actor.send({ type: 'auth.logout' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual(['logout:r', 'reportLogoutFailure', 'clearStoredTokens', 'navigateToIndex']);
  });

  it('a logout the server never answers still ends after a while', async () => {
    const { actor, calls, clock } = start({ tokens: { token: 'a', refreshToken: 'r' }, logout: () => new Promise(() => {}) });
    await settle();
    actor.send({ type: 'auth.logout' });
    clock.increment(LOGOUT_WAIT_MS);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toContain('navigateToIndex');
  });

  it('keeps the tokens when the identity cannot be loaded for a network reason, and retries', async () => {
    let fail = true;
    const { actor } = start({
      tokens: { token: 'a', refreshToken: 'r' },
      identity: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return identityFixture();
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ session: 'identityFailed' });
    expect(actor.getSnapshot().context.token).toBe('a');
    fail = false;
    actor.send({ type: 'auth.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ session: 'signedIn' });
  });

  it('signs out when the server refuses the tokens', async () => {
    const { actor, calls } = start({ tokens: { token: 'a', refreshToken: 'r' }, identity: () => Promise.reject({ status: 401 }) });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual(['clearStoredTokens']);
  });
});
