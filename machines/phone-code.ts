import { assign, enqueueActions, type EventObject, fromPromise, not, stateIn } from 'xstate';
import { CODE_REFUSALS, type CodeSent } from '../contract/authentication';
import { type ApiFailure, failureDisplay, toApiFailure } from './api-failure';
import { isCompleteLoginCode, normalizeLoginCode, normalizeUsPhone, PHONE_NUMBER_HINT } from './phone';

/**
 * What every flow that texts a code to a phone shares (signing in, changing the number): the number
 * typed and checked, the code sent, entered and checked, and the resend countdown, with the same
 * rules everywhere (ARCHITECTURE.md "Identity and tokens"; docs/decisions/002-phone-sign-in.md).
 *
 * A machine keeps these fields in its context, takes the `phoneCode.*` events (`PhoneCodeEvent`:
 * one name for both flows, so the screens' shared code step sends the same events to either),
 * spreads `phoneCodeActions`, `phoneCodeGuards` and `phoneCodeDelays` into its `setup`, lists
 * `receiveSmsCode` among its actors, and builds the states
 * `enteringPhone`, the one that sends the first code and `codeSent` with the functions below. What
 * differs from flow to flow (the descriptions, what a right code leads to, canceling) stays in the
 * machine; `createMachine` checks the built states against the machine's setup like any other state,
 * so a name missing from the setup is a type error.
 */

export interface PhoneCodeContext {
  /** What the user typed; the UI shows it through `formatUsPhoneInput`. */
  phoneInput: string;
  /** E.164 number the code was sent to. */
  phoneNumber: string | null;
  code: string;
  /** Seconds until another code may be requested; the UI counts down with it. */
  resendInSeconds: number;
  codeExpiresInSeconds: number | null;
  /**
   * The code the browser read from the text while a typed one was being checked, kept in case that
   * check finds the typed one wrong; it is then entered and checked in its place, once.
   */
  receivedCode: string | null;
  /**
   * New codes sent on request one after another in this code step (a refused request starts over
   * from 0): while above 0, the screen says the last one went out.
   */
  codesResent: number;
  error: ApiFailure | null;
  /**
   * The numbers a code was texted to from this tab while it may still work, those the flow started with
   * (the tab reloaded) and its own: after a refusal to text another, only these may go on with the code
   * texted before, unless the server says this caller asked for one moments ago (docs/decisions/100).
   * Kept when the flow starts over.
   */
  textedTo: readonly string[];
}

/** What the user does in the phone and code steps, whichever flow they belong to. */
export type PhoneCodeEvent =
  | { type: 'phoneCode.phoneChanged'; value: string }
  | { type: 'phoneCode.submitPhone' }
  | { type: 'phoneCode.codeChanged'; value: string }
  | { type: 'phoneCode.submitCode' }
  | { type: 'phoneCode.resend' }
  | { type: 'phoneCode.changeNumber' }
  | { type: 'phoneCode.enterEarlierCode' };

export const CODE_HINT = 'Enter the 6-digit code we sent you.';

/** No number, no code, no countdown, no message; the numbers texted before are the flow's to keep (`textedTo`). */
export const noPhoneCode = {
  phoneInput: '',
  phoneNumber: null,
  code: '',
  resendInSeconds: 0,
  codeExpiresInSeconds: null,
  receivedCode: null,
  codesResent: 0,
  error: null,
} as const;

/** Whether a failed check says the code can no longer be tried, whatever is typed: only a new code goes on. */
function isUsedUpCode(error: ApiFailure): boolean {
  // A 429's message opens with the server's Message (`classifyHttpFailure`); other answers keep it as the title.
  if (error.kind === 'rateLimited') return error.message.startsWith(CODE_REFUSALS.tooManyWrongCodes);
  if (error.kind !== 'invalidCode') return false;
  if (error.title === CODE_REFUSALS.usedUp || error.title === CODE_REFUSALS.expiredOrUsed) return true;
  return error.title === CODE_REFUSALS.wrongCode && (error.details ?? []).some((detail) => detail.startsWith(CODE_REFUSALS.noTriesLeft));
}

/**
 * Whether a refusal to text a code leaves one texted before that this caller may hold (decisions 002
 * and 100): when the server says the caller asked for one moments ago, or when this tab was texted
 * one (`textedHere`) and the refusal is for asking too often; not when the number waits for a code
 * someone else asked for, which may have replaced it, nor when the codes texted before were guessed
 * at too often to be tried again. A browser texted no code is led to no code step: the refusal's
 * words alone ("Too many codes were requested") do not say that this caller ever had one.
 */
