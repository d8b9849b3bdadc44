import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { type PhoneLoginMachine, phoneLoginMachine } from '../../machines/phone-login.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { autofillChecks, checkedCodes, expectError, resendChecks, usedUpChecks } from './phone-code';
import { CODES, paths, serializeState, type Snapshot, tokens } from './phone-login.paths';

let driver: MachineDriver<PhoneLoginMachine>;

const checks: StateChecks<Snapshot> = {
  'enteringPhone.editing': (s) => {
    expect(s.context.error).toBeNull();
    expect(s.hasTag('busy')).toBe(false);
  },
  'enteringPhone.invalid': (s) => {
    expectError(s);
    expect(s.context.error?.kind).toBe('validation');
  },
  'enteringPhone.failed': (s) => {
    expectError(s);
    expect(['rateLimited', 'network']).toContain(s.context.error?.kind);
  },
  sendingCode: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('sendCode')).toEqual({ phoneNumber: '+15085550100' });
  },
  'codeSent.code.editing': (s) => {
    expect(s.context.phoneNumber).toBe('+15085550100');
    // Unknown when the code was texted before a refusal (`phoneCode.enterEarlierCode`).
    expect([600, null]).toContain(s.context.codeExpiresInSeconds);
  },
  'codeSent.code.verifying': (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(checkedCodes(CODES)).toContain(s.context.code);
    expect(driver.fakes.inputOf('verifyCode')).toEqual({ phoneNumber: '+15085550100', code: s.context.code });
  },
  'codeSent.code.rejected': expectError,
  ...usedUpChecks,
  ...resendChecks,
  ...autofillChecks,
  'codeSent.resend.sending': (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('sendCode')).toEqual({ phoneNumber: '+15085550100' });
  },
  loadingIdentity: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.actions).toContainEqual({ type: 'signIn', params: tokens });
  },
  identityFailed: (s) => {
    expectError(s);
    expect(s.context.error?.message).toBe(FAILURE_MESSAGES.network);
  },
  'completingProfile.editing': (s) => expect(s.context.identity?.applicationUser.initialized).toBe(false),
  'completingProfile.invalid': (s) => {
    expectError(s);
    expect(Object.values(s.context.fieldErrors).filter(Boolean).length).toBeGreaterThan(0);
  },
  'completingProfile.failed': expectError,
  savingProfile: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('completeProfile')).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  },
  done: (s) => {
    expect(s.status).toBe('done');
    expect(s.output?.identity.applicationUser.initialized).toBe(true);
    expect(['/job-requests/new', '/']).toContain(s.output?.redirect);
  },
};

describe('phone login machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(phoneLoginMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(phoneLoginMachine, { input: path.input, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
