import type { ValidationProblem } from '../../contract/common';
import { type ApiFailure, failureDisplay } from '../../machines/api-failure';
import { showError } from '../lib/toast';

/** What an error toast or banner shows: a one-line title and, when there is more to say, a detail. */
export interface ErrorDisplay {
  title: string;
  detail?: string;
}

/** Several messages in one detail go on separate lines (toasts render the detail with `white-space: pre-line`). */
export const MESSAGE_SEPARATOR = '\n';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : []);
const joined = (messages: string[]) => (messages.length ? messages.join(MESSAGE_SEPARATOR) : undefined);

export function isValidationProblem(body: unknown): body is ValidationProblem {
  return isRecord(body) && body.title === 'Validation Error' && (body.errors === undefined || isRecord(body.errors));
}

/**
 * How an error answered by the server (or thrown on the way) is shown, by the rules of spec section 8:
 * a `Message` string is the title and the strings of `Errors` the detail; a lowercase `message` string
 * gives the title 'Error' with that text as detail; a validation problem lists its messages under
 * 'Validation Error'; anything else is 'Something went wrong'.
 */
export function describeServerError(body: unknown): ErrorDisplay {
  if (isRecord(body)) {
    if (typeof body.Message === 'string') {
      const detail = joined(strings(body.Errors));
      return detail ? { title: body.Message, detail } : { title: body.Message };
    }
    if (typeof body.message === 'string') return { title: 'Error', detail: body.message };
    if (isValidationProblem(body)) {
      const messages = Object.values(body.errors ?? {}).flatMap(strings);
      const detail = joined(messages) ?? (typeof body.detail === 'string' ? body.detail : undefined);
      return detail ? { title: 'Validation Error', detail } : { title: 'Validation Error' };
    }
  }
  return { title: 'Something went wrong' };
}

/**
 * What a failed read shows, whichever way it failed: the server's answer worded by the rules above,
 * or, when no answer came at all (fetch threw a TypeError), that the server could not be reached. The
 * browser's own words for that ("Failed to fetch") are not the visitor's to read.
 */
export function describeFailure(failure: unknown): ErrorDisplay {
  return failure instanceof TypeError ? { title: 'We could not reach the server', detail: 'Check your connection and try again.' } : describeServerError(failure);
}

/**
 * What a classified failure (machines/api-failure.ts) shows: the server's words by the rules above
 * when it said any, else the failure's own sentence (no answer, a rate limit, an ended session).
 * Its lines are apart as `MESSAGE_SEPARATOR` puts them.
 */
export const describeApiFailure = (failure: ApiFailure): ErrorDisplay => failureDisplay(failure);

/**
 * An error toast for what the server answered, by the display rules above. It lives here rather than
 * with the toasts, which every page loads, so that these rules load with the pages that call the API.
 */
export function showServerError(body: unknown) {
  const { title, detail } = describeServerError(body);
  showError(title, detail);
}

/**
 * The messages of a validation problem keyed by field (dot paths such as `address.zip`, as the contract
 * names them), several for one field joined by a space; `''` holds those about the whole form.
 * Undefined when the body is not a validation problem, so a form can fall back to `describeServerError`.
 */
export function validationFieldErrors(body: unknown): Record<string, string> | undefined {
  if (!isValidationProblem(body)) return undefined;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const text = strings(messages).join(' ');
    if (text) fields[field] = text;
  }
  return fields;
}