export function mayHoldEarlierCode(error: ApiFailure | null, textedHere: boolean): boolean {
  if (error?.kind !== 'rateLimited' || isUsedUpCode(error)) return false;
  if (error.message.startsWith(CODE_REFUSALS.askedMomentsAgo)) return true;
  return textedHere && !error.message.startsWith(CODE_REFUSALS.numberWaits);
}

/**
 * Reads the code from the text message as it arrives (WebOTP: the browser offers the code of a text
 * ending in `@<our host> #<code>`); settles with the code, or with null where the browser cannot.
 * Stopped, it must give up: its `signal` aborts. `src/auth` provides the browser's.
 */
export const receiveSmsCode = fromPromise<string | null>(() => Promise.reject(new Error('receiveSmsCode is not provided')));

/**
 * The actions the built states name, typed for the machine's own context and events. Each returns
 * the whole context with its fields changed, which TypeScript can tell is the machine's context.
 * `enterCode` is the machine's own events that enter a code and submit it.
 */
export function phoneCodeActions<TContext extends PhoneCodeContext, TEvent extends EventObject>(enterCode: (code: string) => readonly TEvent[]) {
  return {
    assignPhoneInput: assign<TContext, TEvent, { value: string }, TEvent, never>(({ context }, params) => ({ ...context, phoneInput: params.value, error: null })),
    assignPhoneNumber: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      phoneNumber: normalizeUsPhone(context.phoneInput) ?? null,
      error: null,
    })),
    assignInvalidPhone: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, error: { kind: 'validation', message: PHONE_NUMBER_HINT } })),
    assignCodeSent: assign<TContext, TEvent, { sent: CodeSent }, TEvent, never>(({ context }, params) => ({
      ...context,
      textedTo: context.phoneNumber === null || context.textedTo.includes(context.phoneNumber) ? context.textedTo : [...context.textedTo, context.phoneNumber],
      resendInSeconds: Math.max(0, Math.ceil(params.sent.resendAfterSeconds)),
      codeExpiresInSeconds: params.sent.expiresInSeconds,
      code: '',
      // A code read from an earlier text is not the one just sent.
      receivedCode: null,
      error: null,
    })),
    /** Keep for the tab that a code went to the number, while it may work: `src/` remembers it across a reload. */
    rememberCodeTexted: (_: unknown, _params: { phoneNumber: string; expiresInSeconds: number }) => {},
    /** The code texted to the number was used: `src/` forgets it. */
    forgetCodeTexted: (_: unknown, _params: { phoneNumber: string }) => {},
    countResend: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, codesResent: context.codesResent + 1 })),
    restartResendCount: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, codesResent: 0 })),
    assignCode: assign<TContext, TEvent, { value: string }, TEvent, never>(({ context }, params) => ({ ...context, code: normalizeLoginCode(params.value), error: null })),
    assignIncompleteCode: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, error: { kind: 'validation', message: CODE_HINT } })),
    assignError: assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, params) => ({ ...context, error: toApiFailure(params.error) })),
    /** A 429 says when the server takes another request: the resend countdown waits at least that long. */
    assignFailureWithWait: assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, params) => {
      const error = toApiFailure(params.error);
      return { ...context, error, resendInSeconds: Math.max(context.resendInSeconds, error.retryAfterSeconds ?? 0) };
    }),
    /**
     * To the code step without a new code, for the one texted before the refusal (a reload, a tab
     * closed): it stands until it expires, and another may be asked for when the refusal said.
     */
    assignEarlierCode: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      code: '',
      receivedCode: null,
      codeExpiresInSeconds: null,
      resendInSeconds: Math.max(context.resendInSeconds, context.error?.retryAfterSeconds ?? 0),
      error: null,
    })),
    countDown: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, resendInSeconds: Math.max(0, context.resendInSeconds - 1) })),
    leaveCode: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      code: '',
      receivedCode: null,
      error: null,
      resendInSeconds: 0,
      codeExpiresInSeconds: null,
      codesResent: 0,
    })),
    /** A code read from the text while a typed one is checked; nothing is kept when nothing whole was read. */
    keepReceivedCode: assign<TContext, TEvent, { code: string | null }, TEvent, never>(({ context }, params) => {
      const code = params.code === null ? '' : normalizeLoginCode(params.code);
      return { ...context, receivedCode: isCompleteLoginCode(code) ? code : null };
    }),
    /** The kept code is entered once: if it is wrong too, the user hears so like for any other code. */
    forgetReceivedCode: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, receivedCode: null })),
    /** The code read from the text: typed into the field and submitted, as the user would, so the same rules apply. */
    enterReceivedCode: enqueueActions<TContext, TEvent, { code: string | null }, TEvent, never, never, never, never, never>(({ enqueue }, params) => {
      for (const event of enterCode(params.code ?? '')) enqueue.raise(event);
    }),
  };
}

