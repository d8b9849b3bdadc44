import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobProposal } from '../../contract/proposals';
import { type JobEvent, type JobFacts, jobActionsFor, jobRefusal, nextJobStatus } from '../../machines/job-lifecycle.machine';
import { ProposalPage } from '../../src/features/proposals/ProposalPage';
import { withoutScrolling } from '../../src/test/app';
import { renderInRouter } from '../../src/test/job-pages';
import { ESTIMATE_PAGE_CASES } from './job-lifecycle.cases';
import { proposalFixture } from './proposal.paths';
import { textOfAll } from './ui';

/**
 * Every estimate of every case of the lifecycle paths, on its own page: Accept is there exactly when
 * the lifecycle machine takes `proposal.accept` of that estimate at that moment, Decline when it takes
 * `proposal.decline` of one still undecided, the deposit's payment step when it takes `deposit.pay`
 * of the estimate accepted; an undecided estimate that cannot be accepted says the machine's reason.
 */

beforeAll(withoutScrolling);
afterEach(cleanup);

const OWING_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7dff';
const BOOKED_ID = '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';
const DECIDED_AT = '2027-06-01T14:00:00.000Z';
const BOOKED: JobRequestStatus[] = ['Accepted', 'Scheduled', 'CancelationRequested', 'InProgress', 'Completed'];

/** The estimates of a job with these facts as the server answers them at `at`: the one whose deposit is owed, those waiting (Expired once run out), and the booked one. */
function proposalsFor(status: JobRequestStatus, facts: JobFacts, at: string): JobProposal[] {
  const owing =
    facts.owed.depositCents > 0
      ? [proposalFixture({ id: facts.awaitedDeposit?.proposalId ?? OWING_ID, depositCents: facts.owed.depositCents, depositStatus: 'Due', acceptedAt: DECIDED_AT })]
      : [];
  const waiting = facts.openEstimates.map((e) =>
    proposalFixture({ id: e.id, validUntil: e.validUntil, status: e.validUntil && Date.parse(at) > Date.parse(e.validUntil) ? 'Expired' : 'Pending' }),
  );
  const booked = BOOKED.includes(status) ? [proposalFixture({ id: BOOKED_ID, status: 'Accepted', acceptedAt: DECIDED_AT, decidedAt: DECIDED_AT, depositStatus: 'Paid' })] : [];
  return [...owing, ...waiting, ...booked];
}

const cases = ESTIMATE_PAGE_CASES.flatMap(({ name, status, facts, at }) =>
  proposalsFor(status, facts, at).map((proposal) => [`${name}: the estimate ${proposal.id.slice(-4)} (${proposal.status})`, { status, facts, at, proposal }] as const),
);

describe('an estimate’s page offers, for every case of the lifecycle paths, exactly what the machine allows for that estimate', () => {
  it('includes an estimate waiting while another’s deposit is owed', () => {
    expect(cases.some(([name]) => name.startsWith('Proposed, an estimate accepted, its deposit owed, and another waiting'))).toBe(true);
  });

  it.each(cases)('%s', async (_, { status, facts, at, proposal }) => {
    renderInRouter(() => (
      <ProposalPage
        proposal={proposal}
        job={{ status, facts }}
        jobName="Sticking back door"
        onChanged={() => {}}
        runtime={{ now: Date.parse(at) }}
        renderDeposit={() => <p data-testid="deposit-step">Deposit step</p>}
      />
    ));
    await screen.findByRole('heading', { level: 1 });
    const accept: JobEvent = { type: 'proposal.accept', proposalId: proposal.id, depositCents: proposal.depositCents, by: 'consumer', at };
    const acceptable = nextJobStatus(status, facts, accept) !== undefined;
    const allowed = jobActionsFor(status, facts, 'consumer', at);
    const undecided = proposal.status === 'Pending' || proposal.status === 'Expired';

    expect(screen.queryByRole('button', { name: /^Accept/ }) !== null).toBe(acceptable);
    expect(screen.queryByRole('button', { name: /^Decline/ }) !== null).toBe(undecided && allowed.includes('proposal.decline'));
    expect(screen.queryByTestId('deposit-step') !== null).toBe(undecided && proposal.acceptedAt !== null && allowed.includes('deposit.pay'));
    if (undecided && proposal.acceptedAt === null && !acceptable) expect(textOfAll('status')).toContain(jobRefusal(status, facts, accept, at));
  });
});
