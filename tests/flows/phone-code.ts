import { expect } from 'vitest';
import { normalizeLoginCode, normalizeUsPhone } from '../../machines/phone';
import { mayHoldEarlierCode, type PhoneCodeContext, type PhoneCodeEvent } from '../../machines/phone-code';
import { networkDown, rateLimited } from './fixtures';
import type { StateChecks } from './model';

/**
 * What the path tests of the machines built on machines/phone-code.ts (sign-in, phone change) share:
 * the events of the code step, what its guards read, and the checks of its states on the machine.
 */

/** A snapshot of either machine, as far as these checks read it. */
interface PhoneCodeSnapshot {
  value: unknown;
  status: string;
  context: PhoneCodeContext;
  children: Record<string, unknown>;
  hasTag(tag: string): boolean;
  can(event: PhoneCodeEvent): boolean;
}

type CodeStepEvent =
  | Extract<PhoneCodeEvent, { type: 'phoneCode.codeChanged' | 'phoneCode.submitCode' | 'phoneCode.resend' | 'phoneCode.changeNumber' }>
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

/** A wrong code that was the last try it had, as the API client classifies the server's 400. */
const lastTryWrong = () => ({
  kind: 'invalidCode',
  status: 400,
  message: 'This code is not correct. No tries left for this code: request a new code.',
  title: 'This code is not correct.',
  details: ['No tries left for this code: request a new code.'],
});

/**
 * The code step's events, in the order the model tries them: a complete code (as pasted) and an
 * incomplete one, the check's answers (right, wrong, the last try wrong, rate limited, no answer), the countdown, a
 * resend and its answers, a change of number, and what the browser reads from the text (`textedCode`,
 * another code than the one typed, so that a typed code found wrong can be followed by the texted
 * one; nothing; or a refusal).
 */
export function codeStepEvents(
  /** The machine's id, which names its countdown's delayed event. */
  id: string,
  options: { code: string; partialCode: string; textedCode: string; check: string; checked: unknown },
): CodeStepEvent[] {
  const checked = `xstate.done.actor.${options.check}` as const;
  const failed = `xstate.error.actor.${options.check}` as const;
  return [
    { type: 'phoneCode.codeChanged', value: options.code },
    { type: 'phoneCode.codeChanged', value: options.partialCode },
    { type: 'phoneCode.submitCode' },
    { type: checked, output: options.checked },
    { type: failed, error: { kind: 'invalidCode', status: 400, message: 'This code is not correct.' } },
    { type: failed, error: lastTryWrong() },
    { type: failed, error: rateLimited(2) },
    { type: failed, error: networkDown() },
    { type: `xstate.after.tick.${id}.codeSent.resend.waiting` },
    { type: 'phoneCode.resend' },
    { type: 'xstate.done.actor.resendCode', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } },
    { type: 'xstate.error.actor.resendCode', error: rateLimited(2) },
    { type: 'phoneCode.changeNumber' },
    { type: 'xstate.done.actor.receiveSmsCode', output: options.textedCode },
    { type: 'xstate.done.actor.receiveSmsCode', output: null },
    { type: 'xstate.error.actor.receiveSmsCode', error: { name: 'NotAllowedError', message: 'The user declined to share the code.' } },
  ];
}

/**
 * What the phone and code guards read: a valid number, a complete code, a code kept from the text,
 * the countdown, whether the number was texted a code here, a refusal for asking too often (a code
 * texted before may be entered).
 */
export const phoneCodeVertex = (s: PhoneCodeSnapshot) => ({
  value: s.value,
  status: s.status,
  phone: normalizeUsPhone(s.context.phoneInput) !== undefined,
  code: s.context.code.length === 6,
  received: s.context.receivedCode !== null,
  resendIn: s.context.resendInSeconds,
  texted: s.context.phoneNumber !== null && s.context.textedTo.includes(s.context.phoneNumber),
  askedOften: s.context.phoneNumber !== null && mayHoldEarlierCode(s.context.error, s.context.textedTo.includes(s.context.phoneNumber)),
});

/** The codes a check may be given: the one typed, or the one the browser read from the text. */
export const checkedCodes = (options: { code: string; textedCode: string }) => [normalizeLoginCode(options.code), normalizeLoginCode(options.textedCode)];

export const expectError = (s: PhoneCodeSnapshot) => {
  expect(s.hasTag('error')).toBe(true);
  expect(s.context.error?.message).toBeTruthy();
};

/** The browser reads the text while the code step listens, and only then. */
export const autofillChecks: StateChecks<PhoneCodeSnapshot> = {
  'codeSent.autofill.listening': (s) => expect(s.children.receiveSmsCode).toBeDefined(),
  'codeSent.autofill.idle': (s) => expect(s.children.receiveSmsCode).toBeUndefined(),
};

/** A code that can no longer be tried, on the machine: it says why and takes no code until a new one is sent. */
export const usedUpChecks: StateChecks<PhoneCodeSnapshot> = {
  'codeSent.code.usedUp': (s) => {
    // Why: the last try, or a new code refused since.
    expectError(s);
    expect(s.can({ type: 'phoneCode.codeChanged', value: '123456' })).toBe(false);
    expect(s.can({ type: 'phoneCode.submitCode' })).toBe(false);
  },
};

/** The resend countdown, on the machine. */
export const resendChecks: StateChecks<PhoneCodeSnapshot> = {
  'codeSent.resend.waiting': (s) => expect(s.context.resendInSeconds).toBeGreaterThan(0),
  'codeSent.resend.available': (s) => expect(s.context.resendInSeconds).toBe(0),
};
