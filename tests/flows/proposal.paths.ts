import type { SnapshotFrom } from 'xstate';
import { ANOTHER_ESTIMATE_ACCEPTED, type JobProposal } from '../../contract/proposals';
import { type JobFacts, NO_FACTS, NO_OWED } from '../../machines/job-lifecycle.machine';
import { MAX_TIMER_MS, type ProposalInput, type ProposalJob, type ProposalMachine, proposalMachine } from '../../machines/proposal.machine';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/** The paths through the proposal machine: the model test (proposal.model.test.ts) and the UI path test walk these. */

export type Snapshot = SnapshotFrom<ProposalMachine>;

/** When the paths' pages start. */
export const NOW = Date.parse('2026-11-25T11:00:00Z');
const DAY = 86_400_000;

export function proposalFixture(overrides: Partial<JobProposal> = {}): JobProposal {
  return {
    id: '5a0c8c3e-1d2b-4c6e-9f10-2b3c4d5e6f70',
    jobRequestId: '4f9b7b2d-0c1a-4b5d-8e0f-1a2b3c4d5e6f',
    contractor: { id: '3e8a6a1c-fb09-4a4c-9d9e-0f1a2b3c4d5e', businessName: 'Kowalski Carpentry', firstName: 'Dave', lastInitial: 'K', ratingAverage: 4.8, reviewCount: 37 },
    lineItems: [
      { productsAndServicesItemId: null, kind: 'Labor', title: 'Carpentry labor', description: '', quantity: 2, unitPriceCents: 9500, taxRate: 0, amountCents: 19000 },
      { productsAndServicesItemId: null, kind: 'Material', title: 'Door hardware', description: '', quantity: 1, unitPriceCents: 3850, taxRate: 0.0625, amountCents: 3850 },
      { productsAndServicesItemId: null, kind: 'TripCharge', title: 'Trip charge', description: '', quantity: 1, unitPriceCents: 4900, taxRate: 0, amountCents: 4900 },
    ],
    subtotalCents: 27750,
    discountCents: 0,
    discountDescription: '',
    taxCents: 241,
    totalCents: 27991,
    depositCents: 9000,
    depositStatus: 'NotDue',
    finalPaymentCents: 18991,
    finalPaymentStatus: 'NotDue',
    subsequentPaymentCents: 0,
    subsequentPaymentStatus: 'NotDue',
    subsequentPaymentDescription: '',
    notes: 'Can come Tuesday.',
    status: 'Pending',
    validUntil: new Date(NOW + 30 * DAY).toISOString(),
    acceptedAt: null,
    decidedAt: null,
    declineReason: null,
    createdAt: new Date(NOW - DAY).toISOString(),
    ...overrides,
  };
}

const at = new Date(NOW).toISOString();
export const PROPOSALS = {
  open: proposalFixture(),
  /** Valid for another hour only. */
  closing: proposalFixture({ validUntil: new Date(NOW + 3_600_000).toISOString() }),
  noValidity: proposalFixture({ validUntil: null }),
  expired: proposalFixture({ status: 'Expired', validUntil: new Date(NOW - DAY).toISOString() }),
  depositDue: proposalFixture({ acceptedAt: at, decidedAt: at, depositStatus: 'Due' }),
  booked: proposalFixture({ status: 'Accepted', acceptedAt: at, decidedAt: at, depositStatus: 'Paid' }),
  declined: proposalFixture({ status: 'Declined', decidedAt: at, declineReason: 'Too expensive' }),
  otherAccepted: proposalFixture({ status: 'Declined', decidedAt: at, declineReason: ANOTHER_ESTIMATE_ACCEPTED }),
};

export const REFUSED = { kind: 'unknown', status: 409, message: 'This estimate was declined: another estimate for this job was accepted.' };

const choose: JobFacts['booking'] = { state: 'choose', nextStep: null, nextStepBy: null, times: [] };
/** A job in Proposed whose only estimate is `proposal`, waiting for an answer. */
export const waitingOn = (proposal: JobProposal, facts: Partial<JobFacts> = {}): ProposalJob => ({
  status: 'Proposed',
  facts: { ...NO_FACTS, pendingProposals: 1, openEstimates: [{ id: proposal.id, validUntil: proposal.validUntil }], ...facts },
});
const ANOTHER_ID = '5a0c8c3e-1d2b-4c6e-9f10-2b3c4d5e6f71';