/** The guards the built states name; `id` is the machine's id. */
export function phoneCodeGuards(id: string) {
  return {
    isPhoneValid: ({ context }: { context: PhoneCodeContext }) => normalizeUsPhone(context.phoneInput) !== undefined,
    isCodeComplete: ({ context }: { context: PhoneCodeContext }) => isCompleteLoginCode(context.code),
    isCoolingDown: ({ context }: { context: PhoneCodeContext }) => context.resendInSeconds > 0,
    isCooldownOver: ({ context }: { context: PhoneCodeContext }) => context.resendInSeconds <= 0,
    /** The number's code was refused for asking too often: one texted before it may be in hand (`mayHoldEarlierCode`). */
    isRefusedForAskingOften: ({ context }: { context: PhoneCodeContext }) =>
      context.phoneNumber !== null && mayHoldEarlierCode(context.error, context.textedTo.includes(context.phoneNumber)),
    isVerifying: stateIn(`#${id}.codeSent.code.verifying`),
    isCodeUsedUp: stateIn(`#${id}.codeSent.code.usedUp`),
    isUsedUpFailure: (_: unknown, params: { error: unknown }) => isUsedUpCode(toApiFailure(params.error)),
    isValidationFailure: (_: unknown, params: { error: unknown }) => toApiFailure(params.error).kind === 'validation',
    isCodeReceived: (_: unknown, params: { code: string | null }) => params.code !== null && isCompleteLoginCode(normalizeLoginCode(params.code)),
    /** The code checked was wrong, and the text brought another one meanwhile. */
    isWrongWhileAnotherReceived: ({ context }: { context: PhoneCodeContext }, params: { error: unknown }) =>
      toApiFailure(params.error).kind === 'invalidCode' && context.receivedCode !== null && context.receivedCode !== context.code,
  };
}

export const phoneCodeDelays = {
  /** The resend countdown's step. */
  tick: 1000,
};

/** The params of `assignError`, `assignFailureWithWait` and `isValidationFailure` from an actor's error. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const sentOf = ({ event }: { event: { output: CodeSent } }) => ({ sent: event.output });
const textedOf = ({ context, event }: { context: PhoneCodeContext; event: { output: CodeSent } }) => ({
  phoneNumber: context.phoneNumber!,
  expiresInSeconds: event.output.expiresInSeconds,
});
const receivedOf = ({ event }: { event: { output: string | null } }) => ({ code: event.output });
const keptOf = ({ context }: { context: PhoneCodeContext }) => ({ code: context.receivedCode });
const valueOf = ({ event }: { event: { value: string } }) => ({ value: event.value });
/** The number the code went to: the input of the actor that sends it, the params of `forgetCodeTexted`. */
export const phoneNumberOf = ({ context }: { context: PhoneCodeContext }) => ({ phoneNumber: context.phoneNumber! });
/** The input of the actor that checks the code. */
export const codeCheckOf = ({ context }: { context: PhoneCodeContext }) => ({ phoneNumber: context.phoneNumber!, code: context.code });

/**
 * The check of the code failed. A code with no tries left (or expired, or guessed at too often): no
 * more codes are taken until a new one is sent. A wrong code while the text brought another: that one
 * is entered and checked, once. Otherwise say why (`description`, the flow's own reasons) and wait as
 * a 429 asks.
 */
export const codeRejected = (description: string) =>
  [
    {
      description: 'The code can no longer be tried (its last try was wrong, it expired, or too many wrong codes came from here): say so, and offer a new code once the wait the server gave is over.',
      guard: { type: 'isUsedUpFailure', params: errorOf },
      target: 'usedUp',
      actions: { type: 'assignFailureWithWait', params: errorOf },
    },
    {
      description: 'The typed code was wrong, and the browser read another from the text while it was checked: that one is entered and submitted.',
      guard: { type: 'isWrongWhileAnotherReceived', params: errorOf },
      target: 'rejected',
      actions: [{ type: 'enterReceivedCode', params: keptOf }, 'forgetReceivedCode'],
    },
    { description, target: 'rejected', actions: { type: 'assignFailureWithWait', params: errorOf } },
  ] as const;

/**
 * `enteringPhone`: the number is typed, checked here, then sent to the state `sending`. Its
 * `invalid` and `failed` states carry the flow's own descriptions; `on` adds the flow's own events.
 * Refused a code for asking too often (429), the user may go on to `codeSent` with the code texted
 * before: a page reloaded or left during the code step would otherwise wait out the refusal, and the
 * code then sent would replace the one in hand. Only a caller who may hold one is offered it
 * (`mayHoldEarlierCode`): a tab texted no code is led to no code step.
 */
