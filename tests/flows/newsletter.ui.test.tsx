import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, InspectionEvent } from 'xstate';
import { createApiClient } from '../../src/api/client';
import { NewsletterSignup } from '../../src/features/newsletter/NewsletterSignup';
import { eventTypesOf, type StateChecks } from './model';
import { ADDRESS, answers, failures, paths, serializeState, type Snapshot, subscribed } from './newsletter.paths';
import { expectAlert, expectBusyButton, expectEnabledButton, expectFieldError, expectFieldFine, expectNoAlert, outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the form submission machine as the e-mail sign-up runs it (newsletter.paths.ts),
 * walked through the real sign-up form: what the visitor types, what the server answers (held on
 * the network until the step says), and after each step the form's machine in the model's state.
 */

const inspector = vi.hoisted(() => ({ inspect: (_event: InspectionEvent) => {} }));
vi.mock('../../src/lib/inspector', () => ({ inspect: (event: InspectionEvent) => inspector.inspect(event) }));

afterEach(cleanup);

interface Run {
  user: UserEvent;
  actor: ReturnType<typeof screenActor>;
  sent: unknown[];
  held?: { resolve: (response: Response) => void; reject: (error: unknown) => void };
}
let run: Run;

const client = () =>
  createApiClient({
    baseUrl: 'http://app.test/api/v1',
    pageOrigin: () => 'http://app.test',
    fetch: async (request) => {
      run.sent.push(await request.json());
      return new Promise<Response>((resolve, reject) => (run.held = { resolve, reject }));
    },
  });

const emailField = () => screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement;
const LABEL = /e-mail address/i;

function answerTo(event: AnyEventObject): () => void {
  const held = run.held!;
  if (event.type === 'xstate.done.actor.submit') return () => held.resolve(Response.json(subscribed, { status: 201 }));
  const { error } = event as AnyEventObject & { error?: unknown };
  if (error === failures.networkDown) return () => held.reject(new TypeError('Failed to fetch'));
  const name = (Object.keys(answers) as (keyof typeof answers)[]).find((key) => failures[key] === error)!;
  const { status, body, ...rest } = answers[name];
  const headers = { 'Content-Type': status === 400 ? 'application/problem+json' : 'application/json', ...('retryAfter' in rest ? { 'Retry-After': rest.retryAfter } : {}) };
  return () => held.resolve(new Response(JSON.stringify(body), { status, headers }));
}

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => void render(<NewsletterSignup client={client()} />),
  'form.change': async ({ event }) => {
    await run.user.clear(emailField());
    await run.user.type(emailField(), event.value as string);
  },
  'form.reset': ({ event }) => run.user.type(emailField(), (event.keep as { email: string }).email),
  'form.submit': () => run.user.click(screen.getByRole('button', { name: 'Subscribe' })),
  'xstate.done.actor.submit': ({ event }) => outcome(answerTo(event)),
  'xstate.error.actor.submit': ({ event }) => outcome(answerTo(event)),
};

const checks: StateChecks<Snapshot> = {
  'editing.ready': (s) => {
    expect(emailField().value).toBe(s.context.values.email);
    expectFieldFine(LABEL);
    expectNoAlert();
    expectEnabledButton(/^subscribe$/i);
  },
  'editing.invalid': (s) => {
    expect(emailField().value).toBe(s.context.values.email);
    expectFieldError(LABEL, s.context.fieldErrors.email!);
    expectNoAlert();
  },
  'editing.failed': (s) => {
    // What the visitor typed stays.
    expect(emailField().value).toBe(s.context.values.email);
    expectAlert(`${s.context.alert!.title}${s.context.alert!.detail ?? ''}`);
    expectFieldFine(LABEL);
  },
  sending: () => {
    expectBusyButton(/subscribing/i);
    expect(run.sent.at(-1)).toEqual({ email: ADDRESS });
  },
  sent: () => {
    screen.getByText(`Thanks for subscribing! Our updates will go to ${ADDRESS}.`);
    expect(emailField().value).toBe('');
    expectNoAlert();
  },
};

describe('the e-mail sign-up along the form submission paths', { timeout: 30_000 }, () => {
  it('has a user action for every event on the paths and a check for every state they reach', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    const unchecked = paths.flatMap((p) => p.steps.map((step) => step.state)).filter((state) => !Object.keys(checks).some((key) => state.matches(key as never)));
    expect(unchecked.map((state) => state.value)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), actor: screenActor(), sent: [] };
    inspector.inspect = run.actor.inspect;
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.actor.snapshot() as Snapshot, serializeState }));
  });
});
