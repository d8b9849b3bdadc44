import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, useLoaderData } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import { jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { keepVisitMachine } from '../../machines/keep-visit.machine';
import { JOB_STATUS_WORDS, MISSED_VISIT_NEXT_STEP, MISSED_VISIT_WORDS } from '../../machines/job-status-words';
import {
  bookedEstimateOf,
  changeCutoffOf,
  JOB_EVENT_TYPES,
  type JobActionChoice,
  type JobEventType,
  type JobFacts,
  jobActionChoices,
  jobActionsFor,
  jobRefusal,
  lateCancelationWords,
  NO_FACTS,
} from '../../machines/job-lifecycle.machine';
import { PaymentReturnSearch } from '../../src/app/route-params';
import { browserTimeZone } from '../../src/api/client';
import { tokenStore } from '../../src/api/token-store';
import { fakeApiAnswering } from '../../src/test/fake-api';
import { renderRouter, withoutScrolling } from '../../src/test/app';
import { DAVE, JOB_ID, jobDetailsFixture, PHOTO_ID } from '../../src/test/job-fixtures';
import { objectUrls, renderInRouter } from '../../src/test/job-pages';
import { enabledTypes, pageActions } from '../../src/features/job-requests/job-actions';
import { JobRequestDetailsPage } from '../../src/features/job-requests/JobRequestDetailsPage';
import { JobRequestDetails as JobRequestDetailsScreen, jobPageParts } from '../../src/routes/-components/job-request-details';
import type { JobOffer, JobPayment, JobProposalSummary, JobRequestDetails, JobReviewSummary, JobVisit } from '../../contract/job-requests';
import { formatDate, formatProviderDay, formatUsdPreciseFromCents } from '../../src/lib/format';
import { PROPOSAL_ID, proposalFixture } from './fixtures';
import { JOB_PAGE_CASES } from './job-lifecycle.cases';
import { controllableActors } from './model';
import { descriptionOf, outcome } from './ui';

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering((url) =>
  url.pathname.includes('/Files/')
    ? new Response(new TextEncoder().encode(url.searchParams.get('Variant') ?? 'x'), { headers: { 'Content-Type': 'image/jpeg' } })
    : Response.json({}, { status: 404 }),
);
let urls: ReturnType<typeof objectUrls>;

beforeAll(withoutScrolling);
afterEach(cleanup);

const NOW = '2026-11-25T12:00:00.000Z';
const VISIT = '2026-12-02T14:00:00.000Z';
const VISIT_END = '2026-12-02T16:00:00.000Z';
/** After the change cutoff of VISIT. */
const LATE = new Date(changeCutoffOf(VISIT).getTime() + 60 * 60 * 1000).toISOString();
const booked = { visitStartsAt: VISIT, visitEndsAt: VISIT_END, changeCutoff: changeCutoffOf(VISIT).toISOString(), booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] } } satisfies Partial<JobFacts>;

function open(job: JobRequestDetails, now = NOW) {
  renderInRouter(() => (
    <JobRequestDetailsPage
      job={job}
      now={now}
      cancelation={jobCancelationMachine}
      {...jobPageParts(job, now)}
    />
  ));
}

/** The controls under "What you can do" as a screen reader lists them: name, the machine's steps each takes, and the reason of a disabled one. */
async function offeredControls() {
  await screen.findByRole('heading', { level: 1 });
  const region = screen.queryByRole('region', { name: 'What you can do' });
  if (!region) return [];
  return [...region.querySelectorAll<HTMLElement>('button, a')].map((control) => ({
    name: control.textContent ?? '',
    types: (control.getAttribute('data-actions') ?? '').split(' ').filter(Boolean),
    disabled: (control as HTMLButtonElement).disabled === true,
    reason: descriptionOf(control),
  }));
}

const FIRST_ID = PROPOSAL_ID;
const SECOND = { id: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f', contractor: { ...DAVE, id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', businessName: 'Oak & Pine Joinery' } };
const REVIEW_ID = '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b';
const owed = (over: Partial<JobFacts['owed']>): JobFacts['owed'] => ({ depositCents: 0, finalPaymentCents: 0, extraWorkCents: 0, ...over });

