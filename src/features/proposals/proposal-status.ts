import type { JobRequestStatus } from '../../../contract/job-lifecycle';
import { ANOTHER_ESTIMATE_ACCEPTED, type JobProposal, type ProposalStatus } from '../../../contract/proposals';
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

/** An estimate's status as the customer reads it, on its page and on its job's list of estimates alike. */
const PROPOSAL_STATUS_WORDS: Record<ProposalStatus, string> = {
  Pending: 'Waiting for your answer',
  Accepted: 'Accepted',
  Declined: 'Declined',
  Withdrawn: 'Withdrawn',
  Expired: 'Expired',
};

/**
 * An estimate's status in words, on its page and its job's list alike: one the server declined because
 * the customer accepted another of the job's estimates was not chosen, not declined by the customer.
 */
export const proposalStatusWords = (proposal: Pick<JobProposal, 'status' | 'declineReason'>): string =>
  proposal.status === 'Declined' && proposal.declineReason === ANOTHER_ESTIMATE_ACCEPTED ? 'Not chosen' : PROPOSAL_STATUS_WORDS[proposal.status];

/**
 * How a closed estimate ended, by its status, as the server closes one: Declined by the customer (with
 * their reason, if they gave one), not chosen when another estimate of the job was accepted (that, as
 * its reason); Withdrawn when its job request was canceled, which the job's status tells. Withdrawn is
 * never the customer's decline, whatever its reason field holds.
 */
export function closedEstimateWords(proposal: Pick<JobProposal, 'status' | 'declineReason'>, job: { status: JobRequestStatus }): { title: string; text: string } {
  if (proposal.status === 'Withdrawn') {
    return { title: PROPOSAL_STATUS_WORDS.Withdrawn, text: job.status === 'Canceled' ? 'The job request was canceled, so this estimate was withdrawn.' : 'This estimate was withdrawn.' };
  }
  return { title: proposalStatusWords(proposal), text: proposal.declineReason ?? 'You declined this estimate.' };
}
