import type { SnapshotFrom } from 'xstate';
import { type ChangePhoneMachine, changePhoneMachine } from '../../machines/change-phone.machine';
import { normalizeUsPhone } from '../../machines/phone';
import { identityFixture, networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/**
 * The paths through the phone change machine: the machine-level model test
 * (change-phone.model.test.ts) and the UI path test (change-phone.ui.test.tsx) both walk these.
 */

export type Snapshot = SnapshotFrom<ChangePhoneMachine>;

export const NEW_NUMBER = '+15085550199';
export const movedIdentity = identityFixture({ phoneNumber: NEW_NUMBER });
const rateLimited = (seconds: number) => ({ kind: 'rateLimited', status: 429, retryAfterSeconds: seconds, message: `Too many attempts. Try again in ${seconds} seconds.` });

export const events: ModelEvent<ChangePhoneMachine>[] = [
  { type: 'changePhone.start' },
  { type: 'changePhone.cancel' },
  { type: 'changePhone.phoneChanged', value: '(508) 555-0199' },
  { type: 'changePhone.phoneChanged', value: '555' },
  { type: 'changePhone.submitPhone' },
  { type: 'xstate.done.actor.reservePhone', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } },
  { type: 'xstate.error.actor.reservePhone', error: { kind: 'validation', status: 400, message: 'This is already your phone number.' } },
  {
    type: 'xstate.error.actor.reservePhone',
    error: { kind: 'unknown', status: 409, message: 'This phone number is already used by another account. Sign in with that number instead, or use a different number.' },
  },
  { type: 'changePhone.codeChanged', value: '654-321' },
  { type: 'changePhone.codeChanged', value: '65' },
  { type: 'changePhone.submitCode' },
  { type: 'xstate.done.actor.confirmPhone', output: movedIdentity },
  { type: 'xstate.error.actor.confirmPhone', error: { kind: 'invalidCode', status: 400, message: 'This code is not correct.' } },
  { type: 'xstate.error.actor.confirmPhone', error: rateLimited(2) },
  { type: 'xstate.error.actor.confirmPhone', error: networkDown() },
  { type: 'xstate.after.tick.changePhone.codeSent.resend.waiting' },
  { type: 'changePhone.resend' },
  { type: 'xstate.done.actor.resendCode', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } },
  { type: 'xstate.error.actor.resendCode', error: rateLimited(2) },
  { type: 'changePhone.changeNumber' },
];

/** What the guards read: a valid number, a complete code, the countdown. */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    status: s.status,
    phone: normalizeUsPhone(s.context.phoneInput) !== undefined,
    code: s.context.code.length === 6,
    resendIn: s.context.resendInSeconds,
  });

export const paths = pathsFor(changePhoneMachine, { events, serializeState });
