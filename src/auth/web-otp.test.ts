import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { phoneLoginMachine } from '../../machines/phone-login.machine';
import { type AuthCalls, phoneLoginActors } from './auth.actors';
import { readSmsCode } from './web-otp';

/** A browser with WebOTP (Chrome on Android): `get` answers when the test says the text has come. */
function withWebOtp() {
  const requests: { options: CredentialRequestOptions & { otp?: unknown }; arrive: (code: string) => void }[] = [];
  const get = vi.fn(
    (options: CredentialRequestOptions) =>
      new Promise((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new DOMException('The code step was left.', 'AbortError')));
        requests.push({ options, arrive: (code) => resolve({ type: 'otp', id: '', code }) });
      }),
  );
  Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return { get, requests };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('reading the texted code (WebOTP)', () => {
  it('asks the browser for the code of an SMS, with the signal that ends the request', async () => {
    const browser = withWebOtp();
    const reading = readSmsCode(new AbortController().signal);
    expect(browser.requests).toHaveLength(1);
    expect(browser.requests[0]!.options).toEqual({ otp: { transport: ['sms'] }, signal: expect.any(AbortSignal) });
    browser.requests[0]!.arrive('482913');
    expect(await reading).toBe('482913');
  });

  it('settles with nothing where the browser has no WebOTP', async () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    expect(await readSmsCode(new AbortController().signal)).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('signs in with the code read from the text, as if the user had typed it', async () => {
    const browser = withWebOtp();
    const { actor, checked } = await atCodeStep();
    expect(browser.requests).toHaveLength(1);
    browser.requests[0]!.arrive('482913');
    await waitFor(actor, (s) => s.matches({ codeSent: { code: 'verifying' } }));
    expect(actor.getSnapshot().context.code).toBe('482913');
    expect(checked).toEqual([{ phoneNumber: '+15085550100', code: '482913' }]);
    actor.stop();
  });

  it('calls the reading off when the code step is left', async () => {
    const browser = withWebOtp();
    const { actor } = await atCodeStep();
    const { signal } = browser.requests[0]!.options;
    expect(signal?.aborted).toBe(false);
    actor.send({ type: 'phoneCode.changeNumber' });
    expect(actor.getSnapshot().matches('enteringPhone')).toBe(true);
    expect(signal?.aborted).toBe(true);
    actor.stop();
  });
});

/** The sign-in flow with the app's actors over a fake API, on the code step for (508) 555-0100; code checks never answer. */
async function atCodeStep() {
  const checked: unknown[] = [];
  const calls = {
    sendCode: () => Promise.resolve({ resendAfterSeconds: 30, expiresInSeconds: 600 }),
    verifyCode: (phoneNumber: string, code: string) => {
      checked.push({ phoneNumber, code });
      return new Promise(() => {});
    },
  } as unknown as AuthCalls;
  const actor = createActor(phoneLoginMachine.provide({ actors: phoneLoginActors(calls) }), { input: {} }).start();
  actor.send({ type: 'phoneCode.phoneChanged', value: '(508) 555-0100' });
  actor.send({ type: 'phoneCode.submitPhone' });
  await waitFor(actor, (s) => s.matches('codeSent'));
  return { actor, checked };
}
