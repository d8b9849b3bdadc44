import type { JobProposalSummary } from '../../contract/job-requests';
import type { Identity } from '../../machines/identity';
import { DAVE } from '../../src/test/job-fixtures';

/** An identity as current-identity answers it; signed up, a consumer, no membership unless told. */
export function identityFixture(overrides: Partial<Omit<Identity, 'applicationUser'>> & { applicationUser?: Partial<Identity['applicationUser']> } = {}): Identity {
  const { applicationUser, ...rest } = overrides;
  return {
    id: '6f1c1f43-6a4b-4d55-9a3e-3f1f4f0b2a11',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+15085550100',
    userType: 'Consumer',
    ...rest,
    applicationUser: { email: rest.email ?? 'ada@example.com', initialized: true, activeMemberships: [], ...applicationUser },
  };
}

export const networkDown = () => new TypeError('Failed to fetch');

/** A 429 as the API client classifies it, asking to wait `seconds`. */
export const rateLimited = (seconds: number) => ({
  kind: 'rateLimited',
  status: 429,
  retryAfterSeconds: seconds,
  message: `Too many attempts. Try again in ${seconds} seconds.`,
});

export const PROPOSAL_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';

/** An estimate as the job's details list it: Dave's, waiting for the customer's answer, nothing paid or due unless told. */
export function proposalFixture(overrides: Partial<JobProposalSummary> = {}): JobProposalSummary {
  return {
    id: PROPOSAL_ID,
    contractor: DAVE,
    totalCents: 45000,
    depositCents: 15000,
    status: 'Pending',
    depositStatus: 'NotDue',
    finalPaymentStatus: 'NotDue',
    subsequentPaymentStatus: 'NotDue',
    subsequentPaymentCents: 0,
    subsequentPaymentDescription: '',
    validUntil: null,
    declineReason: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}
