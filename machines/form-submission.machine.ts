import { assign, fromPromise, setup } from 'xstate';
import { type ApiFailure, toApiFailure } from './api-failure';
import { type KeyedRequest, keyFor } from './idempotency-key';

/**
 * A public form posted with a captcha answer (Contact Us, the help dialog's contact form, Book A
 * Job, the storage enquiry; spec sections 1, 2 and 7): typed, checked here with the contract's rules,
 * sent once, then either sent or back to editing with what the server refused shown where it belongs.
 *
 * Generic over the form's values (every field a string, in the order the form shows them). Provide in
 * `src/`: the input's `validate` (the contract schema's messages by field), the actor `submit` (posts
 * the values with the captcha answer; throws an `ApiFailure`, optionally with the `alert` spec section 8
 * words for the server's answer), and the actions `resetCaptcha` (a fresh box) and `focusField` (after
 * the messages render).
 *
 * Each sending carries an idempotency key (machines/idempotency-key.ts), the same while the values
 * are sent again unchanged: a signed-in form whose write the server keeps by key (the review of a
 * job) sends it as `Idempotency-Key`, so a retry after a lost answer gets that answer instead of a
 * refusal of a step already taken. The public forms have no account to keep a key for and leave it out.
 * A form in a dialog hands its unanswered sending (`sent`) back as the dialog closes and is given it
 * again as input when it opens: it opens with the values sent, and sent again they carry the same key.
 */

export type FormValues = Record<string, string>;
export type FieldOf<V extends FormValues> = Extract<keyof V, string>;
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** What a form shows above its button when a refusal is not about one field: spec section 8's title and detail. */
export interface FormAlert {
  title: string;
  detail?: string;
}

/** What the form's check found: messages by field, and one alert for those about no field. */
export interface FormProblems<Name extends string> {
  fields: FieldErrors<Name>;
  alert?: FormAlert | undefined;
}

/** How a `submit` actor fails: a classified failure, with the alert spec section 8 words for the server's answer when there was one. */
export type FormFailure = ApiFailure & { alert?: FormAlert };

export interface FormSubmissionInput<V extends FormValues> {
  /** Every field as first shown, in the order the form shows them (the first invalid one gets focus). */
  values: V;
  /** The contract's rules for these values (pure). */
  validate: (values: V) => FormProblems<FieldOf<V>>;
  /** A captcha is configured: no answer, no sending. */
  captchaRequired?: boolean;
  /**
   * The sending of the form when its dialog was last open, still unanswered as it closed (the
   * context's `sent` then): the form starts with its values, and its key.
   */
  sent?: SentForm<V> | null;
}

/** A sending with its idempotency key: the key, what it was sent with, and the values. */
export interface SentForm<V extends FormValues> extends KeyedRequest {
  values: V;
}

export interface FormSubmissionContext<V extends FormValues, R> {
  initialValues: V;
  values: V;
  validate: (values: V) => FormProblems<FieldOf<V>>;
  captchaRequired: boolean;
  /** The ticked box's answer; single use. */
  captchaToken: string | undefined;
  fieldErrors: FieldErrors<FieldOf<V>>;
  captchaError: string | undefined;
  alert: FormAlert | undefined;
  /** What the server answered to the sent form. */
  result: R | undefined;
  /** The last sending, with its key, until the server takes it. */
  sent: SentForm<V> | null;
}

export type FormSubmissionEvent<V extends FormValues> =
  | { type: 'form.change'; field: FieldOf<V>; value: string }
  | { type: 'form.captchaSolved'; token: string }
  | { type: 'form.captchaExpired' }
  | { type: 'form.submit' }
  /** A new form, keeping some of what was typed ("Send another message"). */
  | { type: 'form.reset'; keep?: Partial<V> };

export interface SubmitInput<V extends FormValues> {
  values: V;
  captchaToken: string | undefined;
  /** For `Idempotency-Key`: the same on a retry of the same values. */
  idempotencyKey: string;
}

export const CAPTCHA_REQUIRED = 'Tick the box "I\'m not a robot" before sending.';
/** The target of `focusField` when the captcha is the first thing to fix. */
export const CAPTCHA_FIELD = 'captcha';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The field a message is about, by its contract dot path (`email`, `address.zip` → `address`),
 * matched without regard to case so `ZipCode` finds `zipCode`; undefined when the form has no such field.
 */
export function fieldFor<Name extends string>(path: string, names: readonly Name[]): Name | undefined {
  const head = path.split('.')[0] ?? '';
  return names.find((name) => name === head) ?? names.find((name) => name.toLowerCase() === head.toLowerCase());
}

