import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, SimulatedClock } from 'xstate';
import { classifyHttpFailure } from '../../machines/api-failure';
import { changePhoneMachine } from '../../machines/change-phone.machine';
import { formatUsPhone, formatUsPhoneInput } from '../../machines/phone';
import { ChangePhone } from '../../src/features/account/ChangePhone';
import { paths, serializeState, type Snapshot } from './change-phone.paths';
import { assertFullCoverage, controllableActors, eventTypesOf, type StateChecks } from './model';
import { autofillChecks } from './phone-code';
import { codeField, codeStepChecks, enterCode, expectCodeEntry, expectEarlierCodeOffered } from './phone-code.ui';
import { expectAlert, expectBusyButton, expectEnabledButton, expectFieldError, expectFieldFine, expectNoAlert, outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the phone change model (change-phone.paths.ts) walked through the real phone section
 * of My Account: what the user does, what the server answers (fake actors), time passing (simulated
 * clock); after each step the screen's machine is in the model's state, and each state is checked by
 * what the screen shows.
 */

afterEach(cleanup);

const CURRENT = '+15085550100';
const phoneField = () => screen.getByLabelText(/new mobile phone number/i) as HTMLInputElement;

interface Run {
  user: UserEvent;
  fakes: ReturnType<typeof controllableActors>;
  clock: SimulatedClock;
  actor: ReturnType<typeof screenActor>;
}
let run: Run;

type Step = { event: AnyEventObject; state: Snapshot };
const click = (name: RegExp) => () => run.user.click(screen.getByRole('button', { name }));
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    render(<ChangePhone logic={changePhoneMachine.provide({ actors: run.fakes.actors })} currentPhone={CURRENT} clock={run.clock} inspect={run.actor.inspect} />);
  },
  'changePhone.start': click(/change phone number/i),
  'changePhone.cancel': click(/^cancel$/i),
  'phoneCode.phoneChanged': async ({ event }) => {
    await run.user.clear(phoneField());
    await run.user.type(phoneField(), event.value);
  },
  'phoneCode.submitPhone': click(/send code/i),
  'phoneCode.codeChanged': ({ event }) => enterCode(run.user, event.value),
  'phoneCode.submitCode': click(/confirm new number/i),
  'phoneCode.resend': click(/resend code/i),
  'phoneCode.changeNumber': click(/use a different number/i),
  'phoneCode.enterEarlierCode': click(/i already have a code/i),
  'xstate.after.tick.changePhone.codeSent.resend.waiting': () => outcome(() => run.clock.increment(1000)),
};
for (const type of eventTypesOf(paths)) if (/^xstate\.(done|error)\.actor\./.test(type)) actions[type] = ({ event }) => outcome(() => run.fakes.settle(event));

const checks: StateChecks<Snapshot> = {
  idle: () => {
    expect(screen.getByText(/you sign in with/i).textContent).toBe(`You sign in with ${formatUsPhone(CURRENT)}.`);
    expectEnabledButton(/change phone number/i);
    expect(screen.queryByRole('status')).toBeNull();
  },
  'enteringPhone.editing': (s) => {
    expect(phoneField().value).toBe(formatUsPhoneInput(s.context.phoneInput));
    expect(phoneField().getAttribute('autocomplete')).toBe('tel');
    expectFieldFine(/new mobile phone number/i);
    expectNoAlert();
  },
  'enteringPhone.invalid': (s) => {
    expectFieldError(/new mobile phone number/i, s.context.error!.message);
    expectNoAlert();
  },
  'enteringPhone.failed': (s) => {
    expectAlert(s.context.error!.message);
    expectFieldFine(/new mobile phone number/i);
    expectEarlierCodeOffered(s);
  },
  reserving: () => expectBusyButton(/sending code/i),
  'codeSent.code.editing': expectCodeEntry,
  'codeSent.code.verifying': (s) => {
    expectBusyButton(/checking code/i);
    // The code being checked is in the field, typed or read from the text.
    expect(codeField().value).toBe(s.context.code);
    expectBusyButton(/^cancel$/i);
    expectBusyButton(/use a different number/i);
  },
  ...codeStepChecks,
  ...autofillChecks,
  changed: (s) => {
    expect(screen.getByRole('status').textContent).toBe(`Your phone number is now ${formatUsPhone(s.context.changedTo!)}. Use it to sign in from now on. Every other device signed in to your account was signed out.`);
    expectEnabledButton(/change phone number/i);
  },
};

describe('My Account phone change along the phone change paths', { timeout: 30_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(changePhoneMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), fakes: controllableActors(changePhoneMachine), clock: new SimulatedClock(), actor: screenActor() };
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.actor.snapshot() as Snapshot, serializeState }));
  });
});

