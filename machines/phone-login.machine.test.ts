import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, fromPromise, SimulatedClock } from 'xstate';
import { ProfileRequest } from '../contract/authentication';
import { identityFixture, networkDown } from '../tests/flows/fixtures';
import { classifyHttpFailure, failureDisplay } from './api-failure';
import { phoneLoginMachine, safeRedirect, validateProfile } from './phone-login.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Signs in with a phone number and a code, as the form does: the number, then the code once it was sent. */
async function signInWith(actor: Actor<typeof phoneLoginMachine>, code = '123456') {
  actor.send({ type: 'phoneCode.phoneChanged', value: '5085550100' });
  actor.send({ type: 'phoneCode.submitPhone' });
  await settle();
  actor.send({ type: 'phoneCode.codeChanged', value: code });
  actor.send({ type: 'phoneCode.submitCode' });
  await settle();
  await settle();
}

function start(verify: () => Promise<{ token: string; refreshToken: string }> = async () => ({ token: 't', refreshToken: 'r' })) {
  const clock = new SimulatedClock();
  const signedIn: unknown[] = [];
  let sends = 0;
  const machine = phoneLoginMachine.provide({
    actors: {
      sendCode: fromPromise(async () => (sends++, { resendAfterSeconds: 30, expiresInSeconds: 600 })),
      verifyCode: fromPromise(verify),
      loadIdentity: fromPromise(async () => identityFixture()),
    },
    actions: { signIn: (_, tokens) => void signedIn.push(tokens) },
  });
  const actor = createActor(machine, { input: { redirect: '/my-account' }, clock }).start();
  return { actor, clock, signedIn, sends: () => sends };
}

