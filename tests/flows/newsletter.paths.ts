import * as v from 'valibot';
import type { SnapshotFrom } from 'xstate';
import { EmailSubscriptionRequest } from '../../contract/public';
import { classifyHttpFailure } from '../../machines/api-failure';
import { type FormProblems, type FormSubmissionMachine, formSubmissionMachine } from '../../machines/form-submission.machine';
import { placeIssues } from '../../src/components/forms/form-errors';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/**
 * The paths of the form submission machine as the e-mail sign-up runs it (no captcha; one field),
 * walked through the sign-up form (newsletter.ui.test.tsx). Together with the Contact Us walk
 * (form-submission.paths.ts) they cover the machine.
 */

export type Snapshot = SnapshotFrom<FormSubmissionMachine>;
export const blank = { email: '' };

export function validateSignup(values: typeof blank): FormProblems<'email'> {
  const parsed = v.safeParse(EmailSubscriptionRequest, values);
  return parsed.success ? { fields: {} } : placeIssues(parsed.issues, ['email']);
}

export const ADDRESS = 'pat@example.com';
export const subscribed = { email: ADDRESS, subscribedAt: '2026-11-22T10:00:00.000Z', created: true };

const problem = (errors: Record<string, string[]>) => ({ type: 'about:blank', title: 'Validation Error', status: 400, errors });

/** What the server answers to each refusal on the paths, and the failure the form's actor makes of it. */
export const answers = {
  emailRefused: { status: 400, body: problem({ email: ['We cannot deliver mail to this address.'] }) },
  rateLimited: { status: 429, body: { Message: 'You have subscribed too many times. Please try again later.' }, retryAfter: '600' },
};
/** A 429 is worded with when to try again (Retry-After), not the server's "later". */
const rateLimited = classifyHttpFailure({ status: 429, body: answers.rateLimited.body, retryAfter: answers.rateLimited.retryAfter });
export const failures = {
  emailRefused: { ...classifyHttpFailure({ status: 400, body: answers.emailRefused.body }), alert: { title: 'Validation Error', detail: 'We cannot deliver mail to this address.' } },
  rateLimited: { ...rateLimited, alert: { title: rateLimited.message } },
  networkDown: networkDown(),
};

export const events: ModelEvent<FormSubmissionMachine>[] = [
  { type: 'form.change', field: 'email', value: ADDRESS },
  { type: 'form.change', field: 'email', value: 'pat@' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submit', output: subscribed },
  ...Object.values(failures).map((error) => ({ type: 'xstate.error.actor.submit' as const, error })),
  // Typing after a sign-up starts the next one with what is typed.
  { type: 'form.reset', keep: { email: 'sam@example.com' } },
];

export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    invalid: Object.keys(s.context.validate(s.context.values).fields).sort(),
    shown: Object.entries(s.context.fieldErrors).filter(([, message]) => message),
    alert: s.context.alert ?? null,
  });

export const paths = pathsFor(formSubmissionMachine, {
  events,
  serializeState,
  inputs: { 'e-mail sign-up': { values: blank, validate: validateSignup as never } },
});
