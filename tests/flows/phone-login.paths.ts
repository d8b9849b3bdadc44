import type { SnapshotFrom } from 'xstate';
import { type PhoneLoginMachine, phoneLoginMachine, validateProfile } from '../../machines/phone-login.machine';
import { identityFixture, networkDown, rateLimited } from './fixtures';
import { type ModelEvent, pathsFor } from './model';
import { codeStepEvents, phoneCodeVertex } from './phone-code';

/**
 * The paths through the phone sign-in machine: the machine-level model test
 * (phone-login.model.test.ts) and the UI path test (phone-login.ui.test.tsx) both walk these.
 */

export type Snapshot = SnapshotFrom<PhoneLoginMachine>;

export const newAccount = identityFixture({ firstName: '', lastName: '', email: '', applicationUser: { initialized: false, email: '' } });
export const signedUp = identityFixture();
export const tokens = { token: 'access', refreshToken: 'refresh' };
/** The code typed (pasted with its space), a part of it, and the one the browser reads from the text. */
export const CODES = { code: '123 456', partialCode: '12', textedCode: '246810' };

export const events: ModelEvent<PhoneLoginMachine>[] = [
  { type: 'phoneCode.phoneChanged', value: '(508) 555-0100' },
  { type: 'phoneCode.phoneChanged', value: '555' },
  { type: 'phoneCode.submitPhone' },
  { type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } },
  { type: 'xstate.error.actor.sendCode', error: { kind: 'validation', status: 400, message: 'Enter a valid US phone number, e.g. (508) 555-0100.' } },
  { type: 'xstate.error.actor.sendCode', error: rateLimited(2) },
  { type: 'phoneCode.enterEarlierCode' },
  ...codeStepEvents('phoneLogin', { ...CODES, check: 'verifyCode', checked: tokens }),
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
export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    ...phoneCodeVertex(s),
    profileErrors: Object.keys(validateProfile(s.context.profile)).sort(),
  });

export const paths = pathsFor(phoneLoginMachine, {
  events,
  serializeState,
  inputs: {
    'visitor from a protected page': { redirect: '/job-requests/new' },
    'signed in, profile incomplete, foreign redirect': { redirect: 'https://evil.example', identity: newAccount },
  },
});
