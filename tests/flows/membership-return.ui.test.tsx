import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApiAnswering, notFound } from '../../src/test/fake-api';
import { openAt, settledAt, withoutScrolling } from './app-harness';
import { identityFixture } from './fixtures';
import { CHOICE, PLANS } from './membership-purchase.paths';

// The plans and the checkout the return page reads come from the app's client.
vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

const SESSION_ID = 'cs_test_secondTab000001';
/** Residential was paid in the other tab first; this tab's Residential Plus checkout was paid after it. */
const api = fakeApiAnswering((url) => {
  if (url.pathname.endsWith('/Memberships/get-available')) return Response.json(PLANS);
  if (url.pathname.endsWith('/Memberships/get-checkout') && url.searchParams.get('SessionId') === SESSION_ID)
    return Response.json({ membershipId: CHOICE.membershipId, status: 'Canceled', refunded: { amountCents: 39_000, keptMembership: 'Residential' } });
  return notFound();
});
const member = identityFixture({ applicationUser: { activeMemberships: ['Residential'] } });

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('the return page of a checkout paid in a second tab, while another plan was already paid in the first', () => {
  it('says the payment is being refunded, which plan stays and why, instead of waiting for a plan that will never come', async () => {
    const { router } = await openAt(`/memberships/return?membershipId=${CHOICE.membershipId}&priceId=${CHOICE.priceId}&session_id=${SESSION_ID}`, {
      session: ['a', 'a-refresh'],
      identities: { a: member },
    });
    await settledAt(router, '/memberships/return');

    const heading = await screen.findByRole('heading', { level: 2, name: 'This payment is being refunded' });
    const notice = heading.closest<HTMLElement>('[role="status"]')!;
    expect(notice.textContent).toContain('Your Residential membership was already in place when this payment went through: it was paid in another tab or window first');
    expect(notice.textContent).toContain('So we canceled Residential Plus, billed yearly at once and are refunding the $390.00 it took to your card.');
    expect(screen.queryByText(/Confirming your/)).toBeNull();
    expect(api.sent.filter(({ url }) => url.pathname.endsWith('/Memberships/get-checkout')).map(({ url }) => url.searchParams.get('SessionId'))).toEqual([SESSION_ID]);
  });
});
