import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { CodeSent, ProfileRequest, TokenPair } from '../contract/authentication';
import { type ApiFailure, toApiFailure } from './api-failure';
import type { Identity } from './identity';
import { isCompleteLoginCode, normalizeLoginCode, normalizeUsPhone, PHONE_NUMBER_HINT } from './phone';

/**
 * Sign-in by phone ("Create an Account", spec sections 1 and 2; ARCHITECTURE.md for codes): enter a
 * US number, receive a 6-digit code by text, enter it; a new account then completes its profile.
 * Every failure lands in a state with a message and a way on: edit the number, try the code again,
 * resend, retry.
 *
 * Provide in `src/`: actors `sendCode` (send-phone-login-token), `verifyCode` (phone-login; classify a
 * 400 with `badRequest: 'invalidCode'`), `loadIdentity` (current-identity), `completeProfile`
 * (complete-user); actions `signIn` (send `auth.login` to the auth actor) and `identityUpdated`
 * (send `auth.identityChanged`).
 */

export type ProfileField = keyof ProfileRequest;
export type Profile = Record<ProfileField, string>;

export interface PhoneLoginInput {
  /** Where to go when done (the `redirect` search parameter). */
  redirect?: string;
  /** The identity of a signed-in user whose profile is not complete: the flow starts at the profile. */
  identity?: Identity | null;
  /** A number to start with. */
  phoneNumber?: string;
}

export interface PhoneLoginContext {
  redirect: string;
  /** What the user typed; the UI shows it through `formatUsPhoneInput`. */
  phoneInput: string;
  /** E.164 number the code was sent to. */
  phoneNumber: string | null;
  code: string;
  /** Seconds until another code may be requested; the UI counts down with it. */
  resendInSeconds: number;
  codeExpiresInSeconds: number | null;
  profile: Profile;
  /** Per-field messages of the profile form (contract field names). */
  fieldErrors: Partial<Record<ProfileField, string>>;
  error: ApiFailure | null;
  identity: Identity | null;
}

export type PhoneLoginEvent =
  | { type: 'phoneLogin.phoneChanged'; value: string }
  | { type: 'phoneLogin.submitPhone' }
  | { type: 'phoneLogin.codeChanged'; value: string }
  | { type: 'phoneLogin.submitCode' }
  | { type: 'phoneLogin.resend' }
  | { type: 'phoneLogin.changeNumber' }
  | { type: 'phoneLogin.profileChanged'; field: ProfileField; value: string }
  | { type: 'phoneLogin.submitProfile' }
  | { type: 'phoneLogin.retry' };

export interface PhoneLoginOutput {
  redirect: string;
  identity: Identity;
}

export const CODE_HINT = 'Enter the 6-digit code we sent you.';
export const PROFILE_HINT = 'Please correct the fields marked below.';

/** Only a path of this site: anything else (`//evil.example`, `https://...`) becomes the index route. */
export function safeRedirect(redirect: string | undefined | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  return redirect;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The profile form's rules, as the contract states them (the server checks them again). */
export function validateProfile(profile: Profile): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const name = (field: 'firstName' | 'lastName', label: string) => {
    const value = profile[field].trim();
    if (!value) errors[field] = `${label} is required.`;
    else if (value.length > 100) errors[field] = `${label} must be 100 characters or fewer.`;
  };
  name('firstName', 'First name');
  name('lastName', 'Last name');
  const email = profile.email.trim();
  if (!email) errors.email = 'Email is required.';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'Enter a valid e-mail address.';
  return errors;
}

const trimmed = (profile: Profile): Profile => ({
  firstName: profile.firstName.trim(),
  lastName: profile.lastName.trim(),
  email: profile.email.trim().toLowerCase(),
});

const profileOf = (identity: Identity | null | undefined): Profile => ({
  firstName: identity?.firstName ?? '',
  lastName: identity?.lastName ?? '',
  email: identity?.email || identity?.applicationUser.email || '',
});

const asFieldErrors = (failure: ApiFailure): Partial<Record<ProfileField, string>> => {
  const fields = failure.fieldErrors ?? {};
  const known: Partial<Record<ProfileField, string>> = {};
  for (const field of ['firstName', 'lastName', 'email'] as const) if (fields[field]) known[field] = fields[field];
  return known;
};

