import type { JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobProposalSummary, JobRequest, JobRequestDetails } from '../../contract/job-requests';
import { ANOTHER_ESTIMATE_ACCEPTED } from '../../contract/proposals';
import { type DecidedEstimate, type JobFacts, NO_FACTS } from '../../machines/job-lifecycle.machine';

/** Job requests as the API answers them, for the job pages' tests. */

export const JOB_ID = '3d6f1f7e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';
export const PHOTO_ID = '7a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d';
export const CARPENTRY = { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Carpentry', slug: 'carpentry' };
export const DAVE = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  businessName: "Dave's Carpentry",
  firstName: 'Dave',
  lastInitial: 'K',
  ratingAverage: 4.8,
  reviewCount: 12,
};

export function jobRequestFixture(overrides: Partial<JobRequest> = {}): JobRequest {
  return {
    id: JOB_ID,
    name: 'Sticking back door',
    description: 'The back door sticks at the top in wet weather.',
    trade: CARPENTRY,
    address: '12 Main St',
    city: 'Southborough',
    state: 'MA',
    zipCode: '01772',
    preferredDates: [],
    contactName: 'Ada Lovelace',
    contactPhone: '+15085550100',
    contactEmail: 'ada@example.com',
    status: 'Dispatched',
    cancelationReason: null,
    canceledAt: null,
    completedAt: null,
    createdAt: '2026-11-20T14:00:00.000Z',
    updatedAt: '2026-11-20T14:00:00.000Z',
    coverPhotoId: null,
    visitStartsAt: null,
    paymentDue: false,
    reviewDue: false,
    facts: NO_FACTS,
    ...overrides,
  };
}

/** The estimates of `proposals` decided already, as the server's facts name them (the summaries carry no date). */
function decidedEstimatesOf(proposals: JobProposalSummary[]): DecidedEstimate[] {
  return proposals.flatMap((p): DecidedEstimate[] => {
    if (p.status === 'Accepted' || p.status === 'Withdrawn') return [{ id: p.id, decision: p.status, decidedAt: null }];
    if (p.status === 'Declined') return [{ id: p.id, decision: p.declineReason === ANOTHER_ESTIMATE_ACCEPTED ? 'NotChosen' : 'Declined', decidedAt: null }];
    return [];
  });
}

/** A job in `status` with the facts its guards read (its proposals decided already among them, unless given); details empty unless given. */
export function jobDetailsFixture(status: JobRequestStatus, facts: Partial<JobFacts> = {}, overrides: Partial<JobRequestDetails> = {}): JobRequestDetails {
  const lifecycle: JobFacts = { ...NO_FACTS, decidedEstimates: decidedEstimatesOf(overrides.proposals ?? []), ...facts };
  return {
    ...jobRequestFixture({ status, visitStartsAt: lifecycle.visitStartsAt }),
    facts: lifecycle,
    dispatchNote: null,
    photos: [],
    timeline: [{ type: 'Submitted', summary: 'You sent the request', by: 'consumer', contractor: null, note: null, at: '2026-11-20T14:00:00.000Z' }],
    offers: [],
    proposalCount: 0,
    proposals: [],
    depositPaidCents: 0,
    payments: [],
    appointmentId: null,
    appointment: null,
    review: null,
    reviewId: null,
    ...overrides,
  };
}
