import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { type ChangePhoneMachine, changePhoneMachine } from '../../machines/change-phone.machine';
import { CODES, movedIdentity, NEW_NUMBER, paths, serializeState, type Snapshot } from './change-phone.paths';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { autofillChecks, checkedCodes, expectError, resendChecks, usedUpChecks } from './phone-code';

let driver: MachineDriver<ChangePhoneMachine>;

const checks: StateChecks<Snapshot> = {
  idle: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(s.context.phoneInput).toBe('');
  },
  'enteringPhone.editing': (s) => expect(s.context.error).toBeNull(),
  'enteringPhone.invalid': (s) => {
    expectError(s);
    expect(s.context.error?.kind).toBe('validation');
  },
  'enteringPhone.failed': (s) => {
    expectError(s);
    expect([429, 503]).toContain(s.context.error?.status);
  },
  reserving: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('reservePhone')).toEqual({ phoneNumber: NEW_NUMBER });
  },
  'codeSent.code.editing': (s) => {
    expect(s.context.phoneNumber).toBe(NEW_NUMBER);
    // Unknown when the code was texted before a refusal (`phoneCode.enterEarlierCode`).
    expect([600, null]).toContain(s.context.codeExpiresInSeconds);
  },
  'codeSent.code.verifying': (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(checkedCodes(CODES)).toContain(s.context.code);
    expect(driver.fakes.inputOf('confirmPhone')).toEqual({ phoneNumber: NEW_NUMBER, code: s.context.code });
  },
  'codeSent.code.rejected': (s) => {
    expectError(s);
    if (s.context.error?.kind === 'network') expect(s.context.error.message).toBe(FAILURE_MESSAGES.network);
  },
  ...usedUpChecks,
  ...resendChecks,
  ...autofillChecks,
  'codeSent.resend.sending': (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('reservePhone')).toEqual({ phoneNumber: NEW_NUMBER });
  },
  changed: (s) => {
    expect(s.context.changedTo).toBe(NEW_NUMBER);
    expect(driver.actions).toContainEqual({ type: 'identityUpdated', params: { identity: movedIdentity } });
  },
};

describe('change phone machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(changePhoneMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(changePhoneMachine, { serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
