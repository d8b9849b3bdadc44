import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { identityFixture } from '../tests/flows/fixtures';
import { classifyHttpFailure } from './api-failure';
import { changePhoneMachine } from './change-phone.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(confirm: () => Promise<ReturnType<typeof identityFixture>> = async () => identityFixture({ phoneNumber: '+15085550199' })) {
  const updated: unknown[] = [];
  const reserved: string[] = [];
  const machine = changePhoneMachine.provide({
    actors: {
      reservePhone: fromPromise(async ({ input }) => (reserved.push(input.phoneNumber), { resendAfterSeconds: 30, expiresInSeconds: 600 })),
      confirmPhone: fromPromise(confirm),
    },
    actions: { identityUpdated: (_, { identity }) => void updated.push(identity) },
  });
  const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
  return { actor, updated, reserved };
}

describe('change phone machine', () => {
  it('texts the new number, then moves the account and tells the session once', async () => {
    const { actor, updated, reserved } = start();
    actor.send({ type: 'changePhone.start' });
    actor.send({ type: 'phoneCode.phoneChanged', value: '508.555.0199' });
    actor.send({ type: 'phoneCode.submitPhone' });
    await settle();
    expect(reserved).toEqual(['+15085550199']);
    actor.send({ type: 'phoneCode.codeChanged', value: '654 321' });
    actor.send({ type: 'phoneCode.submitCode' });
    await settle();
    expect(actor.getSnapshot().matches('changed')).toBe(true);
    expect(actor.getSnapshot().context.changedTo).toBe('+15085550199');
    expect(updated).toHaveLength(1);
  });

  it('keeps the flow while the code is being checked: no cancel, no other number', async () => {
    let answer: (identity: ReturnType<typeof identityFixture>) => void = () => {};
    const { actor } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'changePhone.start' });
    actor.send({ type: 'phoneCode.phoneChanged', value: '5085550199' });
    actor.send({ type: 'phoneCode.submitPhone' });
    await settle();
    actor.send({ type: 'phoneCode.codeChanged', value: '654321' });
    actor.send({ type: 'phoneCode.submitCode' });
    actor.send({ type: 'changePhone.cancel' });
    actor.send({ type: 'phoneCode.changeNumber' });
    expect(actor.getSnapshot().matches({ codeSent: { code: 'verifying' } })).toBe(true);
    answer(identityFixture({ phoneNumber: '+15085550199' }));
    await settle();
    expect(actor.getSnapshot().matches('changed')).toBe(true);
  });

  it('starts over clean after a cancel', async () => {
    const { actor } = start();
    actor.send({ type: 'changePhone.start' });
    actor.send({ type: 'phoneCode.phoneChanged', value: '555' });
    actor.send({ type: 'phoneCode.submitPhone' });
    actor.send({ type: 'changePhone.cancel' });
    actor.send({ type: 'changePhone.start' });
    expect(actor.getSnapshot().context).toMatchObject({ phoneInput: '', error: null, code: '' });
  });

  it('offers no code texted before when the number waits for a code another account asked for', async () => {
    const machine = changePhoneMachine.provide({
      actors: {
        reservePhone: fromPromise(() =>
          Promise.reject(classifyHttpFailure({ status: 429, body: { Message: 'This number cannot get a new code yet.', Errors: ['Try again in 29 seconds.'] }, retryAfter: '29' })),
        ),
      },
    });
    const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
    actor.send({ type: 'changePhone.start' });
    actor.send({ type: 'phoneCode.phoneChanged', value: '5085550199' });
    actor.send({ type: 'phoneCode.submitPhone' });
    await settle();
    const s = actor.getSnapshot();
    expect(s.matches({ enteringPhone: 'failed' })).toBe(true);
    expect(s.context.error?.message).toBe('This number cannot get a new code yet. Try again in 29 seconds.');
    expect(s.can({ type: 'phoneCode.enterEarlierCode' })).toBe(false);
  });

  it.each([
    ['too many codes were requested', 'Too many codes were requested. Please wait before asking for another.'],
    ['too many changes were tried', 'Too many phone number changes were tried. Please wait before trying again.'],
  ])('offers the code texted before only for a number this tab was texted one for, when %s', async (_, message) => {
    const refusal = classifyHttpFailure({ status: 429, body: { Message: message, Errors: ['Try again in 40 minutes.'] }, retryAfter: '2400' });
    const machine = changePhoneMachine.provide({ actors: { reservePhone: fromPromise(() => Promise.reject(refusal)) } });
    const refusedFor = async (input: { textedTo?: string[] }) => {
      const actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
      actor.send({ type: 'changePhone.start' });
      actor.send({ type: 'phoneCode.phoneChanged', value: '5085550199' });
      actor.send({ type: 'phoneCode.submitPhone' });
      await settle();
      expect(actor.getSnapshot().matches({ enteringPhone: 'failed' })).toBe(true);
      return actor.getSnapshot();
    };
    expect((await refusedFor({})).can({ type: 'phoneCode.enterEarlierCode' })).toBe(false);
    expect((await refusedFor({ textedTo: ['+15085550123'] })).can({ type: 'phoneCode.enterEarlierCode' })).toBe(false);
    expect((await refusedFor({ textedTo: ['+15085550199'] })).can({ type: 'phoneCode.enterEarlierCode' })).toBe(true);
  });

  it('remembers for the tab the numbers texted a code, and forgets the one whose code moved the account', async () => {
    const remembered: unknown[] = [];
    const forgotten: unknown[] = [];
    const machine = changePhoneMachine.provide({
      actors: {
        reservePhone: fromPromise(async () => ({ resendAfterSeconds: 30, expiresInSeconds: 600 })),
        confirmPhone: fromPromise(async () => identityFixture({ phoneNumber: '+15085550199' })),
      },
      actions: {
        rememberCodeTexted: (_, params) => void remembered.push(params),
        forgetCodeTexted: (_, params) => void forgotten.push(params),
      },
    });
    const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
    actor.send({ type: 'changePhone.start' });
    actor.send({ type: 'phoneCode.phoneChanged', value: '5085550199' });
    actor.send({ type: 'phoneCode.submitPhone' });
    await settle();
    expect(remembered).toEqual([{ phoneNumber: '+15085550199', expiresInSeconds: 600 }]);
    expect(actor.getSnapshot().context.textedTo).toEqual(['+15085550199']);
    actor.send({ type: 'phoneCode.codeChanged', value: '654321' });
    actor.send({ type: 'phoneCode.submitCode' });
    await settle();
    expect(forgotten).toEqual([{ phoneNumber: '+15085550199' }]);
  });

  it('takes no more codes once the last try was wrong, and still lets another number be used', async () => {
    const lastTry = classifyHttpFailure(
      { status: 400, body: { Message: 'This code is not correct.', Errors: ['No tries left for this code: request a new code.'] } },
      { badRequest: 'invalidCode' },
    );
    const { actor, reserved } = start(() => Promise.reject(lastTry));
    actor.send({ type: 'changePhone.start' });
    actor.send({ type: 'phoneCode.phoneChanged', value: '5085550199' });
    actor.send({ type: 'phoneCode.submitPhone' });
    await settle();
    actor.send({ type: 'phoneCode.codeChanged', value: '654321' });
    actor.send({ type: 'phoneCode.submitCode' });
    await settle();
    expect(actor.getSnapshot().matches({ codeSent: { code: 'usedUp' } })).toBe(true);
    actor.send({ type: 'phoneCode.submitCode' });
    expect(actor.getSnapshot().matches({ codeSent: { code: 'usedUp' } })).toBe(true);
    // Another number, or cancel, are still the way out.
    actor.send({ type: 'phoneCode.changeNumber' });
    expect(actor.getSnapshot().matches('enteringPhone')).toBe(true);
    expect(reserved).toEqual(['+15085550199']);
  });
});
