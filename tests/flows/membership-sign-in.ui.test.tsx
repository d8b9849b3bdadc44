import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPendingPurchase } from '../../machines/pending-purchase';
import { PENDING_PURCHASE_KEY } from '../../src/lib/pending-purchase-store';
import { fakeApiAnswering, notFound } from '../../src/test/fake-api';
import { consumer, openAt, settledAt, signInOnScreen, withoutScrolling } from './app-harness';
import { CHOICE, PLANS } from './membership-purchase.paths';

// The plans the notice names come from the app's client.
vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));
// The payment page is not opened here: a purchase that goes on shows as its request.
const api = fakeApiAnswering((url) => (url.pathname.endsWith('/Memberships/get-available') ? Response.json(PLANS) : notFound()));
const buys = () => api.sent.filter(({ url, method }) => method === 'POST' && url.pathname.endsWith('/Memberships/buy')).length;
const holdPlan = () => localStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify(createPendingPurchase(CHOICE.membershipId, CHOICE.priceId, Date.now())));

/**
 * Login reached from Choose plan, signed out: the page's heading first, then what the sign-in is for,
 * in one notice, worded for someone who has not bought the plan yet.
 */

const headings = () => screen.getAllByRole('heading').map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

beforeAll(withoutScrolling);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Login for a chosen plan', { timeout: 30_000 }, () => {
  it('has its h1 first, then one notice saying the sign-in finishes buying the plan held', async () => {
    holdPlan();
    const { router } = await openAt('/login?redirect=%2Fmemberships%2Fcheckout');
    await settledAt(router, '/login');
    const notice = (await screen.findByRole('heading', { name: 'Sign in to finish buying your membership' })).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByText('Residential Plus, billed yearly')).toBeTruthy();
    expect(notice.textContent).toContain('Once you have signed in, we take you straight to the secure payment page.');
    expect(notice.textContent).toContain('New here? The code we text you creates your account as you sign in.');
    await screen.findByRole('heading', { name: 'Sign in with your phone' });
    await waitFor(() => expect(headings()).toEqual(['h1 Log In', 'h2 Sign in to finish buying your membership', 'h2 Sign in with your phone']));
    expect(screen.queryByText(/see your membership/)).toBeNull();
  });

  it('asks the server for the plans once, however often the notice waits for them', async () => {
    holdPlan();
    // Drawn as in the browser, out of `act`, where React holds back a fallback for a moment and tries the page again meanwhile.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    onTestFinished(() => void vi.unstubAllGlobals());
    const { router } = await openAt('/login?redirect=%2Fmemberships%2Fcheckout');
    await settledAt(router, '/login');
    await screen.findByRole('heading', { name: 'Sign in to finish buying your membership' });
    await screen.findByRole('heading', { name: 'Sign in with your phone' });
    // A quarter of a second more: long enough for a notice that kept asking to ask again, many times.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(api.sent.filter(({ url }) => url.pathname.endsWith('/Memberships/get-available'))).toHaveLength(1);
  });

  it('asks for the plans again when Login is opened again after they could not be loaded', async () => {
    holdPlan();
    const answer = api.answer;
    api.answer = (url, init) => (url.pathname.endsWith('/Memberships/get-available') ? new Response(null, { status: 503 }) : answer(url, init));
    const { router } = await openAt('/login?redirect=%2Fmemberships%2Fcheckout');
    await settledAt(router, '/login');
    await screen.findByRole('heading', { name: 'Sign in with your phone' });
    await waitFor(() => expect(api.sent.filter(({ url }) => url.pathname.endsWith('/Memberships/get-available'))).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Sign in to finish buying your membership' })).toBeNull();

    api.answer = answer;
    await router.navigate({ to: '/' });
    await settledAt(router, '/');
    await router.navigate({ to: '/login', search: { redirect: '/memberships/checkout' } });
    await settledAt(router, '/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to finish buying your membership' })).toBeTruthy();
  });

  it('signing in for another page, says the plan is kept and where to buy it, not that payment follows', async () => {
    holdPlan();
    const { router } = await openAt('/my-account', { signInAs: 'a', identities: { a: consumer } });
    await settledAt(router, '/login');
    const notice = (await screen.findByRole('heading', { name: 'Your chosen plan is kept for you' })).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByText('Residential Plus, billed yearly')).toBeTruthy();
    expect(notice.textContent).toContain(
      'Once you have signed in, buy it from the membership plans on the home page.',
    );
    expect(within(notice).getByRole('link', { name: 'membership plans' }).getAttribute('href')).toBe('/#memberships');
    expect(screen.queryByText(/straight to the secure payment page/)).toBeNull();
    await screen.findByRole('heading', { name: 'Sign in with your phone' });
    await waitFor(() => expect(headings()).toEqual(['h1 Log In', 'h2 Sign in to see My Account', 'h2 Your chosen plan is kept for you', 'h2 Sign in with your phone']));

    await signInOnScreen(userEvent.setup());
    await settledAt(router, '/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(buys()).toBe(0);
    expect(localStorage.getItem(PENDING_PURCHASE_KEY)).not.toBeNull();
  });

  it("signing in from Login opened on its own, promises the payment page, which the home page's plans then open", async () => {
    holdPlan();
    const { router } = await openAt('/login', { signInAs: 'a', identities: { a: consumer } });
    await settledAt(router, '/login');
    const notice = (await screen.findByRole('heading', { name: 'Sign in to finish buying your membership' })).closest<HTMLElement>('[role="status"]')!;
    expect(notice.textContent).toContain('Once you have signed in, we take you straight to the secure payment page.');
    await signInOnScreen(userEvent.setup());
    await settledAt(router, '/');
    await waitFor(() => expect(buys()).toBe(1));
  });

  it('at the checkout with no plan waiting, asks to sign in to buy one, and again once the session has ended', async () => {
    const { router } = await openAt('/login?redirect=%2Fmemberships%2Fcheckout&ended=unauthorized');
    await settledAt(router, '/login');
    const why = (await screen.findByRole('heading', { name: 'Your session has ended' })).closest<HTMLElement>('[role="status"]')!;
    expect(why.textContent).toContain('Sign in again to buy a membership.');
    expect(screen.queryByText(/see your membership/)).toBeNull();
  });

  it('puts the notice of a page that needs signing in under the h1 too', async () => {
    const { router } = await openAt('/my-account');
    await settledAt(router, '/login');
    await screen.findByRole('heading', { name: 'Sign in to see My Account' });
    await screen.findByRole('heading', { name: 'Sign in with your phone' });
    expect(headings()).toEqual(['h1 Log In', 'h2 Sign in to see My Account', 'h2 Sign in with your phone']);
  });
});
