import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATES, type AssignmentState, JOB_REQUEST_STATUSES, JOB_ROLES, type JobRequestStatus, type JobRole } from '../../contract/job-lifecycle';
import {
  ASSIGNMENT_EVENT_TYPES,
  type AssignmentEvent,
  type AssignmentEventType,
  assignmentActionsFor,
  type AssignmentLifecycleMachine,
  assignmentLifecycleMachine,
  assignmentRefusalMessage,
  changeCutoffOf,
  JOB_EVENT_TYPES,
  type JobEventType,
  jobActionsFor,
  type JobLifecycleMachine,
  jobLifecycleMachine,
  jobStatusMeta,
  nextAssignmentState,
  nextJobStatus,
  NO_FACTS,
  refusalMessage,
} from '../../machines/job-lifecycle.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { assignmentPaths, type AssignmentSnapshot, EARLY, jobEventsFor, jobInputs, jobPaths, type JobSnapshot, LATE, VISIT } from './job-lifecycle.paths';

/**
 * Both lifecycle machines walked by their own graphs: every state and transition, with every event sent
 * by every role (the roles a transition does not name are refused, and each state's checks say which
 * actions each role has there: the table the server's 409s and the SPA's buttons come from).
 */

/** What each role may do in each status (before the cutoff; after it, the Scheduled row loses reschedule). */
const jobActions: Record<JobRequestStatus, Record<JobRole, JobEventType[]>> = {
  Submitted: { consumer: ['job.cancel'], contractor: [], system: ['job.dispatch'] },
  Dispatched: { consumer: ['job.cancel'], contractor: ['estimate.submit'], system: ['job.dispatch', 'offers.exhausted'] },
  Proposed: {
    consumer: ['proposal.accept', 'deposit.pay', 'proposal.decline', 'job.cancel'],
    contractor: ['estimate.submit'],
    system: ['deposit.paid', 'job.dispatch'],
  },
  Accepted: { consumer: ['visit.schedule', 'job.cancel'], contractor: [], system: ['visit.schedule'] },
  Scheduled: { consumer: ['visit.reschedule', 'job.cancel'], contractor: ['contractor.onMyWay', 'job.start'], system: [] },
  CancelationRequested: { consumer: ['cancelation.withdraw'], contractor: ['cancelation.approve'], system: ['cancelation.approve'] },
  InProgress: { consumer: ['extraWork.pay'], contractor: ['job.complete', 'extraWork.add'], system: [] },
  Completed: { consumer: ['finalPayment.pay', 'extraWork.pay', 'review.submit'], contractor: ['extraWork.add'], system: [] },
  Canceled: { consumer: [], contractor: [], system: [] },
};

const sorted = <T extends string>(list: T[]) => [...list].sort();

const jobChecks: StateChecks<JobSnapshot> = Object.fromEntries(
  JOB_REQUEST_STATUSES.map((status) => [
    status,
    (s: JobSnapshot) => {
      expect(s.value).toBe(status);
      expect(jobStatusMeta(status).label).not.toBe('');
      for (const role of JOB_ROLES) {
        const expected = jobActions[status][role];
        expect(sorted(jobActionsFor(status, s.context, role, EARLY)), `${status} × ${role}`).toEqual(sorted(expected));
        // Every event of a type the role does not have is refused, whatever its data; the server answers 409 with this message.
        for (const event of JOB_EVENT_TYPES.filter((t) => !expected.includes(t)).flatMap(jobEventsFor).filter((e) => e.by === role && !('at' in e && e.at === LATE))) {
          expect(s.can(event), `${status} refuses ${event.type} by ${role}`).toBe(false);
          expect(nextJobStatus(status, s.context, event)).toBeUndefined();
        }
        const message = refusalMessage(status, s.context, role, EARLY);
        expect(message.startsWith(`This job request is ${jobStatusMeta(status).label.toLowerCase()}.`)).toBe(true);
      }
      if (status === 'Scheduled' && s.context.visitStartsAt) {
        // After the cutoff the visit can no longer be moved, and canceling becomes a request to the contractor.
        expect(jobActionsFor(status, s.context, 'consumer', LATE)).toEqual(['job.cancel']);
        expect(nextJobStatus(status, s.context, { type: 'job.cancel', by: 'consumer', at: LATE })).toBe('CancelationRequested');
        expect(nextJobStatus(status, s.context, { type: 'visit.reschedule', by: 'consumer', at: LATE })).toBeUndefined();
        expect(Date.parse(LATE)).toBeGreaterThan(changeCutoffOf(VISIT).getTime());
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
    const facts = jobInputs['a visit booked']!;
    expect(nextJobStatus('Scheduled', facts, { type: 'job.cancel', by: 'consumer', at: EARLY })).toBe('Canceled');
    expect(nextJobStatus('Proposed', NO_FACTS, { type: 'proposal.accept', by: 'consumer', depositCents: 0 })).toBe('Accepted');
    expect(nextJobStatus('Proposed', NO_FACTS, { type: 'proposal.accept', by: 'consumer', depositCents: 7500 })).toBe('Proposed');
    expect(nextJobStatus('Proposed', jobInputs['two estimates waiting']!, { type: 'proposal.decline', by: 'consumer' })).toBe('Proposed');
    expect(nextJobStatus('Proposed', jobInputs['an estimate waiting and an offer open']!, { type: 'proposal.decline', by: 'consumer' })).toBe('Dispatched');
    expect(nextJobStatus('Proposed', { pendingProposals: 1, openOffers: 0, visitStartsAt: null }, { type: 'proposal.decline', by: 'consumer' })).toBe('Submitted');
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
  Booked: { contractor: ['contractor.onMyWay', 'job.start', 'extraWork.add', 'job.complete', 'cancelation.approve'], system: ['job.canceled'] },
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
