import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, SimulatedClock } from 'xstate';
import { classifyHttpFailure } from '../../machines/api-failure';
import { formatUsPhone, formatUsPhoneInput } from '../../machines/phone';
import { phoneLoginMachine, type PhoneLoginOutput, type ProfileField } from '../../machines/phone-login.machine';
import { SignIn } from '../../src/features/sign-in/SignIn';
import { assertFullCoverage, controllableActors, eventTypesOf, type StateChecks } from './model';
import { autofillChecks } from './phone-code';
import { codeField, codeStepChecks, enterCode, expectCodeEntry, expectEarlierCodeOffered } from './phone-code.ui';
import { newAccount, paths, serializeState, type Snapshot } from './phone-login.paths';
import { descriptionOf, expectAlert, expectBusyButton, expectEnabledButton, expectFieldError, expectFieldFine, expectNoAlert, outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the phone sign-in model (phone-login.paths.ts) walked through the real Sign In screen:
 * each step is what a user does (types, pastes, clicks) or what the server answers (a fake actor
 * settles) or time passing (the simulated clock). After each step the screen's machine must be in the
 * model's state, and each state is checked by what the screen shows of it.
 */

afterEach(cleanup);

const LABELS: Record<ProfileField, RegExp> = { firstName: /first name/i, lastName: /last name/i, email: /e-mail/i };
const phoneField = () => screen.getByLabelText(/mobile phone number/i) as HTMLInputElement;

interface Run {
  user: UserEvent;
  fakes: ReturnType<typeof controllableActors>;
  clock: SimulatedClock;
  onDone: ReturnType<typeof vi.fn<(output: PhoneLoginOutput) => void>>;
  actor: ReturnType<typeof screenActor>;
}
let run: Run;

async function retype(field: HTMLInputElement, value: string) {
  await run.user.clear(field);
  await run.user.type(field, value);
}

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    render(<SignIn logic={phoneLoginMachine.provide({ actors: run.fakes.actors })} input={currentInput} clock={run.clock} inspect={run.actor.inspect} onDone={run.onDone} />);
  },
  'phoneCode.phoneChanged': ({ event }) => retype(phoneField(), event.value),
  'phoneCode.submitPhone': () => run.user.click(screen.getByRole('button', { name: /send code/i })),
  'phoneCode.codeChanged': ({ event }) => enterCode(run.user, event.value),
  'phoneCode.submitCode': () => run.user.click(screen.getByRole('button', { name: /continue/i })),
  'phoneCode.resend': () => run.user.click(screen.getByRole('button', { name: /resend code/i })),
  'phoneCode.changeNumber': () => run.user.click(screen.getByRole('button', { name: /change number/i })),
  'phoneCode.enterEarlierCode': () => run.user.click(screen.getByRole('button', { name: /i already have a code/i })),
  'phoneLogin.retry': () => run.user.click(screen.getByRole('button', { name: /try again/i })),
  'phoneLogin.profileChanged': ({ event }) => retype(screen.getByLabelText(LABELS[event.field as ProfileField]) as HTMLInputElement, event.value),
  'phoneLogin.submitProfile': () => run.user.click(screen.getByRole('button', { name: /create account/i })),
  'xstate.after.tick.phoneLogin.codeSent.resend.waiting': () => outcome(() => run.clock.increment(1000)),
};
const settleActor = ({ event }: Step) => outcome(() => run.fakes.settle(event));
for (const type of eventTypesOf(paths)) if (/^xstate\.(done|error)\.actor\./.test(type)) actions[type] = settleActor;

let currentInput: (typeof paths)[number]['input'];

