import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { describeServerError, type ErrorDisplay } from '../../api/errors';
import { type Captcha, captchaHeader } from '../captcha/use-captcha';
import { type FieldErrors, type PlacedErrors, placeIssues, placeServerError } from './form-errors';

export const CAPTCHA_REQUIRED = 'Tick the box "I\'m not a robot" before sending.';

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
  /** Posts the request with the captcha answer's header. */
  send: (request: v.InferInput<S>, headers: ReturnType<typeof captchaHeader>) => Promise<SendResult<R>>;
  /** The form's captcha, when it has one: required when enabled, and reset after every attempt. */
  captcha?: Captcha;
}

export type FormStatus = 'editing' | 'sending' | 'sent';

/**
 * A public form bound to a contract schema. It checks on the client with the contract's messages,
 * places the server's validation messages next to their fields (anything else goes to an alert worded
 * by `describeServerError`), keeps what was typed whenever the server refuses, refuses a second send
 * while one is on its way, and moves focus to the first field that needs attention.
 */
export function useContractForm<V extends Values, S extends v.GenericSchema, R>(options: ContractFormOptions<V, S, R>) {
  const { schema, initialValues, send, captcha } = options;
  const toRequest = options.toRequest ?? ((values: V) => values as v.InferInput<S>);
  const names = Object.keys(initialValues) as NameOf<V>[];

  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<NameOf<V>>>({});
  const [captchaMessage, setCaptchaMessage] = useState<string>();
  const [alert, setAlert] = useState<ErrorDisplay>();
  const [status, setStatus] = useState<FormStatus>('editing');
  const [result, setResult] = useState<R>();
  const inputs = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | undefined>(undefined);
  const busy = useRef(false);

  // Focus moves after the render that shows the messages, so a screen reader reads the field with its error.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = undefined;
    if (target === 'captcha') captcha?.focus();
    else inputs.current.get(target)?.focus();
  });

  const requestFocus = (fields: FieldErrors<NameOf<V>>, captchaMissing: boolean) => {
    focusNext.current = names.find((name) => fields[name]) ?? (captchaMissing ? 'captcha' : undefined);
  };

  const messagesFor = (next: V): FieldErrors<NameOf<V>> => {
    const parsed = v.safeParse(schema, toRequest(next));
    return parsed.success ? {} : placeIssues(parsed.issues, names).fields;
  };

  const setValue = (name: NameOf<V>, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A field shown as wrong is checked again as it is corrected, so the message goes as soon as it is right.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: messagesFor(next)[name] }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    const request = toRequest(values);
    const parsed = v.safeParse(schema, request);
    const placed: PlacedErrors<NameOf<V>> = parsed.success ? { fields: {} } : placeIssues(parsed.issues, names);
    const captchaMissing = Boolean(captcha?.enabled && !captcha.token);
    setErrors(placed.fields);
    setAlert(placed.alert);
    setCaptchaMessage(captchaMissing ? CAPTCHA_REQUIRED : undefined);
    if (!parsed.success || captchaMissing) {
      requestFocus(placed.fields, captchaMissing);
      return;
    }

    busy.current = true;
    setStatus('sending');
    try {
      const answer = await send(request, captchaHeader(captcha?.token));
      if (answer.response.ok) {
        setResult(answer.data);
        setStatus('sent');
        return;
      }
      const refused = placeServerError(answer.error, names);
      setErrors(refused.fields);
      setCaptchaMessage(refused.captcha);
      setAlert(refused.alert);
      requestFocus(refused.fields, Boolean(refused.captcha));
      setStatus('editing');
    } catch (error) {
      setAlert(describeServerError(error));
      setStatus('editing');
    } finally {
      busy.current = false;
      // The answer was spent on this attempt, whatever came of it.
      captcha?.reset();
    }
  };

  /** Starts a new form, e.g. "Send another message". */
  const restart = (keep: Partial<V> = {}) => {
    setValues({ ...initialValues, ...keep });
    setErrors({});
    setAlert(undefined);
    setCaptchaMessage(undefined);
    setResult(undefined);
    setStatus('editing');
  };

  /**
   * Props of a MUI TextField for one field: value, change, error message (or the hint), focus target.
   * Fields are not checked as they lose focus: a message appearing then moves the page under the
   * pointer, and the click on Send that caused the blur would miss its button.
   */
  const field = (name: NameOf<V>, hint?: string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    inputRef: (element: HTMLElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  return {
    values,
    errors,
    alert,
    status,
    result,
    sending: status === 'sending',
    /** Shown next to the captcha; gone once a new answer is ticked. */
    captchaError: captcha?.token ? undefined : captchaMessage,
    field,
    setValue,
    restart,
    formProps: { onSubmit: (event: FormEvent) => void submit(event), noValidate: true, 'aria-busy': status === 'sending' },
  };
}
