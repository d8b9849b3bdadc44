import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../../contract/job-lifecycle';
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

/** What happens next, or nothing for a job that has ended. */
export const nextStepOf = (status: JobRequestStatus) => JOB_STATUS_WORDS[status].nextStep;

/**
 * The color of a status chip: the brand's while the job is going on, quiet once it ended. (The theme's
 * warning and success fills do not reach 4.5:1 behind white chip text.)
 */
export function statusColor(status: JobRequestStatus): 'default' | 'primary' {
  return status === 'Canceled' || status === 'Completed' ? 'default' : 'primary';
}
