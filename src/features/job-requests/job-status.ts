import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../../contract/job-lifecycle';
import { jobStatusMeta } from '../../../machines/job-lifecycle.machine';

/** The statuses a customer can filter by, in the lifecycle's order, with the words the customer reads. */
export const STATUS_FILTERS: { status: JobRequestStatus; label: string }[] = JOB_REQUEST_STATUSES.map((status) => ({
  status,
  label: jobStatusMeta(status).label,
}));

/** "Estimate ready": how the customer reads a status. */
export const statusLabel = (status: JobRequestStatus) => jobStatusMeta(status).label;

/** What happens next, or nothing for a job that has ended. */
export const nextStepOf = (status: JobRequestStatus) => jobStatusMeta(status).nextStep;

/** The color of a status chip: attention where the customer has something to do, quiet once it ended. */
export function statusColor(status: JobRequestStatus): 'default' | 'primary' | 'success' | 'warning' {
  if (status === 'Canceled') return 'default';
  if (status === 'Completed') return 'success';
  if (status === 'Proposed' || status === 'CancelationRequested') return 'warning';
  return 'primary';
}
