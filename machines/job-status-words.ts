import type { JobRequestStatus } from '../contract/job-lifecycle';

/**
 * How a customer reads each state of the job lifecycle, and what happens next: the `meta` of the
 * states of `jobLifecycleMachine` (job-lifecycle.machine.ts), which shows them. They are here, not
 * written in the machine, so that a page that only names a job's status (My Job Requests) does not
 * load XState and the machine for it; the rules stay in the machine alone.
 */
export const JOB_STATUS_WORDS = {
  Submitted: { label: 'Submitted', nextStep: 'We are finding a contractor near you.' },
  Dispatched: { label: 'Finding a contractor', nextStep: 'Contractors near you are looking at your request.' },
  Proposed: { label: 'Estimate ready', nextStep: 'Review the estimate and accept or decline it.' },
  Accepted: { label: 'Booked', nextStep: 'Choose a time for the visit.' },
  Scheduled: { label: 'Visit scheduled', nextStep: 'Your contractor will come at the booked time.' },
  CancelationRequested: { label: 'Cancelation requested', nextStep: 'It is canceled once your contractor confirms, or at the time of the visit.' },
  InProgress: { label: 'In progress', nextStep: 'Your contractor is at work.' },
  Completed: { label: 'Completed', nextStep: 'Pay what is due and review your contractor.' },
  Canceled: { label: 'Canceled', nextStep: '' },
} as const satisfies Record<JobRequestStatus, { label: string; nextStep: string }>;

/** What a customer whose contractor missed the visit can do (docs/decisions/099-a-missed-visit-is-canceled-with-the-deposit-back.md). */
const MISSED_VISIT_REMEDY = 'You can cancel the job request, and your deposit is refunded in full.';

/**
 * What the customer reads once a booked visit's window ended without the contractor reporting being on
 * the way or starting (`isVisitMissed`): in place of Scheduled's next step, on the job's page and its card.
 */
export const MISSED_VISIT_NEXT_STEP = `The visit time has passed without your contractor checking in. ${MISSED_VISIT_REMEDY}`;

/**
 * The same missed visit in Scheduled's other places: the status chip on the job's page and its card
 * (`label`; the job's status is still Scheduled, so My Job Requests' filter keeps it under Scheduled's
 * label), and the visit's own section (`visitStatus` in place of "Scheduled", then `visitNote`).
 */
export const MISSED_VISIT_WORDS = {
  label: 'Visit missed',
  visitStatus: 'Your contractor did not come',
  visitNote: `The arrival window ended without your contractor checking in. ${MISSED_VISIT_REMEDY}`,
} as const;
