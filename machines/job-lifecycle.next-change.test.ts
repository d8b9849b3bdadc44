import { describe, expect, it } from 'vitest';
import { JOB_REQUEST_STATUSES, JOB_ROLES, type JobRequestStatus, type JobRole } from '../contract/job-lifecycle';
import {
  AUTO_BOOKED_LEAD_HOURS,
  cancelationRefundCents,
  changeCutoffOf,
  extraWorkClosesAt,
  JOB_EVENT_TYPES,
  type JobEvent,
  type JobFacts,
  jobActionChoices,
  jobAllows,
  jobRefusal,
  nextChangeAt,
  nextJobStatus,
  NO_FACTS,
  visitStepsOpenAt,
} from './job-lifecycle.machine';

const HOUR = 60 * 60 * 1000;
const VISIT = '2027-06-10T14:00:00.000Z';
const VISIT_END = '2027-06-10T16:00:00.000Z';
const CUTOFF = changeCutoffOf(VISIT).getTime();
/** Two days before the visit, and an hour after its cutoff. */
const EARLY = '2027-06-08T14:00:00.000Z';
const LATE = new Date(CUTOFF + HOUR).toISOString();
const FIRST = { id: 'estimate-1', validUntil: '2027-06-05T14:00:00.000Z' };
const SECOND = { id: 'estimate-2', validUntil: '2027-06-07T14:00:00.000Z' };
const OFFERED = [
  { start: '2027-06-12T14:00:00.000Z', end: '2027-06-12T16:00:00.000Z' },
  { start: '2027-06-14T14:00:00.000Z', end: '2027-06-14T16:00:00.000Z' },
];
const REVIEW_DUE_BY = '2027-07-09T16:00:00.000Z';
const DECIDED_BY = '2027-06-10T13:00:00.000Z';

const iso = (ms: number) => new Date(ms).toISOString();
const booked: JobFacts = {
  ...NO_FACTS,
  visitStartsAt: VISIT,
  visitEndsAt: VISIT_END,
  changeCutoff: iso(CUTOFF),
  booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
  depositPaidCents: 6000,
};

/** Facts as each status has them, every one of its deadlines set. */
const FACTS: Record<string, JobFacts> = {
  'two estimates waiting, each with its expiry': { ...NO_FACTS, pendingProposals: 2, openEstimates: [FIRST, SECOND, { id: 'estimate-3', validUntil: null }] },
  'times offered for the first visit': { ...NO_FACTS, booking: { state: 'offered', nextStep: null, nextStepBy: null, times: OFFERED } },
  'a visit booked': booked,
  'the contractor on the way': { ...booked, onMyWayAt: '2027-06-10T13:30:00.000Z' },
  // Refused since decision 103; a row from before it may hold one, and it is not counted as coming.
  'the contractor on the way only after the window': { ...booked, onMyWayAt: '2027-06-10T17:00:00.000Z' },
  'a late cancelation waiting': { ...booked, lateCancelation: { refundCents: 3000, decidedBy: DECIDED_BY } },
  'completed, a review due': { ...booked, completedAt: VISIT_END, reviewDueBy: REVIEW_DUE_BY, owed: { depositCents: 0, finalPaymentCents: 20000, extraWorkCents: 0 } },
  // Every deadline at once, whatever the status: the machine reads only those its status's steps ask about.
  'every deadline at once': {
    ...booked,
    pendingProposals: 2,
    openEstimates: [FIRST, SECOND],
    booking: { state: 'offered', nextStep: null, nextStepBy: null, times: OFFERED },
    completedAt: VISIT_END,
    reviewDueBy: REVIEW_DUE_BY,
    lateCancelation: { refundCents: 3000, decidedBy: DECIDED_BY },
  },
  'nothing on the clock': NO_FACTS,
};

/**
 * Everything a page or a refusal reads of the machine at `at`: each step's choice with its reason,
 * each estimate's acceptance, each offered time's booking, the words of each refusal, and what a
 * cancelation refunds where one can be asked.
 */
