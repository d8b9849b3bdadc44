import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATES, type AssignmentState, JOB_REQUEST_STATUSES, JOB_ROLES, type JobRequestStatus, type JobRole } from '../../contract/job-lifecycle';
import {
  ASSIGNMENT_EVENT_TYPES,
  AUTO_BOOKED_LEAD_HOURS,
  type AssignmentEvent,
  CARD_MAXIMUM_CENTS,
  CARD_MINIMUM_CENTS,
  type AssignmentEventType,
  EXTRA_WORK_WINDOW_DAYS,
  extraWorkClosesAt,
  assignmentActionsFor,
  type AssignmentLifecycleMachine,
  assignmentLifecycleMachine,
  assignmentRefusalMessage,
  balanceProblem,
  changeCutoffOf,
  JOB_EVENT_TYPES,
  type JobEvent,
  type JobEventType,
  jobActionChoices,
  jobActionsFor,
  type JobFacts,
  type JobLifecycleMachine,
  jobRefusal,
  jobLifecycleMachine,
  jobStatusMeta,
  lateCancelationWords,
  MAX_EXTRA_WORK_ADDITIONS,
  nextAssignmentState,
  nextJobStatus,
  NO_FACTS,
  offeredTimesProblem,
  providerTime,
  refusalMessage,
} from '../../machines/job-lifecycle.machine';
import { MAX_ESTIMATE_CENTS } from '../../contract/assigned-appointments';
import { JOB_PAGE_CASES } from './job-lifecycle.cases';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import {
  assignmentPaths,
  type AssignmentSnapshot,
  BOOKED,
  DECIDED_AT,
  DECLINED,
  EARLY,
  ESTIMATE,
  EVENING_PAST_HOURS,
  jobEventsFor,
  jobInputs,
  jobPaths,
  type JobSnapshot,
  LATE,
  ON_SITE,
  PAST_VISIT_START,
  PAST_VISIT_WINDOW,
  REVIEW_DUE_BY,
  THIRTY_HOURS_BEFORE,
  VISIT,
  VISIT_END,
} from './job-lifecycle.paths';

/**
 * Both lifecycle machines walked by their own graphs: every state and transition, with every event sent
 * by every role (the roles a transition does not name are refused, and each state's checks say which
 * actions each role has there: the table the server's 409s and the SPA's buttons come from).
 */

type ActionTable = Record<JobRequestStatus, Record<JobRole, JobEventType[]>>;

const RICH = 'one estimate, free time, a visit, the final payment and extra work owed, a review due';

/** What each role may do in each status at EARLY (two days before the visit) with the facts that let a job go all the way. */
const jobActions: ActionTable = {
  Submitted: { consumer: ['job.cancel'], contractor: [], system: ['job.dispatch'] },
  // An estimate waits (the facts are the whole job's): the offers are not exhausted, and no deposit is owed to confirm.
  Dispatched: { consumer: ['job.cancel'], contractor: ['estimate.submit'], system: ['job.dispatch'] },
  Proposed: {
    consumer: ['proposal.accept', 'proposal.decline', 'job.cancel'],
    contractor: ['estimate.submit'],
    system: ['job.dispatch'],
  },
  Accepted: { consumer: ['visit.schedule', 'job.cancel'], contractor: ['visit.offer'], system: ['visit.schedule'] },
  Scheduled: { consumer: ['visit.reschedule', 'job.cancel'], contractor: [], system: [] },
  CancelationRequested: { consumer: ['cancelation.withdraw'], contractor: ['cancelation.approve'], system: [] },
  InProgress: { consumer: ['extraWork.pay'], contractor: ['job.complete', 'extraWork.add'], system: [] },
  Completed: { consumer: ['finalPayment.pay', 'extraWork.pay', 'review.submit'], contractor: ['extraWork.add'], system: [] },
  Canceled: { consumer: [], contractor: [], system: [] },
};

/** Where the other walks' facts change what the customer may do at EARLY (the rest as `jobActions`, less what they close). */
const consumerActionsWith: Record<string, Partial<Record<JobRequestStatus, JobEventType[]>>> = {
  'nothing open': { Proposed: ['job.cancel'], Accepted: ['job.cancel'], InProgress: [], Completed: [] },
  'an estimate accepted, its deposit owed': { Proposed: ['deposit.pay', 'proposal.decline', 'job.cancel'] },
  'no free time': { Accepted: ['job.cancel'] },
  'times offered': { Accepted: ['visit.schedule', 'job.cancel'] },
  'a visit booked, everything paid and reviewed': { Proposed: ['job.cancel'], Accepted: ['job.cancel'], InProgress: [], Completed: [] },
  'extra work added as often as a job takes, none owed': { Proposed: ['job.cancel'], Accepted: ['job.cancel'], InProgress: [], Completed: [] },
  // Each alone: the final payment's step is offered, and taking the extra work along is refused by its data.
  'the final payment and the extra work owed more than one card payment takes': {
    Proposed: ['job.cancel'],
    Accepted: ['job.cancel'],
    InProgress: ['extraWork.pay'],
    Completed: ['finalPayment.pay', 'extraWork.pay'],
  },
};

const sorted = <T extends string>(list: T[]) => [...list].sort();

const inputName = (facts: JobFacts) => Object.entries(jobInputs).find(([, input]) => JSON.stringify(input) === JSON.stringify(facts))?.[0] ?? '';

