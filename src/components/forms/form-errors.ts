import * as v from 'valibot';
import { describeServerError, type ErrorDisplay, isValidationProblem, validationFieldErrors } from '../../api/errors';

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** Where the messages of a refused form go: next to a field, next to the captcha, or in the form's alert. */
export interface PlacedErrors<Name extends string> {
  fields: FieldErrors<Name>;
  captcha?: string;
  alert?: ErrorDisplay;
}

/** The server names the captcha answer after its header (`x-recaptcha-token`). */
const isCaptchaKey = (key: string) => /recaptcha/i.test(key);

/**
 * The field a message is about, by its dot path (`email`, `address.zip` → `address`); matched without
 * regard to case so `ZipCode` finds `zipCode`. Undefined when no field of the form has that name.
 */
function fieldFor<Name extends string>(path: string, names: readonly Name[]): Name | undefined {
  const head = path.split('.')[0] ?? '';
  return names.find((name) => name === head) ?? names.find((name) => name.toLowerCase() === head.toLowerCase());
}

/** The first message of each field of a failed client-side parse; messages about no field go to the alert. */
export function placeIssues<Name extends string>(issues: readonly v.BaseIssue<unknown>[], names: readonly Name[]): PlacedErrors<Name> {
  const fields: FieldErrors<Name> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const name = fieldFor(v.getDotPath(issue) ?? '', names);
    if (name) fields[name] ??= issue.message;
    else other.push(issue.message);
  }
  return { fields, ...(other.length ? { alert: { title: 'Validation Error', detail: other.join('\n') } } : {}) };
}

/**
 * What the server answered when it refused a form (spec section 8): the messages of a validation
 * problem go next to the fields they name and the captcha's next to the captcha; whatever names no
 * field of this form (an id the visitor cannot edit, the whole form), and any other error, goes to
 * the alert as `describeServerError` words it.
 */
export function placeServerError<Name extends string>(body: unknown, names: readonly Name[]): PlacedErrors<Name> {
  const byKey = validationFieldErrors(body);
  if (!byKey || !isValidationProblem(body)) return { fields: {}, alert: describeServerError(body) };
  const fields: FieldErrors<Name> = {};
  const unplaced: Record<string, string[]> = {};
  let captcha: string | undefined;
  for (const [key, message] of Object.entries(byKey)) {
    const name = fieldFor(key, names);
    if (name) fields[name] ??= message;
    else if (isCaptchaKey(key)) captcha ??= message;
    else unplaced[key] = body.errors[key] ?? [message];
  }
  const placedAny = Object.keys(fields).length > 0 || captcha !== undefined;
  const alert = Object.keys(unplaced).length > 0 || !placedAny ? describeServerError({ ...body, errors: unplaced }) : undefined;
  return { fields, ...(captcha ? { captcha } : {}), ...(alert ? { alert } : {}) };
}