function answers(status: JobRequestStatus, facts: JobFacts, role: JobRole, at: string): string {
  const accept = (id: string): JobEvent => ({ type: 'proposal.accept', by: role, at, proposalId: id, depositCents: 0 });
  const book = (startsAt: string): JobEvent => ({ type: 'visit.schedule', by: role, at, startsAt });
  // A time nobody offered, far outside any cutoff.
  const timed = JOB_EVENT_TYPES.map((type) => ({ type, by: role, at, startsAt: '2029-01-10T14:00:00.000Z', amountCents: 5000 }) as unknown as JobEvent);
  return JSON.stringify({
    choices: jobActionChoices(status, facts, role, at),
    estimates: facts.openEstimates.map((e) => [nextJobStatus(status, facts, accept(e.id)), jobRefusal(status, facts, accept(e.id), at)]),
    times: facts.booking.times.map((t) => [nextJobStatus(status, facts, book(t.start)), jobRefusal(status, facts, book(t.start), at)]),
    refusals: timed.map((event) => jobRefusal(status, facts, event, at)),
    // What the cancel dialog says is refunded, where the customer can cancel a booked visit.
    refund: status === 'Scheduled' && jobAllows(status, facts, role, at)('job.cancel') && cancelationRefundCents(facts.depositPaidCents, facts, at),
  });
}

/** Every moment a deadline of the facts falls on, and a millisecond either side of it. */
function momentsOf(facts: JobFacts): number[] {
  const deadlines = [
    ...facts.openEstimates.flatMap((e) => (e.validUntil ? [Date.parse(e.validUntil)] : [])),
    ...facts.booking.times.flatMap((t) => [changeCutoffOf(t.start).getTime(), Date.parse(t.start) - AUTO_BOOKED_LEAD_HOURS * HOUR]),
    ...(facts.visitStartsAt ? [Date.parse(facts.visitStartsAt), CUTOFF, visitStepsOpenAt(facts.visitStartsAt).getTime()] : []),
    ...(facts.visitEndsAt ? [Date.parse(facts.visitEndsAt)] : []),
    ...(facts.completedAt ? [extraWorkClosesAt(facts.completedAt).getTime()] : []),
    ...(facts.reviewDueBy ? [Date.parse(facts.reviewDueBy)] : []),
    ...(facts.lateCancelation ? [Date.parse(facts.lateCancelation.decidedBy)] : []),
  ];
  return [...new Set(deadlines.flatMap((t) => [t - 1, t, t + 1]))].sort((a, b) => a - b);
}

