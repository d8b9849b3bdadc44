import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { normalizeUsPhone } from '../../machines/phone';
import { type PhoneLoginMachine, phoneLoginMachine, validateProfile } from '../../machines/phone-login.machine';
import { identityFixture, networkDown } from './fixtures';
import { assertFullCoverage, machineDriver, type MachineDriver, type ModelEvent, pathsFor, type StateChecks } from './model';

type Snapshot = SnapshotFrom<PhoneLoginMachine>;

const newAccount = identityFixture({ firstName: '', lastName: '', email: '', applicationUser: { initialized: false, email: '' } });
const signedUp = identityFixture();
const tokens = { token: 'access', refreshToken: 'refresh' };
const rateLimited = (seconds: number) => ({ kind: 'rateLimited', status: 429, retryAfterSeconds: seconds, message: `Too many attempts. Try again in ${seconds} seconds.` });

const events: ModelEvent<PhoneLoginMachine>[] = [
  { type: 'phoneLogin.phoneChanged', value: '(508) 555-0100' },
  { type: 'phoneLogin.phoneChanged', value: '555' },
  { type: 'phoneLogin.submitPhone' },
  { type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } },
  { type: 'xstate.error.actor.sendCode', error: { kind: 'validation', status: 400, message: 'Enter a valid US phone number, e.g. (508) 555-0100.' } },
  { type: 'xstate.error.actor.sendCode', error: rateLimited(30) },
  { type: 'phoneLogin.codeChanged', value: '123 456' },
  { type: 'phoneLogin.codeChanged', value: '12' },
  { type: 'phoneLogin.submitCode' },
  { type: 'xstate.done.actor.verifyCode', output: tokens },
  { type: 'xstate.error.actor.verifyCode', error: { kind: 'invalidCode', status: 400, message: 'This code is not correct.' } },
  { type: 'xstate.error.actor.verifyCode', error: rateLimited(2) },
  { type: 'xstate.error.actor.verifyCode', error: networkDown() },
  { type: 'xstate.after.tick.phoneLogin.codeSent.resend.waiting' },
  { type: 'phoneLogin.resend' },
  { type: 'xstate.done.actor.resendCode', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } },
  { type: 'xstate.error.actor.resendCode', error: rateLimited(2) },
  { type: 'phoneLogin.changeNumber' },
  { type: 'xstate.done.actor.loadIdentity', output: signedUp },
  { type: 'xstate.done.actor.loadIdentity', output: newAccount },
  { type: 'xstate.error.actor.loadIdentity', error: networkDown() },
  { type: 'phoneLogin.retry' },
  { type: 'phoneLogin.profileChanged', field: 'firstName', value: ' Ada ' },
  { type: 'phoneLogin.profileChanged', field: 'lastName', value: 'Lovelace' },
  { type: 'phoneLogin.profileChanged', field: 'email', value: 'Ada@Example.com' },
  { type: 'phoneLogin.profileChanged', field: 'email', value: 'not an e-mail' },
  { type: 'phoneLogin.submitProfile' },
  { type: 'xstate.done.actor.completeProfile', output: signedUp },
  { type: 'xstate.error.actor.completeProfile', error: { kind: 'validation', status: 400, message: 'Enter a valid e-mail address.', fieldErrors: { email: 'Enter a valid e-mail address.' } } },
  { type: 'xstate.error.actor.completeProfile', error: networkDown() },
];

/** What the guards read: a valid number, a complete code, the countdown, which profile fields are wrong. */
const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    status: s.status,
    phone: normalizeUsPhone(s.context.phoneInput) !== undefined,
    code: s.context.code.length === 6,
    resendIn: s.context.resendInSeconds,
    profileErrors: Object.keys(validateProfile(s.context.profile)).sort(),
  });

const paths = pathsFor(phoneLoginMachine, {
  events,
  serializeState,
  inputs: {
    'visitor from a protected page': { redirect: '/job-requests/new' },
    'signed in, profile incomplete, foreign redirect': { redirect: 'https://evil.example', identity: newAccount },
  },
});

let driver: MachineDriver<PhoneLoginMachine>;
const expectError = (s: Snapshot) => {
  expect(s.hasTag('error')).toBe(true);
  expect(s.context.error?.message).toBeTruthy();
};

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
    expect(s.context.codeExpiresInSeconds).toBe(600);
  },
  'codeSent.code.verifying': (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('verifyCode')).toEqual({ phoneNumber: '+15085550100', code: '123456' });
  },
  'codeSent.code.rejected': expectError,
  'codeSent.resend.waiting': (s) => expect(s.context.resendInSeconds).toBeGreaterThan(0),
  'codeSent.resend.available': (s) => expect(s.context.resendInSeconds).toBe(0),
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