const jobChecks: StateChecks<JobSnapshot> = Object.fromEntries(
  JOB_REQUEST_STATUSES.map((status) => [
    status,
    (s: JobSnapshot) => {
      expect(s.value).toBe(status);
      expect(jobStatusMeta(status).label).not.toBe('');
      const name = inputName(s.context);
      for (const role of JOB_ROLES) {
        const expected = jobActionsFor(status, s.context, role, EARLY);
        if (name === RICH) expect(sorted(expected), `${status} × ${role}`).toEqual(sorted(jobActions[status][role]));
        const other = consumerActionsWith[name]?.[status];
        if (role === 'consumer' && other) expect(sorted(expected), `${name}: ${status} × ${role}`).toEqual(sorted(other));
        // Every event of a type the role does not have is refused, whatever its data; the server answers 409 with this message.
        for (const event of JOB_EVENT_TYPES.filter((t) => !expected.includes(t)).flatMap(jobEventsFor).filter((e) => e.by === role && (!('at' in e) || e.at === EARLY))) {
          expect(s.can(event), `${status} refuses ${event.type} by ${role}`).toBe(false);
          expect(nextJobStatus(status, s.context, event)).toBeUndefined();
        }
        // Times offered are taken exactly where the step is and the times can be offered then: the rest are refused, whatever the state.
        for (const event of jobEventsFor('visit.offer').filter((e): e is Extract<JobEvent, { type: 'visit.offer' }> => e.type === 'visit.offer' && e.by === role)) {
          const takes = jobActionsFor(status, s.context, role, event.at).includes('visit.offer') && offeredTimesProblem(event.times ?? [], event.at) === null;
          expect(s.can(event), `${status}: visit.offer by ${role} at ${event.at} of ${JSON.stringify(event.times)}`).toBe(takes);
        }
        // Every choice a page shows as allowed is one the machine takes; a disabled one says why.
        for (const choice of jobActionChoices(status, s.context, role, EARLY)) {
          expect(choice.allowed).toBe(expected.includes(choice.type));
          if (!choice.allowed) expect(choice.reason).toMatch(/\w/);
        }
        const message = refusalMessage(status, s.context, role, EARLY);
        // Where the job stands, as a sentence of its own (the status's label reads as a heading, not inside one), then what is open.
        expect(message).toMatch(/^This job request (is|has) [a-z ]+\. (You can now|Nothing)/);
      }
      if (status === 'Scheduled' && s.context.visitStartsAt) {
        // After the cutoff the visit can no longer be moved, and canceling becomes a request to the contractor.
        expect(jobActionsFor(status, s.context, 'consumer', LATE)).toEqual(['job.cancel']);
        expect(nextJobStatus(status, s.context, { type: 'job.cancel', by: 'consumer', at: LATE })).toBe('CancelationRequested');
        expect(nextJobStatus(status, s.context, { type: 'visit.reschedule', by: 'consumer', at: LATE, startsAt: REVIEW_DUE_BY })).toBeUndefined();
        expect(jobActionChoices(status, s.context, 'consumer', LATE).find((c) => c.type === 'visit.reschedule')?.reason).toMatch(/call us/);
        expect(Date.parse(LATE)).toBeGreaterThan(changeCutoffOf(VISIT).getTime());
        // The contractor's steps follow the calendar: shown disabled, with when they open, until two hours before the visit.
        const early = jobActionChoices(status, s.context, 'contractor', EARLY);
        expect(early.map((c) => [c.type, c.allowed, c.opensAt])).toEqual([
          ['contractor.onMyWay', false, '2027-06-10T12:00:00.000Z'],
          ['job.start', false, '2027-06-10T12:00:00.000Z'],
        ]);
        expect(early[0]!.reason).toBe('You can report being on the way from Jun 10, 8:00 AM EDT, 2 hours before the visit at Jun 10, 10:00 AM EDT.');
        expect(sorted(jobActionsFor(status, s.context, 'contractor', ON_SITE))).toEqual(['contractor.onMyWay', 'job.start']);
        // Once the window ended with neither step reported the visit is missed: both close, saying why, and the customer cancels in full.
        expect(jobActionsFor(status, s.context, 'contractor', PAST_VISIT_WINDOW)).toEqual([]);
        for (const type of ['contractor.onMyWay', 'job.start'] as const) {
          const late = { type, by: 'contractor', at: PAST_VISIT_WINDOW } as const;
          expect(nextJobStatus(status, s.context, late), type).toBeUndefined();
          expect(jobRefusal(status, s.context, late, PAST_VISIT_WINDOW), type).toMatch(/^The arrival window of this visit ended at Jun 10, 12:00 PM EDT, .* Call our office to arrange another visit\.$/);
        }
        expect(nextJobStatus(status, s.context, { type: 'job.cancel', by: 'consumer', at: PAST_VISIT_WINDOW })).toBe('Canceled');
        // A contractor who reported being on the way within the window came, late: they may still start after it.
        const cameLate = { ...s.context, onMyWayAt: ON_SITE };
        expect(sorted(jobActionsFor(status, cameLate, 'contractor', PAST_VISIT_WINDOW))).toEqual(['contractor.onMyWay', 'job.start']);
        expect(nextJobStatus(status, cameLate, { type: 'job.start', by: 'contractor', at: PAST_VISIT_WINDOW })).toBe('InProgress');
      }
      if (status === 'CancelationRequested' && s.context.lateCancelation) {
        // The contractor decides at any time; the system only once the visit's start, the deadline the customer was told, has passed.
        const deadline = s.context.lateCancelation.decidedBy;
        for (const at of [EARLY, LATE, ON_SITE]) {
          expect(jobActionsFor(status, s.context, 'system', at), `system at ${at}`).toEqual([]);
          expect(jobActionsFor(status, s.context, 'contractor', at), `contractor at ${at}`).toEqual(['cancelation.approve']);
        }
        for (const at of [deadline, PAST_VISIT_START]) {
          expect(jobActionsFor(status, s.context, 'system', at), `system at ${at}`).toEqual(['cancelation.approve']);
          expect(nextJobStatus(status, s.context, { type: 'cancelation.approve', by: 'system', at })).toBe('Canceled');
          expect(jobActionsFor(status, s.context, 'consumer', at), `consumer at ${at}`).toEqual([]);
        }
        expect(nextJobStatus(status, s.context, { type: 'cancelation.approve', by: 'system', at: new Date(Date.parse(deadline) - 1).toISOString() })).toBeUndefined();
        expect(nextJobStatus(status, { ...s.context, lateCancelation: null }, { type: 'cancelation.approve', by: 'system', at: PAST_VISIT_START })).toBeUndefined();
      }
      if (status === 'Accepted' && s.context.booking.state === 'noFreeTime') {
        const schedule = jobActionChoices(status, s.context, 'consumer', EARLY).find((c) => c.type === 'visit.schedule');
        expect(schedule).toMatchObject({ allowed: false, reason: s.context.booking.nextStep });
      }
      if (status === 'Canceled') {
        expect(s.status).toBe('done');
        expect(refusalMessage(status, s.context, 'consumer', EARLY)).toBe('This job request is canceled. Nothing more can be done to it online.');
      }
    },
  ]),
);

