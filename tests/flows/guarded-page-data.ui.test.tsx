import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Identity } from '../../machines/identity';
import { fakeApiAnswering, notFound, paged } from '../../src/test/fake-api';
import { consumer, contractor, newAccount, openAt, settledAt, signInOnScreen, UUID, withoutScrolling } from './app-harness';

/**
 * A protected page's own data (My Job Requests, a job's page) is asked for by the route guard beside
 * the identity it waits for (src/app/page-data.ts), and only when the guard can already tell that the
 * account may see the page: from the identity, or from what this browser learned of the stored
 * session's account on an earlier visit. An account whose profile is not finished, a contractor, or
 * tokens the browser knows nothing else of, ask nothing before the identity has come.
 */

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering((url) => (url.pathname.endsWith('/JobRequests') ? paged([]) : notFound()));
/** What reached the server of the jobs' pages' data (the session's calls go to the harness's API). */
const pageRequests = () =>
  server.sent.map(({ method, url }) => `${method} ${url.pathname.replace('/api/v1', '')}`).filter((call) => call.includes(' /JobRequests'));

beforeAll(withoutScrolling);
// The list's code, which its request waits for, loaded before the first test's clock starts.
beforeAll(() => Promise.all([import('../../src/auth/runtime'), import('../../src/features/job-requests/job-requests.api')]), 60_000);
afterEach(cleanup);

/** The storage of a browser after a visit that opened `path` with this session and saw it settle there. */
async function afterAVisit(path: string, identities: Record<string, Identity>, at: string) {
  const earlier = await openAt(path, { session: ['a', 'r'], identities });
  await settledAt(earlier.router, at);
  cleanup();
  return Object.fromEntries(earlier.storage.map);
}

describe("a protected page's data, asked for before the identity only when the guard can tell", { timeout: 30_000 }, () => {
  it('asks nothing of My Job Requests or a job for a session whose profile is not finished, and sends it to finish it', async () => {
    for (const path of ['/job-requests', `/job-requests/${UUID}`]) {
      const { router } = await openAt(path, { session: ['new', 'r'], identities: { new: newAccount } });
      await settledAt(router, '/sign-in');
      expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
      expect(pageRequests()).toEqual([]);
      cleanup();
    }
  });

  it('asks nothing of My Job Requests when someone who signed in but has not finished the profile opens it again', async () => {
    const first = await openAt('/sign-in', { signInAs: 'new', identities: { new: { ...newAccount } } });
    await signInOnScreen(userEvent.setup());
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    cleanup();
    const { router } = await openAt('/job-requests', { stored: Object.fromEntries(first.storage.map), identities: { new: { ...newAccount } } });
    await settledAt(router, '/sign-in');
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    expect(pageRequests()).toEqual([]);
  });

  it('asks for My Job Requests beside the identity when this browser has seen the account signed up', async () => {
    const stored = await afterAVisit('/my-account', { a: consumer }, '/my-account');
    let release: () => void = () => {};
    const { router, server: session } = await openAt('/job-requests', { stored, identities: { a: consumer }, hold: new Promise<void>((resolve) => (release = resolve)) });
    await waitFor(() => expect(pageRequests()).toEqual(['GET /JobRequests']));
    expect(session.calls).toContain('GET /Authentication/current-identity');
    release();
    await settledAt(router, '/job-requests');
    // The loader took the guard's answer: the list was asked for once.
    expect(pageRequests()).toEqual(['GET /JobRequests']);
  });

  it('asks for My Job Requests once the identity has come when the browser holds the tokens alone', async () => {
    let release: () => void = () => {};
    const { router, server: session } = await openAt('/job-requests', { session: ['a', 'r'], identities: { a: consumer }, hold: new Promise<void>((resolve) => (release = resolve)) });
    await waitFor(() => expect(session.calls).toContain('GET /Authentication/current-identity'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pageRequests()).toEqual([]);
    release();
    await settledAt(router, '/job-requests');
    expect(pageRequests()).toEqual(['GET /JobRequests']);
  });

  it('asks nothing of My Job Requests for a contractor this browser has seen, who is sent to the mobile app', async () => {
    const stored = await afterAVisit('/direct-to-mobile', { a: contractor }, '/direct-to-mobile');
    const { router } = await openAt('/job-requests', { stored, identities: { a: contractor } });
    await settledAt(router, '/direct-to-mobile');
    expect(pageRequests()).toEqual([]);
  });

  it('forgets the account on Log Out: the next session is asked about before its page', async () => {
    const stored = await afterAVisit('/my-account', { a: consumer }, '/my-account');
    const { router, storage } = await openAt('/my-account', { stored, identities: { a: consumer } });
    await settledAt(router, '/my-account');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log Out' }));
    await settledAt(router, '/');
    cleanup();
    // Another account signs in on this browser; its profile is not finished.
    const next = await openAt('/job-requests', { stored: { ...Object.fromEntries(storage.map), accessToken: 'new', refreshToken: 'r' }, identities: { new: newAccount } });
    await settledAt(next.router, '/sign-in');
    expect(pageRequests()).toEqual([]);
  });
});
