import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobProposalSummary, JobRequestDetails } from '../../contract/job-requests';
import { ANOTHER_ESTIMATE_ACCEPTED, type JobProposal } from '../../contract/proposals';
import { jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { type JobEvent, type JobFacts, jobActionsFor, NO_FACTS, NO_OWED, nextJobStatus } from '../../machines/job-lifecycle.machine';
import { JobRequestDetailsPage } from '../../src/features/job-requests/JobRequestDetailsPage';
import { ProposalPage } from '../../src/features/proposals/ProposalPage';
import { jobPageParts } from '../../src/routes/-components/job-request-details';
import { fakeApiAnswering } from '../../src/test/fake-api';
import { DAVE, JOB_ID, jobDetailsFixture } from '../../src/test/job-fixtures';
import { renderInRouter } from '../../src/test/job-pages';
import { consumer, openAt, settledAt, withoutScrolling } from './app-harness';
import { proposalFixture } from './fixtures';
import { ESTIMATE_PAGE_CASES } from './job-lifecycle.cases';
import { proposalFixture as fullProposalFixture } from './proposal.paths';
import { textOfAll } from './ui';

/**
 * The estimates on Job Request Details: for each estimate, the controls under "What you can do" take
 * what the lifecycle machine allows of that estimate (the estimate's own page offers the same), and the
 * estimates section says "Deposit due" of the estimate whose deposit the machine takes, where the Pay
 * control is.
 */

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering();

beforeAll(withoutScrolling);
afterEach(cleanup);

const OWING_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7dff';
const BOOKED_ID = '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';
const BOOKED: JobRequestStatus[] = ['Accepted', 'Scheduled', 'CancelationRequested', 'InProgress', 'Completed'];

/** The estimates a job with these facts lists at `at`: the one whose deposit is owed, those waiting (Expired once run out), and the booked one. */
function proposalsFor(status: JobRequestStatus, facts: JobFacts, at: string): JobProposalSummary[] {
  const owing =
    facts.owed.depositCents > 0
      ? [
          proposalFixture({
            id: facts.awaitedDeposit?.proposalId ?? OWING_ID,
            depositCents: facts.owed.depositCents,
            totalCents: facts.awaitedDeposit?.totalCents ?? 45000,
            depositStatus: 'Due',
          }),
        ]
      : [];
  const waiting = facts.openEstimates.map((e) =>
    proposalFixture({ id: e.id, validUntil: e.validUntil, status: e.validUntil && Date.parse(at) > Date.parse(e.validUntil) ? 'Expired' : 'Pending' }),
  );
  const booked = BOOKED.includes(status) ? [proposalFixture({ id: BOOKED_ID, status: 'Accepted', depositStatus: 'Paid' })] : [];
  return [...owing, ...waiting, ...booked];
}

function open(job: JobRequestDetails, now: string) {
  renderInRouter(() => <JobRequestDetailsPage job={job} now={now} cancelation={jobCancelationMachine} {...jobPageParts(job, now)} />);
}

/** The controls under "What you can do" that open an estimate's page: which estimate, and the machine's steps each takes. */
async function estimateControls() {
  await screen.findByRole('heading', { level: 1 });
  const region = screen.queryByRole('region', { name: 'What you can do' });
  if (!region) return [];
  return [...region.querySelectorAll<HTMLAnchorElement>('a')].map((link) => ({
    name: link.textContent ?? '',
    proposalId: /\/proposals\/([^/?#]+)$/.exec(link.getAttribute('href') ?? '')?.[1],
    types: (link.getAttribute('data-actions') ?? '').split(' ').filter(Boolean),
  }));
}

/** The status chip of each estimate in the estimates section, by the estimate its "View estimate" link opens. */
async function estimateLabels(): Promise<Record<string, string>> {
  const section = await screen.findByRole('region', { name: 'Estimates' });
  return Object.fromEntries(
    within(section)
      .getAllByRole('listitem')
      .map((item) => {
        const id = /\/proposals\/([^/?#]+)$/.exec(within(item).getByRole('link', { name: /^View estimate/ }).getAttribute('href') ?? '')![1]!;
        return [id, item.querySelector('.MuiChip-label')?.textContent ?? ''];
      }),
  );
}

const cases = ESTIMATE_PAGE_CASES.flatMap(({ name, status, facts, at }) => {
  const proposals = proposalsFor(status, facts, at);
  return proposals.length === 0 ? [] : [[name, { status, facts, at, proposals }] as const];
});

describe('Job Request Details offers, for every estimate of every case of the lifecycle paths, what the machine allows of that estimate', () => {
  it('includes an estimate waiting while another’s deposit is owed', () => {
    expect(cases.some(([name]) => name.startsWith('Proposed, an estimate accepted, its deposit owed, and another waiting'))).toBe(true);
  });

  it.each(cases)('%s', async (_, { status, facts, at, proposals }) => {
    open(jobDetailsFixture(status, facts, { proposals }), at);
    const controls = await estimateControls();
    const labels = await estimateLabels();
    const allowed = jobActionsFor(status, facts, 'consumer', at);
    for (const p of proposals) {
      const undecided = p.status === 'Pending' || p.status === 'Expired';
      const awaited = facts.awaitedDeposit?.proposalId === p.id;
      const accept: JobEvent = { type: 'proposal.accept', proposalId: p.id, depositCents: p.depositCents, by: 'consumer', at };
      const takes = (type: string) => controls.some((c) => c.proposalId === p.id && c.types.includes(type));
      expect(takes('proposal.accept'), `accept ${p.id}`).toBe(nextJobStatus(status, facts, accept) !== undefined);
      expect(takes('proposal.decline'), `decline ${p.id}`).toBe(undecided && allowed.includes('proposal.decline'));
      expect(takes('deposit.pay'), `pay the deposit of ${p.id}`).toBe(undecided && awaited && allowed.includes('deposit.pay'));
      // "Deposit due" where the Pay control is, and nowhere else.
      expect(labels[p.id] === 'Deposit due', `label of ${p.id}`).toBe(takes('deposit.pay'));
    }
  });
});

const NOW = '2026-11-25T12:00:00.000Z';
const DAVES = proposalFixture({ id: OWING_ID, depositStatus: 'Due' });
const OAK = { id: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f', contractor: { ...DAVE, id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', businessName: 'Oak & Pine Joinery' } };
const OAKS = proposalFixture(OAK);

/** Dave's estimate accepted, its deposit owed; Oak & Pine's still waiting for an answer. */
const owingAndWaiting: Partial<JobFacts> = {
  pendingProposals: 2,
  openEstimates: [{ id: OAK.id, validUntil: null }],
  owed: { ...NO_OWED, depositCents: 15000 },
  awaitedDeposit: { proposalId: DAVES.id, depositCents: 15000, totalCents: 45000 },
  booking: { state: 'choose', nextStep: null, nextStepBy: null, times: [] },
};

describe('an estimate accepted and its deposit owed, and another waiting', () => {
  it('offers to pay the deposit or decline the accepted estimate instead, and to decline the other, each on its own page', async () => {
    open(jobDetailsFixture('Proposed', owingAndWaiting, { proposals: [DAVES, OAKS] }), NOW);
    expect(await estimateControls()).toEqual([
      { name: 'Pay the deposit of $150.00', proposalId: DAVES.id, types: ['deposit.pay'] },
      { name: "Decline Dave's Carpentry's estimate instead", proposalId: DAVES.id, types: ['proposal.decline'] },
      { name: "Decline Oak & Pine Joinery's estimate", proposalId: OAK.id, types: ['proposal.decline'] },
    ]);
    expect(await estimateLabels()).toEqual({ [DAVES.id]: 'Deposit due', [OAK.id]: 'Waiting for your answer' });
  });

  it('declines the other estimate from the job page, through its page, as the server takes it', async () => {
    const user = userEvent.setup();
    let job = jobDetailsFixture('Proposed', owingAndWaiting, { proposals: [DAVES, OAKS] });
    let oaks: JobProposal = fullProposalFixture({ ...OAK, jobRequestId: JOB_ID, depositCents: 15000, validUntil: null });
    server.answer = async (url, request) => {
      const path = url.pathname.replace('/api/v1', '');
      if (path === `/JobRequests/${JOB_ID}`) return Response.json(job);
      if (path === `/JobRequests/${JOB_ID}/jobProposals/${OAK.id}`) return Response.json(oaks);
      if (path === `/JobRequests/${JOB_ID}/jobProposals/${OAK.id}/decisions` && request.method === 'POST') {
        // The server's answer to the decline: Oak & Pine's estimate closed, Dave's deposit still owed.
        oaks = { ...oaks, status: 'Declined', decidedAt: NOW, declineReason: 'We went with another contractor.' };
        job = jobDetailsFixture('Proposed', { ...owingAndWaiting, pendingProposals: 1, openEstimates: [] }, { proposals: [DAVES, { ...OAKS, status: 'Declined' }] });
        return Response.json(oaks);
      }
      return Response.json({ Message: 'Not here.' }, { status: 404 });
    };
    const { router } = await openAt(`/job-requests/${JOB_ID}`, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, `/job-requests/${JOB_ID}`);

    const actions = await screen.findByRole('region', { name: 'What you can do' });
    await user.click(within(actions).getByRole('link', { name: "Decline Oak & Pine Joinery's estimate" }));
    await settledAt(router, `/job-requests/${JOB_ID}/proposals/${OAK.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimate from Oak & Pine Joinery' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this estimate?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'We went with another contractor.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline estimate' }));

    await waitFor(() => expect(textOfAll('status')).toContain('We went with another contractor.'));
    const decisions = server.sent.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/decisions'));
    expect(decisions.map((r) => [r.url.pathname.replace('/api/v1', ''), r.body])).toEqual([
      [`/JobRequests/${JOB_ID}/jobProposals/${OAK.id}/decisions`, { decision: 'Decline', reason: 'We went with another contractor.' }],
    ]);
  });
});

describe('the status, the estimates section and the Pay control read one fact: the deposit owed', () => {
  // The one-third cap holds where a deposit is set (the estimate, and the proposals table's check); paying
  // asks nothing more of the amounts, so "Payment due" is never said beside an estimate the page cannot pay.
  it.each([
    ['one third of the total', 15000],
    ['whatever the stored amounts say', 20000],
  ])('says "Payment due" and "Deposit due" where it offers the Pay control, for an accepted estimate’s deposit of %s', async (_, depositCents) => {
    const accepted = proposalFixture({ depositCents, totalCents: 45000, depositStatus: 'Due' });
    const facts: JobFacts = {
      ...NO_FACTS,
      pendingProposals: 1,
      owed: { ...NO_OWED, depositCents },
      awaitedDeposit: { proposalId: accepted.id, depositCents, totalCents: 45000 },
      booking: { state: 'choose', nextStep: null, nextStepBy: null, times: [] },
    };
    open(jobDetailsFixture('Proposed', facts, { proposals: [accepted] }), NOW);
    const pay = (await estimateControls()).find((c) => c.types.includes('deposit.pay'));
    expect(pay?.name).toBe(`Pay the deposit of $${(depositCents / 100).toFixed(2)}`);
    expect(await estimateLabels()).toEqual({ [accepted.id]: 'Deposit due' });
    const status = screen.getByRole('region', { name: 'Status' });
    expect([...status.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent)).toEqual(['Estimate ready', 'Payment due']);
  });
});

describe('the days and times of the job page, read in a browser outside Southborough', () => {
  it('names the estimate’s last day as the provider counts it, and the visit’s time with its zone', async () => {
    // Valid through January 2: the end of that day in Southborough is January 3 in UTC, where the tests run.
    const lastDay = proposalFixture({ ...OAK, validUntil: '2027-01-03T04:59:59.999Z' });
    const waiting: Partial<JobFacts> = { pendingProposals: 1, openEstimates: [{ id: OAK.id, validUntil: lastDay.validUntil }] };
    open(jobDetailsFixture('Proposed', waiting, { proposals: [lastDay] }), NOW);
    const estimates = await screen.findByRole('region', { name: 'Estimates' });
    expect(estimates.textContent).toContain('01/02/2027');
    expect(estimates.textContent).not.toContain('01/03/2027');
    cleanup();

    open(jobDetailsFixture('Scheduled', { visitStartsAt: '2026-12-01T14:00:00.000Z' }), NOW);
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date('2026-12-01T14:00:00.000Z')).find((p) => p.type === 'timeZoneName')!.value;
    expect((await screen.findByText(/^Visit \d/)).textContent).toMatch(new RegExp(`^Visit 12/01/2026 \\d+:00 [AP]M ${zone}$`));
  });
});

describe('an accepted estimate of a job that was canceled', () => {
  it('says on its card that the job was canceled, and is not drawn as a booking that stands', async () => {
    const accepted = proposalFixture({ status: 'Accepted', depositStatus: 'Refunded' });
    open(jobDetailsFixture('Canceled', NO_FACTS, { proposals: [accepted] }), NOW);
    expect(await estimateLabels()).toEqual({ [accepted.id]: 'Accepted; job canceled' });
    const chip = within(await screen.findByRole('region', { name: 'Estimates' })).getByText('Accepted; job canceled').closest('.MuiChip-root')!;
    expect(chip.className).not.toContain('MuiChip-colorSuccess');
  });

  it('still says "Accepted", in green, while the job goes on', async () => {
    const accepted = proposalFixture({ status: 'Accepted', depositStatus: 'Paid' });
    open(jobDetailsFixture('Scheduled', { visitStartsAt: '2026-12-01T14:00:00.000Z' }, { proposals: [accepted] }), NOW);
    expect(await estimateLabels()).toEqual({ [accepted.id]: 'Accepted' });
    const chip = within(await screen.findByRole('region', { name: 'Estimates' })).getByText('Accepted').closest('.MuiChip-root')!;
    expect(chip.className).toContain('MuiChip-colorSuccess');
  });
});

describe('an estimate withdrawn when its job request was canceled', () => {
  it('reads "Withdrawn" on the job page and on its own page, which says why and never that the customer declined it', async () => {
    const withdrawn = proposalFixture({ status: 'Withdrawn' });
    open(jobDetailsFixture('Canceled', NO_FACTS, { proposals: [withdrawn] }), NOW);
    expect(await estimateLabels()).toEqual({ [withdrawn.id]: 'Withdrawn' });
    cleanup();

    const proposal = fullProposalFixture({ id: withdrawn.id, jobRequestId: JOB_ID, status: 'Withdrawn', declineReason: null });
    renderInRouter(() => (
      <ProposalPage proposal={proposal} job={{ status: 'Canceled', facts: NO_FACTS }} jobName="Sticking back door" onChanged={() => {}} renderDeposit={() => null} runtime={{ now: Date.parse(NOW) }} />
    ));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Withdrawn', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(textOfAll('status')).toBe('WithdrawnThe job request was canceled, so this estimate was withdrawn.');
  });
});

describe('an estimate closed when the customer accepted another', () => {
  it('reads "Not chosen" on the job page and on its own page, never that the customer declined it', async () => {
    const other = proposalFixture({ status: 'Declined', declineReason: ANOTHER_ESTIMATE_ACCEPTED });
    const declined = proposalFixture({ id: OWING_ID, status: 'Declined', declineReason: 'Too dear.' });
    const booked = proposalFixture({ id: BOOKED_ID, status: 'Accepted', depositStatus: 'Paid' });
    open(jobDetailsFixture('Accepted', NO_FACTS, { proposals: [other, declined, booked] }), NOW);
    // One the customer declined is still said so.
    expect(await estimateLabels()).toEqual({ [other.id]: 'Not chosen', [declined.id]: 'Declined', [booked.id]: 'Accepted' });
    cleanup();

    const proposal = fullProposalFixture({ id: other.id, jobRequestId: JOB_ID, status: 'Declined', declineReason: ANOTHER_ESTIMATE_ACCEPTED });
    renderInRouter(() => (
      <ProposalPage proposal={proposal} job={{ status: 'Accepted', facts: NO_FACTS }} jobName="Sticking back door" onChanged={() => {}} renderDeposit={() => null} runtime={{ now: Date.parse(NOW) }} />
    ));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Not chosen', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(textOfAll('status')).toBe(`Not chosen${ANOTHER_ESTIMATE_ACCEPTED}`);
  });
});

describe('a contractor whose name ends in s', () => {
  const PROS = { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', contractor: { ...DAVE, id: '3b4c5d6e-7f8a-4b9c-8d1e-2f3a4b5c6d7e', businessName: 'MetroWest Mini Split Pros' } };

  it('is named with the apostrophe alone where the page says whose estimate it is', async () => {
    const waiting: Partial<JobFacts> = { pendingProposals: 2, openEstimates: [{ id: PROS.id, validUntil: null }, { id: OAK.id, validUntil: null }] };
    open(jobDetailsFixture('Proposed', waiting, { proposals: [proposalFixture(PROS), OAKS] }), NOW);
    expect((await estimateControls()).map((c) => c.name)).toEqual(["Accept or decline MetroWest Mini Split Pros' estimate", "Accept or decline Oak & Pine Joinery's estimate"]);
  });

  it('is named so in what the final payment pays for', async () => {
    const owing: Partial<JobFacts> = { visitStartsAt: '2026-11-20T14:00:00.000Z', owed: { ...NO_OWED, finalPaymentCents: 30000 }, reviewDueBy: '2027-01-01T14:00:00.000Z' };
    open(jobDetailsFixture('Completed', owing, { proposals: [proposalFixture({ ...PROS, status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due' })] }), NOW);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(payments.textContent).toContain("The rest of MetroWest Mini Split Pros' estimate, now that the job is done.");
  });
});