describe('phone login machine', () => {
  it('counts the resend cooldown down second by second, then allows a resend', async () => {
    const { actor, clock, sends } = start();
    actor.send({ type: 'phoneCode.phoneChanged', value: '508 555 0100' });
    actor.send({ type: 'phoneCode.submitPhone' });
    await settle();
    expect(actor.getSnapshot().context.resendInSeconds).toBe(30);
    clock.increment(1000);
    expect(actor.getSnapshot().context.resendInSeconds).toBe(29);
    actor.send({ type: 'phoneCode.resend' });
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'waiting' } })).toBe(true);
    for (let i = 0; i < 29; i++) clock.increment(1000);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'available' } })).toBe(true);
    actor.send({ type: 'phoneCode.resend' });
    await settle();
    expect(sends()).toBe(2);
    expect(actor.getSnapshot().context.resendInSeconds).toBe(30);
  });

  it('after too many wrong codes the resend waits for Retry-After', async () => {
    const { actor, clock } = start(() => Promise.reject({ kind: 'rateLimited', status: 429, retryAfterSeconds: 300, message: 'Too many wrong codes.' }));
    actor.send({ type: 'phoneCode.phoneChanged', value: '5085550100' });
    actor.send({ type: 'phoneCode.submitPhone' });
    await settle();
    for (let i = 0; i < 30; i++) clock.increment(1000);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'available' } })).toBe(true);
    actor.send({ type: 'phoneCode.codeChanged', value: '111111' });
    actor.send({ type: 'phoneCode.submitCode' });
    await settle();
    const s = actor.getSnapshot();
    expect(s.matches({ codeSent: { code: 'rejected', resend: 'waiting' } })).toBe(true);
    expect(s.context.resendInSeconds).toBe(300);
    expect(s.context.error?.message).toBe('Too many wrong codes.');
  });

  it('a signed-up user is done after the code, and goes back where they came from', async () => {
    const { actor, signedIn } = start();
    await signInWith(actor);
    expect(signedIn).toEqual([{ token: 't', refreshToken: 'r' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ redirect: '/my-account' });
  });

  it('does not resend while a code is being checked', async () => {
    const { actor, clock, sends } = start(() => new Promise(() => {}));
    actor.send({ type: 'phoneCode.phoneChanged', value: '5085550100' });
    actor.send({ type: 'phoneCode.submitPhone' });
    await settle();
    for (let i = 0; i < 30; i++) clock.increment(1000);
    actor.send({ type: 'phoneCode.codeChanged', value: '123456' });
    actor.send({ type: 'phoneCode.submitCode' });
    actor.send({ type: 'phoneCode.resend' });
    expect(actor.getSnapshot().matches({ codeSent: { code: 'verifying', resend: 'available' } })).toBe(true);
    expect(sends()).toBe(1);
  });

  describe('a code the browser reads from the text while a typed one is checked', () => {
    const wrongCode = { kind: 'invalidCode', status: 400, message: 'That code is wrong or has expired.' };

    /** The sign-in at its code step: `text` hands the browser's reading over, `answer` settles the check under way. */
    async function atTheCodeStep() {
      const checked: string[] = [];
      let answer: { resolve: (tokens: { token: string; refreshToken: string }) => void; reject: (error: unknown) => void } | undefined;
      let text: (code: string) => void = () => {};
      const machine = phoneLoginMachine.provide({
        actors: {
          sendCode: fromPromise(async () => ({ resendAfterSeconds: 30, expiresInSeconds: 600 })),
          verifyCode: fromPromise(({ input }) => {
            checked.push(input.code);
            return new Promise((resolve, reject) => (answer = { resolve, reject }));
          }),
          loadIdentity: fromPromise(async () => identityFixture()),
          receiveSmsCode: fromPromise(() => new Promise<string | null>((resolve) => (text = resolve))),
        },
      });
      const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
      actor.send({ type: 'phoneCode.phoneChanged', value: '5085550100' });
      actor.send({ type: 'phoneCode.submitPhone' });
      await settle();
      const typeAndSubmit = (code: string) => {
        actor.send({ type: 'phoneCode.codeChanged', value: code });
        actor.send({ type: 'phoneCode.submitCode' });
      };
      const textArrives = async (code: string) => (text(code), await settle());
      const checkAnswers = async (outcome: 'right' | 'wrong' | 'no answer') => {
        if (outcome === 'right') answer!.resolve({ token: 't', refreshToken: 'r' });
        else answer!.reject(outcome === 'wrong' ? wrongCode : networkDown());
        await settle();
      };
      return { actor, checked, typeAndSubmit, textArrives, checkAnswers };
    }

    it('is entered and checked when the typed one turns out wrong, so the user need not type it', async () => {
      const { actor, checked, typeAndSubmit, textArrives, checkAnswers } = await atTheCodeStep();
      typeAndSubmit('111111');
      await textArrives('246810');
      expect(checked).toEqual(['111111']);
      await checkAnswers('wrong');
      expect(checked).toEqual(['111111', '246810']);
      expect(actor.getSnapshot().matches({ codeSent: { code: 'verifying' } })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ code: '246810', error: null });
      await checkAnswers('right');
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('is checked once: wrong too, the user hears so', async () => {
      const { actor, checked, typeAndSubmit, textArrives, checkAnswers } = await atTheCodeStep();
      typeAndSubmit('111111');
      await textArrives('246 810');
      await checkAnswers('wrong');
      await checkAnswers('wrong');
      expect(checked).toEqual(['111111', '246810']);
      expect(actor.getSnapshot().matches({ codeSent: { code: 'rejected' } })).toBe(true);
      expect(actor.getSnapshot().context.error?.message).toBe(wrongCode.message);
      // The next typed code that is wrong is just wrong: the texted one was tried.
      typeAndSubmit('333333');
      await checkAnswers('wrong');
      expect(checked).toEqual(['111111', '246810', '333333']);
    });

    it('is not checked again when it is the code typed', async () => {
      const { actor, checked, typeAndSubmit, textArrives, checkAnswers } = await atTheCodeStep();
      typeAndSubmit('246810');
      await textArrives('246810');
      await checkAnswers('wrong');
      expect(checked).toEqual(['246810']);
      expect(actor.getSnapshot().matches({ codeSent: { code: 'rejected' } })).toBe(true);
    });

    it('is kept while a check fails for another reason, and entered when the next check finds the typed code wrong', async () => {
      const { actor, checked, typeAndSubmit, textArrives, checkAnswers } = await atTheCodeStep();
      typeAndSubmit('111111');
      await textArrives('246810');
      // No answer: the typed code may yet be right, so it stays in the field to be sent again.
      await checkAnswers('no answer');
      expect(actor.getSnapshot().matches({ codeSent: { code: 'rejected' } })).toBe(true);
      expect(actor.getSnapshot().context.code).toBe('111111');
      actor.send({ type: 'phoneCode.submitCode' });
      await checkAnswers('wrong');
      expect(checked).toEqual(['111111', '111111', '246810']);
    });
  });

  describe('a code that can no longer be tried', () => {
    const refusal = (status: number, body: unknown, retryAfter?: string) => classifyHttpFailure({ status, body, retryAfter }, { badRequest: 'invalidCode' });
    const lastTry = refusal(400, { Message: 'This code is not correct.', Errors: ['No tries left: you can request a new code in 10 minutes.'] }, '600');
    const lastTryOfTheCode = refusal(400, { Message: 'This code is not correct.', Errors: ['No tries left for this code: request a new code.'] });
    const tooManyWrong = refusal(429, { Message: 'Too many wrong codes for this phone number.', Errors: ['You can request a new code in 9 minutes.'] }, '540');

    /** At the code step, the checks refused in turn with `checks`, and the resends with `resends` (then sent). */
    async function atTheCodeStep(checks: unknown[], resends: unknown[] = []) {
      const clock = new SimulatedClock();
      const checked: string[] = [];
      let sent = 0;
      const machine = phoneLoginMachine.provide({
        actors: {
          sendCode: fromPromise(async () => {
            if (sent++ > 0 && resends.length) throw resends.shift();
            return { resendAfterSeconds: 30, expiresInSeconds: 600 };
          }),
          verifyCode: fromPromise(async ({ input }) => {
            checked.push(input.code);
            throw checks.shift();
          }),
          loadIdentity: fromPromise(async () => identityFixture()),
        },
      });
      const actor = createActor(machine, { input: {}, clock }).start();
      actor.send({ type: 'phoneCode.phoneChanged', value: '5085550100' });
      actor.send({ type: 'phoneCode.submitPhone' });
      await settle();
      const tryCode = async (code: string) => {
        actor.send({ type: 'phoneCode.codeChanged', value: code });
        actor.send({ type: 'phoneCode.submitCode' });
        await settle();
      };
      const wait = (seconds: number) => {
        for (let i = 0; i < seconds; i++) clock.increment(1000);
      };
      return { actor, checked, tryCode, wait };
    }

    it('stops taking codes after the last try, and waits to offer a new code until the server allows one', async () => {
      const { actor, checked, tryCode, wait } = await atTheCodeStep([lastTry]);
      await tryCode('111111');
      let s = actor.getSnapshot();
      expect(s.matches({ codeSent: { code: 'usedUp', resend: 'waiting' } })).toBe(true);
      expect(s.hasTag('error')).toBe(true);
      expect(s.context.error).toMatchObject({ title: 'This code is not correct.', details: ['No tries left: you can request a new code in 10 minutes.'] });
      expect(s.context.resendInSeconds).toBe(600);
      // Nothing typed or submitted reaches the server.
      await tryCode('222222');
      expect(checked).toEqual(['111111']);
      expect(actor.getSnapshot().matches({ codeSent: { code: 'usedUp' } })).toBe(true);
      expect(actor.getSnapshot().context.code).toBe('111111');
      // The way on: a new code once the wait is over, and the field takes codes again.
      wait(600);
      expect(actor.getSnapshot().matches({ codeSent: { code: 'usedUp', resend: 'available' } })).toBe(true);
      actor.send({ type: 'phoneCode.resend' });
      await settle();
      s = actor.getSnapshot();
      expect(s.matches({ codeSent: { code: 'editing', resend: 'waiting' } })).toBe(true);
      expect(s.context).toMatchObject({ code: '', error: null });
    });

    it('stays so when the new code is refused, and says why', async () => {
      const { actor, wait } = await atTheCodeStep([lastTryOfTheCode], [tooManyWrong]);
      actor.send({ type: 'phoneCode.codeChanged', value: '111111' });
      actor.send({ type: 'phoneCode.submitCode' });
      await settle();
      expect(actor.getSnapshot().matches({ codeSent: { code: 'usedUp' } })).toBe(true);
      wait(30);
      actor.send({ type: 'phoneCode.resend' });
      await settle();
      const s = actor.getSnapshot();
      expect(s.matches({ codeSent: { code: 'usedUp', resend: 'waiting' } })).toBe(true);
      expect(s.context.error).toBe(tooManyWrong);
      expect(s.context.resendInSeconds).toBe(540);
    });

    it.each([
      ['too many wrong codes from here', tooManyWrong],
      ['a code used up by others', refusal(400, { Message: 'This code can no longer be used.', Errors: ['Too many wrong codes were entered. Request a new code and try again.'] })],
      ['an expired code', refusal(400, { Message: 'This code has expired or was already used.', Errors: ['Request a new code and try again.'] })],
    ])('is what %s is', async (_, answer) => {
      const { actor, tryCode } = await atTheCodeStep([answer]);
      await tryCode('111111');
      expect(actor.getSnapshot().matches({ codeSent: { code: 'usedUp' } })).toBe(true);
    });

    it('is not a wrong code with tries left, nor a pause in checking codes', async () => {
      const wrong = refusal(400, { Message: 'This code is not correct.', Errors: ['Check the code and try again: 1 try left.'] });
      const pause = refusal(429, { Message: 'Too many sign-in attempts. Please wait a few minutes.' }, '300');
      const { actor, checked, tryCode } = await atTheCodeStep([wrong, pause]);
      await tryCode('111111');
      expect(actor.getSnapshot().matches({ codeSent: { code: 'rejected' } })).toBe(true);
      await tryCode('222222');
      expect(actor.getSnapshot().matches({ codeSent: { code: 'rejected' } })).toBe(true);
      expect(checked).toEqual(['111111', '222222']);
    });
  });

  describe('a refusal to text another code', () => {
    async function refusedWith(body: unknown) {
      const machine = phoneLoginMachine.provide({
        actors: { sendCode: fromPromise(() => Promise.reject(classifyHttpFailure({ status: 429, body, retryAfter: '25' }))) },
      });
      const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
      actor.send({ type: 'phoneCode.phoneChanged', value: '5085550100' });
      actor.send({ type: 'phoneCode.submitPhone' });
      await settle();
      expect(actor.getSnapshot().matches({ enteringPhone: 'failed' })).toBe(true);
      return actor.getSnapshot();
    }

    it('offers the code texted before to whoever asked for it', async () => {
      const s = await refusedWith({ Message: 'A code was requested for this number moments ago.', Errors: ['Try again in 25 seconds.'] });
      expect(s.can({ type: 'phoneCode.enterEarlierCode' })).toBe(true);
    });

    it.each([
      ['the number waits for a code someone else asked for', { Message: 'This number cannot get a new code yet.', Errors: ['Try again in 25 seconds.'] }],
      ['the codes texted before were guessed at too often', { Message: 'Too many wrong codes for this phone number.', Errors: ['You can request a new code in 1 minute.'] }],
    ])('offers no code when %s', async (_, body) => {
      const s = await refusedWith(body);
      expect(s.context.error?.message).toMatch(/Try again in 25 seconds\.$/);
      expect(s.can({ type: 'phoneCode.enterEarlierCode' })).toBe(false);
    });

    const tooManyCodes = { Message: 'Too many codes were requested. Please wait before asking for another.', Errors: ['Try again in 12 minutes.'] };

    it('offers no code to a browser texted none when too many codes were requested', async () => {
      const s = await refusedWith(tooManyCodes);
      expect(s.context.error?.message).toMatch(/^Too many codes were requested/);
      expect(s.can({ type: 'phoneCode.enterEarlierCode' })).toBe(false);
    });

    it('offers the code texted to this number earlier in the tab when too many codes were requested, and no other number', async () => {
      const answers: (() => Promise<{ resendAfterSeconds: number; expiresInSeconds: number }>)[] = [
        async () => ({ resendAfterSeconds: 30, expiresInSeconds: 600 }),
        () => Promise.reject(classifyHttpFailure({ status: 429, body: tooManyCodes, retryAfter: '720' })),
      ];
      const remembered: unknown[] = [];
      const machine = phoneLoginMachine.provide({
        actors: { sendCode: fromPromise(() => answers.shift()!()) },
        actions: { rememberCodeTexted: (_, params) => void remembered.push(params) },
      });
      const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
      actor.send({ type: 'phoneCode.phoneChanged', value: '5085550100' });
      actor.send({ type: 'phoneCode.submitPhone' });
      await settle();
      expect(remembered).toEqual([{ phoneNumber: '+15085550100', expiresInSeconds: 600 }]);
      actor.send({ type: 'phoneCode.changeNumber' });
      actor.send({ type: 'phoneCode.submitPhone' });
      await settle();
      expect(actor.getSnapshot().can({ type: 'phoneCode.enterEarlierCode' })).toBe(true);
      // Another number was texted nothing here.
      answers.push(() => Promise.reject(classifyHttpFailure({ status: 429, body: tooManyCodes, retryAfter: '720' })));
      actor.send({ type: 'phoneCode.phoneChanged', value: '5085550111' });
      actor.send({ type: 'phoneCode.submitPhone' });
      await settle();
      expect(actor.getSnapshot().can({ type: 'phoneCode.enterEarlierCode' })).toBe(false);
    });

    it('offers the code texted before a reload of the tab when too many codes were requested', async () => {
      const machine = phoneLoginMachine.provide({
        actors: { sendCode: fromPromise(() => Promise.reject(classifyHttpFailure({ status: 429, body: tooManyCodes, retryAfter: '720' }))) },
      });
      const actor = createActor(machine, { input: { textedTo: ['+15085550100'] }, clock: new SimulatedClock() }).start();
      actor.send({ type: 'phoneCode.phoneChanged', value: '5085550100' });
      actor.send({ type: 'phoneCode.submitPhone' });
      await settle();
      expect(actor.getSnapshot().can({ type: 'phoneCode.enterEarlierCode' })).toBe(true);
      actor.send({ type: 'phoneCode.enterEarlierCode' });
      expect(actor.getSnapshot().matches({ codeSent: { code: 'editing' } })).toBe(true);
    });
  });

  it('keeps the server\'s words when the account cannot be read after the code, for the screen to show in full', async () => {
    const refusal = classifyHttpFailure({ status: 503, body: { Message: 'Your account could not be read.', Errors: ['The account service is being updated.'] } });
    const machine = phoneLoginMachine.provide({
      actors: {
        sendCode: fromPromise(async () => ({ resendAfterSeconds: 30, expiresInSeconds: 600 })),
        verifyCode: fromPromise(async () => ({ token: 't', refreshToken: 'r' })),
        loadIdentity: fromPromise(() => Promise.reject(refusal)),
      },
    });
    const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
    await signInWith(actor);
    const s = actor.getSnapshot();
    expect(s.matches('identityFailed')).toBe(true);
    expect(s.context.error).toMatchObject({ status: 503, title: 'Your account could not be read.', details: ['The account service is being updated.'] });
    expect(failureDisplay(s.context.error!)).toEqual({ title: 'Your account could not be read.', detail: 'The account service is being updated.' });
  });

  it('only redirects within the site', () => {
    expect(safeRedirect('/job-requests/1?tab=a')).toBe('/job-requests/1?tab=a');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'job-requests', '', undefined]) expect(safeRedirect(bad)).toBe('/');
  });

  it('checks the profile as the contract does', () => {
    expect(validateProfile({ firstName: ' ', lastName: 'L', email: 'a@b' })).toEqual({
      firstName: 'First name is required.',
      email: 'Enter a valid e-mail address.',
    });
    expect(validateProfile({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toEqual({});
    // Spelled as the field's label, "E-mail".
    expect(validateProfile({ firstName: 'Ada', lastName: 'Lovelace', email: ' ' }).email).toBe('E-mail is required.');
  });

  // The sign-in screen and My Account check one profile: a message the server would give is the one shown before sending.
  it.each([
    ['too long an e-mail address', { email: `${'a'.repeat(250)}@example.com` }],
    ['an e-mail address without a real domain', { email: 'ada@example.c' }],
    ['a control character in a name', { firstName: 'Ada\u0007' }],
    ['a direction override in a name', { lastName: 'Love\u202elace' }],
    ['too long a name', { lastName: 'L'.repeat(101) }],
  ])('gives the contract’s message for %s', (_, change) => {
    const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', ...change };
    const parsed = v.safeParse(ProfileRequest, profile);
    const contract = Object.fromEntries(Object.entries(v.flatten<typeof ProfileRequest>(parsed.issues!).nested ?? {}).map(([field, messages]) => [field, messages![0]]));
    expect(Object.keys(contract)).toHaveLength(1);
    expect(validateProfile(profile)).toEqual(contract);
  });
});
