import type { ProposalStatus } from '../../contract/proposals';
import type { jobProposals } from '../db/schema';

type ProposalRow = typeof jobProposals.$inferSelect;

/** Accepted, and waiting for its deposit: the job stays Proposed until the provider confirms the payment. */
export const isAwaitingDeposit = (p: Pick<ProposalRow, 'status' | 'acceptedAt'>) => p.status === 'Pending' && p.acceptedAt !== null;

/** Whether the customer let it run out: still open, never accepted, past its validUntil. */
const isExpired = (p: Pick<ProposalRow, 'status' | 'acceptedAt' | 'validUntil'>, now: Date) =>
  p.status === 'Pending' && p.acceptedAt === null && p.validUntil !== null && p.validUntil.getTime() < now.getTime();

/** The status the customer reads: an open estimate past its validUntil is Expired. */
export const proposalStatusAt = (p: Pick<ProposalRow, 'status' | 'acceptedAt' | 'validUntil'>, now: Date): ProposalStatus => (isExpired(p, now) ? 'Expired' : p.status);
