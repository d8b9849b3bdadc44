import { assign, fromPromise, not, setup } from 'xstate';
import type { CodeSent } from '../contract/authentication';
import type { Identity } from './identity';
import {
  codeCheckOf,
  codeRejected,
  codeSentState,
  enteringPhoneState,
  noPhoneCode,
  phoneCodeActions,
  phoneCodeDelays,
  phoneCodeGuards,
  type PhoneCodeContext,
  type PhoneCodeEvent,
  phoneNumberOf,
  receiveSmsCode,
  sendingCodeState,
} from './phone-code';

/**
 * Changing the phone number a signed-in user signs in with (My Account): enter the new US number, a
 * code is texted to it (`reserve-phone-number`), enter the code and the account moves to the new
 * number (`change-reserved-phone-number`). The same rules as signing in hold: a resend after the
 * countdown, a wrong code or a rate limit is a state with a message and a way on, never a dead end
 * (ARCHITECTURE.md "Identity and tokens"; docs/decisions/002-phone-sign-in.md).
 *
 * Provide in `src/`: actors `reservePhone` (reserve-phone-number), `confirmPhone`
 * (change-reserved-phone-number; classify a 400 with `badRequest: 'invalidCode'`) and
 * `receiveSmsCode` (the browser's WebOTP); actions
 * `identityUpdated` (send `auth.identityChanged` to the auth actor), and `rememberCodeTexted` and
 * `forgetCodeTexted` (keep for the tab which numbers were texted a code for this account, for the flow
 * to start with after a reload: `textedTo`).
 */

export interface ChangePhoneInput {
  /** The numbers a code for this account was texted to from this tab before it was reloaded, while the codes may work. */
  textedTo?: readonly string[];
}

export interface ChangePhoneContext extends PhoneCodeContext {
  /** The number the account signs in with since the change. */
  changedTo: string | null;
}

export type ChangePhoneEvent =
  | { type: 'changePhone.start' }
  | { type: 'changePhone.cancel' }
  | PhoneCodeEvent;

const changePhone = setup({
  types: {
    context: {} as ChangePhoneContext,
    events: {} as ChangePhoneEvent,
    input: {} as ChangePhoneInput | undefined,
  },
  actors: {
    reservePhone: fromPromise<CodeSent, { phoneNumber: string }>(() => Promise.reject(new Error('reservePhone is not provided'))),
    confirmPhone: fromPromise<Identity, { phoneNumber: string; code: string }>(() => Promise.reject(new Error('confirmPhone is not provided'))),
    receiveSmsCode,
  },
  actions: {
    ...phoneCodeActions<ChangePhoneContext, ChangePhoneEvent>((code) => [{ type: 'phoneCode.codeChanged', value: code }, { type: 'phoneCode.submitCode' }]),
    /** Hand the identity with its new number to the auth actor (`auth.identityChanged`). */
    identityUpdated: (_, _params: { identity: Identity }) => {},
    startOver: assign({ ...noPhoneCode }),
    assignChanged: assign((_, params: { identity: Identity }) => ({ changedTo: params.identity.phoneNumber, error: null })),
  },
  guards: phoneCodeGuards('changePhone'),
  delays: phoneCodeDelays,
});

/** Checks the code; a right one moves the account to the new number. */
const verifyingCode = changePhone.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'confirmPhone',
    src: 'confirmPhone',
    input: codeCheckOf,
    onDone: {
      target: '#changePhone.changed',
      actions: [
        { type: 'forgetCodeTexted', params: phoneNumberOf },
        { type: 'assignChanged', params: ({ event }) => ({ identity: event.output }) },
        { type: 'identityUpdated', params: ({ event }) => ({ identity: event.output }) },
      ],
    },
    onError: codeRejected(
      'Wrong or expired code (400; also every code typed for a number another account used when it was asked for, decision 100), too many wrong tries (429: resend waits for Retry-After), the number taken since its code was texted (409), or no answer: say so and let the user try again.',
    ),
  },
});

export const changePhoneMachine = changePhone.createMachine({
  id: 'changePhone',
  meta: { screens: 'My Account (`/my-account`): Change phone number' },
  description:
    'Move a signed-in account to a new US phone number with a code texted to that number (spec section 7: reserve-phone-number, then change-reserved-phone-number).',
  context: ({ input }) => ({ ...noPhoneCode, textedTo: input?.textedTo ?? [], changedTo: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The account shows its number and offers to change it.',
      on: { 'changePhone.start': { target: 'enteringPhone', actions: 'startOver' } },
    },
    enteringPhone: enteringPhoneState({
      sending: 'reserving',
      invalid: 'Not a US phone number, or already this account’s number (answered 400): edit it.',
      failed: 'No code was sent: too many requests (429), the text could not be sent (503), or no answer. The message says what to do; a number another account uses is answered as any number (decision 070).',
      on: { 'changePhone.cancel': 'idle' },
    }),
    reserving: sendingCodeState('reservePhone'),
    codeSent: codeSentState({
      id: 'changePhone',
      description: 'A code is on its way to the new number: enter it, or ask for another once the countdown is over.',
      on: {
        'phoneCode.changeNumber': {
          description: 'Not while the code is being checked: the number may be changing on the server.',
          guard: not('isVerifying'),
          target: 'enteringPhone',
          actions: 'leaveCode',
        },
        'changePhone.cancel': { guard: not('isVerifying'), target: 'idle', actions: 'startOver' },
      },
      verifying: verifyingCode,
      resendWith: 'reservePhone',
    }),
    changed: {
      description: 'The account signs in with the new number from now on; the session holds the updated identity.',
      on: { 'changePhone.start': { target: 'enteringPhone', actions: 'startOver' } },
    },
  },
});

export type ChangePhoneMachine = typeof changePhoneMachine;
