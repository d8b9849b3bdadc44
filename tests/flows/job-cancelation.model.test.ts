import { describe, expect, it } from 'vitest';
import { type JobCancelationMachine, jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { JOB_ID } from '../../src/test/job-fixtures';
import { canceled, paths, REASON, serializeState, type Snapshot } from './job-cancelation.paths';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';

let driver: MachineDriver<JobCancelationMachine>;

const checks: StateChecks<Snapshot> = {
  closed: (s) => expect(s.hasTag('busy')).toBe(false),
  reviewing: (s) => {
    expect(s.context.result).toBeNull();
    expect(s.context.error).toBeNull();
  },
  'enteringReason.editing': (s) => expect(s.context.reasonError).toBeNull(),
  'enteringReason.invalid': (s) => {
    expect(s.context.reason.trim()).toBe('');
    expect(s.context.reasonError).toBe('Tell us why you are canceling.');
  },
  submitting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // The reason goes as typed, without the spaces around it, for this job.
    expect(driver.fakes.inputOf('requestCancelation')).toEqual({ jobId: JOB_ID, reason: REASON, idempotencyKey: s.context.sent!.key });
  },
  failed: (s) => {
    expect(s.context.error?.message).toMatch(/.+/);
    expect(s.context.reason).toBe(REASON);
    expect(driver.actions.some((a) => a.type === 'jobChanged')).toBe(false);
  },
  done: (s) => {
    expect(s.context.result).toEqual(canceled);
    // The page reads the job again once, after the server's answer.
    expect(driver.actions.filter((a) => a.type === 'jobChanged')).toHaveLength(1);
  },
};

describe('job cancelation machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(jobCancelationMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(jobCancelationMachine, { input: path.input, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
