import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { classifyHttpFailure, toApiFailure } from '../../../machines/api-failure';
import {
  CAPTCHA_FIELD,
  createFormSubmissionMachine,
  type FormFailure,
  type FormProblems,
  type FormSubmissionMachine,
  type SentForm,
  type SubmitInput,
} from '../../../machines/form-submission.machine';
import { describeServerError } from '../../api/errors';
import { inspect } from '../../lib/inspector';
import { type Captcha, captchaHeader } from '../captcha/use-captcha';
import { fieldFocus, textFieldProps } from './field-focus';
import { placeIssues } from './form-errors';

export { CAPTCHA_REQUIRED } from '../../../machines/form-submission.machine';

type Values = Record<string, string>;
type NameOf<V extends Values> = Extract<keyof V, string>;

/** What openapi-fetch answers. */
export interface SendResult<R> {
  data?: R;
  error?: unknown;
  response: Response;
}

export interface ContractFormOptions<V extends Values, S extends v.GenericSchema, R> {
  /** The contract's request schema: the client checks with the server's own rules and messages. */
  schema: S;
  /** Every field as typed, in the order the form shows them (the first invalid one gets focus). */
  initialValues: V;
  /** The request body from what was typed, e.g. an empty date as null. Defaults to the values as they are. */
  toRequest?: (values: V) => v.InferInput<S>;
  /**
   * Posts the request with the captcha answer's header; a signed-in write the server keeps by key
   * sends `idempotencyKey` as `Idempotency-Key` (the same on a retry of the same values).
   */
  send: (request: v.InferInput<S>, headers: ReturnType<typeof captchaHeader>, idempotencyKey: string) => Promise<SendResult<R>>;
  /** The form's captcha, when it has one: required when enabled, and reset after every attempt. */
  captcha?: Captcha;
  /**
   * A form in a dialog: its sending still unanswered when the dialog last closed (`sent` of the hook
   * then). The form opens with its values, and sent again they carry its key.
   */
  sent?: SentForm<V> | null;
}

export type FormStatus = 'editing' | 'sending' | 'sent';

const requestOf = <V extends Values, S extends v.GenericSchema, R>(options: ContractFormOptions<V, S, R>, values: V) =>
  (options.toRequest ?? ((typed: V) => typed as v.InferInput<S>))(values);

/** The contract's messages for what was typed, by field. */
function check<V extends Values, S extends v.GenericSchema, R>(options: ContractFormOptions<V, S, R>, values: V): FormProblems<NameOf<V>> {
  const parsed = v.safeParse(options.schema, requestOf(options, values));
  return parsed.success ? { fields: {} } : placeIssues(parsed.issues, Object.keys(options.initialValues) as NameOf<V>[]);
}

/** The `submit` actor: the answer's data, or a classified failure with the alert spec section 8 words for the server's answer. */
async function submit<V extends Values, S extends v.GenericSchema, R>(options: ContractFormOptions<V, S, R>, { values, captchaToken, idempotencyKey }: SubmitInput<V>): Promise<R> {
  let answer: SendResult<R>;
  try {
    answer = await options.send(requestOf(options, values), captchaHeader(captchaToken), idempotencyKey);
  } catch (error) {
    throw toApiFailure(error);
  }
  const { response } = answer;
  if (response.ok) return answer.data as R;
  const failure: FormFailure = {
    ...classifyHttpFailure({ status: response.status, body: answer.error, retryAfter: response.headers.get('Retry-After') }),
    alert: describeServerError(answer.error),
  };
  throw failure;
}

const statusOf = (s: { matches(state: 'sent'): boolean; hasTag(tag: 'busy'): boolean }): FormStatus =>
  s.matches('sent') ? 'sent' : s.hasTag('busy') ? 'sending' : 'editing';

/**
 * What a form's machine runs with, outside React: the machine given its `submit` actor and its
 * actions, which read the latest options when they run; the fields' elements; the field to focus next.
 */
function formRuntime<V extends Values, S extends v.GenericSchema, R>(initial: ContractFormOptions<V, S, R>) {
  let options = initial;
  const focus = fieldFocus((target) => {
    if (target !== CAPTCHA_FIELD) return false;
    options.captcha?.focus();
    return true;
  });
  const logic: FormSubmissionMachine<V, R> = createFormSubmissionMachine<V, R>().provide({
    actors: { submit: fromPromise<R, SubmitInput<V>>(({ input }) => submit(options, input)) },
    actions: {
      resetCaptcha: () => options.captcha?.reset(),
      focusField: (_, { field }) => focus.ask(field),
    },
  });
  return {
    logic,
    input: { values: initial.initialValues, validate: (values: V) => check(options, values), captchaRequired: Boolean(initial.captcha?.enabled), sent: initial.sent ?? null },
    update(next: ContractFormOptions<V, S, R>) {
      options = next;
    },
    register: focus.register,
    ask: focus.ask,
    moveFocus: focus.moveFocus,
  };
}

/**
 * A public form bound to a contract schema, run by the form submission machine
 * (machines/form-submission.machine.ts), which holds the flow: check with the contract's messages,
 * place the server's messages next to their fields (anything else in an alert worded by
 * `describeServerError`), keep what was typed when the server refuses, refuse a second send while one
 * is on its way, spend the captcha answer on every attempt. This hook gives the machine the form's
 * schema, request and captcha, and moves focus to the field the machine names.
 */
export function useContractForm<V extends Values, S extends v.GenericSchema, R>(options: ContractFormOptions<V, S, R>) {
  const [runtime] = useState(() => formRuntime(options));
  useEffect(() => runtime.update(options));
  const actor = useActorRef(runtime.logic, { input: runtime.input, ...(inspect ? { inspect } : {}) });

  const token = options.captcha?.token;
  useEffect(() => {
    actor.send(token ? { type: 'form.captchaSolved', token } : { type: 'form.captchaExpired' });
  }, [actor, token]);

  // Focus moves after the render that shows the messages, so a screen reader reads the field with its error.
  useEffect(() => runtime.moveFocus());

  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const alert = useSelector(actor, (s) => s.context.alert);
  const captchaError = useSelector(actor, (s) => s.context.captchaError);
  const result = useSelector(actor, (s) => s.context.result);
  const status = useSelector(actor, statusOf);
  const sent = useSelector(actor, (s) => s.context.sent);

  const setValue = (name: NameOf<V>, value: string) => actor.send({ type: 'form.change', field: name, value });

  /**
   * Starts a new form, e.g. "Send another message", keeping some values. `focus` names the field to
   * type in next, for a restart from a button that goes with the confirmation it stood in.
   */
  const restart = (keep: Partial<V> = {}, focus?: NameOf<V>) => {
    runtime.ask(focus);
    actor.send({ type: 'form.reset', keep });
  };

  const field = (name: NameOf<V>, hint?: string) => textFieldProps({ values, errors, setValue, register: runtime.register }, name, hint);

  return {
    values,
    errors,
    alert,
    status,
    result,
    sending: status === 'sending',
    /** Shown next to the captcha; gone once a new answer is ticked. */
    captchaError,
    /** The last sending, with its key, until the server takes it: what a dialog hands back as it closes. */
    sent,
    field,
    setValue,
    restart,
    formProps: {
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      },
      noValidate: true,
      'aria-busy': status === 'sending',
    },
  };
}
