import type { SnapshotFrom } from 'xstate';
import { type KeepVisitMachine, keepVisitMachine } from '../../machines/keep-visit.machine';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/** The paths through the keep-the-visit machine, walked by keep-visit.model.test.ts and the job page's UI test. */

export type Snapshot = SnapshotFrom<KeepVisitMachine>;

export const JOB_ID = '3d6f1f7e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';
export const DECIDED = 'This job request is canceled. Nothing more can be done to it online.';

export const failures = {
  networkDown: networkDown(),
  decided: { kind: 'unknown', status: 409, message: DECIDED },
};

export const events: ModelEvent<KeepVisitMachine>[] = [
  { type: 'keepVisit.start' },
  { type: 'keepVisit.confirm' },
  { type: 'keepVisit.dismiss' },
  { type: 'xstate.done.actor.withdrawCancelation', output: {} },
  { type: 'xstate.error.actor.withdrawCancelation', error: failures.networkDown },
  { type: 'xstate.error.actor.withdrawCancelation', error: failures.decided },
];

export const paths = pathsFor(keepVisitMachine, { events, inputs: { 'a late cancelation': { jobId: JOB_ID } } });
