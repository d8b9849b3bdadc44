import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { type CodeSent, ProfileRequest, type TokenPair } from '../contract/authentication';
import { type ApiFailure, toApiFailure } from './api-failure';
import type { Identity } from './identity';
import {
  codeCheckOf,
  codeRejected,
  codeSentState,
  enteringPhoneState,
  errorOf,
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
 * Sign-in by phone ("Create an Account", spec sections 1 and 2; ARCHITECTURE.md for codes): enter a
 * US number, receive a 6-digit code by text, enter it; a new account then completes its profile.
 * Every failure lands in a state with a message and a way on: edit the number, try the code again,
 * resend, retry.
 *
 * Provide in `src/`: actors `sendCode` (send-phone-login-token), `verifyCode` (phone-login; classify a
 * 400 with `badRequest: 'invalidCode'`), `loadIdentity` (current-identity), `completeProfile`
 * (complete-user), `receiveSmsCode` (the browser's WebOTP); actions `signIn` (send `auth.login` to the auth actor), `identityUpdated`
 * (send `auth.identityChanged`), and `rememberCodeTexted` and `forgetCodeTexted` (keep for the tab which
 * numbers were texted a code, for the flow to start with after a reload: `textedTo`).
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
  /** The numbers a sign-in code was texted to from this tab before it was reloaded, while the codes may work. */
  textedTo?: readonly string[];
}

export interface PhoneLoginContext extends PhoneCodeContext {
  redirect: string;
  profile: Profile;
  /** Per-field messages of the profile form (contract field names). */
  fieldErrors: Partial<Record<ProfileField, string>>;
  identity: Identity | null;
}

export type PhoneLoginEvent =
  | PhoneCodeEvent
  | { type: 'phoneLogin.profileChanged'; field: ProfileField; value: string }
  | { type: 'phoneLogin.submitProfile' }
  | { type: 'phoneLogin.retry' };

export interface PhoneLoginOutput {
  redirect: string;
  identity: Identity;
}

export const PROFILE_HINT = 'Please correct the fields marked below.';

/** Only a path of this site: anything else (`//evil.example`, `https://...`) becomes the index route. */
export function safeRedirect(redirect: string | undefined | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  return redirect;
}

/**
 * The profile form's rules: the contract's own, which the server checks again and My Account uses, so
 * the screen says before sending what the server would say after.
 */
export function validateProfile(profile: Profile): Partial<Record<ProfileField, string>> {
  const parsed = v.safeParse(ProfileRequest, profile);
  if (parsed.success) return {};
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) as ProfileField | null;
    if (field) errors[field] ??= issue.message;
  }
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

const phoneLogin = setup({
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
    receiveSmsCode,
  },
  actions: {
    ...phoneCodeActions<PhoneLoginContext, PhoneLoginEvent>((code) => [{ type: 'phoneCode.codeChanged', value: code }, { type: 'phoneCode.submitCode' }]),
    /** Hand the tokens to the auth actor (`auth.login`), which stores them. */
    signIn: (_, _tokens: TokenPair) => {},
    /** Hand the completed identity to the auth actor (`auth.identityChanged`). */
    identityUpdated: (_, _params: { identity: Identity }) => {},
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
    ...phoneCodeGuards('phoneLogin'),
    isProfileIncomplete: ({ context }) => context.identity !== null && !context.identity.applicationUser.initialized,
    isSignedUp: (_, params: { identity: Identity }) => params.identity.applicationUser.initialized,
    isProfileValid: ({ context }) => Object.keys(validateProfile(context.profile)).length === 0,
  },
  delays: phoneCodeDelays,
});

/** Checks the code; a right one signs the user in. */
const verifyingCode = phoneLogin.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'verifyCode',
    src: 'verifyCode',
    input: codeCheckOf,
    onDone: {
      target: '#phoneLogin.loadingIdentity',
      actions: [{ type: 'signIn', params: ({ event }) => event.output }, { type: 'forgetCodeTexted', params: phoneNumberOf }],
    },
    onError: codeRejected(
      'Wrong or expired code (400), too many wrong tries (429: resend waits for Retry-After), or no answer: say so and let the user try again or resend.',
    ),
  },
});

export const phoneLoginMachine = phoneLogin.createMachine({
  id: 'phoneLogin',
  meta: { screens: 'Sign In (`/sign-in`) and Login (`/login`), with Complete your profile for a new account' },
  description:
    'Sign in or create an account with a code texted to a US phone number, then complete the profile of a new account (spec sections 1, 2 and 4; ARCHITECTURE.md "Identity and tokens").',
  context: ({ input }) => ({
    ...noPhoneCode,
    textedTo: input?.textedTo ?? [],
    redirect: safeRedirect(input?.redirect),
    phoneInput: input?.phoneNumber ?? '',
    profile: profileOf(input?.identity),
    fieldErrors: {},
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
    enteringPhone: enteringPhoneState({
      sending: 'sendingCode',
      invalid: 'Not a US phone number (checked here, or answered 400 by the server): edit it.',
      failed: 'The code could not be sent (too many requests, network, server): the message says when to try again.',
    }),
    sendingCode: sendingCodeState('sendCode'),
    codeSent: codeSentState({
      id: 'phoneLogin',
      description: 'The code is on its way: enter it, and ask for another once the resend countdown is over.',
      on: {
        'phoneCode.changeNumber': { target: 'enteringPhone', actions: 'leaveCode' },
      },
      verifying: verifyingCode,
      resendWith: 'sendCode',
    }),
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
        onError: { target: 'identityFailed', actions: { type: 'assignError', params: errorOf } },
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
            guard: { type: 'isValidationFailure', params: errorOf },
            target: 'completingProfile.invalid',
            actions: { type: 'assignSaveFailure', params: errorOf },
          },
          { target: 'completingProfile.failed', actions: { type: 'assignSaveFailure', params: errorOf } },
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
