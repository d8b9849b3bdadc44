import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, InspectionEvent } from 'xstate';
import { CAPTCHA_FIELD, formSubmissionMachine } from '../../machines/form-submission.machine';
import { ContactForm } from '../../src/components/forms/ContactForm';
import type * as EnvModule from '../../src/config/env';
import { fakeApiAnswering } from '../../src/test/fake-api';
import { answers, blank, type ContactField, failures, paths, received, serializeState, type Snapshot, TOKEN } from './form-submission.paths';
import { assertFullCoverage, eventTypesOf, type StateChecks } from './model';
import { descriptionOf, expectAlert, expectBusyButton, expectEnabledButton, expectFieldError, expectFieldFine, expectNoAlert, outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the form submission model (form-submission.paths.ts) walked through the real Contact
 * Us form with the captcha configured: what the visitor types and ticks, what the server answers (held
 * on the fake network until the step says), and after each step the form's machine is in the model's
 * state, each state checked by what the form shows.
 */

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));
vi.mock('../../src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, VITE_RECAPTCHA_SITE_KEY: 'site-key-for-tests' } };
});
// The form's actor reports to the development inspector; here, to the test.
const inspector = vi.hoisted(() => ({ inspect: (_event: InspectionEvent) => {} }));
vi.mock('../../src/lib/inspector', () => ({ inspect: (event: InspectionEvent) => inspector.inspect(event) }));

/** reCAPTCHA without Google: loaded at once, a box that answers with TOKEN, an answer that expires, and resets that are counted. */
const recaptcha = vi.hoisted(() => ({ resets: 0 }));
vi.mock('react-google-recaptcha', () => ({
  default: class FakeRecaptcha extends Component<{ onChange?: (token: string | null) => void; onExpired?: () => void; asyncScriptOnLoad?: (state: { loaded: boolean }) => void }> {
    override componentDidMount() {
      this.props.asyncScriptOnLoad?.({ loaded: true });
    }
    reset() {
      recaptcha.resets += 1;
    }
    override render(): ReactNode {
      return (
        <>
          <button type="button" onClick={() => this.props.onChange?.('token-1')}>
            I'm not a robot
          </button>
          <button type="button" onClick={() => this.props.onExpired?.()}>
            Let the answer expire
          </button>
        </>
      );
    }
  },
}));

const network = fakeApiAnswering();
afterEach(cleanup);

const LABELS: Record<ContactField, RegExp> = { name: /your name/i, email: /e-mail/i, phone: /phone/i, message: /message/i };
const FIELDS = Object.keys(blank) as ContactField[];
const fieldOf = (field: ContactField) => screen.getByLabelText(LABELS[field]) as HTMLInputElement;

interface Run {
  user: UserEvent;
  actor: ReturnType<typeof screenActor>;
  /** The request on its way, held until a step answers it. */
  held?: { resolve: (response: Response) => void; reject: (error: unknown) => void };
  lastEvent?: string;
}
let run: Run;

/** The HTTP answer (or the failed fetch) an actor outcome of the model stands for. */
function answerTo(event: AnyEventObject): () => void {
  const held = run.held!;
  if (event.type === 'xstate.done.actor.submit') return () => held.resolve(Response.json(received, { status: 201 }));
  const { error } = event as AnyEventObject & { error?: unknown };
  if (error === failures.networkDown) return () => held.reject(new TypeError('Failed to fetch'));
  const name = (Object.keys(answers) as (keyof typeof answers)[]).find((key) => failures[key] === error);
  if (!name) throw new Error(`No server answer for ${JSON.stringify(error)}`);
  const { status, body, ...rest } = answers[name];
  const headers = { 'Content-Type': status === 400 ? 'application/problem+json' : 'application/json', ...('retryAfter' in rest ? { 'Retry-After': rest.retryAfter } : {}) };
  return () => held.resolve(new Response(JSON.stringify(body), { status, headers }));
}

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    render(<ContactForm />);
    // Google's box loads once the visitor begins on the form: here, by reaching for the check.
    await run.user.hover(screen.getByRole('group', { name: 'Security check' }));
    await screen.findByRole('button', { name: "I'm not a robot" });
  },
  'form.change': async ({ event }) => {
    const field = fieldOf(event.field as ContactField);
    await run.user.clear(field);
    if (event.value) await run.user.type(field, event.value as string);
  },
  'form.captchaSolved': () => run.user.click(screen.getByRole('button', { name: "I'm not a robot" })),
  'form.captchaExpired': () => run.user.click(screen.getByRole('button', { name: 'Let the answer expire' })),
  'form.submit': () => run.user.click(screen.getByRole('button', { name: /send message/i })),
  'form.reset': () => run.user.click(screen.getByRole('button', { name: 'Send another message' })),
  'xstate.done.actor.submit': ({ event }) => outcome(answerTo(event)),
  'xstate.error.actor.submit': ({ event }) => outcome(answerTo(event)),
};
const tracked = Object.fromEntries(
  Object.entries(actions).map(([type, act]) => [
    type,
    async (step: Step) => {
      await act(step);
      run.lastEvent = type;
    },
  ]),
);