describe('My Account phone change, set aside', () => {
  it('hands the focus back to "Change phone number" from either step', async () => {
    run = { user: userEvent.setup(), fakes: controllableActors(changePhoneMachine), clock: new SimulatedClock(), actor: screenActor() };
    await actions['xstate.init']!({} as Step);
    // On the number's step: nothing was sent yet.
    await run.user.click(screen.getByRole('button', { name: /change phone number/i }));
    expect(document.activeElement).toBe(phoneField());
    await run.user.click(screen.getByRole('button', { name: /^cancel$/i }));
    // A keyboard user goes on from the section, not from the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /change phone number/i }));
    // On the code's step.
    await run.user.click(screen.getByRole('button', { name: /change phone number/i }));
    await run.user.type(phoneField(), '5085550199');
    await run.user.click(screen.getByRole('button', { name: /send code/i }));
    await outcome(() => run.fakes.settle({ type: 'xstate.done.actor.reservePhone', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } } as AnyEventObject));
    await run.user.click(await screen.findByRole('button', { name: /^cancel$/i }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /change phone number/i }));
  });

  it('shows what the server said above the form as spec section 8 words it: a lowercase message under "Error", a Message over its Errors', async () => {
    run = { user: userEvent.setup(), fakes: controllableActors(changePhoneMachine), clock: new SimulatedClock(), actor: screenActor() };
    await actions['xstate.init']!({} as Step);
    await run.user.click(screen.getByRole('button', { name: /change phone number/i }));
    await run.user.type(phoneField(), '5085550199');
    const send = async (body: unknown) => {
      await run.user.click(screen.getByRole('button', { name: /send code/i }));
      await outcome(() => run.fakes.settle({ type: 'xstate.error.actor.reservePhone', error: classifyHttpFailure({ status: 503, body }) } as AnyEventObject));
      return screen.findByRole('alert');
    };

    let alert = await send({ message: 'the text provider is not answering' });
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Error');
    expect(alert.textContent).toBe('Errorthe text provider is not answering');

    alert = await send({ Message: 'No code was sent.', Errors: ['Texts are paused for maintenance.', 'Nothing was changed.'] });
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe('No code was sent.');
    expect(alert.textContent).toBe('No code was sent.Texts are paused for maintenance.\nNothing was changed.');
  });

  /** At the new number's step, 508-555-0199 typed. */
  async function atTheNumberStep() {
    run = { user: userEvent.setup(), fakes: controllableActors(changePhoneMachine), clock: new SimulatedClock(), actor: screenActor() };
    await actions['xstate.init']!({} as Step);
    await run.user.click(screen.getByRole('button', { name: /change phone number/i }));
    await run.user.type(phoneField(), '5085550199');
  }
  const sendAnswered = async (answer: AnyEventObject) => {
    await run.user.click(screen.getByRole('button', { name: /send code/i }));
    await outcome(() => run.fakes.settle(answer));
  };
  const refusedWith = (body: unknown) =>
    sendAnswered({ type: 'xstate.error.actor.reservePhone', error: classifyHttpFailure({ status: 429, body, retryAfter: '29' }) } as AnyEventObject);

  it('offers no code texted before when the number waits for a code another account asked for', async () => {
    await atTheNumberStep();
    await refusedWith({ Message: 'This number cannot get a new code yet.', Errors: ['Try again in 29 seconds.'] });
    expectAlert('This number cannot get a new code yet. Try again in 29 seconds.');
    expect(screen.queryByRole('button', { name: /i already have a code/i })).toBeNull();
    // The account that asked for it is offered it.
    await refusedWith({ Message: 'A code was requested for this number moments ago.', Errors: ['Try again in 29 seconds.'] });
    expectEnabledButton(/i already have a code/i);
  });

  it('leads to no code step a tab texted no code for the number when too many codes were requested', async () => {
    await atTheNumberStep();
    await refusedWith({ Message: 'Too many codes were requested. Please wait before asking for another.', Errors: ['Try again in 12 minutes.'] });
    expect(screen.getByRole('alert').textContent).toMatch(/^Too many codes were requested\./);
    expect(screen.queryByRole('button', { name: /i already have a code/i })).toBeNull();
    // Texted one here, before and after the refusal, the user may enter it.
    await sendAnswered({ type: 'xstate.done.actor.reservePhone', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } } as AnyEventObject);
    await run.user.click(screen.getByRole('button', { name: /use a different number/i }));
    await refusedWith({ Message: 'Too many codes were requested. Please wait before asking for another.', Errors: ['Try again in 12 minutes.'] });
    await run.user.click(screen.getByRole('button', { name: /i already have a code/i }));
    expect(codeField().disabled).toBe(false);
  });

  it('gives the focus to the code field after Resend code, and says politely that a new code went out', async () => {
    await atTheNumberStep();
    await sendAnswered({ type: 'xstate.done.actor.reservePhone', output: { resendAfterSeconds: 1, expiresInSeconds: 600 } } as AnyEventObject);
    await outcome(() => run.clock.increment(1000));
    await run.user.click(screen.getByRole('button', { name: /resend code/i }));
    await outcome(() => run.fakes.settle({ type: 'xstate.done.actor.resendCode', output: { resendAfterSeconds: 30, expiresInSeconds: 600 } } as AnyEventObject));
    expect(document.activeElement).toBe(codeField());
    expect(screen.getByRole('status').textContent).toBe(`A new code was sent to ${formatUsPhone('+15085550199')}.`);
  });

  it('stops asking for the code once it has no tries left, leaving another number and Cancel', async () => {
    await atTheNumberStep();
    await sendAnswered({ type: 'xstate.done.actor.reservePhone', output: { resendAfterSeconds: 30, expiresInSeconds: 600 } } as AnyEventObject);
    await enterCode(run.user, '654321');
    await run.user.click(screen.getByRole('button', { name: /confirm new number/i }));
    const lastTry = classifyHttpFailure(
      { status: 400, body: { Message: 'This code is not correct.', Errors: ['No tries left for this code: request a new code.'] } },
      { badRequest: 'invalidCode' },
    );
    await outcome(() => run.fakes.settle({ type: 'xstate.error.actor.confirmPhone', error: lastTry } as AnyEventObject));
    expectAlert('This code is not correct.No tries left for this code: request a new code.');
    expect(codeField().disabled).toBe(true);
    expectBusyButton(/confirm new number/i);
    expectEnabledButton(/use a different number/i);
    expectEnabledButton(/^cancel$/i);
  });
});
