import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FinalPaymentInfoRequest, JobProposal, PaymentInfo } from '../../contract/proposals';
import { NO_OWED } from '../../machines/job-lifecycle.machine';
import { fakeApiAnswering } from '../../src/test/fake-api';
import { JOB_ID, jobDetailsFixture } from '../../src/test/job-fixtures';
import { consumer, openAt, settledAt, withoutScrolling } from './app-harness';
import { proposalFixture as summaryFixture } from './fixtures';
import { proposalFixture } from './proposal.paths';

/**
 * The payments after the work on an estimate's own page: each button pays what it says, the final
 * payment without the extra work owed beside it and the extra work alone, as the page asked the
 * lifecycle machine of each.
 */

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering();

beforeAll(withoutScrolling);
afterEach(cleanup);

const FINAL = 30000;
const EXTRA = 12000;
const proposal: JobProposal = proposalFixture({
  jobRequestId: JOB_ID,
  status: 'Accepted',
  acceptedAt: '2026-11-20T14:00:00.000Z',
  decidedAt: '2026-11-20T14:00:00.000Z',
  depositStatus: 'Paid',
  finalPaymentCents: FINAL,
  finalPaymentStatus: 'Due',
  subsequentPaymentCents: EXTRA,
  subsequentPaymentStatus: 'Due',
  subsequentPaymentDescription: 'Replace the rotten threshold',
});
const job = jobDetailsFixture(
  'Completed',
  { owed: { ...NO_OWED, finalPaymentCents: FINAL, extraWorkCents: EXTRA } },
  {
    proposals: [
      summaryFixture({ id: proposal.id, status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due', subsequentPaymentStatus: 'Due', subsequentPaymentCents: EXTRA }),
    ],
  },
);

/** The payment the server opens for a card step, its bank asking the customer to confirm it (the step stays on the page). */
const infoFor = (kind: PaymentInfo['kind'], amountCents: number): PaymentInfo => ({
  kind,
  jobProposalId: proposal.id,
  paymentId: '7b1d9d4f-2e3c-4d7f-8a21-3c4d5e6f7a81',
  amountCents,
  description: 'For Sticking back door (Kowalski Carpentry)',
  status: 'RequiresAction',
  provider: 'sandbox',
  paymentIntentId: 'pi_3Sx1',
  clientSecret: 'pi_3Sx1_secret_abc',
  failureMessage: null,
  card: { brand: 'visa', last4: '4242' },
  redirectUrl: 'http://app.test/x',
  cardPageUrl: 'http://app.test/payment-sandbox/payment/pi_3Sx1',
});

describe('an estimate’s page with the final payment and extra work owed', () => {
  it('pays the final payment alone from its button, and the extra work alone from its own', async () => {
    const user = userEvent.setup();
    server.answer = async (url, request) => {
      const path = url.pathname.replace('/api/v1', '');
      if (path === `/JobRequests/${JOB_ID}`) return Response.json(job);
      if (path === `/JobRequests/${JOB_ID}/jobProposals/${proposal.id}`) return Response.json(proposal);
      // As the server reads the request: the extra work still owed goes along unless withExtraWork is false.
      if (path.endsWith('/final-payment-info') && request.method === 'POST') {
        const body = (await request.json()) as FinalPaymentInfoRequest;
        return Response.json(infoFor('FinalPayment', body.withExtraWork === false ? FINAL : FINAL + EXTRA));
      }
      if (path.endsWith('/subsequent-payment-info') && request.method === 'POST') return Response.json(infoFor('SubsequentPayment', EXTRA));
      return Response.json({ Message: 'Not here.' }, { status: 404 });
    };
    const page = `/job-requests/${JOB_ID}/proposals/${proposal.id}`;
    const { router } = await openAt(page, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, page);
    const infoCalls = () => server.sent.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('-payment-info'));

    const final = await screen.findByRole('region', { name: 'Final payment: $300.00' });
    await user.click(within(final).getByRole('button', { name: 'Pay final payment $300.00' }));
    await waitFor(() => expect(infoCalls()).toHaveLength(1));
    // The step goes on for the amount its button named, not the final payment and extra work together.
    expect((await within(final).findByRole('status')).textContent).toContain('Confirm the final payment of $300.00 with your bank');
    expect(screen.queryByRole('region', { name: 'Final payment: $420.00' })).toBeNull();
    expect(infoCalls()[0]!.url.pathname).toMatch(/\/final-payment-info$/);
    expect(infoCalls()[0]!.body).toMatchObject({ withExtraWork: false });
    // The card step comes back to this page, saying the final payment was taken alone.
    const back = new URL((infoCalls()[0]!.body as FinalPaymentInfoRequest).redirectUrl);
    expect(`${back.pathname}${back.search}`).toBe(`${page}?payment=FinalPayment&alone=true`);

    const extra = screen.getByRole('region', { name: 'Payment for extra work: $120.00' });
    await user.click(within(extra).getByRole('button', { name: 'Pay payment for extra work $120.00' }));
    await waitFor(() => expect(infoCalls()).toHaveLength(2));
    expect(infoCalls()[1]!.url.pathname).toMatch(/\/subsequent-payment-info$/);
    expect((await within(extra).findByRole('status')).textContent).toContain('Confirm the payment for extra work of $120.00 with your bank');
  });
});