const checks: StateChecks<Snapshot> = {
  'enteringPhone.editing': (s) => {
    screen.getByRole('heading', { name: 'Sign in with your phone' });
    expect(phoneField().value).toBe(formatUsPhoneInput(s.context.phoneInput));
    expect(phoneField().getAttribute('autocomplete')).toBe('tel');
    expect(phoneField().getAttribute('inputmode')).toBe('tel');
    expectFieldFine(/mobile phone number/i);
    expectNoAlert();
    expectEnabledButton(/send code/i);
  },
  'enteringPhone.invalid': (s) => {
    expectFieldError(/mobile phone number/i, s.context.error!.message);
    expectNoAlert();
  },
  'enteringPhone.failed': (s) => {
    expectAlert(s.context.error!.message);
    expectFieldFine(/mobile phone number/i);
    expectEarlierCodeOffered(s);
  },
  sendingCode: () => expectBusyButton(/sending code/i),
  'codeSent.code.editing': (s) => {
    screen.getByRole('heading', { name: 'Enter your code' });
    expectCodeEntry(s);
  },
  'codeSent.code.verifying': (s) => {
    expectBusyButton(/checking code/i);
    // The code being checked is in the field, typed or read from the text.
    expect(codeField().value).toBe(s.context.code);
    expect(codeField().readOnly).toBe(true);
  },
  ...codeStepChecks,
  ...autofillChecks,
  loadingIdentity: () => expect(screen.getByRole('status').textContent).toBe('Signing you in…'),
  identityFailed: (s) => {
    // The paths' failure is a dropped connection: the failure's own sentence after the screen's.
    expectAlert(`We could not load your account. ${s.context.error!.message}`);
    expectEnabledButton(/try again/i);
  },
  'completingProfile.editing': (s) => {
    screen.getByRole('heading', { name: 'Complete your profile' });
    for (const [field, label] of Object.entries(LABELS)) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(s.context.profile[field as ProfileField]);
    }
    expect(screen.getByLabelText(LABELS.email).getAttribute('autocomplete')).toBe('email');
    expectNoAlert();
  },
  'completingProfile.invalid': (s) => {
    const marked = Object.entries(s.context.fieldErrors).filter(([, message]) => message);
    for (const [field, message] of marked) expectFieldError(LABELS[field as ProfileField], message!);
    if (marked.length === 0) expectAlert(s.context.error!.message);
    // The first field to fix has the focus.
    if (marked.length) expect(document.activeElement).toBe(screen.getByLabelText(LABELS[marked[0]![0] as ProfileField]));
  },
  'completingProfile.failed': (s) => expectAlert(s.context.error!.message),
  savingProfile: () => expectBusyButton(/creating your account/i),
  done: (s) => {
    expect(screen.getByRole('status').textContent).toBe('Taking you back…');
    expect(run.onDone).toHaveBeenCalledWith(s.output);
  },
};

describe('Sign In screen along the phone sign-in paths', { timeout: 30_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(phoneLoginMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), fakes: controllableActors(phoneLoginMachine), clock: new SimulatedClock(), onDone: vi.fn(), actor: screenActor() };
    currentInput = path.input;
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.actor.snapshot() as Snapshot, serializeState }));
  });
});

describe('the profile step of Sign In', { timeout: 30_000 }, () => {
  // Spec section 5: the generic "maximum length N" message, and the contract's words, which My Account shows too.
  it('says how long an e-mail address may be and what a name may not hold, before anything is sent, keeping what was typed', async () => {
    render(<SignIn logic={phoneLoginMachine.provide({ actors: controllableActors(phoneLoginMachine).actors })} input={{ redirect: '/', identity: newAccount }} />);
    const user = userEvent.setup();
    const long = `${'a'.repeat(250)}@example.com`;
    await user.type(screen.getByLabelText(LABELS.firstName), 'Ada');
    await user.type(screen.getByLabelText(LABELS.lastName), 'Love\u202elace');
    await user.click(screen.getByLabelText(LABELS.email));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: /create account/i }));
    expectFieldError(LABELS.email, 'E-mail must be 254 characters or fewer.');
    expectFieldError(LABELS.lastName, 'Last name must not contain characters that change the direction of text.');
    expect((screen.getByLabelText(LABELS.email) as HTMLInputElement).value).toBe(long);
    expect(screen.queryByRole('button', { name: /creating your account/i })).toBeNull();
  });
});

