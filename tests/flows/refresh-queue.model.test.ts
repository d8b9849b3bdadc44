import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type RefreshQueueMachine, refreshQueueMachine } from '../../machines/refresh-queue.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, type ModelEvent, pathsFor, type StateChecks } from './model';

type Snapshot = SnapshotFrom<RefreshQueueMachine>;

const refreshFailed = { kind: 'unauthorized', status: 401, message: 'Your session has ended. Please sign in again.' };

const events: ModelEvent<RefreshQueueMachine>[] = [
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

const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, queue: s.context.queue, inFlight: [...s.context.inFlight].sort() });

const paths = pathsFor(refreshQueueMachine, { events, serializeState });

let driver: MachineDriver<RefreshQueueMachine>;
const lastAction = () => driver.actions.at(-1);

const checks: StateChecks<Snapshot> = {
  idle: (s) => {
    expect(s.context.queue).toEqual([]);
    expect(s.hasTag('busy')).toBe(false);
    // Whatever was queued left the queue one of three ways.
    const last = lastAction();
    if (last) expect(['replayRequests', 'logout', 'failRequest']).toContain(last.type);
    if (last?.type === 'logout') expect(driver.actions.at(-2)?.type).toBe('rejectRequests');
  },
  refreshing: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.queue.length).toBeGreaterThan(0);
    expect(driver.fakes.calls('refresh')).toBeGreaterThan(0);
  },
  settling: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.inFlight.length).toBeGreaterThan(0);
  },
};

describe('refresh queue machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(refreshQueueMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(refreshQueueMachine, { serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
