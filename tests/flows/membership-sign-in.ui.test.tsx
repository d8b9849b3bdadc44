import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPendingPurchase } from '../../machines/pending-purchase';
import { PENDING_PURCHASE_KEY } from '../../src/lib/pending-purchase-store';
import { fakeApiAnswering, notFound } from '../../src/test/fake-api';
import { openAt, settledAt, withoutScrolling } from './app-harness';
import { CHOICE, PLANS } from './membership-purchase.paths';

// The plans the notice names come from the app's client.
vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));
fakeApiAnswering((url) => (url.pathname.endsWith('/Memberships/get-available') ? Response.json(PLANS) : notFound()));

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
    localStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify(createPendingPurchase(CHOICE.membershipId, CHOICE.priceId, Date.now())));
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

  it('puts the notice of a page that needs signing in under the h1 too', async () => {
    const { router } = await openAt('/my-account');
    await settledAt(router, '/login');
    await screen.findByRole('heading', { name: 'Sign in to see My Account' });
    await screen.findByRole('heading', { name: 'Sign in with your phone' });
    expect(headings()).toEqual(['h1 Log In', 'h2 Sign in to see My Account', 'h2 Sign in with your phone']);
  });
});
