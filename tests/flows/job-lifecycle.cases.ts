import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../contract/job-lifecycle';
import { type JobActionChoice, jobActionChoices, type JobFacts, NO_FACTS, NO_OWED } from '../../machines/job-lifecycle.machine';
import { EARLY, ESTIMATE, ESTIMATE_VALID_UNTIL, jobInputs, LATE, ON_SITE } from './job-lifecycle.paths';

/**
 * The (facts, actions) table of the job page: for every status, every set of facts the lifecycle
 * paths walk with, and each moment they ask at, what the customer is offered (allowed, or disabled
 * with the reason). The details page rendered from `{ status, facts }` at `at` must show exactly
 * these actions; the server's path test holds the API to the same machine.
 */
export interface JobPageCase {
  name: string;
  status: JobRequestStatus;
  facts: JobFacts;
  at: string;
  consumer: JobActionChoice[];
}

const MOMENTS = { 'two days before the visit': EARLY, 'ten hours before the visit': LATE, 'an hour before the visit': ON_SITE };

export const JOB_PAGE_CASES: JobPageCase[] = JOB_REQUEST_STATUSES.flatMap((status) =>
  Object.entries(jobInputs).flatMap(([input, facts]) =>
    Object.entries(MOMENTS).map(([moment, at]) => ({ name: `${status}, ${input}, ${moment}`, status, facts, at, consumer: jobActionChoices(status, facts, 'consumer', at) })),
  ),
);

/**
 * Facts the lifecycle paths do not walk with (one walk cannot reach them) that a page of one estimate
 * must still answer for: an estimate accepted and waiting for its deposit while another waits for an answer.
 */
const ESTIMATE_PAGE_INPUTS: Record<string, JobFacts> = {
  'an estimate accepted, its deposit owed, and another waiting': {
    ...NO_FACTS,
    pendingProposals: 2,
    openEstimates: [{ id: ESTIMATE, validUntil: ESTIMATE_VALID_UNTIL }],
    owed: { ...NO_OWED, depositCents: 7500 },
    awaitedDeposit: { proposalId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7dff', depositCents: 7500, totalCents: 30000 },
    booking: { state: 'choose', nextStep: null, nextStepBy: null, times: [] },
  },
};

/** The (facts, moment) cases an estimate's page is checked against: the job page's, and those only an estimate's page tells apart. */
export const ESTIMATE_PAGE_CASES: JobPageCase[] = [
  ...JOB_PAGE_CASES,
  ...JOB_REQUEST_STATUSES.flatMap((status) =>
    Object.entries(ESTIMATE_PAGE_INPUTS).flatMap(([input, facts]) =>
      Object.entries(MOMENTS).map(([moment, at]) => ({ name: `${status}, ${input}, ${moment}`, status, facts, at, consumer: jobActionChoices(status, facts, 'consumer', at) })),
    ),
  ),
];