/** The attempts the server answered: each spent its captcha answer, so the box was reset as many times. */
const expectCaptchaSpent = (s: Snapshot) => expect(recaptcha.resets).toBe(network.sent.length - (s.hasTag('busy') ? 1 : 0));

const expectValuesShown = (s: Snapshot) => {
  for (const field of FIELDS) expect(fieldOf(field).value).toBe(s.context.values[field]);
};

const checks: StateChecks<Snapshot> = {
  'editing.ready': (s) => {
    expectValuesShown(s);
    for (const field of FIELDS) expectFieldFine(LABELS[field]);
    expect(descriptionOf(screen.getByRole('group', { name: 'Security check' }))).toBe('');
    expectNoAlert();
    expectEnabledButton(/send message/i);
    expectCaptchaSpent(s);
  },
  'editing.invalid': (s) => {
    expectValuesShown(s);
    for (const field of FIELDS) {
      const message = s.context.fieldErrors[field];
      if (message) expectFieldError(LABELS[field], message);
      else expectFieldFine(LABELS[field]);
    }
    const captcha = screen.getByRole('group', { name: 'Security check' });
    expect(descriptionOf(captcha)).toBe(s.context.captchaError ?? '');
    // Right after an attempt, focus is on the first thing to fix (then on wherever the visitor typed).
    if (run.lastEvent === 'form.submit' || run.lastEvent === 'xstate.error.actor.submit') {
      const first = FIELDS.find((field) => s.context.fieldErrors[field]) ?? CAPTCHA_FIELD;
      expect(document.activeElement).toBe(first === CAPTCHA_FIELD ? captcha : fieldOf(first));
    }
    expectCaptchaSpent(s);
  },
  'editing.failed': (s) => {
    expectValuesShown(s);
    expectAlert(`${s.context.alert!.title}${s.context.alert!.detail ?? ''}`);
    for (const field of FIELDS) expectFieldFine(LABELS[field]);
    expectEnabledButton(/send message/i);
    expectCaptchaSpent(s);
  },
  sending: (s) => {
    expectBusyButton(/send message/i);
    expect(screen.getByRole('form', { name: 'Contact form' }).getAttribute('aria-busy')).toBe('true');
    const request = network.sent.at(-1)!;
    expect(request.url.pathname).toBe('/api/v1/ContactUs');
    expect(request.headers.get('X-Recaptcha-Token')).toBe(TOKEN);
    // A second submit while the first is on its way sends nothing.
    const sent = network.sent.length;
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    expect(network.sent).toHaveLength(sent);
    expectCaptchaSpent(s);
  },
  sent: (s) => {
    const confirmation = screen.getByRole('status');
    expect(confirmation.textContent).toContain(received.Message);
    expect(document.activeElement).toBe(confirmation);
    expect(s.context.result).toEqual(received);
    expectEnabledButton(/send another message/i);
    expectCaptchaSpent(s);
  },
};

describe('Contact Us along the form submission paths', { timeout: 30_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(formSubmissionMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), actor: screenActor() };
    recaptcha.resets = 0;
    inspector.inspect = run.actor.inspect;
    network.answer = () => new Promise<Response>((resolve, reject) => (run.held = { resolve, reject }));
    await path.test(screenPathParams({ actions: tracked, checks, snapshot: () => run.actor.snapshot() as Snapshot, serializeState }));
  });
});
