import type { SnapshotFrom } from 'xstate';
import { type ChangePhoneMachine, changePhoneMachine } from '../../machines/change-phone.machine';
import { identityFixture, rateLimited } from './fixtures';
import { type ModelEvent, pathsFor } from './model';
import { codeStepEvents, phoneCodeVertex } from './phone-code';

/**
 * The paths through the phone change machine: the machine-level model test
 * (change-phone.model.test.ts) and the UI path test (change-phone.ui.test.tsx) both walk these.
 */

export type Snapshot = SnapshotFrom<ChangePhoneMachine>;

export const NEW_NUMBER = '+15085550199';
export const movedIdentity = identityFixture({ phoneNumber: NEW_NUMBER });
/** The code typed (pasted with its dash), a part of it, and the one the browser reads from the text. */
export const CODES = { code: '654-321', partialCode: '65', textedCode: '135790' };

export const events: ModelEvent<ChangePhoneMachine>[] = [
  { type: 'changePhone.start' },
  { type: 'changePhone.cancel' },
  { type: 'phoneCode.phoneChanged', value: '(508) 555-0199' },
  { type: 'phoneCode.phoneChanged', value: '555' },
  { type: 'phoneCode.submitPhone' },
  { type: 'xstate.done.actor.reservePhone', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } },
  { type: 'xstate.error.actor.reservePhone', error: { kind: 'validation', status: 400, message: 'This is already your phone number.' } },
  {
    type: 'xstate.error.actor.reservePhone',
    error: { kind: 'unknown', status: 503, message: 'We could not send a text message to this number right now. Please try again in a minute.' },
  },
  { type: 'xstate.error.actor.reservePhone', error: rateLimited(2) },
  { type: 'phoneCode.enterEarlierCode' },
  ...codeStepEvents('changePhone', { ...CODES, check: 'confirmPhone', checked: movedIdentity }),
];

/** What the guards read: a valid number, a complete code, the countdown. */
export const serializeState = (s: Snapshot) => JSON.stringify(phoneCodeVertex(s));

export const paths = pathsFor(changePhoneMachine, { events, serializeState });