/** The server names the captcha answer after its header (`x-recaptcha-token`). */
const isCaptchaKey = (key: string) => /recaptcha/i.test(key);

/**
 * Where the messages of a refusal go (spec section 8): a validation failure's messages next to the
 * fields they name and the captcha's next to the captcha; messages about no field of this form (an id
 * the visitor cannot edit, the whole form) to an alert titled "Validation Error"; any other refusal to
 * the alert as the actor worded it, else as the failure's message.
 */
export function placeRefusal<Name extends string>(error: unknown, names: readonly Name[]): FormProblems<Name> & { captcha?: string } {
  const failure = toApiFailure(error);
  const worded = isRecord(error) && isRecord(error.alert) && typeof error.alert.title === 'string' ? (error.alert as unknown as FormAlert) : undefined;
  const whole: FormAlert = worded ?? { title: failure.message };
  if (failure.kind !== 'validation' || !failure.fieldErrors) return { fields: {}, alert: whole };
  const fields: FieldErrors<Name> = {};
  const unplaced: string[] = [];
  let captcha: string | undefined;
  for (const [key, message] of Object.entries(failure.fieldErrors)) {
    const name = fieldFor(key, names);
    if (name) fields[name] ??= message;
    else if (isCaptchaKey(key)) captcha ??= message;
    else unplaced.push(message);
  }
  const placedAny = Object.keys(fields).length > 0 || captcha !== undefined;
  const alert = unplaced.length ? { title: 'Validation Error', detail: unplaced.join('\n') } : placedAny ? undefined : whole;
  return { fields, ...(captcha ? { captcha } : {}), ...(alert ? { alert } : {}) };
}

const namesOf = <V extends FormValues>(values: V) => Object.keys(values) as FieldOf<V>[];
const isEmpty = (problems: FormProblems<string>) => Object.keys(problems.fields).length === 0 && !problems.alert;