describe('nextChangeAt: when the clock alone may change what the machine answers for a job', () => {
  it.each([
    ['a customer, before the change cutoff: the cutoff', 'Scheduled', 'a visit booked', 'consumer', iso(CUTOFF - 5 * 60 * 1000), iso(CUTOFF + 1)],
    ["a customer, past the change cutoff: the visit's window ending (a missed visit is canceled in full)", 'Scheduled', 'a visit booked', 'consumer', LATE, VISIT_END],
    ['a customer, past the change cutoff, the contractor on the way: nothing more', 'Scheduled', 'the contractor on the way', 'consumer', LATE, null],
    ['a contractor, before the visit: the visit steps opening', 'Scheduled', 'a visit booked', 'contractor', EARLY, visitStepsOpenAt(VISIT).toISOString()],
    ["a contractor, the visit steps open: the visit's window ending (a missed visit closes them)", 'Scheduled', 'a visit booked', 'contractor', VISIT, VISIT_END],
    ['a contractor on the way: nothing more (they may start late)', 'Scheduled', 'the contractor on the way', 'contractor', VISIT, null],
    ["a contractor on the way only after the window: the window's end all the same", 'Scheduled', 'the contractor on the way only after the window', 'contractor', VISIT, VISIT_END],
    ["a customer, the contractor on the way only after the window: the window's end all the same", 'Scheduled', 'the contractor on the way only after the window', 'consumer', LATE, VISIT_END],
    ['a customer whose late cancelation waits: the visit starting (no keeping it after)', 'CancelationRequested', 'a late cancelation waiting', 'consumer', LATE, VISIT],
    ['the system, on a late cancelation: its deadline', 'CancelationRequested', 'a late cancelation waiting', 'system', LATE, DECIDED_BY],
    ['a contractor, on a late cancelation: nothing (they may approve at any time)', 'CancelationRequested', 'a late cancelation waiting', 'contractor', LATE, null],
    ['a customer with estimates waiting: the first to run out', 'Proposed', 'two estimates waiting, each with its expiry', 'consumer', '2027-06-01T00:00:00.000Z', iso(Date.parse(FIRST.validUntil) + 1)],
    ['a customer with estimates waiting, one run out: the next', 'Proposed', 'two estimates waiting, each with its expiry', 'consumer', '2027-06-06T00:00:00.000Z', iso(Date.parse(SECOND.validUntil) + 1)],
    ['a customer with times offered: the first time closing by its cutoff', 'Accepted', 'times offered for the first visit', 'consumer', EARLY, iso(changeCutoffOf(OFFERED[0]!.start).getTime() + 1)],
    ['a customer, the first offered time closed: the next', 'Accepted', 'times offered for the first visit', 'consumer', '2027-06-11T15:00:00.000Z', iso(changeCutoffOf(OFFERED[1]!.start).getTime() + 1)],
    ['the system, with times offered: the first too near to book on its own', 'Accepted', 'times offered for the first visit', 'system', EARLY, iso(Date.parse(OFFERED[0]!.start) - AUTO_BOOKED_LEAD_HOURS * HOUR + 1)],
    ['a customer, completed: the review window closing', 'Completed', 'completed, a review due', 'consumer', VISIT_END, iso(Date.parse(REVIEW_DUE_BY) + 1)],
    ['a contractor, completed: extra work closing', 'Completed', 'completed, a review due', 'contractor', VISIT_END, iso(extraWorkClosesAt(VISIT_END).getTime() + 1)],
    ['a customer, past the review window: nothing more', 'Completed', 'completed, a review due', 'consumer', '2027-08-01T00:00:00.000Z', null],
    ['a customer, in progress: nothing on the clock', 'InProgress', 'every deadline at once', 'consumer', EARLY, null],
    ['anyone, canceled: nothing', 'Canceled', 'every deadline at once', 'system', EARLY, null],
  ] as const)('%s', (_, status, facts, role, at, expected) => {
    expect(nextChangeAt(status, FACTS[facts]!, role, at)).toBe(expected);
  });

  it('is a moment at which the answers do change, in the cases above that have one', () => {
    const changes = (status: JobRequestStatus, facts: JobFacts, role: JobRole, at: string) => answers(status, facts, role, at) !== answers(status, facts, role, nextChangeAt(status, facts, role, at)!);
    expect(changes('Scheduled', booked, 'consumer', EARLY)).toBe(true);
    expect(changes('Scheduled', booked, 'consumer', LATE)).toBe(true);
    expect(changes('Scheduled', booked, 'contractor', VISIT)).toBe(true);
    expect(changes('CancelationRequested', FACTS['a late cancelation waiting']!, 'consumer', LATE)).toBe(true);
    expect(changes('Completed', FACTS['completed, a review due']!, 'consumer', VISIT_END)).toBe(true);
    expect(changes('Proposed', FACTS['two estimates waiting, each with its expiry']!, 'consumer', '2027-06-01T00:00:00.000Z')).toBe(true);
  });

  describe.each(Object.entries(FACTS))('with %s', (_, facts) => {
    it.each(JOB_REQUEST_STATUSES.flatMap((status) => JOB_ROLES.map((role) => [status, role] as const)))('%s, %s: nothing the machine answers changes before it', (status, role) => {
      const moments = momentsOf(facts);
      for (const start of [Date.parse('2027-01-01T00:00:00.000Z'), ...moments]) {
        const at = iso(start);
        const next = nextChangeAt(status, facts, role, at);
        if (next !== null) expect(Date.parse(next), at).toBeGreaterThan(start);
        const until = next === null ? Number.POSITIVE_INFINITY : Date.parse(next);
        // Each deadline moves an answer one way only, so one missed before `next` shows by the last millisecond before it.
        const probe = iso(next === null ? Date.parse('2028-01-01T00:00:00.000Z') : until - 1);
        expect(answers(status, facts, role, probe), `${at} → ${probe} (next: ${next})`).toBe(answers(status, facts, role, at));
      }
    });
  });
});