export const phoneLoginMachine = setup({
  types: {
    context: {} as PhoneLoginContext,
    events: {} as PhoneLoginEvent,
    input: {} as PhoneLoginInput | undefined,
    output: {} as PhoneLoginOutput,
  },
  actors: {
    sendCode: fromPromise<CodeSent, { phoneNumber: string }>(() => Promise.reject(new Error('sendCode is not provided'))),
    verifyCode: fromPromise<TokenPair, { phoneNumber: string; code: string }>(() => Promise.reject(new Error('verifyCode is not provided'))),
    loadIdentity: fromPromise<Identity>(() => Promise.reject(new Error('loadIdentity is not provided'))),
    completeProfile: fromPromise<Identity, ProfileRequest>(() => Promise.reject(new Error('completeProfile is not provided'))),
  },
  actions: {
    /** Hand the tokens to the auth actor (`auth.login`), which stores them. */
    signIn: (_, _tokens: TokenPair) => {},
    /** Hand the completed identity to the auth actor (`auth.identityChanged`). */
    identityUpdated: (_, _params: { identity: Identity }) => {},
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
    assignIdentity: assign((_, params: { identity: Identity }) => ({ identity: params.identity, error: null })),
    prefillProfile: assign(({ context }) => ({ profile: profileOf(context.identity), fieldErrors: {} })),
    assignProfileField: assign(({ context }, params: { field: ProfileField; value: string }) => ({
      profile: { ...context.profile, [params.field]: params.value },
      fieldErrors: { ...context.fieldErrors, [params.field]: undefined },
      error: null,
    })),
    assignProfileErrors: assign(({ context }) => ({
      fieldErrors: validateProfile(context.profile),
      error: { kind: 'validation', message: PROFILE_HINT } satisfies ApiFailure,
    })),
    assignSaveFailure: assign((_, params: { error: unknown }) => {
      const error = toApiFailure(params.error);
      return { error, fieldErrors: asFieldErrors(error) };
    }),
  },
  guards: {
    isPhoneValid: ({ context }) => normalizeUsPhone(context.phoneInput) !== undefined,
    isCodeComplete: ({ context }) => isCompleteLoginCode(context.code),
    isCoolingDown: ({ context }) => context.resendInSeconds > 0,
    isCooldownOver: ({ context }) => context.resendInSeconds <= 0,
    isVerifying: stateIn('#phoneLogin.codeSent.code.verifying'),
    isProfileIncomplete: ({ context }) => context.identity !== null && !context.identity.applicationUser.initialized,
    isSignedUp: (_, params: { identity: Identity }) => params.identity.applicationUser.initialized,
    isProfileValid: ({ context }) => Object.keys(validateProfile(context.profile)).length === 0,
    isValidationFailure: (_, params: { error: unknown }) => toApiFailure(params.error).kind === 'validation',
  },
  delays: {
    tick: 1000,
  },
}).createMachine({
  id: 'phoneLogin',
  description:
    'Sign in or create an account with a code texted to a US phone number, then complete the profile of a new account (spec sections 1, 2 and 4; ARCHITECTURE.md "Identity and tokens").',
  context: ({ input }) => ({
    redirect: safeRedirect(input?.redirect),
    phoneInput: input?.phoneNumber ?? '',
    phoneNumber: null,
    code: '',
    resendInSeconds: 0,
    codeExpiresInSeconds: null,
    profile: profileOf(input?.identity),
    fieldErrors: {},
    error: null,
    identity: input?.identity ?? null,
  }),
  initial: 'starting',
  output: ({ context }) => ({ redirect: context.redirect, identity: context.identity! }),
  states: {
    starting: {
      description:
        'A signed-in user whose account is not initialized is sent here by route guard rule 1 (ARCHITECTURE.md) to finish creating the account.',
      always: [{ guard: 'isProfileIncomplete', target: 'completingProfile' }, { target: 'enteringPhone' }],
    },
    enteringPhone: {
      initial: 'editing',
      on: {
        'phoneLogin.phoneChanged': {
          target: '.editing',
          actions: { type: 'assignPhoneInput', params: ({ event }) => ({ value: event.value }) },
        },
        'phoneLogin.submitPhone': [
          { guard: 'isPhoneValid', target: 'sendingCode', actions: 'assignPhoneNumber' },
          { target: '.invalid', actions: 'assignInvalidPhone' },
        ],
      },
      states: {
        editing: {},
        invalid: {
          description: 'Not a US phone number (checked here, or answered 400 by the server): edit it.',
          tags: ['error'],
        },
        failed: {
          description: 'The code could not be sent (too many requests, network, server): the message says when to try again.',
          tags: ['error'],
        },
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
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
      description: 'The code is on its way: enter it, and ask for another once the resend countdown is over.',
      type: 'parallel',
      on: {
        'phoneLogin.changeNumber': { target: 'enteringPhone', actions: 'leaveCode' },
      },
      states: {
        code: {
          initial: 'editing',
          on: {
            'phoneLogin.codeChanged': { target: '.editing', actions: { type: 'assignCode', params: ({ event }) => ({ value: event.value }) } },
          },
          states: {
            editing: {
              on: {
                'phoneLogin.submitCode': [
                  { guard: 'isCodeComplete', target: 'verifying' },
                  { target: 'rejected', actions: 'assignIncompleteCode' },
                ],
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ phoneNumber: context.phoneNumber!, code: context.code }),
                onDone: {
                  target: '#phoneLogin.loadingIdentity',
                  actions: { type: 'signIn', params: ({ event }) => event.output },
                },
                onError: {
                  description:
                    'Wrong or expired code (400), too many wrong tries (429: resend waits for Retry-After), or no answer: say so and let the user try again or resend.',
                  target: 'rejected',
                  actions: { type: 'assignFailureWithWait', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            rejected: {
              tags: ['error'],
              on: {
                'phoneLogin.submitCode': [{ guard: 'isCodeComplete', target: 'verifying' }, { actions: 'assignIncompleteCode' }],
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
                'phoneLogin.resend': { guard: not('isVerifying'), target: 'sending' },
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'resendCode',
                src: 'sendCode',
                input: ({ context }) => ({ phoneNumber: context.phoneNumber! }),
                onDone: {
                  description: 'A new code replaces the old one: clear the code field.',
                  target: ['waiting', '#phoneLogin.codeSent.code.editing'],
                  actions: { type: 'assignCodeSent', params: ({ event }) => ({ sent: event.output }) },
                },
                onError: {
                  target: ['available', '#phoneLogin.codeSent.code.rejected'],
                  actions: { type: 'assignFailureWithWait', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    loadingIdentity: {
      tags: ['busy'],
      invoke: {
        id: 'loadIdentity',
        src: 'loadIdentity',
        onDone: [
          {
            guard: { type: 'isSignedUp', params: ({ event }) => ({ identity: event.output }) },
            target: 'done',
            actions: { type: 'assignIdentity', params: ({ event }) => ({ identity: event.output }) },
          },
          {
            description: 'A new account (not initialized): complete the profile.',
            target: 'completingProfile',
            actions: [{ type: 'assignIdentity', params: ({ event }) => ({ identity: event.output }) }, 'prefillProfile'],
          },
        ],
        onError: { target: 'identityFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    identityFailed: {
      description: 'Signed in, but the account could not be loaded: retry.',
      tags: ['error'],
      on: { 'phoneLogin.retry': 'loadingIdentity' },
    },
    completingProfile: {
      description: 'First name, last name and e-mail make the account signed up (spec section 4: initialized).',
      initial: 'editing',
      on: {
        'phoneLogin.profileChanged': {
          description: 'Editing a field clears its message; the other fields keep theirs until the next submit.',
          target: '.editing',
          actions: { type: 'assignProfileField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'phoneLogin.submitProfile': [
          { guard: 'isProfileValid', target: 'savingProfile' },
          { target: '.invalid', actions: 'assignProfileErrors' },
        ],
      },
      states: {
        editing: {},
        invalid: {
          description: 'A field is missing or wrong (checked here, or answered 400 by the server): the messages sit by the fields.',
          tags: ['error'],
        },
        failed: {
          description: 'The profile could not be saved (network, server): submit again.',
          tags: ['error'],
        },
      },
    },
    savingProfile: {
      tags: ['busy'],
      invoke: {
        id: 'completeProfile',
        src: 'completeProfile',
        input: ({ context }) => trimmed(context.profile),
        onDone: {
          target: 'done',
          actions: [
            { type: 'assignIdentity', params: ({ event }) => ({ identity: event.output }) },
            { type: 'identityUpdated', params: ({ event }) => ({ identity: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isValidationFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'completingProfile.invalid',
            actions: { type: 'assignSaveFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'completingProfile.failed', actions: { type: 'assignSaveFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: {
      description: 'Signed up and signed in: go back to where the user came from (the redirect search parameter, else the index route).',
      type: 'final',
    },
  },
});

export type PhoneLoginMachine = typeof phoneLoginMachine;
