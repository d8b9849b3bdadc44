import type { SnapshotFrom } from 'xstate';
import { JOB_ROLES } from '../../contract/job-lifecycle';
import {
  ASSIGNMENT_EVENT_TYPES,
  type AssignmentEvent,
  type AssignmentLifecycleMachine,
  assignmentLifecycleMachine,
  CARD_MAXIMUM_CENTS,
  changeCutoffOf,
  JOB_EVENT_TYPES,
  type JobEvent,
  type JobEventType,
  type JobFacts,
  type JobLifecycleMachine,
  jobLifecycleMachine,
  MAX_EXTRA_WORK_ADDITIONS,
  NO_FACTS,
  NO_OWED,
} from '../../machines/job-lifecycle.machine';
import { type ModelEvent, pathsFor } from './model';

/** The paths through both lifecycle machines (job-lifecycle.model.test.ts). */

export const VISIT = '2027-06-10T14:00:00.000Z';
export const VISIT_END = '2027-06-10T16:00:00.000Z';
/** Two days before the visit: before the change cutoff. */
export const EARLY = '2027-06-08T14:00:00.000Z';
/** Ten hours before the visit: after the cutoff, before the contractor's steps open. */
export const LATE = '2027-06-10T04:00:00.000Z';
/** Thirty hours before the visit: outside its change cutoff, inside the lead of a visit the system books on its own. */
export const THIRTY_HOURS_BEFORE = '2027-06-09T08:00:00.000Z';
/** An hour before the visit: the contractor may report being on the way, and start. */
export const ON_SITE = '2027-06-10T13:00:00.000Z';
/** Half an hour into the visit: a late cancelation nobody decided by its start is the system's to approve. */
export const PAST_VISIT_START = '2027-06-10T14:30:00.000Z';
/** An hour after the visit's window ended: nobody reported being on the way or starting, so the contractor missed it. */
export const PAST_VISIT_WINDOW = '2027-06-10T17:00:00.000Z';
/** 7:30 to 9:30 in the evening of the visit's day: a window ending past the hours a time can be offered in. */
export const EVENING_PAST_HOURS = '2027-06-10T23:30:00.000Z';
/** Long after everything: the review window of a job completed near the visit is closed. */
export const REVIEW_DUE_BY = '2027-07-10T14:00:00.000Z';
/** Over a month after the visit: extra work can no longer be added to a job completed near it. */
export const LONG_AFTER = '2027-07-20T14:00:00.000Z';
/** The estimate the walks accept: open until the day before the visit, so at LATE it has run out. */
export const ESTIMATE = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d00';
export const ESTIMATE_VALID_UNTIL = '2027-06-09T14:00:00.000Z';
const anEstimate = { id: ESTIMATE, validUntil: ESTIMATE_VALID_UNTIL };
/** The estimate booked, which the final payment and extra work are paid on; and one the customer declined. */
export const BOOKED = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d10';
export const DECLINED = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d11';
/** The day both were decided. */
export const DECIDED_AT = '2027-06-01T14:00:00.000Z';
const decided: JobFacts['decidedEstimates'] = [
  { id: BOOKED, decision: 'Accepted', decidedAt: DECIDED_AT },
  { id: DECLINED, decision: 'Declined', decidedAt: DECIDED_AT },
];

// ---------------------------------------------------------------------------------------------
// The job

export type JobSnapshot = SnapshotFrom<JobLifecycleMachine>;

/** Every moment a step is asked at: the guards read the cutoff and the visit's day from it. */
export const MOMENTS = [EARLY, LATE, ON_SITE] as const;

/**
 * Every event with every role, and the variants the guards read: a deposit or none, amounts a card
 * can take or not, a visit time outside or inside its cutoff, times offered that can be or not, asked at each moment.
 */
