import { redirect } from '@tanstack/react-router';
import type { JobRequestDetails } from '../../../contract/job-requests';
import type { JobProposal } from '../../../contract/proposals';
import type { DecideInput, ProposalRead } from '../../../machines/proposal.machine';
import { type ApiClient, api as appApi } from '../../api/client';
import { type Loaded, settle } from '../../api/loaded';
import { answerOf } from '../../api/answer-of';

export interface ProposalPageData {
  proposal: Loaded<JobProposal>;
  /** The job: its status and facts say what the customer may do with the proposal; its name and receipts. */
  job: Loaded<JobRequestDetails>;
}

/** The proposal and its job; an unknown proposal, or another customer's, is Page Not Found. */
export async function loadProposalPage(jobRequestId: string, id: string, api: ApiClient = appApi): Promise<ProposalPageData> {
  const [proposalAnswer, job] = await Promise.all([
    api.GET('/JobRequests/{jobRequestId}/jobProposals/{id}', { params: { path: { jobRequestId, id } } }).catch(() => undefined),
    settle(api.GET('/JobRequests/{id}', { params: { path: { id: jobRequestId } } })),
  ]);
  if (proposalAnswer?.response.status === 404) throw redirect({ to: '/page-not-found', replace: true });
  const proposal = await settle(Promise.resolve(proposalAnswer ?? Promise.reject(new Error('no answer'))));
  return { proposal, job };
}

export const proposalCalls = (jobRequestId: string, id: string, api: ApiClient = appApi) => ({
  /** POST …/decisions with the sending's idempotency key. */
  decide: ({ idempotencyKey, ...body }: DecideInput) =>
    answerOf<JobProposal>(
      api.POST('/JobRequests/{jobRequestId}/jobProposals/{id}/decisions', { params: { path: { jobRequestId, id }, header: { 'idempotency-key': idempotencyKey } }, body }),
    ),
  load: async (): Promise<ProposalRead> => {
    const [proposal, job] = await Promise.all([
      answerOf<JobProposal>(api.GET('/JobRequests/{jobRequestId}/jobProposals/{id}', { params: { path: { jobRequestId, id } } })),
      answerOf<JobRequestDetails>(api.GET('/JobRequests/{id}', { params: { path: { id: jobRequestId } } })),
    ]);
    return { proposal, job: { status: job.status, facts: job.facts } };
  },
});