/** The estimates' jobs, as the lifecycle machine reads them. */
export const JOBS = {
  open: waitingOn(PROPOSALS.open),
  closing: waitingOn(PROPOSALS.closing),
  noValidity: waitingOn(PROPOSALS.noValidity),
  expired: waitingOn(PROPOSALS.expired),
  depositDue: {
    status: 'Proposed',
    facts: {
      ...NO_FACTS,
      pendingProposals: 1,
      owed: { ...NO_OWED, depositCents: 9000 },
      awaitedDeposit: { proposalId: PROPOSALS.depositDue.id, depositCents: 9000, totalCents: 27991 },
      booking: choose,
    },
  },
  /** Another estimate of the job accepted, its deposit owed: this one cannot be accepted meanwhile. */
  anotherOwed: waitingOn(PROPOSALS.open, {
    pendingProposals: 2,
    owed: { ...NO_OWED, depositCents: 7500 },
    awaitedDeposit: { proposalId: ANOTHER_ID, depositCents: 7500, totalCents: 30000 },
    booking: choose,
  }),
  booked: { status: 'Accepted', facts: { ...NO_FACTS, depositPaidCents: 9000, booking: choose } },
  declined: { status: 'Submitted', facts: NO_FACTS },
} satisfies Record<string, ProposalJob>;

export const inputs: Record<string, ProposalInput> = {
  'an open estimate': { proposal: PROPOSALS.open, job: JOBS.open, now: NOW },
  'an estimate valid another hour': { proposal: PROPOSALS.closing, job: JOBS.closing, now: NOW },
  'an estimate with no end date': { proposal: PROPOSALS.noValidity, job: JOBS.noValidity, now: NOW },
  'an expired estimate': { proposal: PROPOSALS.expired, job: JOBS.expired, now: NOW },
  "an estimate waiting while another's deposit is owed": { proposal: PROPOSALS.open, job: JOBS.anotherOwed, now: NOW },
  'an estimate whose deposit is due': { proposal: PROPOSALS.depositDue, job: JOBS.depositDue, now: NOW },
  'a booked estimate': { proposal: PROPOSALS.booked, job: JOBS.booked, now: NOW },
  'a declined estimate': { proposal: PROPOSALS.declined, job: JOBS.declined, now: NOW },
};

export const events: ModelEvent<ProposalMachine>[] = [
  { type: 'proposal.accept' },
  { type: 'proposal.startDecline' },
  { type: 'proposal.cancelDecline' },
  { type: 'proposal.decline', reason: 'Too expensive' },
  { type: 'proposal.retry' },
  { type: 'proposal.dismiss' },
  { type: 'proposal.reload' },
  { type: 'proposal.changed', proposal: PROPOSALS.booked, job: JOBS.booked, now: NOW },
  { type: 'xstate.done.actor.decide', output: PROPOSALS.depositDue },
  { type: 'xstate.done.actor.decide', output: PROPOSALS.declined },
  { type: 'xstate.error.actor.decide', error: REFUSED },
  { type: 'xstate.error.actor.decide', error: networkDown() },
  { type: 'xstate.done.actor.load', output: { proposal: PROPOSALS.otherAccepted, job: JOBS.booked } },
  { type: 'xstate.done.actor.load', output: { proposal: PROPOSALS.depositDue, job: JOBS.depositDue } },
  { type: 'xstate.error.actor.load', error: networkDown() },
  { type: 'xstate.after.wake.proposal.viewing' },
];

export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    status: s.status,
    proposal: s.context.proposal.status,
    acceptedAt: s.context.proposal.acceptedAt !== null,
    job: s.context.job.status,
    owed: s.context.job.facts.owed.depositCents,
    // A validity longer than a browser timer passes in stretches: the last one ends at validUntil.
    lastStretch: lastStretch(s),
  });

function lastStretch({ context }: Snapshot): boolean {
  const validUntil = context.job.facts.openEstimates.find((e) => e.id === context.proposal.id)?.validUntil;
  return validUntil ? Date.parse(validUntil) - context.now < MAX_TIMER_MS : false;
}

export const paths = pathsFor(proposalMachine, { events, serializeState, inputs });
