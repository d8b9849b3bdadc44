import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../contract/job-lifecycle';
import { type JobActionChoice, jobActionChoices, type JobFacts } from '../../machines/job-lifecycle.machine';
import { EARLY, jobInputs, LATE, ON_SITE } from './job-lifecycle.paths';

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