/** The machine for forms with values `V` whose `submit` answers `R`. */
export function createFormSubmissionMachine<V extends FormValues = FormValues, R = unknown>() {
  type Context = FormSubmissionContext<V, R>;
  const isCaptchaMissing = (context: Context) => context.captchaRequired && !context.captchaToken;
  /** The first field to fix, in the order of the form; then the captcha. */
  const firstToFix = (context: Context) =>
    namesOf(context.initialValues).find((name) => context.fieldErrors[name]) ?? (context.captchaError ? CAPTCHA_FIELD : undefined);

  return setup({
    types: {
      context: {} as Context,
      events: {} as FormSubmissionEvent<V>,
      input: {} as FormSubmissionInput<V>,
    },
    actors: {
      submit: fromPromise<R, SubmitInput<V>>(() => Promise.reject(new Error('submit is not provided'))),
    },
    actions: {
      /** Shows a fresh captcha box: an answer is good for one attempt. */
      resetCaptcha: () => {},
      /** Moves focus to a field (or `CAPTCHA_FIELD`) once its message shows. */
      focusField: (_, _params: { field: string | undefined }) => {},
      assignValue: assign(({ context }, params: { field: FieldOf<V>; value: string }) => {
        const values: V = { ...context.values, [params.field]: params.value };
        if (!context.fieldErrors[params.field]) return { values };
        return { values, fieldErrors: { ...context.fieldErrors, [params.field]: context.validate(values).fields[params.field] } };
      }),
      assignCaptchaToken: assign((_, params: { token: string | undefined }) => ({
        captchaToken: params.token,
        ...(params.token ? { captchaError: undefined } : {}),
      })),
      assignProblems: assign(({ context }) => {
        const problems = context.validate(context.values);
        return { fieldErrors: problems.fields, alert: problems.alert, captchaError: isCaptchaMissing(context) ? CAPTCHA_REQUIRED : undefined };
      }),
      clearProblems: assign({ fieldErrors: {}, alert: undefined, captchaError: undefined }),
      assignRefusal: assign(({ context }, params: { error: unknown }) => {
        const placed = placeRefusal(params.error, namesOf(context.initialValues));
        return { fieldErrors: placed.fields, captchaError: placed.captcha, alert: placed.alert };
      }),
      assignResult: assign((_, params: { result: R }) => ({ result: params.result })),
      forgetCaptcha: assign({ captchaToken: undefined }),
      assignFreshForm: assign(({ context }, params: { keep: Partial<V> | undefined }) => ({
        values: { ...context.initialValues, ...params.keep },
        fieldErrors: {},
        captchaError: undefined,
        alert: undefined,
        result: undefined,
        sent: null,
      })),
      assignSendingKey: assign(({ context }) => ({ sent: { ...keyFor(context.sent, context.values), values: context.values } })),
      /** Taken: whatever is sent next is another request, with a key of its own. */
      forgetKey: assign({ sent: null }),
    },
    guards: {
      canSend: ({ context }) => isEmpty(context.validate(context.values)) && !isCaptchaMissing(context),
      hasFieldMessages: ({ context }, params: { error: unknown }) => {
        const placed = placeRefusal(params.error, namesOf(context.initialValues));
        return Object.keys(placed.fields).length > 0 || placed.captcha !== undefined;
      },
      isCorrected: ({ context }) => !Object.values(context.fieldErrors).some(Boolean) && !context.captchaError && !context.alert,
    },
  }).createMachine({
    id: 'formSubmission',
  meta: { screens: "Contact Us (`/contact-us`), the Help button's contact dialog, Book A Job, the storage enquiry, the e-mail sign-up on the landing page, the review of a completed job (signed in, on Job Request Details)" },
    description:
      'A public form checked with the contract, sent once with its captcha answer, and refused with the messages where they belong (spec sections 2, 7 and 8).',
    context: ({ input }) => ({
      initialValues: input.values,
      values: input.sent?.values ?? input.values,
      validate: input.validate,
      captchaRequired: input.captchaRequired ?? false,
      captchaToken: undefined,
      fieldErrors: {},
      captchaError: undefined,
      alert: undefined,
      result: undefined,
      sent: input.sent ?? null,
    }),
    initial: 'editing',
    states: {
      editing: {
        initial: 'ready',
        on: {
          'form.change': {
            description: 'A field shown as wrong is checked again as it is corrected, so its message goes as soon as it is right; the others stay.',
            actions: { type: 'assignValue', params: ({ event }) => ({ field: event.field, value: event.value }) },
          },
          'form.captchaSolved': { actions: { type: 'assignCaptchaToken', params: ({ event }) => ({ token: event.token }) } },
          'form.captchaExpired': { actions: { type: 'assignCaptchaToken', params: { token: undefined } } },
          'form.submit': [
            { guard: 'canSend', target: 'sending', actions: 'clearProblems' },
            {
              description: 'Nothing is sent while a field breaks the contract or the configured captcha is not ticked; focus goes to the first thing to fix.',
              target: '.invalid',
              actions: ['assignProblems', { type: 'focusField', params: ({ context }) => ({ field: firstToFix(context) }) }],
            },
          ],
        },
        states: {
          ready: {},
          invalid: {
            description:
              "Messages sit next to their fields and the captcha (the contract's, or the server's validation problem); those about no field are in the alert titled Validation Error (spec section 8).",
            tags: ['error'],
            always: { guard: 'isCorrected', target: 'ready' },
          },
          failed: {
            description:
              "The server refused for a reason about no field (rate limit, captcha answer, server error) or could not be reached: the alert words it by spec section 8's display rules; what was typed stays.",
            tags: ['error'],
          },
        },
      },
      sending: {
        description:
          'On its way: a second submit is ignored. The captcha answer is spent whatever comes back. Sent again unchanged, the values carry the same idempotency key; changed, a new one.',
        tags: ['busy'],
        entry: 'assignSendingKey',
        exit: ['forgetCaptcha', 'resetCaptcha'],
        on: {
          'form.change': { actions: { type: 'assignValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        },
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ values: context.values, captchaToken: context.captchaToken, idempotencyKey: context.sent!.key }),
          onDone: { target: 'sent', actions: [{ type: 'assignResult', params: ({ event }) => ({ result: event.output }) }, 'forgetKey'] },
          onError: [
            {
              guard: { type: 'hasFieldMessages', params: ({ event }) => ({ error: event.error }) },
              target: 'editing.invalid',
              actions: [
                { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
                { type: 'focusField', params: ({ context }) => ({ field: firstToFix(context) }) },
              ],
            },
            { target: 'editing.failed', actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      sent: {
        description: "Received: the confirmation shows the server's message.",
        on: {
          'form.reset': { target: 'editing', actions: { type: 'assignFreshForm', params: ({ event }) => ({ keep: event.keep }) } },
        },
      },
    },
  });
}

export const formSubmissionMachine = createFormSubmissionMachine();

export type FormSubmissionMachine<V extends FormValues = FormValues, R = unknown> = ReturnType<typeof createFormSubmissionMachine<V, R>>;
