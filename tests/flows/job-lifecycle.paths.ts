import type { SnapshotFrom } from 'xstate';
import { JOB_ROLES } from '../../contract/job-lifecycle';
import {
  ASSIGNMENT_EVENT_TYPES,
  type AssignmentEvent,
  type AssignmentLifecycleMachine,
  assignmentLifecycleMachine,
  JOB_EVENT_TYPES,
  type JobEvent,
  type JobEventType,
  type JobFacts,
  type JobLifecycleMachine,
  jobLifecycleMachine,
  NO_FACTS,
} from '../../machines/job-lifecycle.machine';
import { type ModelEvent, pathsFor } from './model';

/** The paths through both lifecycle machines (job-lifecycle.model.test.ts). */

export const VISIT = '2027-06-10T14:00:00.000Z';
/** Two days before the visit: before the change cutoff. */
export const EARLY = '2027-06-08T14:00:00.000Z';
/** Ten hours before the visit: after the cutoff. */
export const LATE = '2027-06-10T04:00:00.000Z';

// ---------------------------------------------------------------------------------------------
// The job

export type JobSnapshot = SnapshotFrom<JobLifecycleMachine>;

/** Every event with every role, and the variants the guards read: a deposit or none, asked before or after the cutoff. */
export function jobEventsFor(type: JobEventType): JobEvent[] {
  return JOB_ROLES.flatMap((by): JobEvent[] => {
    if (type === 'proposal.accept') return [{ type, by, depositCents: 0 }, { type, by, depositCents: 7500 }];
    if (type === 'job.cancel' || type === 'visit.reschedule') return [{ type, by, at: EARLY }, { type, by, at: LATE }];
    return [{ type, by } as JobEvent];
  });
}
const jobEvents: ModelEvent<JobLifecycleMachine>[] = JOB_EVENT_TYPES.flatMap(jobEventsFor);

/** The facts the guards read, one walk each: what is open on the job does not change within a walk. */
export const jobInputs: Record<string, JobFacts> = {
  'nothing open': NO_FACTS,
  'two estimates waiting': { pendingProposals: 2, openOffers: 0, visitStartsAt: null },
  'an estimate waiting and an offer open': { pendingProposals: 1, openOffers: 1, visitStartsAt: null },
  'a visit booked': { pendingProposals: 0, openOffers: 0, visitStartsAt: VISIT },
};

export const jobPaths = pathsFor(jobLifecycleMachine, { events: jobEvents, inputs: jobInputs });

// ---------------------------------------------------------------------------------------------
// One contractor's assignment

export type AssignmentSnapshot = SnapshotFrom<AssignmentLifecycleMachine>;

export const assignmentEvents = ASSIGNMENT_EVENT_TYPES.flatMap((type) => JOB_ROLES.map((by) => ({ type, by }) as AssignmentEvent));
export const assignmentPaths = pathsFor(assignmentLifecycleMachine, { events: assignmentEvents });

