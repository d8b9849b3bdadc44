import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../../contract/job-lifecycle';
import type { JobRequest } from '../../../contract/job-requests';
import { jobDues } from '../../../machines/job-dues';
import { JOB_STATUS_WORDS, MISSED_VISIT_NEXT_STEP, MISSED_VISIT_WORDS } from '../../../machines/job-status-words';
import { afterTheLastEstimate, openEstimatesAt } from '../../../machines/open-estimates';
import { isVisitMissed } from '../../../machines/visit-calendar';
import { formatProviderDay, formatUsdPreciseFromCents } from '../../lib/format';

// The words the lifecycle machine's states show (machines/job-status-words.ts) and what a job's facts
// ask of the customer (machines/job-dues.ts, machines/open-estimates.ts), read without the machine
// itself: My Job Requests says what each job's page says without loading XState.

/** The statuses a customer can filter by, in the lifecycle's order, with the words the customer reads. */
export const STATUS_FILTERS: { status: JobRequestStatus; label: string }[] = JOB_REQUEST_STATUSES.map((status) => ({
  status,
  label: JOB_STATUS_WORDS[status].label,
}));

/** What a job's standing is read from: its status and its facts, which the list and the details both carry. */
export type JobStandingOf = Pick<JobRequest, 'status' | 'facts'>;

/** A chip beside the status: what the job asks of the customer now. */
export interface StandingChip {
  label: 'Payment due' | 'Review due' | 'Choose a time' | 'No free time yet';
  color: 'error' | 'secondary' | 'primary' | 'default';
  variant: 'filled' | 'outlined';
}

/**
 * Where a job stands for its customer: its status chip's words ("Estimate ready"), the chips beside
 * it, and the next step, in one sentence or none for a job that ended.
 */
export interface JobStanding {
  label: string;
  chips: StandingChip[];
  nextStep: string;
}

const PAYMENT_DUE: StandingChip = { label: 'Payment due', color: 'error', variant: 'outlined' };
// Filled: the brand's yellow as text on white is too pale to read.
const REVIEW_DUE: StandingChip = { label: 'Review due', color: 'secondary', variant: 'filled' };
const CHOOSE_A_TIME: StandingChip = { label: 'Choose a time', color: 'primary', variant: 'outlined' };
const NO_FREE_TIME: StandingChip = { label: 'No free time yet', color: 'default', variant: 'outlined' };

const NO_FREE_TIME_NEXT = 'Your contractor has no free time online yet; we will call you to set a time.';
const DONE = 'The job is done and paid. Thank you.';

/**
 * Where a job stands at `at`, in the words both My Job Requests' card and the job's page show: what
 * the lifecycle machine lets the customer pay and review (`jobDues`) and where the first visit stands,
 * from the same facts the server decides with. A paid and reviewed job asks for nothing.
 */
export function jobStanding(job: JobStandingOf, at: string): JobStanding {
  // docs/decisions/099: once the window ended with no step from the contractor, the visit is no longer ahead.
  const missed = job.status === 'Scheduled' && isVisitMissed(job.facts, at);
  return { label: missed ? MISSED_VISIT_WORDS.label : JOB_STATUS_WORDS[job.status].label, ...chipsAndNextStep(job, at) };
}

function chipsAndNextStep(job: JobStandingOf, at: string): Omit<JobStanding, 'label'> {
  const { owed, owedCents, reviewDueBy } = jobDues(job.status, job.facts, at);
  const chips: StandingChip[] = [];
  if (owedCents > 0) chips.push(PAYMENT_DUE);
  if (reviewDueBy) chips.push(REVIEW_DUE);
  const pay = formatUsdPreciseFromCents(owedCents);
  const booking = job.facts.booking;
  switch (job.status) {
    case 'Proposed': {
      if (owed.depositCents > 0) return { chips, nextStep: `Pay the ${pay} deposit to book your contractor.` };
      // Only those still open can be accepted; once every one has run out, declining is what is left.
      const open = openEstimatesAt(job.facts, at);
      const expired = job.facts.openEstimates.length;
      if (open === 0 && expired > 0 && !job.facts.awaitedDeposit) {
        const them = expired === 1 ? 'The estimate expired and can no longer be accepted. Decline it' : `The ${expired} estimates expired and can no longer be accepted. Decline them`;
        return { chips, nextStep: `${them}, and ${afterTheLastEstimate(job.facts)}.` };
      }
      return { chips, nextStep: open > 1 ? `Review the ${open} estimates and accept one, or decline them.` : JOB_STATUS_WORDS.Proposed.nextStep };
    }
    case 'Accepted':
      if (booking.state === 'noFreeTime') return { chips: [...chips, NO_FREE_TIME], nextStep: booking.nextStep ?? NO_FREE_TIME_NEXT };
      if (booking.state === 'offered') return { chips: [...chips, CHOOSE_A_TIME], nextStep: 'Choose one of the times your contractor offered.' };
      if (booking.state === 'choose') return { chips: [...chips, CHOOSE_A_TIME], nextStep: JOB_STATUS_WORDS.Accepted.nextStep };
      return { chips, nextStep: JOB_STATUS_WORDS.Accepted.nextStep };
    case 'Scheduled':
      return { chips, nextStep: isVisitMissed(job.facts, at) ? MISSED_VISIT_NEXT_STEP : JOB_STATUS_WORDS.Scheduled.nextStep };
    case 'InProgress':
      return { chips, nextStep: owedCents > 0 ? `${JOB_STATUS_WORDS.InProgress.nextStep} Pay the ${pay} of extra work billed.` : JOB_STATUS_WORDS.InProgress.nextStep };
    case 'Completed': {
      const by = reviewDueBy ? formatProviderDay(reviewDueBy) : null;
      if (owedCents > 0) return { chips, nextStep: by ? `Pay the ${pay} owed and review your contractor by ${by}.` : `Pay the ${pay} owed.` };
      return { chips, nextStep: by ? `Review your contractor by ${by}.` : DONE };
    }
    default:
      return { chips, nextStep: JOB_STATUS_WORDS[job.status].nextStep };
  }
}

/**
 * The color of a status chip: the brand's while the job is going on, quiet once it ended. (The theme's
 * warning and success fills do not reach 4.5:1 behind white chip text.)
 */
export function statusColor(status: JobRequestStatus): 'default' | 'primary' {
  return status === 'Canceled' || status === 'Completed' ? 'default' : 'primary';
}
