import { describe, expect, it } from 'vitest';
import { type KeepVisitMachine, keepVisitMachine } from '../../machines/keep-visit.machine';
import { DECIDED, JOB_ID, paths, type Snapshot } from './keep-visit.paths';
import { assertFullCoverage, defaultSerializeState, machineDriver, type MachineDriver, type StateChecks } from './model';

let driver: MachineDriver<KeepVisitMachine>;

const checks: StateChecks<Snapshot> = {
  closed: (s) => expect(s.context.error).toBeNull(),
  confirming: (s) => {
    expect(s.context.error).toBeNull();
    expect(s.hasTag('busy')).toBe(false);
  },
  sending: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.can({ type: 'keepVisit.dismiss' })).toBe(false);
    expect(driver.fakes.inputOf('withdrawCancelation')).toEqual({ jobId: JOB_ID, idempotencyKey: s.context.sent!.key });
  },
  failed: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.kind).toBe('network');
  },
  refused: (s) => expect(s.context.error?.message).toBe(DECIDED),
  kept: (s) => expect(s.context.error).toBeNull(),
};

describe('keep-visit machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(keepVisitMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(keepVisitMachine, { input: path.input, serializeState: defaultSerializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