/** A job in each state with the facts that change what the customer may do, and the details the page draws from. */
const CASES: [string, JobRequestStatus, Partial<JobFacts>, Partial<JobRequestDetails>, string][] = [
  ['Submitted', 'Submitted', {}, {}, NOW],
  ['Dispatched', 'Dispatched', { openOffers: 2 }, {}, NOW],
  ['Proposed, one estimate waiting', 'Proposed', { pendingProposals: 1, openEstimates: [{ id: FIRST_ID, validUntil: null }] }, { proposals: [proposalFixture()] }, NOW],
  [
    'Proposed, two estimates and open offers',
    'Proposed',
    { pendingProposals: 2, openOffers: 1, openEstimates: [{ id: FIRST_ID, validUntil: null }, { id: SECOND.id, validUntil: null }] },
    { proposals: [proposalFixture(), proposalFixture(SECOND)] },
    NOW,
  ],
  // Each estimate by its own expiry: the first has run out and can only be declined, the second can still be accepted.
  [
    'Proposed, one of two estimates run out',
    'Proposed',
    { pendingProposals: 2, openEstimates: [{ id: FIRST_ID, validUntil: '2026-11-24T12:00:00.000Z' }, { id: SECOND.id, validUntil: null }] },
    { proposals: [proposalFixture({ status: 'Expired', validUntil: '2026-11-24T12:00:00.000Z' }), proposalFixture(SECOND)] },
    NOW,
  ],
  [
    'Proposed, accepted and its deposit owed',
    'Proposed',
    { pendingProposals: 1, owed: owed({ depositCents: 15000 }), awaitedDeposit: { proposalId: FIRST_ID, depositCents: 15000, totalCents: 45000 } },
    { proposals: [proposalFixture({ depositStatus: 'Due' })] },
    NOW,
  ],
  ['Accepted, the customer chooses the visit', 'Accepted', { booking: { state: 'choose', nextStep: null, nextStepBy: null, times: [] }, depositPaidCents: 15000 }, { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid' })] }, NOW],
  [
    'Accepted, the contractor has no free time',
    'Accepted',
    { booking: { state: 'noFreeTime', nextStep: "Dave's Carpentry has no free time in the next 4 weeks; we will call you by Friday, November 27.", nextStepBy: '2026-11-27T22:00:00.000Z', times: [] }, depositPaidCents: 15000 },
    { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid' })] },
    NOW,
  ],
  ['Scheduled, before the cutoff', 'Scheduled', booked, {}, NOW],
  ['Scheduled, after the cutoff', 'Scheduled', booked, {}, LATE],
  ['CancelationRequested', 'CancelationRequested', { ...booked, depositPaidCents: 15000, lateCancelation: { refundCents: 7500, decidedBy: '2026-12-01T22:00:00.000Z' } }, {}, LATE],
  ['InProgress, nothing billed', 'InProgress', booked, {}, VISIT],
  ['InProgress, extra work billed', 'InProgress', { ...booked, owed: owed({ extraWorkCents: 12000 }) }, { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', subsequentPaymentStatus: 'Due', subsequentPaymentCents: 12000 })] }, VISIT],
  ['Completed, the final payment owed', 'Completed', { ...booked, owed: owed({ finalPaymentCents: 30000 }), reviewDueBy: '2027-01-01T14:00:00.000Z' }, { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due' })] }, VISIT_END],
  [
    'Completed, the final payment and extra work owed',
    'Completed',
    { ...booked, owed: owed({ finalPaymentCents: 30000, extraWorkCents: 12000 }), reviewDueBy: '2027-01-01T14:00:00.000Z' },
    { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due', subsequentPaymentStatus: 'Due', subsequentPaymentCents: 12000 })] },
    VISIT_END,
  ],
  ['Completed, paid, review due', 'Completed', { ...booked, reviewDueBy: '2027-01-01T14:00:00.000Z' }, {}, VISIT_END],
  ['Completed, paid and reviewed', 'Completed', booked, {}, VISIT_END],
  ['Canceled', 'Canceled', {}, {}, NOW],
];

const jobOf = (status: JobRequestStatus, facts: Partial<JobFacts>, details: Partial<JobRequestDetails>) => jobDetailsFixture(status, facts, details);

describe('Job Request Details offers exactly what the lifecycle machine gives the customer for the job facts', () => {
  it.each(CASES)('%s', async (_, status, facts, details, now) => {
    const job = jobOf(status, facts, details);
    open(job, now);
    const controls = await offeredControls();
    // The enabled controls take exactly the steps the machine (which the server asks too) allows now…
    const allowed = jobActionsFor(status, job.facts, 'consumer', now);
    const enabled = controls.filter((c) => !c.disabled);
    expect([...new Set(enabled.flatMap((c) => c.types))].sort()).toEqual([...allowed].sort());
    // …each once,
    expect(enabled.flatMap((c) => c.types).filter((type) => type !== 'proposal.accept' && type !== 'proposal.decline')).toEqual(
      [...new Set(enabled.flatMap((c) => c.types))].filter((type) => type !== 'proposal.accept' && type !== 'proposal.decline'),
    );
    // …and what the state has but the facts or the clock hold back is shown disabled, with the machine's reason read with it.
    const heldBack = jobActionChoices(status, job.facts, 'consumer', now, browserTimeZone()).filter((choice) => !choice.allowed);
    expect(controls.filter((c) => c.disabled).map((c) => [c.types, c.reason])).toEqual(heldBack.map((choice) => [[choice.type], choice.reason]));
  });

  it('has a control for every step the machine can give the customer', () => {
    const everConsumer = new Set(CASES.flatMap(([, status, facts, details, now]) => jobActionsFor(status, jobOf(status, facts, details).facts, 'consumer', now)));
    const covered = new Set(CASES.flatMap(([, status, facts, details, now]) => enabledTypes(pageActions(jobOf(status, facts, details), now))));
    const consumerSteps = JOB_EVENT_TYPES.filter((type) => !['job.dispatch', 'offers.exhausted', 'estimate.submit', 'deposit.paid', 'cancelation.approve', 'contractor.onMyWay', 'job.start', 'job.complete', 'extraWork.add', 'visit.offer'].includes(type));
    expect([...everConsumer].sort()).toEqual([...consumerSteps].sort());
    expect([...covered].sort()).toEqual([...everConsumer].sort());
  });

  it('shows a completed, paid and reviewed job with no payment or review action', async () => {
    open(jobOf('Completed', booked, {}), VISIT_END);
    expect((await offeredControls()).map((c) => c.name)).toEqual([]);
    const status = screen.getByRole('region', { name: 'Status' }).textContent;
    expect(status).toContain('The job is done and paid. Thank you.');
    expect(status).not.toMatch(/Pay what is due|Payment due|Review due/);
  });

  it('before an estimate is accepted offers it to accept or decline, not a deposit beside it', async () => {
    open(jobOf('Proposed', { pendingProposals: 1, openEstimates: [{ id: FIRST_ID, validUntil: null }] }, { proposals: [proposalFixture()] }));
    expect((await offeredControls()).map((c) => c.name)).toEqual(['Accept or decline the estimate', 'Cancel the job request']);
    const link = screen.getByRole('link', { name: 'Accept or decline the estimate' });
    expect(link.getAttribute('href')).toBe(`/job-requests/${JOB_ID}/proposals/${FIRST_ID}`);
  });

  it('offers an estimate past its own expiry only to decline, and another of the job still to accept', async () => {
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'Proposed, one of two estimates run out')!;
    open(jobOf(status, facts, details), now);
    expect((await offeredControls()).map((c) => c.name)).toEqual(["Accept or decline Oak & Pine Joinery's estimate", "Decline Dave's Carpentry's expired estimate", 'Cancel the job request']);
  });

  it('says when the contractor has no free time, and what happens next, on the disabled control', async () => {
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'Accepted, the contractor has no free time')!;
    open(jobOf(status, facts, details), now);
    const control = (await screen.findByRole('button', { name: 'Choose a time for the visit' })) as HTMLButtonElement;
    expect(control.disabled).toBe(true);
    expect(descriptionOf(control)).toBe("Dave's Carpentry has no free time in the next 4 weeks; we will call you by Friday, November 27.");
    // Said once, as what happens next under Status, which the disabled control is described by.
    expect(screen.getAllByText("Dave's Carpentry has no free time in the next 4 weeks; we will call you by Friday, November 27.")).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Status' }).textContent).toContain("Dave's Carpentry has no free time in the next 4 weeks; we will call you by Friday, November 27.");
  });

  it('says on a late cancelation what the customer gets back and when, and Keep the visit opens its dialog', async () => {
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'CancelationRequested')!;
    const job = jobOf(status, facts, details);
    open(job, now);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'Status' }).textContent).toContain(lateCancelationWords(job.facts, browserTimeZone())!);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep the visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep the visit?' });
    expect(dialog.textContent).toContain('the visit stands as booked');
  });

  it('names the visit, the decision’s deadline and the closed reschedule in the customer’s zone, one zone on the page', async () => {
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'CancelationRequested')!;
    const job = jobOf(status, facts, details);
    renderInRouter(() => <JobRequestDetailsPage job={job} now={now} timeZone="America/Los_Angeles" cancelation={jobCancelationMachine} {...jobPageParts(job, now)} />);
    await screen.findByRole('heading', { level: 1 });
    const said = screen.getByRole('region', { name: 'Status' }).textContent;
    expect(said).toContain('Visit 12/02/2026 6:00 AM PST');
    expect(said).toContain('The contractor or our office decides by Dec 1, 2:00 PM PST;');
    expect(said).not.toMatch(/E[SD]T/);
    cleanup();

    const [, scheduled, bookedFacts, bookedDetails, late] = CASES.find(([name]) => name === 'Scheduled, after the cutoff')!;
    const scheduledJob = jobOf(scheduled, bookedFacts, bookedDetails);
    renderInRouter(() => <JobRequestDetailsPage job={scheduledJob} now={late} timeZone="America/Los_Angeles" cancelation={jobCancelationMachine} {...jobPageParts(scheduledJob, late)} />);
    const reschedule = await screen.findByRole('button', { name: 'Reschedule the visit' });
    expect(descriptionOf(reschedule)).toBe('Changes online closed at Dec 1, 6:00 AM PST, 24 hours before the visit; call us to move it.');
  });

  it('takes the focus to Close once the visit is kept, not to the dialog itself', async () => {
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'CancelationRequested')!;
    const job = jobOf(status, facts, details);
    const fakes = controllableActors(keepVisitMachine);
    renderInRouter(() => <JobRequestDetailsPage job={job} now={now} cancelation={jobCancelationMachine} keepVisit={keepVisitMachine.provide({ actors: fakes.actors })} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Keep the visit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Keep the visit?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep the visit' }));
    await outcome(() => fakes.settle({ type: 'xstate.done.actor.withdrawCancelation', output: {} }));
    const kept = within(await screen.findByRole('dialog', { name: 'Visit kept' }));
    // The step's Close, not the title bar's icon of the same name.
    expect(document.activeElement).toBe(kept.getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close'));
  });

  it('pays the final payment and extra work from one control, each line shown', async () => {
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'Completed, the final payment and extra work owed')!;
    open(jobOf(status, facts, details), now);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $420.00 owed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
    const lines = within(dialog.getByRole('list', { name: 'Owed' })).getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([expect.stringMatching(/^Final payment.*\$300\.00$/), expect.stringMatching(/^Extra work.*\$120\.00$/)]);
  });

  it('says once what a single line owed is for, in its card step', async () => {
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'Completed, the final payment owed')!;
    open(jobOf(status, facts, details), now);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Pay the final payment of / }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
    // A list of one above the step that names the same payment would say it all twice.
    expect(dialog.queryByRole('list', { name: 'Owed' })).toBeNull();
    expect(dialog.getByRole('region', { name: 'Final payment: $300.00' })).toBeTruthy();
  });

  it('says a declined final payment did not go through, which stays true while the next card waits on its bank', async () => {
    const [, status, facts] = CASES.find(([name]) => name === 'Completed, the final payment owed')!;
    open(jobOf(status, facts, { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Failed' })] }), VISIT_END);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    // The estimate keeps Failed while a later card waits for the customer's bank (decision 095): "declined" would name the wrong card.
    expect(linesOf(within(payments).getByRole('list', { name: 'Owed' }))).toEqual([expect.stringContaining('The last card did not go through.')]);
  });

  it('pays the balance in one card step by default, or only the line the customer chooses', async () => {
    const user = userEvent.setup();
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'Completed, the final payment and extra work owed')!;
    open(jobOf(status, facts, details), now);
    await user.click(await screen.findByRole('button', { name: 'Pay $420.00 owed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
    expect(dialog.getByText('Total $420.00')).toBeTruthy();
    // One card step, for the whole balance.
    const step = dialog.getByRole('region', { name: 'Balance: $420.00' });
    expect(dialog.getAllByRole('button', { name: /^Pay / }).map((b) => b.textContent)).toEqual(['Pay balance $420.00']);
    const infoCalls = () => server.sent.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('-payment-info'));
    await user.click(within(step).getByRole('button', { name: 'Pay balance $420.00' }));
    await waitFor(() => expect(infoCalls()).toHaveLength(1));
    expect(infoCalls()[0]!.url.pathname).toMatch(/\/final-payment-info$/);
    expect(infoCalls()[0]!.body).not.toHaveProperty('withExtraWork');
    // The card step comes back to this page, where what is due next is, not to the estimate's.
    const returnTo = (n: number) => {
      const url = new URL((infoCalls()[n]!.body as { redirectUrl: string }).redirectUrl);
      return `${url.pathname}${url.search}`;
    };
    expect(returnTo(0)).toBe(`/job-requests/${JOB_ID}?payment=FinalPayment`);

    await user.click(dialog.getByRole('radio', { name: 'Only the final payment: $300.00' }));
    expect(dialog.queryByRole('region', { name: 'Balance: $420.00' })).toBeNull();
    await user.click(within(dialog.getByRole('region', { name: 'Final payment: $300.00' })).getByRole('button', { name: 'Pay final payment $300.00' }));
    await waitFor(() => expect(infoCalls()).toHaveLength(2));
    expect(infoCalls()[1]!.body).toMatchObject({ withExtraWork: false });
    expect(returnTo(1)).toBe(`/job-requests/${JOB_ID}?payment=FinalPayment&alone=true`);

    await user.click(dialog.getByRole('radio', { name: 'Only the extra work: $120.00' }));
    await user.click(within(dialog.getByRole('region', { name: 'Payment for extra work: $120.00' })).getByRole('button', { name: 'Pay payment for extra work $120.00' }));
    await waitFor(() => expect(infoCalls()).toHaveLength(3));
    expect(infoCalls()[2]!.url.pathname).toMatch(/\/subsequent-payment-info$/);
    expect(returnTo(2)).toBe(`/job-requests/${JOB_ID}?payment=SubsequentPayment`);
  });

  it('offers no balance a card could not take in one payment: says why, and pays the final payment and the extra work one at a time', async () => {
    const user = userEvent.setup();
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'Completed, the final payment and extra work owed')!;
    const final = 99_999_000;
    const job = jobOf(status, { ...facts, owed: owed({ finalPaymentCents: final, extraWorkCents: 12000 }) }, details);
    open(job, now);
    await user.click(await screen.findByRole('button', { name: 'Pay $1,000,110.00 owed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
    const choice = dialog.getByRole('radiogroup', { name: 'What to pay now' });
    expect(within(choice).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Only the final payment: $999,990.00', 'Only the extra work: $120.00']);
    expect(descriptionOf(choice)).toBe(
      'The final payment and the extra work together can be at most $999,999.99, the most a card can be charged in one payment. Pay them one at a time.',
    );
    expect((dialog.getByRole('radio', { name: 'Only the final payment: $999,990.00' }) as HTMLInputElement).checked).toBe(true);
    const infoCalls = () => server.sent.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('-payment-info'));
    const before = infoCalls().length;
    await user.click(within(dialog.getByRole('region', { name: 'Final payment: $999,990.00' })).getByRole('button', { name: 'Pay final payment $999,990.00' }));
    await waitFor(() => expect(infoCalls()).toHaveLength(before + 1));
    expect(infoCalls().at(-1)!.body).toMatchObject({ withExtraWork: false });
  });

  it('shows the receipt of a balance paid in one card step line by line', async () => {
    const [, status, facts, , now] = CASES.find(([name]) => name === 'Completed, paid, review due')!;
    const receipt: JobPayment = {
      id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
      kind: 'FinalPayment',
      jobProposalId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
      contractor: DAVE,
      amountCents: 42000,
      status: 'Paid',
      card: { brand: 'visa', last4: '4242' },
      paidAt: now,
      refundedCents: 0,
      refundedAt: null,
      lines: [
        { kind: 'FinalPayment', amountCents: 30000, description: 'Final payment' },
        { kind: 'SubsequentPayment', amountCents: 12000, description: 'Extra work: Replace the rotted sill' },
      ],
    };
    open(jobOf(status, facts, { payments: [receipt] }), now);
    const receipts = await screen.findByRole('list', { name: 'Receipts' });
    expect(within(receipts).getByText('Receipt: Payment $420.00')).toBeTruthy();
    expect(within(within(receipts).getByRole('list', { name: 'Paid' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Final payment: $300.00',
      'Extra work: Replace the rotted sill: $120.00',
    ]);
  });

  it('back from the card step of the final payment, says on the job page what came of it, with the review now offered behind it', async () => {
    const user = userEvent.setup();
    const [, status, facts, details, now] = CASES.find(([name]) => name === 'Completed, the final payment owed')!;
    // Back before the provider's event: the job still reads the payment as being confirmed.
    let current = jobOf(status, facts, { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Processing' })] });
    const receipt: JobPayment = {
      id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
      kind: 'FinalPayment',
      jobProposalId: PROPOSAL_ID,
      contractor: DAVE,
      amountCents: 30000,
      status: 'Paid',
      card: { brand: 'visa', last4: '4242' },
      paidAt: now,
      refundedCents: 0,
      refundedAt: null,
    };
    const paid = jobOf(status, { ...facts, owed: owed({}) }, { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Paid' })], payments: [receipt] });
    server.answer = (url) => {
      if (url.pathname.endsWith(`/jobProposals/${PROPOSAL_ID}`)) {
        current = paid;
        return Response.json({ ...details.proposals![0], finalPaymentStatus: 'Paid' });
      }
      if (url.pathname.endsWith(`/JobRequests/${JOB_ID}`)) return Response.json(current);
      return Response.json({}, { status: 404 });
    };
    const root = createRootRoute({ component: Outlet });
    const route = createRoute({
      getParentRoute: () => root,
      path: '/job-requests/$id', validateSearch: PaymentReturnSearch,
      loader: () => ({ job: current, error: null }),
      component: function Page() {
        return <JobRequestDetailsScreen id={JOB_ID} />;
      },
    });
    const router = createRouter({
      routeTree: root.addChildren([route]),
      history: createMemoryHistory({ initialEntries: [`/job-requests/${JOB_ID}?payment=FinalPayment&redirect_status=succeeded`] }),
    });
    renderRouter(router);

    const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
    const step = dialog.getByRole('region', { name: /^Final payment/ });
    await waitFor(() => expect(within(step).getByRole('status').textContent).toMatch(/^PaidFinal payment of \$300\.00 paid on .+, Visa ending in 4242\.$/), { timeout: 10_000 });
    // The page behind the dialog has read the job again: the review is what is due now.
    await screen.findByRole('button', { name: 'Review the contractor', hidden: true });

    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay what is owed' })).toBeNull());
    // Its return is over: the page's address no longer opens it.
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('button', { name: 'Review the contractor' })).toBeTruthy();
  });

  it('back from the card step of a balance the provider confirmed first, says it is paid though the job owes nothing now', async () => {
    const [, status, facts, , now] = CASES.find(([name]) => name === 'Completed, paid, review due')!;
    const receipt: JobPayment = {
      id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
      kind: 'FinalPayment',
      jobProposalId: PROPOSAL_ID,
      contractor: DAVE,
      amountCents: 42000,
      status: 'Paid',
      card: { brand: 'visa', last4: '4242' },
      paidAt: now,
      refundedCents: 0,
      refundedAt: null,
      lines: [
        { kind: 'FinalPayment', amountCents: 30000, description: 'Final payment' },
        { kind: 'SubsequentPayment', amountCents: 12000, description: 'Extra work: Replace the rotted sill' },
      ],
    };
    const job = jobOf(status, facts, { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Paid', subsequentPaymentStatus: 'Paid' })], payments: [receipt] });
    const root = createRootRoute({ component: Outlet });
    const route = createRoute({ getParentRoute: () => root, path: '/job-requests/$id', validateSearch: PaymentReturnSearch, loader: () => ({ job, error: null }), component: () => <JobRequestDetailsScreen id={JOB_ID} /> });
    renderRouter(createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [`/job-requests/${JOB_ID}?payment=FinalPayment&redirect_status=succeeded`] }) }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
    const step = dialog.getByRole('region', { name: 'Balance: $420.00' });
    expect(within(step).getByRole('status').textContent).toBe('PaidThe balance is paid.');
    expect(dialog.queryAllByRole('button', { name: /^Pay / })).toEqual([]);
  });

  it('back without paying from the card step of the final payment alone, offers that payment again as it was chosen', async () => {
    const [, status, facts, details] = CASES.find(([name]) => name === 'Completed, the final payment and extra work owed')!;
    const job = jobOf(status, facts, details);
    const root = createRootRoute({ component: Outlet });
    const route = createRoute({ getParentRoute: () => root, path: '/job-requests/$id', validateSearch: PaymentReturnSearch, loader: () => ({ job, error: null }), component: () => <JobRequestDetailsScreen id={JOB_ID} /> });
    renderRouter(createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [`/job-requests/${JOB_ID}?payment=FinalPayment&alone=true`] }) }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay what is owed' }));
    expect((dialog.getByRole('radio', { name: 'Only the final payment: $300.00' }) as HTMLInputElement).checked).toBe(true);
    const step = dialog.getByRole('region', { name: 'Final payment: $300.00' });
    expect(within(step).getByRole('status').textContent).toBe('You came back without paying; nothing was charged. The final payment of $300.00 is still due.Pay $300.00');
    expect(server.sent).toEqual([]);
  });

  it('past the review window, offers no review and says why in the words the server refuses one with', async () => {
    const [, status, facts] = CASES.find(([name]) => name === 'Completed, paid, review due')!;
    const after = new Date(Date.parse(facts.reviewDueBy!) + 1).toISOString();
    const requested: JobReviewSummary = { id: REVIEW_ID, status: 'Requested', rating: null, text: '', dueBy: facts.reviewDueBy!, submittedAt: null };
    const job = jobOf(status, facts, { review: requested, reviewId: REVIEW_ID });
    open(job, after);
    expect((await offeredControls()).map((c) => c.name)).toEqual([]);
    const review = await screen.findByRole('region', { name: 'The time to review this job has passed' });
    expect(review.textContent).toBe(`The time to review this job has passed${jobRefusal(status, job.facts, { type: 'review.submit', by: 'consumer', at: after }, after)}`);
    expect(review.textContent).toContain('Reviews can be left for 30 days after a job is completed.');
  });

  it('keeps the review dialog thanking the customer until Close, after the refreshed job no longer offers the review', async () => {
    const user = userEvent.setup();
    const [, status, facts, , now] = CASES.find(([name]) => name === 'Completed, paid, review due')!;
    const requested: JobReviewSummary = { id: REVIEW_ID, status: 'Requested', rating: null, text: '', dueBy: facts.reviewDueBy!, submittedAt: null };
    let current = jobOf(status, facts, { review: requested, reviewId: REVIEW_ID });
    // The server takes the review: the job read again has it given, and nothing left to do.
    server.answer = (url) => {
      if (!url.pathname.endsWith(`/JobReviews/${REVIEW_ID}/submit`)) return Response.json({}, { status: 404 });
      current = jobOf(status, { ...facts, reviewDueBy: null }, { review: { ...requested, status: 'Published', rating: 5, submittedAt: now }, reviewId: null });
      return Response.json({ id: REVIEW_ID, status: 'Published' });
    };
    const root = createRootRoute({ component: Outlet });
    const route = createRoute({
      getParentRoute: () => root,
      path: '/job-requests/$id', validateSearch: PaymentReturnSearch,
      // What `router.invalidate()` reads again once the review is sent.
      loader: () => current,
      component: function Page() {
        const job = useLoaderData({ strict: false }) as JobRequestDetails;
        return <JobRequestDetailsPage job={job} now={now} cancelation={jobCancelationMachine} {...jobPageParts(job, now)} />;
      },
    });
    renderRouter(createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [`/job-requests/${JOB_ID}`] }) }));

    await user.click(await screen.findByRole('button', { name: 'Review the contractor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review the contractor' }));
    fireEvent.click(within(dialog.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.click(dialog.getByRole('button', { name: 'Send review' }));
    expect((await dialog.findByRole('status')).textContent).toContain('Thank you for your review');
    // The page has read the job again (behind the modal dialog): the review is given and no longer offered.
    await screen.findByRole('region', { name: 'Your review', hidden: true });
    expect(screen.queryByRole('region', { name: 'What you can do', hidden: true })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Review the contractor' })).toBeTruthy();
    expect(dialog.getByRole('status').textContent).toContain('Thank you for your review');

    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review the contractor' })).toBeNull());
  });
});

/** The estimates a job with these facts shows: those waiting (the first with its deposit owed, if one is), and the booked one with what it still asks. */
function proposalsFor(status: JobRequestStatus, facts: JobFacts): JobProposalSummary[] {
  // The estimates not accepted yet are the facts' own, by id; one accepted waits for its deposit when one is owed.
  const waiting = [
    ...(facts.owed.depositCents > 0 ? [proposalFixture({ id: facts.awaitedDeposit?.proposalId ?? '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7dff', depositStatus: 'Due' })] : []),
    ...facts.openEstimates.map((e) => proposalFixture({ id: e.id, depositStatus: 'NotDue' })),
  ];
  const booked = ['Accepted', 'Scheduled', 'CancelationRequested', 'InProgress', 'Completed'].includes(status)
    ? [
        proposalFixture({
          id: bookedEstimateOf(facts) ?? '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
          status: 'Accepted',
          depositStatus: 'Paid',
          finalPaymentStatus: facts.owed.finalPaymentCents > 0 ? 'Due' : 'NotDue',
          subsequentPaymentStatus: facts.owed.extraWorkCents > 0 ? 'Due' : 'NotDue',
          subsequentPaymentCents: facts.owed.extraWorkCents,
        }),
      ]
    : [];
  return [...waiting, ...booked];
}

/**
 * The booked visit the details carry with these facts, in whatever status: the job's state, not the
 * visit's own, says whether it can be moved online.
 */
function visitFor(status: JobRequestStatus, facts: JobFacts): JobVisit | null {
  if (!facts.visitStartsAt || !facts.visitEndsAt || !facts.changeCutoff) return null;
  const visitStatus = status === 'InProgress' || status === 'Completed' || status === 'Canceled' ? status : 'Scheduled';
  return {
    id: '9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
    contractor: DAVE,
    scheduledStart: facts.visitStartsAt,
    scheduledEnd: facts.visitEndsAt,
    status: visitStatus,
    changeCutoff: facts.changeCutoff,
    onMyWayAt: facts.onMyWayAt,
    startedAt: facts.startedAt,
    completedAt: null,
    rescheduleHistory: [],
  };
}

/**
 * The review the details carry: asked for wherever the facts give a review window, in whatever
 * status, so that only the machine's state and clock decide whether it can be given; a completed job
 * without one has given its review.
 */
function reviewFor(status: JobRequestStatus, facts: JobFacts): Pick<JobRequestDetails, 'review' | 'reviewId'> {
  const base = { id: REVIEW_ID, rating: null, text: '', submittedAt: null };
  if (facts.reviewDueBy) return { review: { ...base, status: 'Requested', dueBy: facts.reviewDueBy }, reviewId: REVIEW_ID };
  if (status === 'Completed') return { review: { ...base, status: 'Published', rating: 5, dueBy: '2027-07-10T14:00:00.000Z', submittedAt: '2027-06-11T14:00:00.000Z' }, reviewId: null };
  return { review: null, reviewId: null };
}

/** The payments after the work, the line each shows, and the facts' amount of it. */
const OWED_LINES: [JobEventType, string, keyof JobFacts['owed']][] = [
  ['finalPayment.pay', 'Final payment', 'finalPaymentCents'],
  ['extraWork.pay', 'Extra work', 'extraWorkCents'],
];

/** The lines owed that a customer may pay now: one per payment step the machine allows, for what the facts say is owed. */
const owedLinesFor = (facts: JobFacts, allows: (type: JobEventType) => boolean) =>
  OWED_LINES.filter(([step]) => allows(step)).map(([, name, kind]) => expect.stringMatching(new RegExp(`^${name}.*${formatUsdPreciseFromCents(facts.owed[kind]).replace(/[$.]/g, '\\$&')}$`)));

const linesOf = (list: HTMLElement | null) => (list ? within(list).getAllByRole('listitem').map((line) => line.textContent) : []);

describe('Job Request Details shows, for every case of the lifecycle paths, exactly what the machine offers the customer', () => {
  it.each(JOB_PAGE_CASES.map((c) => [c.name, c] as const))('%s', async (_, { status, facts, at, consumer }) => {
    const user = userEvent.setup();
    open(jobDetailsFixture(status, facts, { proposals: proposalsFor(status, facts), appointment: visitFor(status, facts), ...reviewFor(status, facts) }), at);
    const controls = await offeredControls();
    expect([...new Set(controls.filter((c) => !c.disabled).flatMap((c) => c.types))].sort()).toEqual(consumer.filter((c) => c.allowed).map((c) => c.type).sort());
    // The reasons name times in the customer's zone.
    const heldBack = jobActionChoices(status, facts, 'consumer', at, browserTimeZone()).filter((c) => !c.allowed);
    expect(heldBack.map((c) => c.type)).toEqual(consumer.filter((c) => !c.allowed).map((c) => c.type));
    expect(controls.filter((c) => c.disabled).map((c) => [c.types, c.reason])).toEqual(heldBack.map((c) => [[c.type], c.reason]));

    // The sections, drawn below the fold once the timeline (the last part) is: each says what the same choices say.
    await screen.findByRole('region', { name: 'What has happened' });
    const choice = (type: JobEventType): JobActionChoice | undefined => consumer.find((c) => c.type === type);
    const allows = (type: JobEventType) => choice(type)?.allowed === true;

    // What is owed: a line per payment the machine lets the customer make, for the amount the facts say.
    const owed = owedLinesFor(facts, allows);
    const payments = screen.queryByRole('region', { name: 'Payments' });
    expect(linesOf(payments && within(payments).queryByRole('list', { name: 'Owed' }))).toEqual(owed);

    // Moving a booked visit: online until the cutoff while the machine takes it; the number to call once
    // it holds it back, whose reason stands beside the disabled control (checked above).
    const visit = screen.queryByRole('region', { name: 'Your visit' });
    expect(visit !== null).toBe(facts.visitStartsAt !== null);
    if (visit) {
      const reschedule = choice('visit.reschedule');
      expect(visit.textContent?.includes('You can reschedule until')).toBe(reschedule?.allowed === true);
      expect(visit.textContent?.includes('To change this visit, call us at')).toBe(reschedule?.allowed === false);
    }

    // The review: asked for, by the machine's date, while it takes one; else that its time has passed, and why in its words.
    const reviewHeading = allows('review.submit') ? 'Review this job' : 'The time to review this job has passed';
    const review = screen.queryByRole('region', { name: reviewHeading });
    if (allows('review.submit')) expect(review?.textContent).toContain(`Please review by ${formatProviderDay(facts.reviewDueBy!)}.`);
    else if (review) expect(review.textContent).toBe(`${reviewHeading}${jobRefusal(status, facts, { type: 'review.submit', by: 'consumer', at }, at)}`);
    else expect(screen.queryByRole('region', { name: 'Review this job' })).toBeNull();

    // The Pay control's dialog pays what that control's steps pay, no more.
    const pay = controls.find((c) => c.types.some((type) => type === 'finalPayment.pay' || type === 'extraWork.pay'));
    expect(pay !== undefined).toBe(owed.length > 0);
    if (pay) {
      await user.click(screen.getByRole('button', { name: pay.name }));
      const dialog = await screen.findByRole('dialog', { name: 'Pay what is owed' });
      // One line is said by its card step alone.
      expect(linesOf(within(dialog).queryByRole('list', { name: 'Owed' }))).toEqual(owed.length > 1 ? owed : []);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    // The review form opens from its control, which is there exactly when the machine takes a review (checked above).
    if (allows('review.submit')) {
      await user.click(screen.getByRole('button', { name: 'Review the contractor' }));
      expect(within(await screen.findByRole('dialog', { name: 'Review the contractor' })).getByRole('form', { name: 'Your review' })).toBeTruthy();
    }
  });
});

describe('Job Request Details', () => {
  it('shows the status in words, the next step, the dispatch note, the timeline with times and the contractors asked', async () => {
    open(
      jobDetailsFixture(
        'Submitted',
        {},
        {
          dispatchNote: 'No contractor near 01772 is free for this yet; we keep looking.',
          offers: [{ contractor: DAVE, distanceMiles: 3.2, state: 'Declined', offeredAt: '2026-11-20T14:01:00.000Z', respondedAt: '2026-11-20T15:00:00.000Z', stateChangedAt: '2026-11-20T15:00:00.000Z' }],
          timeline: [
            { type: 'Submitted', summary: 'You sent the request', by: 'consumer', contractor: null, note: null, at: '2026-11-20T14:00:00.000Z' },
            {
              type: 'OfferDeclined',
              summary: "Dave's Carpentry passed",
              by: 'contractor',
              contractor: DAVE,
              note: 'Booked up this month',
              at: '2026-11-20T15:00:00.000Z',
            },
          ],
        },
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sticking back door' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status.textContent).toContain('Submitted');
    expect(status.textContent).toContain('We are finding a contractor near you.');
    expect(status.textContent).toContain('No contractor near 01772 is free for this yet; we keep looking.');

    // Below a phone's screen: drawn in the commits after the first.
    const timeline = within(await screen.findByRole('region', { name: 'What has happened' })).getAllByRole('listitem');
    expect(timeline.map((entry) => entry.querySelector('time')?.getAttribute('datetime'))).toEqual(['2026-11-20T14:00:00.000Z', '2026-11-20T15:00:00.000Z']);
    // Each time names its zone, as the visit's do: an hour read in Los Angeles or Tokyo says whose clock it is.
    const first = formatDate('2026-11-20T14:00:00.000Z', { withTime: true, withZone: true });
    expect(first).not.toBe(formatDate('2026-11-20T14:00:00.000Z', { withTime: true }));
    expect(timeline[0]!.querySelector('time')?.textContent).toBe(first);
    expect(timeline[1]!.textContent).toContain("Dave's Carpentry passed");
    expect(timeline[1]!.textContent).toContain('Booked up this month');

    const offer = within(await screen.findByRole('region', { name: 'Contractors asked' })).getByRole('listitem');
    expect(within(offer).getByRole('heading', { name: "Dave's Carpentry" })).toBeTruthy();
    expect(within(offer).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
    expect(offer.textContent).toContain('3.2 miles away');
    expect(offer.textContent).toContain('Passed on this job');
  });

  describe('dates each contractor asked by the day their present answer began, not the day they first answered', () => {
    const offerIn = (state: JobOffer['state'], stateChangedAt: string): JobOffer => ({
      contractor: DAVE,
      distanceMiles: 3.2,
      state,
      offeredAt: '2026-11-20T14:00:00.000Z',
      respondedAt: '2026-11-20T17:00:00.000Z',
      stateChangedAt,
    });
    const cases: [JobOffer['state'], JobRequestStatus, string, string][] = [
      ['Offered', 'Dispatched', '2026-11-20T14:00:00.000Z', 'Asked on 11/20/2026: has not answered yet'],
      // When they answered, so the date is not read as the day the estimate comes.
      ['Accepted', 'Dispatched', '2026-12-06T17:00:00.000Z', 'Answered on 12/06/2026: taking it on; an estimate is coming'],
      ['Declined', 'Submitted', '2026-11-20T17:00:00.000Z', 'Passed on this job on 11/20/2026'],
      ['Estimated', 'Proposed', '2026-11-22T17:00:00.000Z', 'Sent an estimate on 11/22/2026'],
      ['Booked', 'Scheduled', '2026-12-01T17:00:00.000Z', 'Booked on 12/01/2026'],
      ['Completed', 'Completed', '2026-12-03T17:00:00.000Z', 'Did the job on 12/03/2026'],
      ['Canceled', 'Canceled', '2026-11-24T17:00:00.000Z', 'Canceled on 11/24/2026'],
      ['Closed', 'Scheduled', '2026-11-25T17:00:00.000Z', 'Not chosen on 11/25/2026'],
    ];
    it.each(cases)('%s', async (state, status, since, answer) => {
      open(jobOf(status, {}, { offers: [offerIn(state, since)] }));
      const offer = within(await screen.findByRole('region', { name: 'Contractors asked' })).getByRole('listitem');
      expect(offer.lastElementChild?.textContent).toBe(answer);
    });
  });

  it('fetches the photos with the token, opens one full size in a dialog, and gives the images back when it closes', async () => {
    urls = objectUrls();
    tokenStore.save({ token: 'access-1', refreshToken: 'refresh-1' });
    open(jobDetailsFixture('Dispatched', {}, { photos: [{ id: PHOTO_ID, fileName: 'door.jpg', contentType: 'image/jpeg', width: 800, height: 600 }] }));
    const user = userEvent.setup();
    const job = jobDetailsFixture('Dispatched');
    const thumbnail = await screen.findByRole('button', { name: `Photo 1 of 1: ${job.name} (door.jpg), open full size` });
    // The image says what it is a photo of, not nothing.
    expect(await within(thumbnail).findByRole('img', { name: `Photo 1 of 1: ${job.name}` })).toBeTruthy();
    await waitFor(() => expect(urls.made).toHaveLength(1));
    const photoCalls = () => server.sent.filter(({ url }) => url.pathname.endsWith(`/Files/${PHOTO_ID}/public`));
    expect(photoCalls()[0]!.url.searchParams.get('Variant')).toBe('thumbnail');
    expect(photoCalls()[0]!.headers.get('Authorization')).toBe('Bearer access-1');

    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: `Photo 1 of 1: ${job.name}` });
    const full = await within(dialog).findByRole('img', { name: `Photo 1 of 1: ${job.name}` });
    expect(photoCalls()[1]!.url.searchParams.get('Variant')).toBe('original');
    expect(full.getAttribute('src')).toBe(urls.made[1]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(urls.revoked).toContain(urls.made[1]));
    cleanup();
    expect(urls.revoked).toContain(urls.made[0]);
  });

  it('states the amount of extra work and what it is for before Pay asks for the card', async () => {
    open(
      jobDetailsFixture('InProgress', { ...booked, owed: owed({ extraWorkCents: 12000 }) }, {
        proposals: [
          {
            id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
            contractor: DAVE,
            totalCents: 45000,
            depositCents: 15000,
            status: 'Accepted',
            depositStatus: 'Paid',
            finalPaymentStatus: 'NotDue',
            subsequentPaymentStatus: 'Due',
            subsequentPaymentCents: 12000,
            subsequentPaymentDescription: 'Replace the rotted sill under the door',
            validUntil: null,
            declineReason: null,
            createdAt: NOW,
          },
        ],
      }),
      VISIT,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $120.00 for extra work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay what is owed' });
    const step = within(dialog).getByRole('region', { name: 'Payment for extra work: $120.00' });
    expect(step.textContent).toContain(`Extra work agreed with ${DAVE.businessName}: Replace the rotted sill under the door.`);
    expect(step.textContent).toContain('You pay $120.00 by card now.');
    expect(within(step).getByRole('button', { name: 'Pay payment for extra work $120.00' })).toBeTruthy();
    // No card is asked for until Pay.
    expect(within(step).queryByRole('form')).toBeNull();
    expect(within(step).queryByRole('textbox')).toBeNull();
  });
});

describe('Job Request Details as the clock moves on, without the job being read again', () => {
  const MINUTE = 60 * 1000;
  const CUTOFF = changeCutoffOf(VISIT).getTime();
  const facts = { ...booked, depositPaidCents: 6000 } satisfies Partial<JobFacts>;
  const job = jobOf('Scheduled', facts, { depositPaidCents: 6000, appointment: visitFor('Scheduled', { ...NO_FACTS, ...facts }) });
  const iso = (ms: number) => new Date(ms).toISOString();
  const rescheduleReason = (at: number) => jobActionChoices('Scheduled', job.facts, 'consumer', iso(at), browserTimeZone()).find((c) => c.type === 'visit.reschedule')!.reason;
  const reschedule = () => screen.getByRole('button', { name: 'Reschedule the visit' }) as HTMLButtonElement;

  /** The job's page as the app draws it (its route's component), the clock at `at`: timers run only as the test moves them on. */
  async function openAt(at: number) {
    vi.useFakeTimers({ now: at, shouldAdvanceTime: true });
    const root = createRootRoute({ component: Outlet });
    const route = createRoute({ getParentRoute: () => root, path: '/job-requests/$id', validateSearch: PaymentReturnSearch, loader: () => ({ job, error: null }), component: () => <JobRequestDetailsScreen id={JOB_ID} /> });
    renderRouter(createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [`/job-requests/${JOB_ID}`] }) }));
    await screen.findByRole('button', { name: 'Reschedule the visit' });
    await screen.findByRole('region', { name: 'Your visit' });
  }
  afterEach(() => vi.useRealTimers());

  it('disables Reschedule, saying why, as the change cutoff passes', async () => {
    await openAt(CUTOFF - 5 * MINUTE);
    expect(reschedule().disabled).toBe(false);
    expect(screen.getByRole('region', { name: 'Your visit' }).textContent).toContain('You can reschedule until');

    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(reschedule().disabled).toBe(true);
    expect(descriptionOf(reschedule())).toBe(rescheduleReason(CUTOFF + 5 * MINUTE));
    expect(screen.getByRole('region', { name: 'Your visit' }).textContent).toContain('To change this visit, call us at');
  });

  it('says what canceling does as of the moment the dialog opens, though no timer ran meanwhile (a tab in the background)', async () => {
    await openAt(CUTOFF - 5 * MINUTE);
    // The clock moves on; the page's timer does not run.
    vi.setSystemTime(CUTOFF + 5 * MINUTE);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Cancel the job request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job request?' });
    expect(dialog.textContent).toContain('$30.00 of your $60.00 deposit will be refunded.');
    expect(dialog.textContent).toContain('your contractor confirms the cancelation first');
    expect(dialog.textContent).not.toContain('refunded in full');
    // The page behind it decides by the same moment.
    expect((screen.getByRole('button', { name: 'Reschedule the visit', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('decides again when the tab comes back into view', async () => {
    await openAt(CUTOFF - 5 * MINUTE);
    vi.setSystemTime(CUTOFF + 5 * MINUTE);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(reschedule().disabled).toBe(true);
    expect(descriptionOf(reschedule())).toBe(rescheduleReason(CUTOFF + 5 * MINUTE));
  });

  it("says, once the visit's window ended with no step from the contractor, that they did not come, and that canceling refunds the deposit in full", async () => {
    const end = Date.parse(VISIT_END);
    await openAt(end - 5 * MINUTE);
    const status = () => screen.getByRole('region', { name: 'Status' });
    const visitSection = () => screen.getByRole('region', { name: 'Your visit' });
    expect(screen.getByText(JOB_STATUS_WORDS.Scheduled.nextStep)).toBeTruthy();
    expect(within(status()).getByText(JOB_STATUS_WORDS.Scheduled.label)).toBeTruthy();
    expect(within(visitSection()).getByText('Scheduled', { selector: 'dd' })).toBeTruthy();
    expect(within(visitSection()).queryByText(MISSED_VISIT_WORDS.visitNote)).toBeNull();

    // The page moves on by itself at the window's end (nextChangeAt), not only when it is read again.
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(screen.queryByText(JOB_STATUS_WORDS.Scheduled.nextStep)).toBeNull();
    expect(screen.getByText(MISSED_VISIT_NEXT_STEP)).toBeTruthy();
    expect(MISSED_VISIT_NEXT_STEP).toContain('without your contractor checking in');
    // The status chip and the visit's own section say so too, rather than "Scheduled".
    expect(within(status()).queryByText(JOB_STATUS_WORDS.Scheduled.label)).toBeNull();
    expect(within(status()).getByText('Visit missed')).toBeTruthy();
    expect(within(visitSection()).queryByText('Scheduled')).toBeNull();
    expect(within(visitSection()).getByText('Your contractor did not come', { selector: 'dd' })).toBeTruthy();
    expect(within(visitSection()).getByText('The arrival window ended without your contractor checking in. You can cancel the job request, and your deposit is refunded in full.')).toBeTruthy();

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Cancel the job request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job request?' });
    expect(dialog.textContent).toContain('Your contractor did not come: the visit time passed without them checking in, so the job request is canceled at once.');
    expect(dialog.textContent).toContain('Your $60.00 deposit will be refunded in full.');
    expect(dialog.textContent).not.toContain('less than 24 hours away');
    expect(dialog.textContent).not.toContain('your contractor confirms the cancelation first');
  });

  it('keeps saying, in the dialog opened before the cutoff, what canceling does once it has passed', async () => {
    await openAt(CUTOFF - 5 * MINUTE);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Cancel the job request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job request?' });
    expect(dialog.textContent).toContain('Your $60.00 deposit will be refunded in full.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('textbox', { name: /why are you canceling/i });

    // Typing the reason past the cutoff: what canceling does now is said before the customer confirms.
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    const changed = within(dialog).getByRole('alert');
    expect(changed.textContent).toContain('$30.00 of your $60.00 deposit will be refunded.');
    expect(changed.textContent).toContain('your contractor confirms the cancelation first');
  });
});
