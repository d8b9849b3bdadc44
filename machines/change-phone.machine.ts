import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { CodeSent } from '../contract/authentication';
import { type ApiFailure, toApiFailure } from './api-failure';
import type { Identity } from './identity';
import { isCompleteLoginCode, normalizeLoginCode, normalizeUsPhone, PHONE_NUMBER_HINT } from './phone';
import { CODE_HINT } from './phone-login.machine';

/**
 * Changing the phone number a signed-in user signs in with (My Account): enter the new US number, a
 * code is texted to it (`reserve-phone-number`), enter the code and the account moves to the new
 * number (`change-reserved-phone-number`). The same rules as signing in hold: a resend after the
 * countdown, a wrong code or a rate limit is a state with a message and a way on, never a dead end
 * (ARCHITECTURE.md "Identity and tokens"; docs/decisions/002-phone-sign-in.md).
 *
 * Provide in `src/`: actors `reservePhone` (reserve-phone-number) and `confirmPhone`
 * (change-reserved-phone-number; classify a 400 with `badRequest: 'invalidCode'`); action
 * `identityUpdated` (send `auth.identityChanged` to the auth actor).
 */

export interface ChangePhoneContext {
  /** What the user typed; the UI shows it through `formatUsPhoneInput`. */
  phoneInput: string;
  /** E.164 number the code was sent to. */
  phoneNumber: string | null;
  code: string;
  /** Seconds until another code may be requested; the UI counts down with it. */
  resendInSeconds: number;
  codeExpiresInSeconds: number | null;
  error: ApiFailure | null;
  /** The number the account signs in with since the change. */
  changedTo: string | null;
}

export type ChangePhoneEvent =
  | { type: 'changePhone.start' }
  | { type: 'changePhone.cancel' }
  | { type: 'changePhone.phoneChanged'; value: string }
  | { type: 'changePhone.submitPhone' }
  | { type: 'changePhone.codeChanged'; value: string }
  | { type: 'changePhone.submitCode' }
  | { type: 'changePhone.resend' }
  | { type: 'changePhone.changeNumber' };

const fresh = { phoneInput: '', phoneNumber: null, code: '', resendInSeconds: 0, codeExpiresInSeconds: null, error: null } as const;

