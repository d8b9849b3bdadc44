import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobPayment, JobRequestDetails } from '../../contract/job-requests';
import { changeCutoffOf, type JobFacts } from '../../machines/job-lifecycle.machine';
import { PaymentReturnSearch } from '../../src/app/route-params';
import { fakeApiAnswering } from '../../src/test/fake-api';
import { renderRouter, withoutScrolling } from '../../src/test/app';
import { DAVE, JOB_ID, jobDetailsFixture } from '../../src/test/job-fixtures';
import { JobRequestDetails as JobRequestDetailsScreen } from '../../src/routes/-components/job-request-details';
import { PROPOSAL_ID, proposalFixture } from './fixtures';

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

/**
 * Back on the job page from the card step of a payment for extra work, while the contractor billed
 * more extra work: the payment made is judged by itself (it reads Paid, with its receipt), and what
 * was billed since is offered on its own step.
 */

const server = fakeApiAnswering();
beforeAll(withoutScrolling);
afterEach(cleanup);

const VISIT = '2026-12-02T14:00:00.000Z';
const booked = {
  visitStartsAt: VISIT,
  visitEndsAt: '2026-12-02T16:00:00.000Z',
  changeCutoff: changeCutoffOf(VISIT).toISOString(),
  booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
} satisfies Partial<JobFacts>;

const INTENT = 'pi_3Sx1StrikePlate';
const STRIKE_PLATE: JobPayment = {
  id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
  paymentIntentId: INTENT,
  kind: 'SubsequentPayment',
  jobProposalId: PROPOSAL_ID,
  contractor: DAVE,
  amountCents: 12000,
  status: 'Paid',
  card: { brand: 'visa', last4: '4242' },
  paidAt: VISIT,
  refundedCents: 0,
  refundedAt: null,
  lines: [{ kind: 'SubsequentPayment', amountCents: 12000, description: 'Extra work: New strike plate' }],
};

/** The job in progress with $80.00 of extra work owed (the weatherstrip), and the receipts it lists. */
const jobOwingWeatherstrip = (payments: JobPayment[]): JobRequestDetails =>
  jobDetailsFixture(
    'InProgress',
    { ...booked, owed: { depositCents: 0, finalPaymentCents: 0, extraWorkCents: 8000 } },
    {
      proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', subsequentPaymentStatus: 'Due', subsequentPaymentCents: 8000, subsequentPaymentDescription: 'Weatherstrip' })],
      payments,
    },
  );

function openReturn(job: () => JobRequestDetails) {
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: '/job-requests/$id',
    validateSearch: PaymentReturnSearch,
    loader: () => ({ job: job(), error: null }),
    component: () => <JobRequestDetailsScreen id={JOB_ID} />,
  });
  const back = `/job-requests/${JOB_ID}?payment=SubsequentPayment&payment_intent=${INTENT}&payment_intent_client_secret=${INTENT}_secret_x&redirect_status=succeeded`;
  renderRouter(createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [back] }) }));
}

async function expectPaidAndTheRestOffered() {
  const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
  const paid = await dialog.findByRole('region', { name: 'Payment for extra work: $120.00' }, { timeout: 10_000 });
  await waitFor(() => expect(within(paid).getByRole('status').textContent).toMatch(/^Paid/), { timeout: 10_000 });
  // The weatherstrip, billed while the card page was open, is its own payment, not yet started.
  const rest = await dialog.findByRole('region', { name: 'Payment for extra work: $80.00' });
  expect(within(rest).getByText("Extra work agreed with Dave's Carpentry: Weatherstrip.")).toBeTruthy();
  expect(within(rest).getByRole('button', { name: 'Pay payment for extra work $80.00' })).toBeTruthy();
  expect(dialog.queryByText(/Confirming your payment/)).toBeNull();
}

describe('back from paying extra work while more was billed', () => {
  it('the provider confirmed it first: the payment made reads Paid, and the extra work billed since is offered on its own', async () => {
    server.answer = () => Response.json({}, { status: 404 });
    openReturn(() => jobOwingWeatherstrip([STRIKE_PLATE]));
    await expectPaidAndTheRestOffered();
    // Behind the dialog, the receipt says what of the extra work it paid.
    const receipts = await screen.findByRole('list', { name: 'Receipts', hidden: true });
    expect(within(receipts).getAllByRole('listitem', { hidden: true }).map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Receipt: Payment for extra work \$120\.00Extra work: New strike plateVisa ending in 4242 · /),
    ]);
  });

  it('back before the provider’s word: the step waits for that payment, not for the estimate to read Paid, and the page behind offers the rest', async () => {
    // Read on the return, before the provider's event: all $200.00 of the extra work is owed.
    const onReturn = jobDetailsFixture(
      'InProgress',
      { ...booked, owed: { depositCents: 0, finalPaymentCents: 0, extraWorkCents: 20000 } },
      {
        proposals: [
          proposalFixture({ status: 'Accepted', depositStatus: 'Paid', subsequentPaymentStatus: 'Due', subsequentPaymentCents: 20000, subsequentPaymentDescription: 'New strike plate; Weatherstrip' }),
        ],
      },
    );
    let current = onReturn;
    server.answer = (url) => {
      // Then the $120.00 goes through; the estimate owes extra work again, the $80.00 billed meanwhile.
      if (url.pathname.endsWith(`/jobProposals/${PROPOSAL_ID}`)) {
        current = jobOwingWeatherstrip([STRIKE_PLATE]);
        return Response.json({ ...current.proposals[0], subsequentPaymentStatus: 'Due' });
      }
      if (url.pathname.endsWith(`/JobRequests/${JOB_ID}`)) return Response.json(current);
      return Response.json({}, { status: 404 });
    };
    openReturn(() => current);
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
    const paid = await dialog.findByRole('region', { name: 'Payment for extra work: $120.00' }, { timeout: 10_000 });
    expect(within(paid).getByRole('status').textContent).toMatch(/^PaidPayment for extra work of \$120\.00 paid on .+, Visa ending in 4242\.$/);
    expect(dialog.queryByText(/Confirming your payment/)).toBeNull();
    // The page behind the dialog has read the job again: the weatherstrip is what it offers to pay now.
    await screen.findByRole('button', { name: 'Pay $80.00 for extra work', hidden: true });
  });
});
