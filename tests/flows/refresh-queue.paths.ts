import type { SnapshotFrom } from 'xstate';
import { type RefreshQueueMachine, refreshQueueMachine } from '../../machines/refresh-queue.machine';
import { type ModelEvent, pathsFor } from './model';

/** The paths through the refresh queue machine (refresh-queue.model.test.ts). */

export type Snapshot = SnapshotFrom<RefreshQueueMachine>;

export const refreshFailed = { kind: 'unauthorized', status: 401, message: 'Your session has ended. Please sign in again.' };

export const events: ModelEvent<RefreshQueueMachine>[] = [
  { type: 'request.started', id: 'a' },
  { type: 'request.started', id: 'b' },
  { type: 'request.settled', id: 'a' },
  { type: 'request.settled', id: 'b' },
  { type: 'request.unauthorized', id: 'a', retries: 0 },
  { type: 'request.unauthorized', id: 'b', retries: 1 },
  { type: 'request.unauthorized', id: 'a', retries: 2 },
  { type: 'xstate.done.actor.refresh' },
  { type: 'xstate.error.actor.refresh', error: refreshFailed },
  { type: 'xstate.after.settleWait.refreshQueue.settling' },
];

export const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, queue: s.context.queue, inFlight: [...s.context.inFlight].sort() });

export const paths = pathsFor(refreshQueueMachine, { events, serializeState });