export function enteringPhoneState<const TSending extends string, const TOn extends object = object>(options: {
  sending: TSending;
  invalid: string;
  failed: string;
  on?: TOn;
}) {
  const { sending, on } = options;
  return {
    initial: 'editing',
    on: {
      'phoneCode.phoneChanged': { target: '.editing', actions: { type: 'assignPhoneInput', params: valueOf } },
      'phoneCode.submitPhone': [
        { guard: 'isPhoneValid', target: sending, actions: 'assignPhoneNumber' },
        { target: '.invalid', actions: 'assignInvalidPhone' },
      ],
      'phoneCode.enterEarlierCode': {
        description:
          'Refused a new code for asking too often, by a server that says this caller asked for one moments ago or after this tab was texted one for the number (decision 100): enter the one texted before, and resend once the refusal’s wait is over.',
        guard: 'isRefusedForAskingOften',
        target: 'codeSent',
        actions: 'assignEarlierCode',
      },
      ...on,
    },
    states: {
      editing: {},
      invalid: { description: options.invalid, tags: ['error'] },
      failed: { description: options.failed, tags: ['error'] },
    },
  } as const;
}

/** The state that sends the first code with the actor `src`: on to `codeSent`, or back to `enteringPhone` with the reason. */
export function sendingCodeState<const TSrc extends string>(src: TSrc) {
  return {
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: phoneNumberOf,
      onDone: {
        target: 'codeSent',
        actions: [
          { type: 'assignCodeSent', params: sentOf },
          { type: 'rememberCodeTexted', params: textedOf },
        ],
      },
      onError: [
        { guard: { type: 'isValidationFailure', params: errorOf }, target: 'enteringPhone.invalid', actions: { type: 'assignError', params: errorOf } },
        { target: 'enteringPhone.failed', actions: { type: 'assignError', params: errorOf } },
      ],
    },
  } as const;
}

/**
 * `codeSent`: three regions, the code (editing, `verifying`, rejected, usedUp), the resend countdown
 * (waiting, available, sending with the actor `resendWith`) and the autofill (listening for the text
 * with `receiveSmsCode`). `verifying` is the flow's own: it checks the code and says where a right one
 * leads. `on` holds the flow's own events (change the number, cancel).
 */
export function codeSentState<const TId extends string, const TVerifying extends object, const TOn extends object, const TSrc extends string>(options: {
  id: TId;
  description: string;
  on: TOn;
  verifying: TVerifying;
  resendWith: TSrc;
}) {
  const { id } = options;
  return {
    description: options.description,
    type: 'parallel',
    on: options.on,
    states: {
      code: {
        initial: 'editing',
        on: { 'phoneCode.codeChanged': { guard: not('isCodeUsedUp'), target: '.editing', actions: { type: 'assignCode', params: valueOf } } },
        states: {
          editing: {
            on: {
              'phoneCode.submitCode': [
                { guard: 'isCodeComplete', target: 'verifying' },
                { target: 'rejected', actions: 'assignIncompleteCode' },
              ],
            },
          },
          verifying: options.verifying,
          rejected: {
            tags: ['error'],
            on: { 'phoneCode.submitCode': [{ guard: 'isCodeComplete', target: 'verifying' }, { actions: 'assignIncompleteCode' }] },
          },
          usedUp: {
            description:
              'No code is taken (none typed, none submitted, none read from the text) until a new code is sent: the last try was wrong, the code expired, or too many wrong codes came from here (ARCHITECTURE.md: 5 tries per code).',
            tags: ['error'],
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
            on: { 'phoneCode.resend': { guard: not('isVerifying'), target: 'sending' } },
          },
          sending: {
            tags: ['busy'],
            invoke: {
              id: 'resendCode',
              src: options.resendWith,
              input: phoneNumberOf,
              onDone: {
                description: 'A new code replaces the old one: clear the code field, take codes again, listen for the new text, and say that it went out.',
                target: ['waiting', `#${id}.codeSent.code.editing`, `#${id}.codeSent.autofill.listening`],
                actions: [{ type: 'assignCodeSent', params: sentOf }, { type: 'rememberCodeTexted', params: textedOf }, 'countResend'],
              },
              onError: [
                {
                  description: 'No new code for a code that can no longer be tried: say why, and take no code still.',
                  guard: 'isCodeUsedUp',
                  target: ['available', `#${id}.codeSent.code.usedUp`, `#${id}.codeSent.autofill.listening`],
                  actions: [{ type: 'assignFailureWithWait', params: errorOf }, 'restartResendCount'],
                },
                {
                  description: 'No new code (rate limited, no answer): say why; the last text may still arrive, so listen for it again.',
                  target: ['available', `#${id}.codeSent.code.rejected`, `#${id}.codeSent.autofill.listening`],
                  actions: [{ type: 'assignFailureWithWait', params: errorOf }, 'restartResendCount'],
                },
              ],
            },
          },
        },
      },
      autofill: {
        initial: 'listening',
        states: {
          listening: {
            description:
              'The browser may read the code from the text as it arrives (WebOTP; the text ends in @host #code). Leaving the code step stops the reading.',
            invoke: {
              id: 'receiveSmsCode',
              src: 'receiveSmsCode',
              onDone: [
                {
                  description: 'A code read while a typed one is being checked: that check decides, and the code read is kept for when it finds the typed one wrong.',
                  guard: 'isVerifying',
                  target: 'idle',
                  actions: { type: 'keepReceivedCode', params: receivedOf },
                },
                {
                  description: 'A code read from the text is typed in and submitted, as if by the user.',
                  guard: { type: 'isCodeReceived', params: receivedOf },
                  target: 'idle',
                  actions: { type: 'enterReceivedCode', params: receivedOf },
                },
                { description: 'Nothing read (no WebOTP in this browser): the user types the code.', target: 'idle' },
              ],
              onError: { description: 'The user declined, or the browser could not read it: the user types the code.', target: 'idle' },
            },
          },
          idle: {},
        },
      },
    },
  } as const;
}

