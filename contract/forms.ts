import * as v from 'valibot';
import { PhoneNumber } from './authentication';

/** Field schemas shared by the public forms; their messages are what the visitor reads. */
export const PersonName = (label: string) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(100, `${label} must be 100 characters or fewer.`),
  );

export const Phone = PhoneNumber;

export const Message = (label = 'Message', max = 4000) =>
  v.pipe(v.string(`${label} is required.`), v.trim(), v.nonEmpty(`${label} is required.`), v.maxLength(max, `${label} must be ${max} characters or fewer.`));

/**
 * The reCAPTCHA answer of a public form (spec section 7). Optional in the contract because captcha
 * is off until RECAPTCHA_SECRET is configured; the server then requires it.
 */
export const CaptchaHeaders = v.object({
  'x-recaptcha-token': v.optional(
    v.pipe(
      v.string(),
      v.maxLength(4000),
      v.description(
        'The reCAPTCHA v2 answer. Required when the server checks captchas; blank or the placeholder `recaptcha-token` counts as none. Each answer is accepted once.',
      ),
    ),
  ),
});
