import type { JobRequestStatus } from '../../../contract/job-lifecycle';
import type { JobFacts } from '../../../machines/job-lifecycle.machine';
import { jobSnapshot, jobStatusMeta } from '../../../machines/job-lifecycle.machine';

/**
 * An accepted estimate of a job the lifecycle machine has ended before the work (its final state,
 * Canceled): what the estimate was, and what became of the job in the words of the machine's state
 * ("Accepted; job canceled"). Null while the job goes on, when "Accepted" says what it is.
 */
export function acceptedOnEndedJob(proposal: { status: string }, job: { status: JobRequestStatus; facts: JobFacts }): string | null {
  if (proposal.status !== 'Accepted' || jobSnapshot(job.status, job.facts).status !== 'done') return null;
  return `Accepted; job ${jobStatusMeta(job.status).label.toLowerCase()}`;
}