export const changePhoneMachine = setup({
  types: {
    context: {} as ChangePhoneContext,
    events: {} as ChangePhoneEvent,
  },
  actors: {
    reservePhone: fromPromise<CodeSent, { phoneNumber: string }>(() => Promise.reject(new Error('reservePhone is not provided'))),
    confirmPhone: fromPromise<Identity, { phoneNumber: string; code: string }>(() => Promise.reject(new Error('confirmPhone is not provided'))),
  },
  actions: {
    /** Hand the identity with its new number to the auth actor (`auth.identityChanged`). */
    identityUpdated: (_, _params: { identity: Identity }) => {},
    startOver: assign({ ...fresh }),
    assignPhoneInput: assign((_, params: { value: string }) => ({ phoneInput: params.value, error: null })),
    assignPhoneNumber: assign(({ context }) => ({ phoneNumber: normalizeUsPhone(context.phoneInput) ?? null, error: null })),
    assignInvalidPhone: assign({ error: { kind: 'validation', message: PHONE_NUMBER_HINT } satisfies ApiFailure }),
    assignCodeSent: assign((_, params: { sent: CodeSent }) => ({
      resendInSeconds: Math.max(0, Math.ceil(params.sent.resendAfterSeconds)),
      codeExpiresInSeconds: params.sent.expiresInSeconds,
      code: '',
      error: null,
    })),
    assignCode: assign((_, params: { value: string }) => ({ code: normalizeLoginCode(params.value), error: null })),
    assignIncompleteCode: assign({ error: { kind: 'validation', message: CODE_HINT } satisfies ApiFailure }),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error) })),
    /** A 429 says when the server takes another request: the resend countdown waits at least that long. */
    assignFailureWithWait: assign(({ context }, params: { error: unknown }) => {
      const error = toApiFailure(params.error);
      return { error, resendInSeconds: Math.max(context.resendInSeconds, error.retryAfterSeconds ?? 0) };
    }),
    countDown: assign(({ context }) => ({ resendInSeconds: Math.max(0, context.resendInSeconds - 1) })),
    leaveCode: assign({ code: '', error: null, resendInSeconds: 0, codeExpiresInSeconds: null }),
    assignChanged: assign((_, params: { identity: Identity }) => ({ changedTo: params.identity.phoneNumber, error: null })),
  },
  guards: {
    isPhoneValid: ({ context }) => normalizeUsPhone(context.phoneInput) !== undefined,
    isCodeComplete: ({ context }) => isCompleteLoginCode(context.code),
    isCoolingDown: ({ context }) => context.resendInSeconds > 0,
    isCooldownOver: ({ context }) => context.resendInSeconds <= 0,
    isVerifying: stateIn('#changePhone.codeSent.code.verifying'),
    isValidationFailure: (_, params: { error: unknown }) => toApiFailure(params.error).kind === 'validation',
  },
  delays: {
    tick: 1000,
  },
}).createMachine({
  id: 'changePhone',
  description:
    'Move a signed-in account to a new US phone number with a code texted to that number (spec section 7: reserve-phone-number, then change-reserved-phone-number).',
  context: { ...fresh, changedTo: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The account shows its number and offers to change it.',
      on: { 'changePhone.start': { target: 'enteringPhone', actions: 'startOver' } },
    },
    enteringPhone: {
      initial: 'editing',
      on: {
        'changePhone.phoneChanged': {
          target: '.editing',
          actions: { type: 'assignPhoneInput', params: ({ event }) => ({ value: event.value }) },
        },
        'changePhone.submitPhone': [
          { guard: 'isPhoneValid', target: 'reserving', actions: 'assignPhoneNumber' },
          { target: '.invalid', actions: 'assignInvalidPhone' },
        ],
        'changePhone.cancel': 'idle',
      },
      states: {
        editing: {},
        invalid: {
          description: 'Not a US phone number, or already this account’s number (answered 400): edit it.',
          tags: ['error'],
        },
        failed: {
          description: 'No code was sent: another account uses the number (409), too many requests (429), or no answer. The message says what to do.',
          tags: ['error'],
        },
      },
    },
    reserving: {
      tags: ['busy'],
      invoke: {
        id: 'reservePhone',
        src: 'reservePhone',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber! }),
        onDone: { target: 'codeSent', actions: { type: 'assignCodeSent', params: ({ event }) => ({ sent: event.output }) } },
        onError: [
          {
            guard: { type: 'isValidationFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'enteringPhone.invalid',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'enteringPhone.failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    codeSent: {
      description: 'A code is on its way to the new number: enter it, or ask for another once the countdown is over.',
      type: 'parallel',
      on: {
        'changePhone.changeNumber': {
          description: 'Not while the code is being checked: the number may be changing on the server.',
          guard: not('isVerifying'),
          target: 'enteringPhone',
          actions: 'leaveCode',
        },
        'changePhone.cancel': { guard: not('isVerifying'), target: 'idle', actions: 'startOver' },
      },
      states: {
        code: {
          initial: 'editing',
          on: {
            'changePhone.codeChanged': { target: '.editing', actions: { type: 'assignCode', params: ({ event }) => ({ value: event.value }) } },
          },
          states: {
            editing: {
              on: {
                'changePhone.submitCode': [
                  { guard: 'isCodeComplete', target: 'verifying' },
                  { target: 'rejected', actions: 'assignIncompleteCode' },
                ],
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'confirmPhone',
                src: 'confirmPhone',
                input: ({ context }) => ({ phoneNumber: context.phoneNumber!, code: context.code }),
                onDone: {
                  target: '#changePhone.changed',
                  actions: [
                    { type: 'assignChanged', params: ({ event }) => ({ identity: event.output }) },
                    { type: 'identityUpdated', params: ({ event }) => ({ identity: event.output }) },
                  ],
                },
                onError: {
                  description:
                    'Wrong or expired code (400), too many wrong tries (429: resend waits for Retry-After), the number taken meanwhile (409), or no answer: say so and let the user try again.',
                  target: 'rejected',
                  actions: { type: 'assignFailureWithWait', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            rejected: {
              tags: ['error'],
              on: {
                'changePhone.submitCode': [{ guard: 'isCodeComplete', target: 'verifying' }, { actions: 'assignIncompleteCode' }],
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Resend opens after resendAfterSeconds of the last code (or the Retry-After of a 429); the UI shows resendInSeconds.',
              always: { guard: 'isCooldownOver', target: 'available' },
              after: {
                tick: { target: 'waiting', reenter: true, actions: 'countDown' },
              },
            },
            available: {
              always: { guard: 'isCoolingDown', target: 'waiting' },
              on: {
                'changePhone.resend': { guard: not('isVerifying'), target: 'sending' },
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'resendCode',
                src: 'reservePhone',
                input: ({ context }) => ({ phoneNumber: context.phoneNumber! }),
                onDone: {
                  description: 'A new code replaces the old one: clear the code field.',
                  target: ['waiting', '#changePhone.codeSent.code.editing'],
                  actions: { type: 'assignCodeSent', params: ({ event }) => ({ sent: event.output }) },
                },
                onError: {
                  target: ['available', '#changePhone.codeSent.code.rejected'],
                  actions: { type: 'assignFailureWithWait', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    changed: {
      description: 'The account signs in with the new number from now on; the session holds the updated identity.',
      on: { 'changePhone.start': { target: 'enteringPhone', actions: 'startOver' } },
    },
  },
});

export type ChangePhoneMachine = typeof changePhoneMachine;
