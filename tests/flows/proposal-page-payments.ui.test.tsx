import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobPayment } from '../../contract/job-requests';
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

describe('an estimate’s page back from paying extra work while more was billed', () => {
  it('reads the payment made Paid, and offers what was billed since on its own step, described by itself', async () => {
    const strikePlate: JobPayment = {
      id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
      paymentIntentId: 'pi_3Sx1StrikePlate',
      kind: 'SubsequentPayment',
      jobProposalId: proposal.id,
      contractor: proposal.contractor,
      amountCents: 12000,
      status: 'Paid',
      card: { brand: 'visa', last4: '4242' },
      paidAt: '2026-11-25T11:00:00.000Z',
      refundedCents: 0,
      refundedAt: null,
      lines: [{ kind: 'SubsequentPayment', amountCents: 12000, description: 'Extra work: New strike plate' }],
    };
    const inProgress = jobDetailsFixture(
      'InProgress',
      { owed: { ...NO_OWED, extraWorkCents: 8000 } },
      {
        proposals: [
          summaryFixture({ id: proposal.id, status: 'Accepted', depositStatus: 'Paid', subsequentPaymentStatus: 'Due', subsequentPaymentCents: 8000, subsequentPaymentDescription: 'Weatherstrip' }),
        ],
        payments: [strikePlate],
      },
    );
    // The estimate holds all the extra work billed, in all its words; it owes it again.
    const estimate = { ...proposal, finalPaymentStatus: 'NotDue', subsequentPaymentCents: 20000, subsequentPaymentStatus: 'Due', subsequentPaymentDescription: 'New strike plate; Weatherstrip' } as const;
    server.answer = (url) => {
      const path = url.pathname.replace('/api/v1', '');
      if (path === `/JobRequests/${JOB_ID}`) return Response.json(inProgress);
      if (path === `/JobRequests/${JOB_ID}/jobProposals/${proposal.id}`) return Response.json(estimate);
      return Response.json({ Message: 'Not here.' }, { status: 404 });
    };
    const page = `/job-requests/${JOB_ID}/proposals/${proposal.id}`;
    const back = `${page}?payment=SubsequentPayment&payment_intent=pi_3Sx1StrikePlate&payment_intent_client_secret=pi_3Sx1StrikePlate_secret_x&redirect_status=succeeded`;
    const { router } = await openAt(back, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, page);

    const paid = await screen.findByRole('region', { name: 'Payment for extra work: $120.00' });
    expect(within(paid).getByRole('status').textContent).toMatch(/^Paid/);
    const rest = screen.getByRole('region', { name: 'Payment for extra work: $80.00' });
    expect(within(rest).getByText('Extra work agreed with Kowalski Carpentry: Weatherstrip.')).toBeTruthy();
    expect(within(rest).getByRole('button', { name: 'Pay payment for extra work $80.00' })).toBeTruthy();
    expect(screen.queryByText(/Confirming your payment/)).toBeNull();
  });
});