/** The part of either flow's snapshot the selectors below read. */
export interface PhoneCodeSnapshotLike {
  context: PhoneCodeContext;
  hasTag(tag: 'busy'): boolean;
  matches(
    state: { enteringPhone: 'invalid' | 'failed' } | { codeSent: { code: 'verifying' | 'rejected' | 'usedUp' } } | { codeSent: { resend: 'sending' | 'available' } },
  ): boolean;
  can(event: { type: 'phoneCode.enterEarlierCode' }): boolean;
}

/**
 * A failure above the form, as spec section 8 shows it: `formError` the title, `formDetail` the detail.
 * Strings apart rather than one object, so that the selectors' shallow comparison holds.
 */
function formAlert(error: ApiFailure | null | undefined): { formError: string | undefined; formDetail: string | undefined } {
  if (!error) return { formError: undefined, formDetail: undefined };
  const { title, detail } = failureDisplay(error);
  return { formError: title, formDetail: detail };
}

/** What a screen shows while the number is typed: the message goes by the field when the number is wrong, above the form otherwise. */
export const selectPhoneEntry = (s: PhoneCodeSnapshotLike) => {
  const { error } = s.context;
  return {
    phoneInput: s.context.phoneInput,
    busy: s.hasTag('busy'),
    fieldError: s.matches({ enteringPhone: 'invalid' }) ? error?.message : undefined,
    ...formAlert(s.matches({ enteringPhone: 'failed' }) ? error : null),
    /** A code texted before the refusal may be entered instead, as the machine allows. */
    canEnterEarlierCode: s.can({ type: 'phoneCode.enterEarlierCode' }),
  };
};

/** What a screen shows while the code is entered. */
export const selectCodeEntry = (s: PhoneCodeSnapshotLike) => {
  const { error } = s.context;
  const rejected = s.matches({ codeSent: { code: 'rejected' } });
  const usedUp = s.matches({ codeSent: { code: 'usedUp' } });
  // A wrong or incomplete code belongs to the field; a rate limit or a dropped connection to the form,
  // and so does a code that can no longer be tried: the field is shut.
  const fieldError = rejected && error && (error.kind === 'invalidCode' || error.kind === 'validation') ? error.message : undefined;
  const resend: 'waiting' | 'available' | 'sending' = s.matches({ codeSent: { resend: 'sending' } })
    ? 'sending'
    : s.matches({ codeSent: { resend: 'available' } })
      ? 'available'
      : 'waiting';
  return {
    phoneNumber: s.context.phoneNumber,
    code: s.context.code,
    codeExpiresInSeconds: s.context.codeExpiresInSeconds,
    verifying: s.matches({ codeSent: { code: 'verifying' } }),
    resend,
    resendInSeconds: s.context.resendInSeconds,
    /** The code can no longer be tried: no field, no submit, only a new code. */
    usedUp,
    codesResent: s.context.codesResent,
    fieldError,
    ...formAlert((rejected && !fieldError) || usedUp ? error : null),
  };
};
