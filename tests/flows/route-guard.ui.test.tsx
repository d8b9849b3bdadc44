import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { helpIdentity } from '../../src/lib/help-widget';
import { PENDING_PURCHASE_KEY } from '../../src/lib/pending-purchase-store';
import { consumer, contractor, newAccount, openAt, settledAt, signInOnScreen, UUID, withoutScrolling } from './app-harness';
import { identityFixture } from './fixtures';

/**
 * The route guard of spec section 4 through the real router, the real auth actor and the real API
 * client, against an in-memory API: every rule, a contractor, deep links that must not show the
 * wrong page first, the guard re-running when the session changes, and signing in from a page.
 */

beforeAll(withoutScrolling);
beforeAll(() => import('../../src/components/ui/Toaster'), 60_000);
afterEach(cleanup);

describe('route guard through the router', { timeout: 30_000 }, () => {
  it('rule 1: a session whose account is not complete finishes it on Sign In, then goes where it was going', async () => {
    const { router } = await openAt('/my-account', { session: ['new', 'r'], identities: { new: newAccount } });
    await settledAt(router, '/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/my-account' });
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    // The header offers what such a session can use.
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log Out' })).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/first name/i), 'Ada');
    await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /create account/i }));
    await settledAt(router, '/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });

  it('rule 2: a visitor on Job Request Details goes to Login, to be sent back after', async () => {
    const { router } = await openAt(`/job-requests/${UUID}`);
    await settledAt(router, '/login');
    expect(router.state.location.search).toEqual({ redirect: `/job-requests/${UUID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
  });

  it('rule 3: Tab Can Be Closed is shown to everyone, a contractor included', async () => {
    const { router } = await openAt('/tab-can-be-closed', { session: ['c', 'r'], identities: { c: contractor } });
    await settledAt(router, '/tab-can-be-closed');
    expect(await screen.findByRole('heading', { level: 1, name: 'You can close this tab' })).toBeTruthy();
  });

  it('rule 2 for every protected page: a visitor goes to Login, which says what signing in is for there', async () => {
    for (const [path, summary] of [
      ['/my-account', 'Sign in to see My Account'],
      ['/job-requests', 'Sign in to see My Job Requests'],
      ['/job-requests/new?trade=plumbing', 'Sign in to see New Job Request'],
      [`/job-requests/${UUID}`, 'Sign in to see Job Request Details'],
      // No plan waiting: the checkout is where one is chosen and paid for, with no membership to see yet.
      ['/memberships/checkout', 'Sign in to buy a membership'],
      // A page whose name is no proper name reads in lower case inside the sentence; paid or not, the
      // return page tells how the payment went.
      [`/memberships/return?membershipId=${UUID}&priceId=${UUID}&canceled=true`, 'Sign in to see your membership payment'],
    ] as const) {
      const { router } = await openAt(path);
      await settledAt(router, '/login');
      expect(router.state.location.search).toEqual({ redirect: path });
      expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
      const why = await screen.findByRole('status');
      expect(within(why).getByRole('heading', { name: summary })).toBeTruthy();
      expect(why.textContent).toContain('New here? The code we text you creates your account as you sign in.');
      cleanup();
    }
    // Login opened by choice, from an open page, says nothing of the kind.
    const chosen = await openAt('/login?redirect=%2Fabout');
    await settledAt(chosen.router, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(screen.queryByText(/^Sign in to see/)).toBeNull();
  });

  it('rule 4: a session whose account could not be read goes to Index, keeping its tokens', async () => {
    const down = { calls: [] as string[], fetch: async () => Response.json({ Message: 'The server is down for maintenance.' }, { status: 503 }) };
    const { router, storage } = await openAt('/job-requests/new', { session: ['a', 'r'], server: down });
    await settledAt(router, '/');
    expect(storage.map.get('accessToken')).toBe('a');
    expect(screen.queryByText(/^Sign in to see/)).toBeNull();
  });

  it('rule 2: signing in on Login leads back to the page that sent the visitor there', async () => {
    const { router } = await openAt('/my-account', { signInAs: 'a', identities: { a: consumer } });
    await settledAt(router, '/login');
    const user = userEvent.setup();
    await signInOnScreen(user, '5085550101');
    await settledAt(router, '/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });

  it('rule 2 after a reload whose session has ended: Login says both in one sentence, and leads back', async () => {
    const { router, storage } = await openAt('/my-account', { session: ['unknown', 'dead'], signInAs: 'a', identities: { a: consumer } });
    await settledAt(router, '/login');
    expect(router.state.location.search).toEqual({ redirect: '/my-account', ended: 'unauthorized' });
    await waitFor(() => expect(storage.map.has('accessToken')).toBe(false));
    const why = await screen.findByRole('status');
    expect(within(why).getByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    expect(why.textContent).toContain('Sign in again to see My Account.');
    // The session's end and the call to sign in are one message, not a toast beside the page's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await signInOnScreen(userEvent.setup(), '5085550101');
    await settledAt(router, '/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });

  it('rule 5: a contractor goes to Direct To Mobile from anywhere, and can log out there', async () => {
    const { router, storage } = await openAt('/my-account', { session: ['c', 'r'], identities: { c: contractor } });
    await settledAt(router, '/direct-to-mobile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Use the Mobile App' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Use the Mobile App | Southborough Home Services'));
    expect(screen.getByRole('link', { name: /android/i }).getAttribute('href')).toMatch(/^https:/);
    expect(screen.getByRole('link', { name: /iphone/i }).getAttribute('href')).toMatch(/^https:/);
    await act(() => router.navigate({ to: '/about' }));
    await settledAt(router, '/direct-to-mobile');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log Out' }));
    await settledAt(router, '/');
    expect(storage.map.has('accessToken')).toBe(false);
  });

  it('rule 5 for a system manager: no customer page, which the API would refuse, but a page that says the web has none for them', async () => {
    const manager = identityFixture({ firstName: 'Morgan', userType: 'SystemManager', phoneNumber: '+15085550102' });
    const { router, storage } = await openAt('/job-requests', { session: ['m', 'r'], identities: { m: manager } });
    await settledAt(router, '/direct-to-mobile');
    expect(await screen.findByRole('heading', { level: 1, name: 'This Website Is for Customers' })).toBeTruthy();
    expect(screen.getByText(/^Morgan, this is a system manager’s account\./)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('This Website Is for Customers | Southborough Home Services'));
    // The mobile app is the contractors': it is not offered.
    expect(screen.queryByRole('link', { name: /android|iphone/i })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const to of ['/my-account', '/job-requests/new', '/about'] as const) {
      await act(() => router.navigate({ to }));
      await settledAt(router, '/direct-to-mobile');
    }

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log Out' }));
    await settledAt(router, '/');
    expect(storage.map.has('accessToken')).toBe(false);
  });

  it('rule 5 leaves Account Deletion open to a contractor, linked from Direct To Mobile, and the deletion works', async () => {
    const { router, storage, server } = await openAt('/my-account', { session: ['c', 'r'], identities: { c: contractor } });
    await settledAt(router, '/direct-to-mobile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Delete your account' }));
    await settledAt(router, '/account-deletion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete Your Account' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/type delete to confirm/i), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await settledAt(router, '/');
    expect(server.calls).toContain('POST /Authentication/delete-account');
    expect(storage.map.has('accessToken')).toBe(false);
  });

  it('a contractor who signs in to delete the account lands on Account Deletion, not on Direct To Mobile', async () => {
    const { router } = await openAt('/account-deletion', { signInAs: 'c', identities: { c: contractor } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sign in to delete your account' }));
    await settledAt(router, '/sign-in');
    await signInOnScreen(user, '5085550101');
    await settledAt(router, '/account-deletion');
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeTruthy();
    // Anywhere else still sends the contractor to the mobile app.
    await act(() => router.navigate({ to: '/about' }));
    await settledAt(router, '/direct-to-mobile');
  });

  it('rule 6: a signed-up user on Sign In goes to Index, or back to the page the sign-in was for', async () => {
    const plain = await openAt('/sign-in', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(plain.router, '/');
    cleanup();
    const back = await openAt('/login?redirect=%2Fmy-account', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(back.router, '/my-account');
    cleanup();
    const foreign = await openAt('/login?redirect=https%3A%2F%2Fevil.example', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(foreign.router, '/');
  });

  it('shows its decisions to the inspector with the session’s other actors (VITE_INSPECT)', async () => {
    const seen: InspectionEvent[] = [];
    const { router } = await openAt('/my-account', { inspect: (event) => seen.push(event) });
    await settledAt(router, '/login');
    const outputs = seen.flatMap((event) => (event.type === '@xstate.snapshot' && event.snapshot.status === 'done' ? [event.snapshot.output] : []));
    expect(outputs).toContainEqual({ type: 'redirect', to: '/login', rule: 2, search: { redirect: '/my-account' } });
  });

  it('lets a signed-up consumer through to a protected page, which gets its id', async () => {
    const { router } = await openAt(`/job-requests/${UUID}`, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, `/job-requests/${UUID}`);
    expect(router.state.matches.at(-1)).toMatchObject({ routeId: '/job-requests/$id', params: { id: UUID } });
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Hi Ada' })).toBeTruthy();
  });

  it('shows nothing of the wrong page while a deep link waits for the session', async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { router } = await openAt('/my-account', { session: ['a', 'r'], identities: { a: consumer }, hold });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/my-account');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    release();
    await settledAt(router, '/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });

  it('refreshes a stale access token on start-up instead of signing the user out', async () => {
    const { router, storage, server } = await openAt('/my-account', { session: ['stale', 'r1'], refreshes: { r1: 'fresh' }, identities: { fresh: consumer } });
    await settledAt(router, '/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(storage.map.get('accessToken')).toBe('fresh');
    expect(server.calls.filter((call) => call.endsWith('/refresh'))).toHaveLength(1);
  });

  it('re-runs the guard when the session ends: Log Out from My Account lands on Index, signed out', async () => {
    const { router, storage } = await openAt('/my-account', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/my-account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    await settledAt(router, '/');
    expect(storage.map.has('accessToken')).toBe(false);
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' })).toBeTruthy();
    // Logging out is no reason to be told to sign in for the page left.
    expect(screen.queryByText(/^Sign in to see/)).toBeNull();
  });

  it('re-runs the guard when another tab logs out: My Account gives way to Index, with no call to sign in for it', async () => {
    let otherTab = () => {};
    const { router, storage } = await openAt('/my-account', {
      session: ['a', 'r'],
      identities: { a: consumer },
      watchOtherTabs: (listener) => {
        otherTab = listener;
        return () => {};
      },
    });
    await settledAt(router, '/my-account');
    storage.map.clear();
    act(() => otherTab());
    await settledAt(router, '/');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' })).toBeTruthy();
    // The visitor did not ask for My Account: the page they were on went away with the session.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/^Sign in to see/)).toBeNull();
  });

  it('signing in on /sign-in for a page lands on that page, not on Index (rule 6 and the screen agree)', async () => {
    const { router } = await openAt('/sign-in?redirect=%2Fjob-requests%2Fnew', { signInAs: 'a', identities: { a: consumer } });
    await signInOnScreen(userEvent.setup());
    await settledAt(router, '/job-requests/new');
    expect(router.history.location.pathname).toBe('/job-requests/new');
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Hi Ada' })).toBeTruthy();
    // The help widget now knows who is asking (spec section 1).
    expect(helpIdentity()).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it('rule 1: Sign In tells a session whose profile is not finished to finish it for the page, not to sign in', async () => {
    for (const [path, summary] of [
      ['/job-requests', 'Finish your profile to see My Job Requests'],
      [`/job-requests/${UUID}`, 'Finish your profile to see Job Request Details'],
      ['/job-requests/new', 'Finish your profile to see New Job Request'],
      ['/my-account', 'Finish your profile to see My Account'],
      // Rule 1 holds such a session on Sign In from an open page too.
      ['/about', 'Finish your profile to continue'],
    ] as const) {
      const { router } = await openAt(path, { session: ['new', 'r'], identities: { new: newAccount } });
      await settledAt(router, '/sign-in');
      expect(router.state.location.search).toEqual({ redirect: path });
      expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
      const why = await screen.findByRole('status');
      expect(within(why).getByRole('heading', { name: summary })).toBeTruthy();
      expect(why.textContent).not.toMatch(/New here|Sign in to/);
      cleanup();
    }
  });

  it('rule 2, then a new account: Login asks the visitor to sign in for the page, then to finish the profile for it', async () => {
    const { router } = await openAt('/job-requests', { signInAs: 'new', identities: { new: { ...newAccount } } });
    await settledAt(router, '/login');
    expect(within(await screen.findByRole('status')).getByRole('heading', { name: 'Sign in to see My Job Requests' })).toBeTruthy();
    await signInOnScreen(userEvent.setup());
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('status')).getByRole('heading', { name: 'Finish your profile to see My Job Requests' })).toBeTruthy());
  });

  it('clears an expired pending membership purchase at start-up when nobody is signed in, and keeps a fresh one for its hour', async () => {
    const expired = JSON.stringify({ membershipId: 'm', priceId: 'p', dateAdded: new Date(Date.now() - 61 * 60_000).toISOString() });
    const old = await openAt('/', { stored: { [PENDING_PURCHASE_KEY]: expired } });
    await act(async () => void (await old.auth.ready()));
    expect(old.storage.map.has(PENDING_PURCHASE_KEY)).toBe(false);
    cleanup();
    const fresh = JSON.stringify({ membershipId: 'm', priceId: 'p', dateAdded: new Date(Date.now() - 60_000).toISOString() });
    const kept = await openAt('/about', { stored: { [PENDING_PURCHASE_KEY]: fresh } });
    await act(async () => void (await kept.auth.ready()));
    expect(kept.storage.map.get(PENDING_PURCHASE_KEY)).toBe(fresh);
  });
});
