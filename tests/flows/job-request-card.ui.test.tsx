import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobRequestDetails } from '../../contract/job-requests';
import { jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { changeCutoffOf, type JobEventType, type JobFacts, jobStatusMeta } from '../../machines/job-lifecycle.machine';
import { withoutScrolling } from '../../src/test/app';
import { fakeApiAnswering } from '../../src/test/fake-api';
import { jobDetailsFixture } from '../../src/test/job-fixtures';
import { renderInRouter } from '../../src/test/job-pages';
import { JobRequestCard } from '../../src/features/job-requests/JobRequestCard';
import { JobRequestDetailsPage } from '../../src/features/job-requests/JobRequestDetailsPage';
import { jobPageParts } from '../../src/routes/-components/job-request-details';
import { PROPOSAL_ID, proposalFixture } from './fixtures';
import { descriptionOf } from './ui';

/**
 * My Job Requests' card says of a job what the job's page says: the same chips beside the status and
 * the same next step, from the facts the list now answers with each job, and a chip only where the
 * page offers the step it asks for.
 */

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));
fakeApiAnswering(() => Response.json({}, { status: 404 }));

beforeAll(withoutScrolling);
afterEach(cleanup);

const NOW = '2026-11-25T12:00:00.000Z';
const VISIT = '2026-12-02T14:00:00.000Z';
const DONE_AT = '2026-12-02T16:00:00.000Z';
const REVIEW_BY = '2027-01-01T14:00:00.000Z';
const AFTER_REVIEW = '2027-01-02T14:00:00.000Z';
/** A second estimate of the same job. */
const SECOND_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d01';
/** An estimate's last day, before NOW. */
const EXPIRED_ON = '2026-11-24T12:00:00.000Z';
const NO_FREE_TIME = "Dave's Carpentry has no free time in the next 4 weeks; we will call you by Friday, November 27.";

const booked = { visitStartsAt: VISIT, visitEndsAt: DONE_AT, changeCutoff: changeCutoffOf(VISIT).toISOString(), booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] } } satisfies Partial<JobFacts>;
const owed = (over: Partial<JobFacts['owed']>): JobFacts['owed'] => ({ depositCents: 0, finalPaymentCents: 0, extraWorkCents: 0, ...over });

interface Case {
  name: string;
  status: JobRequestStatus;
  facts: Partial<JobFacts>;
  details?: Partial<JobRequestDetails>;
  at: string;
  /** The status chip, when it is not the status's own label. */
  label?: string;
  chips: string[];
  nextStep: string;
  /** The page's steps the chips stand for: enabled, or held back with the reason the card says too. */
  enabled?: JobEventType[];
  heldBack?: [JobEventType, string];
}

