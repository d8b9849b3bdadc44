import { describe, expect, it } from 'vitest';
import { type RefreshQueueMachine, refreshQueueMachine } from '../../machines/refresh-queue.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { paths, serializeState, type Snapshot } from './refresh-queue.paths';

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