export function jobEventsFor(type: JobEventType): JobEvent[] {
  return JOB_ROLES.flatMap((by): JobEvent[] => {
    switch (type) {
      case 'proposal.accept':
        return [
          { type, by, at: EARLY, proposalId: ESTIMATE, depositCents: 0 },
          { type, by, at: EARLY, proposalId: ESTIMATE, depositCents: 7500 },
          // Past its own expiry, or not one waiting for an answer: refused whatever the job.
          { type, by, at: LATE, proposalId: ESTIMATE, depositCents: 0 },
          { type, by, at: EARLY, proposalId: 'another', depositCents: 0 },
        ];
      case 'estimate.submit':
        // The last: a cent over one third of the total (M.G.L. c. 142A), refused whatever the job.
        return [
          { type, by, totalCents: 30000, depositCents: 7500 },
          { type, by, totalCents: 30000, depositCents: 11 },
          { type, by, totalCents: 30000, depositCents: 10001 },
        ];
      case 'proposal.decline':
        // One waiting for an answer, one decided already, and one the job does not have: only the first is taken.
        return [ESTIMATE, DECLINED, 'another'].map((proposalId) => ({ type, by, proposalId }));
      case 'deposit.pay':
        // On the estimate whose deposit is awaited, or on another: only the first is taken.
        return [ESTIMATE, BOOKED].map((proposalId) => ({ type, by, proposalId }));
      case 'extraWork.pay':
        // On the estimate booked, or on another: only the first is taken.
        return [BOOKED, ESTIMATE].map((proposalId) => ({ type, by, proposalId }));
      case 'deposit.paid':
        // Only the whole deposit of the estimate accepted books the contractor: a payment of another amount, or for another estimate, is refused.
        return [
          { type, by, proposalId: ESTIMATE, amountCents: 7500 },
          { type, by, proposalId: ESTIMATE, amountCents: 7499 },
          { type, by, proposalId: 'another', amountCents: 7500 },
        ];
      case 'extraWork.add':
        // Also long after a completion: extra work is billed only within its window.
        return [{ type, by, at: EARLY, amountCents: 5000 }, { type, by, at: EARLY, amountCents: 11 }, { type, by, at: LONG_AFTER, amountCents: 5000 }];
      case 'finalPayment.pay':
        // The extra work owed taken along in the same card payment, or not; on the estimate booked, or on another.
        return [
          { type, by, proposalId: BOOKED, withExtraWork: true },
          { type, by, proposalId: BOOKED, withExtraWork: false },
          { type, by, proposalId: ESTIMATE, withExtraWork: false },
        ];
      case 'visit.schedule':
        // A time the contractor did not offer, refused when they offered some; one 30 hours ahead, the customer's to choose but too soon for the system to book on its own.
        return [
          { type, by, at: EARLY, startsAt: VISIT },
          { type, by, at: LATE, startsAt: VISIT },
          { type, by, at: EARLY, startsAt: VISIT_END },
          { type, by, at: THIRTY_HOURS_BEFORE, startsAt: VISIT },
        ];
      case 'visit.reschedule':
        return [{ type, by, at: EARLY, startsAt: VISIT }, { type, by, at: LATE, startsAt: VISIT }];
      case 'visit.offer':
        // The visit's window, two days ahead at EARLY and inside its cutoff after; an evening window past 9 PM, refused whenever it is offered.
        return [
          ...MOMENTS.map((at) => ({ type, by, at, times: [{ start: VISIT, end: VISIT_END }] })),
          { type, by, at: EARLY, times: [{ start: EVENING_PAST_HOURS, end: new Date(Date.parse(EVENING_PAST_HOURS) + 2 * 60 * 60 * 1000).toISOString() }] },
        ];
      // Also after the visit's window: a missed visit is canceled at once, in full, and the contractor's steps on it are closed.
      case 'job.cancel':
      case 'contractor.onMyWay':
      case 'job.start':
        return [...MOMENTS, PAST_VISIT_WINDOW].map((at) => ({ type, by, at }));
      case 'cancelation.withdraw':
      case 'review.submit':
        return MOMENTS.map((at) => ({ type, by, at }));
      // Also at the visit's start and after it: the deadline of a late cancelation.
      case 'cancelation.approve':
        return [...MOMENTS, VISIT, PAST_VISIT_START].map((at) => ({ type, by, at }));
      default:
        return [{ type, by } as JobEvent];
    }
  });
}
const jobEvents: ModelEvent<JobLifecycleMachine>[] = JOB_EVENT_TYPES.flatMap(jobEventsFor);

