import * as v from 'valibot';
import type { SnapshotFrom } from 'xstate';
import { ContactUsRequest } from '../../contract/public';
import { type ApiFailure, classifyHttpFailure } from '../../machines/api-failure';
import { type FormFailure, type FormProblems, type FormSubmissionMachine, formSubmissionMachine } from '../../machines/form-submission.machine';
import { placeIssues } from '../../src/components/forms/form-errors';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/**
 * The paths through the form submission machine as the Contact Us form (src/components/forms/ContactForm.tsx)
 * runs it, with the captcha configured: the machine-level model test (form-submission.model.test.ts)
 * and the UI path test (form-submission.ui.test.tsx) both walk these.
 */

export type Snapshot = SnapshotFrom<FormSubmissionMachine>;

/** The Contact Us form's fields, in its order, as a visitor who is not signed in first sees them. */
export const blank = { name: '', email: '', phone: '', message: '' };
export type ContactValues = typeof blank;
export type ContactField = keyof ContactValues;

/** The Contact Us form's check: the contract's messages by field, as `useContractForm` places them. */
export function validateContact(values: ContactValues): FormProblems<ContactField> {
  const parsed = v.safeParse(ContactUsRequest, values);
  return parsed.success ? { fields: {} } : placeIssues(parsed.issues, Object.keys(blank) as ContactField[]);
}

export const filled = { name: 'Karen', email: 'karen@example.com', message: 'Heat pumps?' };
export const received = { id: '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10', Message: 'Thanks, Karen. We will be in touch within one business day.' };
export const TOKEN = 'token-1';

const problem = (errors: Record<string, string[]>) => ({ type: 'about:blank', title: 'Validation Error', status: 400, detail: 'One or more fields are not valid.', errors });

/** A refusal as the server answers it, and as the form's `submit` actor throws it (classified, worded by spec section 8). */
interface Refusal {
  status: number;
  body: unknown;
  retryAfter?: string;
  alert: FormFailure['alert'];
}
const refusal = ({ status, body, retryAfter, alert }: Refusal): FormFailure => ({ ...classifyHttpFailure({ status, body, retryAfter: retryAfter ?? null }), alert });

/** What the server says to each outcome of `submit` on the paths; the UI test answers with these. */
export const answers = {
  emailRefused: { status: 400, body: problem({ email: ['We cannot deliver mail to this address.'] }), alert: { title: 'Validation Error', detail: 'We cannot deliver mail to this address.' } },
  captchaRefused: {
    status: 400,
    body: problem({ 'x-recaptcha-token': ['The security check has expired. Tick the box again.'] }),
    alert: { title: 'Validation Error', detail: 'The security check has expired. Tick the box again.' },
  },
  rateLimited: {
    status: 429,
    body: { Message: 'You have sent this form too many times. Please try again later.' },
    retryAfter: '600',
    alert: { title: 'You have sent this form too many times. Please try again later.' },
  },
} satisfies Record<string, Refusal>;

export const failures = {
  emailRefused: refusal(answers.emailRefused),
  captchaRefused: refusal(answers.captchaRefused),
  rateLimited: refusal(answers.rateLimited),
  networkDown: networkDown(),
} satisfies Record<string, FormFailure | ApiFailure | Error>;

export const events: ModelEvent<FormSubmissionMachine>[] = [
  { type: 'form.change', field: 'name', value: filled.name },
  { type: 'form.change', field: 'email', value: filled.email },
  { type: 'form.change', field: 'email', value: 'karen@' },
  { type: 'form.change', field: 'message', value: filled.message },
  { type: 'form.captchaSolved', token: TOKEN },
  { type: 'form.captchaExpired' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submit', output: received },
  ...Object.values(failures).map((error) => ({ type: 'xstate.error.actor.submit' as const, error })),
  // What "Send another message" keeps: the sender's name, e-mail and phone as sent.
  { type: 'form.reset', keep: { name: filled.name, email: filled.email, phone: '' } },
];

/** What the guards read (which fields break the contract, what is shown, the captcha answer), and the messages themselves. */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    status: s.status,
    invalid: Object.keys(s.context.validate(s.context.values).fields).sort(),
    shown: Object.entries(s.context.fieldErrors)
      .filter(([, message]) => message)
      .sort(),
    captcha: Boolean(s.context.captchaToken),
    captchaError: s.context.captchaError ?? null,
    alert: s.context.alert ?? null,
  });

export const paths = pathsFor(formSubmissionMachine, {
  events,
  serializeState,
  inputs: { 'Contact Us, captcha configured': { values: blank, validate: validateContact as never, captchaRequired: true } },
});