describe('the code step of Sign In, by keyboard', { timeout: 30_000 }, () => {
  it('gives the focus to the code field after a wrong code, its digits selected, and again after the next', async () => {
    const fakes = controllableActors(phoneLoginMachine);
    render(<SignIn logic={phoneLoginMachine.provide({ actors: fakes.actors })} input={{ redirect: '/' }} />);
    const user = userEvent.setup();
    await user.type(phoneField(), '5085550123');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    await outcome(() => fakes.settle({ type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 30, expiresInSeconds: 600 } }));
    for (const wrong of ['123456', '654321']) {
      await enterCode(user, wrong);
      await user.click(screen.getByRole('button', { name: /continue/i }));
      await outcome(() => fakes.settle({ type: 'xstate.error.actor.verifyCode', error: { kind: 'invalidCode', status: 400, message: 'This code is not correct.' } }));
      expectFieldError(/6-digit code/i, 'This code is not correct.');
      expect(document.activeElement).toBe(codeField());
      expect([codeField().selectionStart, codeField().selectionEnd]).toEqual([0, wrong.length]);
    }
  });

  /** Sign In at its code step for 508-555-0123, the first code's resend wait `resendAfterSeconds`. */
  async function atTheCodeStep(resendAfterSeconds: number) {
    const fakes = controllableActors(phoneLoginMachine);
    const clock = new SimulatedClock();
    render(<SignIn logic={phoneLoginMachine.provide({ actors: fakes.actors })} input={{ redirect: '/' }} clock={clock} />);
    const user = userEvent.setup();
    await user.type(phoneField(), '5085550123');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    await outcome(() => fakes.settle({ type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds, expiresInSeconds: 600 } }));
    const wait = (seconds: number) =>
      outcome(() => {
        for (let i = 0; i < seconds; i++) clock.increment(1000);
      });
    const resend = async () => {
      await user.click(screen.getByRole('button', { name: /resend code/i }));
      await outcome(() => fakes.settle({ type: 'xstate.done.actor.resendCode', output: { resendAfterSeconds: 30, expiresInSeconds: 600 } }));
    };
    return { fakes, user, wait, resend };
  }

  it('gives the focus to the code field after Resend code, and says politely that a new code went out', async () => {
    const { wait, resend } = await atTheCodeStep(1);
    expect(screen.getByRole('status').textContent).toBe('');
    await wait(1);
    await resend();
    // The button is gone behind the new countdown: the focus goes on to the field the new code goes in.
    expect(document.activeElement).toBe(codeField());
    expect(screen.getByRole('status').textContent).toBe(`A new code was sent to ${formatUsPhone('+15085550123')}.`);
    screen.getByText('Resend code in 0:30');
  });

  it('stops asking for the code once it has no tries left, and offers a new code when the server allows one', async () => {
    const { fakes, user, wait, resend } = await atTheCodeStep(30);
    expect(descriptionOf(codeField())).toBe('The code works for 10 minutes.');
    await enterCode(user, '111111');
    await user.click(screen.getByRole('button', { name: /continue/i }));
    const lastTry = classifyHttpFailure(
      { status: 400, body: { Message: 'This code is not correct.', Errors: ['No tries left: you can request a new code in 10 minutes.'] }, retryAfter: '600' },
      { badRequest: 'invalidCode' },
    );
    await outcome(() => fakes.settle({ type: 'xstate.error.actor.verifyCode', error: lastTry }));

    expectAlert('This code is not correct.No tries left: you can request a new code in 10 minutes.');
    expect(codeField().disabled).toBe(true);
    expect(descriptionOf(codeField())).toBe('Request a new code to go on.');
    expectBusyButton(/continue/i);
    // The focus is on what happened, not lost with the disabled field and button.
    expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true);
    screen.getByText('Resend code in 10:00');

    await wait(600);
    await resend();
    expect(codeField().disabled).toBe(false);
    expect(document.activeElement).toBe(codeField());
    expect(descriptionOf(codeField())).toBe('The code works for 10 minutes.');
    expectEnabledButton(/continue/i);
    expectNoAlert();
  });
});

describe('Sign In refused a code because too many were requested', { timeout: 30_000 }, () => {
  const tooMany = () =>
    ({
      type: 'xstate.error.actor.sendCode',
      error: classifyHttpFailure({ status: 429, body: { Message: 'Too many codes were requested. Please wait before asking for another.', Errors: ['Try again in 12 minutes.'] }, retryAfter: '720' }),
    }) as AnyEventObject;

  it('leads a browser texted no code to no code step', async () => {
    const fakes = controllableActors(phoneLoginMachine);
    render(<SignIn logic={phoneLoginMachine.provide({ actors: fakes.actors })} input={{ redirect: '/' }} />);
    const user = userEvent.setup();
    await user.type(phoneField(), '5085550123');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    await outcome(() => fakes.settle(tooMany()));
    expect(screen.getByRole('alert').textContent).toMatch(/^Too many codes were requested\./);
    expect(screen.queryByRole('button', { name: /i already have a code/i })).toBeNull();
  });

  it('offers the code texted to the number earlier in this tab, before a reload too', async () => {
    const fakes = controllableActors(phoneLoginMachine);
    render(<SignIn logic={phoneLoginMachine.provide({ actors: fakes.actors })} input={{ redirect: '/', textedTo: ['+15085550123'] }} />);
    const user = userEvent.setup();
    await user.type(phoneField(), '5085550123');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    await outcome(() => fakes.settle(tooMany()));
    await user.click(screen.getByRole('button', { name: /i already have a code/i }));
    expect(codeField()).toBeDefined();
  });
});