const visitBooked = {
  visitStartsAt: VISIT,
  visitEndsAt: VISIT_END,
  changeCutoff: changeCutoffOf(VISIT).toISOString(),
  booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
} satisfies Partial<JobFacts>;

/**
 * The facts the guards read, one walk each (what is open on the job does not change within a walk).
 * The first lets a job go all the way; the others open the branches it closes.
 */
export const jobInputs: Record<string, JobFacts> = {
  'one estimate, free time, a visit, the final payment and extra work owed, a review due': {
    ...NO_FACTS,
    ...visitBooked,
    pendingProposals: 1,
    openEstimates: [anEstimate],
    decidedEstimates: decided,
    booking: { state: 'choose', nextStep: null, nextStepBy: null, times: [] },
    owed: { depositCents: 0, finalPaymentCents: 22500, extraWorkCents: 5000 },
    depositPaidCents: 7500,
    completedAt: VISIT_END,
    reviewDueBy: REVIEW_DUE_BY,
    lateCancelation: { refundCents: 3750, decidedBy: VISIT },
  },
  'nothing open': NO_FACTS,
  'two estimates waiting': { ...NO_FACTS, pendingProposals: 2, openEstimates: [anEstimate, { id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d01', validUntil: null }] },
  'an estimate waiting and an offer open': { ...NO_FACTS, pendingProposals: 1, openEstimates: [anEstimate], openOffers: 1 },
  'an estimate accepted, its deposit owed': {
    ...NO_FACTS,
    pendingProposals: 1,
    owed: { ...NO_OWED, depositCents: 7500 },
    awaitedDeposit: { proposalId: ESTIMATE, depositCents: 7500, totalCents: 30000 },
    booking: { state: 'choose', nextStep: null, nextStepBy: null, times: [] },
  },
  'no free time': {
    ...NO_FACTS,
    booking: { state: 'noFreeTime', nextStep: 'The roofer has no free time in the next 4 weeks; we will call you by Friday.', nextStepBy: EARLY, times: [] },
  },
  'times offered': { ...NO_FACTS, booking: { state: 'offered', nextStep: null, nextStepBy: null, times: [{ start: VISIT, end: VISIT_END }] } },
  'a visit booked, everything paid and reviewed': { ...NO_FACTS, ...visitBooked },
  'extra work added as often as a job takes, none owed': { ...NO_FACTS, ...visitBooked, extraWorkAdded: MAX_EXTRA_WORK_ADDITIONS },
  'the final payment and the extra work owed more than one card payment takes': {
    ...NO_FACTS,
    ...visitBooked,
    decidedEstimates: decided,
    owed: { depositCents: 0, finalPaymentCents: CARD_MAXIMUM_CENTS - 1000, extraWorkCents: 5000 },
  },
};

export const jobPaths = pathsFor(jobLifecycleMachine, { events: jobEvents, inputs: jobInputs });

// ---------------------------------------------------------------------------------------------
// One contractor's assignment

export type AssignmentSnapshot = SnapshotFrom<AssignmentLifecycleMachine>;

export const assignmentEvents = ASSIGNMENT_EVENT_TYPES.flatMap((type) => JOB_ROLES.map((by) => ({ type, by }) as AssignmentEvent));
export const assignmentPaths = pathsFor(assignmentLifecycleMachine, { events: assignmentEvents });

