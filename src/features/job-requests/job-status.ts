import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../../contract/job-lifecycle';
import type { JobRequest, JobRequestDetails } from '../../../contract/job-requests';
import { JOB_STATUS_WORDS } from '../../../machines/job-status-words';

// The words the lifecycle machine's states show (machines/job-status-words.ts), read without the
// machine: the list of a customer's jobs names their statuses and decides nothing.

/** The statuses a customer can filter by, in the lifecycle's order, with the words the customer reads. */
export const STATUS_FILTERS: { status: JobRequestStatus; label: string }[] = JOB_REQUEST_STATUSES.map((status) => ({
  status,
  label: JOB_STATUS_WORDS[status].label,
}));

/** "Estimate ready": how the customer reads a status. */
export const statusLabel = (status: JobRequestStatus) => JOB_STATUS_WORDS[status].label;

/** What a job's next step depends on: its status and what is due; on its own page, the facts the machine reads too. */
export type JobDue = Pick<JobRequest, 'status' | 'paymentDue' | 'reviewDue'> & { facts?: JobRequestDetails['facts'] };

/** Whether anything is owed, and whether a review is asked for: from the facts where the page has them. */
export function duesOf(job: JobDue): { paymentDue: boolean; reviewDue: boolean } {
  if (!job.facts) return { paymentDue: job.paymentDue, reviewDue: job.reviewDue };
  const { owed, reviewDueBy } = job.facts;
  return { paymentDue: owed.depositCents + owed.finalPaymentCents + owed.extraWorkCents > 0, reviewDue: reviewDueBy !== null };
}

/** What happens next, as the job stands (a paid and reviewed job asks for nothing), or nothing for a job that has ended. */
export function nextStepOf(job: JobDue): string {
  const { paymentDue, reviewDue } = duesOf(job);
  const booking = job.facts?.booking;
  switch (job.status) {
    case 'Proposed':
      return job.facts && job.facts.owed.depositCents > 0 ? 'Pay the deposit to book your contractor.' : JOB_STATUS_WORDS.Proposed.nextStep;
    case 'Accepted':
      if (booking?.state === 'noFreeTime') return booking.nextStep ?? 'Your contractor has no free time online yet; we will call you to set a time.';
      if (booking?.state === 'offered') return 'Choose one of the times your contractor offered.';
      return JOB_STATUS_WORDS.Accepted.nextStep;
    case 'Completed':
      if (paymentDue && reviewDue) return JOB_STATUS_WORDS.Completed.nextStep;
      if (paymentDue) return 'Pay what is due.';
      if (reviewDue) return 'Review your contractor.';
      return 'The job is done and paid. Thank you.';
    default:
      return JOB_STATUS_WORDS[job.status].nextStep;
  }
}

/**
 * The color of a status chip: the brand's while the job is going on, quiet once it ended. (The theme's
 * warning and success fills do not reach 4.5:1 behind white chip text.)
 */
export function statusColor(status: JobRequestStatus): 'default' | 'primary' {
  return status === 'Canceled' || status === 'Completed' ? 'default' : 'primary';
}