let jobDriver: MachineDriver<JobLifecycleMachine>;

describe('job lifecycle machine paths', () => {
  it('cover every state and transition, and check every state', () => {
    assertFullCoverage(jobLifecycleMachine, jobPaths, { states: jobChecks });
  });

  it('take every transition the server relies on', () => {
    const facts = jobInputs[RICH]!;
    expect(nextJobStatus('Scheduled', facts, { type: 'job.cancel', by: 'consumer', at: EARLY })).toBe('Canceled');
    const accept = { type: 'proposal.accept', by: 'consumer', at: EARLY, proposalId: ESTIMATE } as const;
    expect(nextJobStatus('Proposed', facts, { ...accept, depositCents: 0 })).toBe('Accepted');
    expect(nextJobStatus('Proposed', facts, { ...accept, depositCents: 7500 })).toBe('Proposed');
    const decline = { type: 'proposal.decline', by: 'consumer', proposalId: ESTIMATE } as const;
    expect(nextJobStatus('Proposed', jobInputs['two estimates waiting']!, decline)).toBe('Proposed');
    expect(nextJobStatus('Proposed', jobInputs['an estimate waiting and an offer open']!, decline)).toBe('Dispatched');
    expect(nextJobStatus('Proposed', facts, decline)).toBe('Submitted');
  });

  it('refuses amounts a card cannot take, and a visit inside its own cutoff, in the rule\'s words', () => {
    const facts = jobInputs[RICH]!;
    const eleven = { type: 'estimate.submit', by: 'contractor', totalCents: 30000, depositCents: 11 } as const;
    expect(nextJobStatus('Dispatched', facts, eleven)).toBeUndefined();
    expect(jobRefusal('Dispatched', facts, eleven, EARLY)).toBe('A deposit must be $0 or at least $0.50, the smallest amount a card can be charged.');
    expect(jobRefusal('Dispatched', facts, { ...eleven, depositCents: 0, totalCents: 30 }, EARLY)).toBe(
      'The final payment (the total less the deposit) must be $0 or at least $0.50, the smallest amount a card can be charged.',
    );
    expect(nextJobStatus('Dispatched', facts, { ...eleven, depositCents: 0 })).toBe('Proposed');
    expect(jobRefusal('InProgress', facts, { type: 'extraWork.add', by: 'contractor', at: EARLY, amountCents: 11 }, EARLY)).toBe(
      'Extra work must cost at least $0.50, the smallest amount a card can be charged.',
    );
    const inside = { type: 'visit.schedule', by: 'consumer', at: LATE, startsAt: VISIT } as const;
    expect(nextJobStatus('Accepted', facts, inside)).toBeUndefined();
    expect(jobRefusal('Accepted', facts, inside, LATE)).toBe('A visit must start at least 24 hours from now, so it can still be changed; choose a later time.');
    expect(nextJobStatus('Accepted', facts, { ...inside, at: EARLY })).toBe('Scheduled');
  });

  it('refuses times a contractor offers that the customer could not book, in the rule\'s words, and still offers the step', () => {
    const facts = jobInputs['no free time']!;
    const offer = { type: 'visit.offer', by: 'contractor', at: EARLY, times: [{ start: VISIT, end: VISIT_END }] } as const;
    expect(nextJobStatus('Accepted', facts, offer)).toBe('Accepted');
    expect(nextJobStatus('Accepted', facts, { ...offer, at: LATE })).toBeUndefined();
    expect(jobRefusal('Accepted', facts, { ...offer, at: LATE }, LATE)).toBe(
      'The time Thu, Jun 10, 10:00 AM EDT: A visit must start at least 24 hours from now, so it can still be changed; choose a later time.',
    );
    const evening = { ...offer, times: [{ start: EVENING_PAST_HOURS, end: '2027-06-11T01:30:00.000Z' }] };
    expect(nextJobStatus('Accepted', facts, evening)).toBeUndefined();
    expect(jobRefusal('Accepted', facts, evening, EARLY)).toBe(
      'The time Thu, Jun 10, 7:30 PM EDT is outside the hours a visit can be offered, 7:00 AM to 9:00 PM Eastern time. Offer a time within them.',
    );
    // Only the times are refused: the contractor may still offer others.
    expect(jobActionsFor('Accepted', facts, 'contractor', LATE)).toContain('visit.offer');
  });

  it('refuses any payment a card cannot take in one go: a deposit, a final payment or extra work owed past the card maximum', () => {
    const facts = jobInputs[RICH]!;
    expect(CARD_MAXIMUM_CENTS).toBe(99_999_999);
    // The estimate's bound is the card's: its deposit and final payment are each a part of it.
    expect(MAX_ESTIMATE_CENTS).toBe(CARD_MAXIMUM_CENTS);
    const estimate = (totalCents: number, depositCents: number) => ({ type: 'estimate.submit', by: 'contractor', totalCents, depositCents }) as const;
    expect(nextJobStatus('Dispatched', facts, estimate(CARD_MAXIMUM_CENTS, 0))).toBe('Proposed');
    expect(nextJobStatus('Dispatched', facts, estimate(CARD_MAXIMUM_CENTS + 1, 0))).toBeUndefined();
    expect(jobRefusal('Dispatched', facts, estimate(CARD_MAXIMUM_CENTS + 1, 0), EARLY)).toBe(
      'The final payment (the total less the deposit) can be at most $999,999.99, the most a card can be charged in one payment.',
    );
    expect(nextJobStatus('Dispatched', facts, estimate(3 * CARD_MAXIMUM_CENTS, CARD_MAXIMUM_CENTS))).toBeUndefined();
    expect(jobRefusal('Dispatched', facts, estimate(3 * CARD_MAXIMUM_CENTS + 3, CARD_MAXIMUM_CENTS + 1), EARLY)).toBe(
      'A deposit can be at most $999,999.99, the most a card can be charged in one payment.',
    );

    // The extra work still owed ($50.00 here) is paid in one payment with what is added.
    const extra = (amountCents: number) => ({ type: 'extraWork.add', by: 'contractor', at: EARLY, amountCents }) as const;
    expect(facts.owed.extraWorkCents).toBe(5000);
    expect(nextJobStatus('InProgress', facts, extra(CARD_MAXIMUM_CENTS - 5000))).toBe('InProgress');
    expect(nextJobStatus('InProgress', facts, extra(CARD_MAXIMUM_CENTS - 4999))).toBeUndefined();
    expect(jobRefusal('InProgress', facts, extra(CARD_MAXIMUM_CENTS - 4999), EARLY)).toBe(
      'The extra work not yet paid is billed in one card payment of at most $999,999.99: with $50.00 of it owed, at most $999,949.99 more can be added until the customer pays.',
    );
    // Owed to within less than the card minimum of the most, nothing more can be added: the step is not offered.
    const full = { ...facts, owed: { ...facts.owed, extraWorkCents: CARD_MAXIMUM_CENTS - 49 } };
    expect(jobRefusal('Completed', full, extra(CARD_MINIMUM_CENTS), EARLY)).toBe(
      'The extra work not yet paid is billed in one card payment of at most $999,999.99: with $999,999.50 of it owed, no more can be added until the customer pays.',
    );
    expect(jobActionsFor('Completed', full, 'contractor', EARLY)).not.toContain('extraWork.add');
    expect(jobActionsFor('Completed', { ...full, owed: { ...facts.owed, extraWorkCents: 0 } }, 'contractor', EARLY)).toContain('extraWork.add');

    // The final payment takes the extra work owed along in one card payment only when a card can take both; each alone is still paid.
    const pastOneCard = jobInputs['the final payment and the extra work owed more than one card payment takes']!;
    const final = (withExtraWork: boolean) => ({ type: 'finalPayment.pay', by: 'consumer', proposalId: BOOKED, withExtraWork }) as const;
    expect(nextJobStatus('Completed', facts, final(true))).toBe('Completed');
    expect(nextJobStatus('Completed', pastOneCard, final(true))).toBeUndefined();
    expect(jobRefusal('Completed', pastOneCard, final(true), EARLY)).toBe(
      'The final payment and the extra work together can be at most $999,999.99, the most a card can be charged in one payment. Pay them one at a time.',
    );
    expect(nextJobStatus('Completed', pastOneCard, final(false))).toBe('Completed');
    expect(nextJobStatus('Completed', pastOneCard, { type: 'extraWork.pay', by: 'consumer', proposalId: BOOKED })).toBe('Completed');
    expect(balanceProblem(facts.owed)).toBeNull();
    expect(balanceProblem({ ...pastOneCard.owed, extraWorkCents: 1000 })).toBeNull();
  });

  it(`bills extra work on a completed job for ${EXTRA_WORK_WINDOW_DAYS} days after its completion, and says so after`, () => {
    const facts = jobInputs[RICH]!;
    const closes = extraWorkClosesAt(facts.completedAt!).toISOString();
    expect(closes).toBe('2027-07-10T16:00:00.000Z');
    const extra = (at: string) => ({ type: 'extraWork.add', by: 'contractor', at, amountCents: 5000 }) as const;
    expect(nextJobStatus('Completed', facts, extra(closes))).toBe('Completed');
    const after = new Date(Date.parse(closes) + 1).toISOString();
    expect(nextJobStatus('Completed', facts, extra(after))).toBeUndefined();
    expect(jobActionsFor('Completed', facts, 'contractor', after)).not.toContain('extraWork.add');
    const words = 'Extra work can be added for 30 days after a job is completed. This job was completed on June 10, 2027.';
    expect(jobRefusal('Completed', facts, extra(after), after)).toBe(words);
    expect(jobActionChoices('Completed', facts, 'contractor', after).find((c) => c.type === 'extraWork.add')).toMatchObject({ allowed: false, reason: words });
    // At work, the window has not begun.
    expect(nextJobStatus('InProgress', facts, extra(after))).toBe('InProgress');
  });

  it(`takes extra work at most ${MAX_EXTRA_WORK_ADDITIONS} times a job, and says so where the step is shown and refused`, () => {
    const facts = jobInputs[RICH]!;
    const extra = { type: 'extraWork.add', by: 'contractor', at: EARLY, amountCents: 5000 } as const;
    const almost = { ...facts, extraWorkAdded: MAX_EXTRA_WORK_ADDITIONS - 1 };
    expect(nextJobStatus('InProgress', almost, extra)).toBe('InProgress');
    const full = { ...facts, extraWorkAdded: MAX_EXTRA_WORK_ADDITIONS };
    for (const status of ['InProgress', 'Completed'] as const) {
      expect(nextJobStatus(status, full, extra), status).toBeUndefined();
      expect(jobActionsFor(status, full, 'contractor', EARLY), status).not.toContain('extraWork.add');
      const words = 'This job already has extra work added 50 times, the most one job takes.';
      expect(jobRefusal(status, full, extra, EARLY), status).toBe(words);
      expect(jobActionChoices(status, full, 'contractor', EARLY).find((c) => c.type === 'extraWork.add'), status).toMatchObject({ allowed: false, reason: words });
    }
  });

  it('sends a job back to be dispatched only when nothing is open: no offer held, no estimate waiting', () => {
    const exhausted = { type: 'offers.exhausted', by: 'system' } as const;
    expect(jobActionsFor('Dispatched', jobInputs['nothing open']!, 'system', EARLY)).toContain('offers.exhausted');
    expect(nextJobStatus('Dispatched', jobInputs['nothing open']!, exhausted)).toBe('Submitted');
    // Dispatched, an offer open: three contractors still hold it.
    const offered = { ...NO_FACTS, openOffers: 3 };
    expect(jobActionsFor('Dispatched', offered, 'system', EARLY)).not.toContain('offers.exhausted');
    expect(nextJobStatus('Dispatched', offered, exhausted)).toBeUndefined();
    expect(nextJobStatus('Dispatched', jobInputs['an estimate waiting and an offer open']!, exhausted)).toBeUndefined();
    expect(nextJobStatus('Dispatched', { ...NO_FACTS, pendingProposals: 1 }, exhausted)).toBeUndefined();
  });

  it('caps a deposit at one third of the total (M.G.L. c. 142A) where it is set: an estimate asking more is refused', () => {
    const facts = jobInputs[RICH]!;
    const over = { type: 'estimate.submit', by: 'contractor', totalCents: 30000, depositCents: 10001 } as const;
    expect(nextJobStatus('Dispatched', facts, over)).toBeUndefined();
    expect(nextJobStatus('Proposed', facts, over)).toBeUndefined();
    expect(jobRefusal('Dispatched', facts, over, EARLY)).toBe('The deposit can be at most one third of the total (Massachusetts law): at most $100.00 for this estimate.');
    expect(nextJobStatus('Dispatched', facts, { ...over, depositCents: 10000 })).toBe('Proposed');
  });

  it('books the contractor on the whole deposit of the estimate accepted, and on no other payment', () => {
    const owing = jobInputs['an estimate accepted, its deposit owed']!;
    const paid = { type: 'deposit.paid', by: 'system', proposalId: ESTIMATE, amountCents: 7500 } as const;
    expect(nextJobStatus('Proposed', owing, paid)).toBe('Accepted');
    expect(jobActionsFor('Proposed', owing, 'system', EARLY)).toContain('deposit.paid');
    expect(nextJobStatus('Proposed', owing, { ...paid, amountCents: 7499 })).toBeUndefined();
    expect(nextJobStatus('Proposed', owing, { ...paid, proposalId: 'another' })).toBeUndefined();
    // Nothing owed (the estimate declined, or none accepted while the payment was on its way): refused, so the server refunds it.
    expect(nextJobStatus('Proposed', jobInputs[RICH]!, paid)).toBeUndefined();
    expect(nextJobStatus('Proposed', jobInputs['two estimates waiting']!, paid)).toBeUndefined();
    expect(nextJobStatus('Proposed', owing, { ...paid, by: 'consumer' })).toBeUndefined();
  });

  it('books a visit on its own only a day beyond its cutoff; the customer may choose any time outside it', () => {
    const facts = jobInputs[RICH]!;
    const soon = { type: 'visit.schedule', at: THIRTY_HOURS_BEFORE, startsAt: VISIT } as const;
    expect(nextJobStatus('Accepted', facts, { ...soon, by: 'system' })).toBeUndefined();
    expect(jobRefusal('Accepted', facts, { ...soon, by: 'system' }, THIRTY_HOURS_BEFORE)).toBe("A visit booked without the customer's choice must start at least 48 hours from now.");
    expect(nextJobStatus('Accepted', facts, { ...soon, by: 'consumer' })).toBe('Scheduled');
    expect(nextJobStatus('Accepted', facts, { ...soon, at: EARLY, by: 'system' })).toBe('Scheduled');
    // Thirty hours ahead: outside the 24-hour cutoff, inside the system's lead.
    expect(Date.parse(VISIT) - Date.parse(THIRTY_HOURS_BEFORE)).toBe(30 * 3_600_000);
    expect(AUTO_BOOKED_LEAD_HOURS).toBeGreaterThan(30);
  });

  it('refuses, in its own words, an estimate past its own expiry, a visit time the contractor did not offer, and steps that wait on others', () => {
    const facts = jobInputs[RICH]!;
    const accept = { type: 'proposal.accept', by: 'consumer', at: LATE, proposalId: ESTIMATE, depositCents: 0 } as const;
    expect(nextJobStatus('Proposed', facts, accept)).toBeUndefined();
    // No way to a new estimate from that contractor: what declining it does instead, as the server does it.
    expect(jobRefusal('Proposed', facts, accept, LATE)).toBe(
      'This estimate expired on June 9, 2027 and can no longer be accepted. Decline it, and we look for another contractor near you.',
    );
    expect(jobRefusal('Proposed', jobInputs['an estimate waiting and an offer open']!, accept, LATE)).toBe(
      'This estimate expired on June 9, 2027 and can no longer be accepted. Decline it, and other contractors who have your request may still send an estimate.',
    );
    const twoExpired = { ...NO_FACTS, pendingProposals: 2, openEstimates: [facts.openEstimates[0]!, { id: 'another', validUntil: facts.openEstimates[0]!.validUntil }] };
    expect(jobRefusal('Proposed', twoExpired, accept, LATE)).toBe(
      'This estimate expired on June 9, 2027 and can no longer be accepted. Decline it and your other expired estimate, and we look for another contractor near you.',
    );
    // Each estimate by its own expiry: the other one of two, which does not expire, is still taken then.
    const two = jobInputs['two estimates waiting']!;
    expect(jobRefusal('Proposed', two, accept, LATE)).toBe('This estimate expired on June 9, 2027 and can no longer be accepted. Decline it; your other estimate can still be accepted.');
    expect(nextJobStatus('Proposed', two, accept)).toBeUndefined();
    expect(nextJobStatus('Proposed', two, { ...accept, proposalId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d01' })).toBe('Accepted');
    expect(jobActionsFor('Proposed', two, 'consumer', LATE)).toContain('proposal.accept');
    expect(jobActionsFor('Proposed', facts, 'consumer', LATE)).not.toContain('proposal.accept');
    // An estimate accepted waits for its deposit: no other is accepted meanwhile.
    const owing = jobInputs['an estimate accepted, its deposit owed']!;
    expect(jobRefusal('Proposed', owing, { ...accept, at: EARLY }, EARLY)).toBe(
      'You already accepted an estimate for this job, and its deposit is waiting. Pay it, or decline that estimate first.',
    );

    const offered = jobInputs['times offered']!;
    const notOffered = { type: 'visit.schedule', by: 'consumer', at: EARLY, startsAt: VISIT_END } as const;
    expect(nextJobStatus('Accepted', offered, notOffered)).toBeUndefined();
    expect(jobRefusal('Accepted', offered, notOffered, EARLY)).toBe('Choose one of the times your contractor offered.');
    expect(nextJobStatus('Accepted', offered, { ...notOffered, startsAt: VISIT })).toBe('Scheduled');
    // An offered time gone inside its cutoff is out of the facts' times: the cutoff is why it is refused.
    const later = { start: '2027-06-12T14:00:00.000Z', end: '2027-06-12T16:00:00.000Z' };
    const lapsed = { ...offered, booking: { ...offered.booking, times: [later] } };
    expect(jobRefusal('Accepted', lapsed, { ...notOffered, at: LATE, startsAt: VISIT }, LATE)).toBe(
      'A visit must start at least 24 hours from now, so it can still be changed; choose a later time.',
    );
    expect(jobRefusal('Accepted', lapsed, { ...notOffered, at: LATE, startsAt: '2027-06-13T14:00:00.000Z' }, LATE)).toBe('Choose one of the times your contractor offered.');
    // With free time and no offer, any time outside its cutoff is the customer's to choose.
    expect(nextJobStatus('Accepted', facts, notOffered)).toBe('Scheduled');
    for (const status of ['Submitted', 'Dispatched', 'Proposed'] as const) {
      expect(jobRefusal(status, owing, { ...notOffered, startsAt: VISIT }, EARLY), status).toBe('The visit is chosen once the contractor is booked.');
    }

    expect(jobRefusal('InProgress', facts, { type: 'finalPayment.pay', by: 'consumer', proposalId: BOOKED, withExtraWork: true }, EARLY)).toBe(
      'The final payment is asked for once your contractor reports the job complete.',
    );
    const review = { type: 'review.submit', by: 'consumer', at: '2027-07-11T14:00:00.000Z' } as const;
    expect(jobRefusal('Completed', facts, review, review.at)).toBe('Reviews can be left for 30 days after a job is completed. This job was completed on June 10, 2027.');
    expect(jobRefusal('Completed', { ...facts, reviewDueBy: null }, { ...review, at: EARLY }, EARLY)).toBe('You have already reviewed this job.');
  });

  it('takes each step on an estimate only on the estimate it is for, and says what a decided one is now', () => {
    const facts = jobInputs[RICH]!;
    const owing = jobInputs['an estimate accepted, its deposit owed']!;
    const decline = (proposalId: string) => ({ type: 'proposal.decline', by: 'consumer', proposalId }) as const;
    // Declined: one waiting for an answer, or the one accepted and waiting for its deposit; never one decided already.
    expect(nextJobStatus('Proposed', owing, decline(ESTIMATE))).toBe('Submitted');
    expect(nextJobStatus('Proposed', jobInputs['two estimates waiting']!, decline(DECLINED))).toBeUndefined();
    expect(jobRefusal('Proposed', facts, decline(DECLINED), EARLY)).toBe('This estimate was already declined on June 1, 2027.');
    const notChosen = { ...facts, decidedEstimates: [{ id: DECLINED, decision: 'NotChosen' as const, decidedAt: DECIDED_AT }] };
    expect(jobRefusal('Accepted', notChosen, decline(DECLINED), EARLY)).toBe('This estimate was already declined on June 1, 2027, when another estimate for this job was accepted.');
    const withdrawn = { ...facts, decidedEstimates: [{ id: DECLINED, decision: 'Withdrawn' as const, decidedAt: null }] };
    expect(jobRefusal('Canceled', withdrawn, decline(DECLINED), EARLY)).toBe('This estimate was withdrawn: the job request was canceled.');
    // Whatever the job allows now, a decision on an estimate decided already says what it is.
    const accept = { type: 'proposal.accept', by: 'consumer', at: EARLY, proposalId: BOOKED, depositCents: 0 } as const;
    expect(nextJobStatus('Proposed', facts, accept)).toBeUndefined();
    expect(jobRefusal('Scheduled', facts, accept, EARLY)).toBe('This estimate was already accepted on June 1, 2027.');

    // The deposit is paid on the estimate accepted and waiting for it alone.
    const pay = (proposalId: string) => ({ type: 'deposit.pay', by: 'consumer', proposalId }) as const;
    expect(nextJobStatus('Proposed', owing, pay(ESTIMATE))).toBe('Proposed');
    const another = { ...owing, pendingProposals: 2, openEstimates: [{ id: 'another', validUntil: null }], decidedEstimates: facts.decidedEstimates };
    expect(jobActionsFor('Proposed', another, 'consumer', EARLY)).toContain('deposit.pay');
    expect(nextJobStatus('Proposed', another, pay('another'))).toBeUndefined();
    expect(jobRefusal('Proposed', another, pay('another'), EARLY)).toBe('Accept this estimate first: its deposit is paid once you have accepted it.');
    expect(jobRefusal('Proposed', another, pay(DECLINED), EARLY)).toBe('This estimate was already declined on June 1, 2027.');
    expect(jobRefusal('Proposed', another, pay('unknown'), EARLY)).toBe('No deposit is due on this estimate.');

    // What is owed after the work is paid on the estimate booked alone.
    for (const status of ['InProgress', 'Completed'] as const) {
      const extra = (proposalId: string) => ({ type: 'extraWork.pay', by: 'consumer', proposalId }) as const;
      expect(nextJobStatus(status, facts, extra(BOOKED)), status).toBe(status);
      expect(nextJobStatus(status, facts, extra(ESTIMATE)), status).toBeUndefined();
      expect(jobRefusal(status, facts, extra(ESTIMATE), EARLY), status).toBe('This estimate was not booked, so nothing more is paid on it.');
    }
    const final = { type: 'finalPayment.pay', by: 'consumer', proposalId: ESTIMATE, withExtraWork: false } as const;
    expect(nextJobStatus('Completed', facts, final)).toBeUndefined();
    expect(jobRefusal('Completed', facts, final, EARLY)).toBe('This estimate was not booked, so nothing more is paid on it.');
    // With nothing booked, nothing is paid after the work, whatever the facts count as owed.
    expect(jobActionsFor('Completed', { ...facts, decidedEstimates: [] }, 'consumer', EARLY)).toEqual(['review.submit']);
  });

  it('gives the job page a case for every status, set of facts and moment, each choice allowed exactly when the machine takes it', () => {
    expect(JOB_PAGE_CASES).toHaveLength(JOB_REQUEST_STATUSES.length * Object.keys(jobInputs).length * 3);
    for (const c of JOB_PAGE_CASES) {
      expect(c.consumer.filter((choice) => choice.allowed).map((choice) => choice.type), c.name).toEqual(jobActionsFor(c.status, c.facts, 'consumer', c.at));
    }
    // A completed job with everything paid and reviewed offers nothing; the roof with no free time offers no live button.
    expect(JOB_PAGE_CASES.find((c) => c.name === 'Completed, a visit booked, everything paid and reviewed, two days before the visit')?.consumer).toEqual([]);
    expect(JOB_PAGE_CASES.find((c) => c.name === 'Accepted, no free time, two days before the visit')?.consumer.map((choice) => [choice.type, choice.allowed])).toEqual([
      ['job.cancel', true],
      ['visit.schedule', false],
    ]);
  });

  it('names times in the provider\'s zone, whatever the computer\'s', () => {
    expect(providerTime('2026-12-10T14:00:00.000Z')).toBe('Dec 10, 9:00 AM EST');
    expect(providerTime('2027-06-10T14:00:00.000Z')).toBe('Jun 10, 10:00 AM EDT');
  });

  it('names the customer\'s deadlines in their zone, and in the provider\'s for one it does not know', () => {
    const visit = '2026-12-08T15:00:00.000Z';
    const facts: JobFacts = {
      ...NO_FACTS,
      visitStartsAt: visit,
      visitEndsAt: '2026-12-08T17:00:00.000Z',
      changeCutoff: changeCutoffOf(visit).toISOString(),
      booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
      lateCancelation: { refundCents: 0, decidedBy: visit },
    };
    expect(lateCancelationWords(facts, 'America/Los_Angeles')).toMatch(/^The contractor or our office decides by Dec 8, 7:00 AM PST;/);
    expect(lateCancelationWords(facts)).toMatch(/^The contractor or our office decides by Dec 8, 10:00 AM EST;/);
    expect(lateCancelationWords(facts, 'Mars/Olympus_Mons')).toBe(lateCancelationWords(facts));
    const reschedule = (timeZone?: string) => jobActionChoices('Scheduled', facts, 'consumer', '2026-12-08T05:00:00.000Z', timeZone).find((c) => c.type === 'visit.reschedule')?.reason;
    expect(reschedule('America/Los_Angeles')).toBe('Changes online closed at Dec 7, 7:00 AM PST, 24 hours before the visit; call us to move it.');
    expect(reschedule()).toBe('Changes online closed at Dec 7, 10:00 AM EST, 24 hours before the visit; call us to move it.');
  });

  it.each(jobPaths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    jobDriver = machineDriver(jobLifecycleMachine, { input: path.input });
    await path.test(jobDriver.params(jobChecks));
    jobDriver.stop();
  });
});

// ---------------------------------------------------------------------------------------------
// One contractor's assignment

const assignmentActions: Record<AssignmentState, Partial<Record<JobRole, AssignmentEventType[]>>> = {
  Offered: { contractor: ['offer.accept', 'offer.decline', 'estimate.submit'], system: ['offer.close', 'job.canceled'] },
  Accepted: { contractor: ['estimate.submit', 'offer.decline'], system: ['offer.close', 'job.canceled'] },
  Estimated: { system: ['booking.confirm', 'offer.close', 'job.canceled'] },
  Booked: { contractor: ['visit.offer', 'contractor.onMyWay', 'job.start', 'extraWork.add', 'job.complete', 'cancelation.approve'], system: ['job.canceled'] },
  Completed: { contractor: ['extraWork.add'] },
  Declined: {},
  Canceled: {},
  Closed: {},
};

const assignmentChecks: StateChecks<AssignmentSnapshot> = Object.fromEntries(
  ASSIGNMENT_STATES.map((state) => [
    state,
    (s: AssignmentSnapshot) => {
      expect(s.value).toBe(state);
      for (const role of JOB_ROLES) {
        const expected = assignmentActions[state][role] ?? [];
        expect(sorted(assignmentActionsFor(state, role)), `${state} × ${role}`).toEqual(sorted(expected));
        for (const type of ASSIGNMENT_EVENT_TYPES.filter((t) => !expected.includes(t))) {
          expect(s.can({ type, by: role } as AssignmentEvent), `${state} refuses ${type} by ${role}`).toBe(false);
          expect(nextAssignmentState(state, { type, by: role } as AssignmentEvent)).toBeUndefined();
        }
        expect(assignmentRefusalMessage(state, role).startsWith(`This job is ${state.toLowerCase()} on your side.`)).toBe(true);
      }
      // A customer never moves a contractor's assignment directly: their steps reach it through the system.
      expect(assignmentActionsFor(state, 'consumer')).toEqual([]);
      if (['Declined', 'Canceled', 'Closed'].includes(state)) expect(s.status).toBe('done');
    },
  ]),
);

let assignmentDriver: MachineDriver<AssignmentLifecycleMachine>;

describe('assignment lifecycle machine paths', () => {
  it('cover every state and transition, and check every state', () => {
    assertFullCoverage(assignmentLifecycleMachine, assignmentPaths, { states: assignmentChecks });
  });

  it.each(assignmentPaths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    assignmentDriver = machineDriver(assignmentLifecycleMachine);
    await path.test(assignmentDriver.params(assignmentChecks));
    assignmentDriver.stop();
  });
});