const CASES: Case[] = [
  { name: 'a completed job, paid and reviewed', status: 'Completed', facts: booked, at: DONE_AT, chips: [], nextStep: 'The job is done and paid. Thank you.' },
  {
    name: "a visit whose window ended without the contractor checking in",
    status: 'Scheduled',
    facts: { ...booked, depositPaidCents: 9000 },
    at: '2026-12-03T06:00:00.000Z',
    label: 'Visit missed',
    chips: [],
    nextStep: 'The visit time has passed without your contractor checking in. You can cancel the job request, and your deposit is refunded in full.',
  },
  {
    name: "a visit in the last moment of its window, the contractor not yet checked in",
    status: 'Scheduled',
    facts: { ...booked, depositPaidCents: 9000 },
    at: '2026-12-02T15:59:59.999Z',
    chips: [],
    nextStep: 'Your contractor will come at the booked time.',
  },
  {
    name: 'a visit whose window ended, the contractor having said they were on the way',
    status: 'Scheduled',
    facts: { ...booked, depositPaidCents: 9000, onMyWayAt: '2026-12-02T13:50:00.000Z' },
    at: '2026-12-03T06:00:00.000Z',
    chips: [],
    nextStep: 'Your contractor will come at the booked time.',
  },
  {
    name: 'a completed job, the final payment owed and a review due',
    status: 'Completed',
    facts: { ...booked, owed: owed({ finalPaymentCents: 30000 }), reviewDueBy: REVIEW_BY },
    details: { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due' })] },
    at: DONE_AT,
    chips: ['Payment due', 'Review due'],
    nextStep: 'Pay the $300.00 owed and review your contractor by 01/01/2027.',
    enabled: ['finalPayment.pay', 'review.submit'],
  },
  {
    name: 'a completed job, paid, a review due',
    status: 'Completed',
    facts: { ...booked, reviewDueBy: REVIEW_BY },
    at: DONE_AT,
    chips: ['Review due'],
    nextStep: 'Review your contractor by 01/01/2027.',
    enabled: ['review.submit'],
  },
  { name: 'a completed job whose time to review has passed', status: 'Completed', facts: { ...booked, reviewDueBy: REVIEW_BY }, at: AFTER_REVIEW, chips: [], nextStep: 'The job is done and paid. Thank you.' },
  {
    name: 'a booked job whose contractor has no free time',
    status: 'Accepted',
    facts: { booking: { state: 'noFreeTime', nextStep: NO_FREE_TIME, nextStepBy: '2026-11-27T22:00:00.000Z', times: [] }, depositPaidCents: 15000 },
    details: { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid' })] },
    at: NOW,
    chips: ['No free time yet'],
    nextStep: NO_FREE_TIME,
    heldBack: ['visit.schedule', NO_FREE_TIME],
  },
  {
    name: 'a booked job with times offered',
    status: 'Accepted',
    facts: { booking: { state: 'offered', nextStep: null, nextStepBy: null, times: [{ start: VISIT, end: DONE_AT }] }, depositPaidCents: 15000 },
    details: { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid' })] },
    at: NOW,
    chips: ['Choose a time'],
    nextStep: 'Choose one of the times your contractor offered.',
    enabled: ['visit.schedule'],
  },
  {
    name: 'an accepted estimate waiting for its deposit',
    status: 'Proposed',
    facts: { pendingProposals: 1, owed: owed({ depositCents: 15000 }), awaitedDeposit: { proposalId: PROPOSAL_ID, depositCents: 15000, totalCents: 45000 } },
    details: { proposals: [proposalFixture({ depositStatus: 'Due' })] },
    at: NOW,
    chips: ['Payment due'],
    nextStep: 'Pay the $150.00 deposit to book your contractor.',
    enabled: ['deposit.pay'],
  },
  {
    name: 'an estimate waiting for an answer',
    status: 'Proposed',
    facts: { pendingProposals: 1, openEstimates: [{ id: PROPOSAL_ID, validUntil: null }] },
    details: { proposals: [proposalFixture()] },
    at: NOW,
    chips: [],
    nextStep: 'Review the estimate and accept or decline it.',
  },
  {
    name: 'two estimates waiting for an answer',
    status: 'Proposed',
    facts: { pendingProposals: 2, openEstimates: [{ id: PROPOSAL_ID, validUntil: null }, { id: SECOND_ID, validUntil: null }] },
    details: { proposals: [proposalFixture(), proposalFixture({ id: SECOND_ID, totalCents: 52000 })] },
    at: NOW,
    chips: [],
    nextStep: 'Review the 2 estimates and accept one, or decline them.',
  },
  // An estimate past its own expiry cannot be accepted: the job says what declining it does instead.
  {
    name: 'an estimate past its expiry',
    status: 'Proposed',
    facts: { pendingProposals: 1, openEstimates: [{ id: PROPOSAL_ID, validUntil: EXPIRED_ON }] },
    details: { proposals: [proposalFixture({ status: 'Expired', validUntil: EXPIRED_ON })] },
    at: NOW,
    chips: [],
    nextStep: 'The estimate expired and can no longer be accepted. Decline it, and we look for another contractor near you.',
    enabled: ['proposal.decline'],
  },
  {
    name: 'two estimates past their expiry, another contractor still holding the request',
    status: 'Proposed',
    facts: { pendingProposals: 2, openOffers: 1, openEstimates: [{ id: PROPOSAL_ID, validUntil: EXPIRED_ON }, { id: SECOND_ID, validUntil: EXPIRED_ON }] },
    details: { proposals: [proposalFixture({ status: 'Expired', validUntil: EXPIRED_ON }), proposalFixture({ id: SECOND_ID, status: 'Expired', validUntil: EXPIRED_ON })] },
    at: NOW,
    chips: [],
    nextStep: 'The 2 estimates expired and can no longer be accepted. Decline them, and other contractors who have your request may still send an estimate.',
    enabled: ['proposal.decline'],
  },
  {
    name: 'two estimates, one past its expiry',
    status: 'Proposed',
    facts: { pendingProposals: 2, openEstimates: [{ id: PROPOSAL_ID, validUntil: EXPIRED_ON }, { id: SECOND_ID, validUntil: null }] },
    details: { proposals: [proposalFixture({ status: 'Expired', validUntil: EXPIRED_ON }), proposalFixture({ id: SECOND_ID, totalCents: 52000 })] },
    at: NOW,
    chips: [],
    nextStep: 'Review the estimate and accept or decline it.',
    enabled: ['proposal.accept'],
  },
  // The final payment is asked once the job is complete: a scheduled job has nothing to pay yet.
  { name: 'a scheduled job with a payment not yet payable', status: 'Scheduled', facts: { ...booked, owed: owed({ finalPaymentCents: 30000 }) }, at: NOW, chips: [], nextStep: jobStatusMeta('Scheduled').nextStep },
];

const chipsIn = (element: HTMLElement) => [...element.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);

/** The card of `job` as My Job Requests draws it: the list item carries the facts the details carry. */
async function cardOf(job: JobRequestDetails, at: string) {
  const { facts, status, paymentDue, reviewDue } = job;
  const item = { ...jobDetailsFixture(status), facts, paymentDue, reviewDue };
  renderInRouter(() => <JobRequestCard job={item} now={at} />, '/job-requests');
  const card = await screen.findByRole('article', { name: job.name });
  const seen = { chips: chipsIn(card), text: card.textContent ?? '' };
  cleanup();
  return seen;
}

async function pageOf(job: JobRequestDetails, at: string) {
  renderInRouter(() => <JobRequestDetailsPage job={job} now={at} cancelation={jobCancelationMachine} {...jobPageParts(job, at)} />);
  await screen.findByRole('heading', { level: 1 });
  const status = screen.getByRole('region', { name: 'Status' });
  const controls = [...(screen.queryByRole('region', { name: 'What you can do' })?.querySelectorAll<HTMLElement>('button, a') ?? [])].map((control) => ({
    types: (control.getAttribute('data-actions') ?? '').split(' ').filter(Boolean),
    disabled: (control as HTMLButtonElement).disabled === true,
    reason: descriptionOf(control),
  }));
  return { chips: chipsIn(status), text: status.textContent ?? '', controls };
}

describe('a card in My Job Requests agrees with the job’s page', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const job = jobDetailsFixture(c.status, c.facts, c.details ?? {});
    const card = await cardOf(job, c.at);
    expect(card.chips).toEqual([c.label ?? jobStatusMeta(c.status).label, ...c.chips]);
    expect(card.text).toContain(c.nextStep);

    const page = await pageOf(job, c.at);
    expect(page.chips).toEqual(card.chips);
    expect(page.text).toContain(c.nextStep);
    // What a chip asks for is a step the page offers, or holds back for the reason the card gives.
    const enabled = page.controls.filter((control) => !control.disabled).flatMap((control) => control.types);
    for (const step of c.enabled ?? []) expect(enabled).toContain(step);
    if (c.heldBack) expect(page.controls.filter((control) => control.disabled).map((control) => [control.types[0], control.reason])).toContainEqual(c.heldBack);
    if (!c.chips.includes('Payment due')) expect(enabled.filter((step) => step.endsWith('.pay'))).toEqual([]);
    if (!c.chips.includes('Review due')) expect(enabled).not.toContain('review.submit');
  });
});
