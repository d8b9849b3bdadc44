import type { ServerEnv } from '../env';
import { RecaptchaVerifier } from './recaptcha';

/**
 * Why a captcha answer was not accepted:
 * - `rejected`: the provider says the answer is wrong or malformed;
 * - `expired-or-duplicate`: the provider says it is too old or was already checked;
 * - `unavailable`: the provider could not be asked or answered nonsense (not the visitor's fault);
 * - `misconfigured`: the provider refused our secret (an operator must fix the configuration).
 */
export type CaptchaFailureReason = 'rejected' | 'expired-or-duplicate' | 'unavailable' | 'misconfigured';

export type CaptchaResult =
  | { ok: true; hostname?: string; challengeTs?: string }
  | { ok: false; reason: CaptchaFailureReason; errorCodes?: string[] };

/** The port through which public forms check a captcha answer. */
export interface CaptchaVerifier {
  /** Said at start-up so that nobody wonders whether forms are protected. */
  readonly description: string;
  /** Whether a form without a captcha answer is refused. */
  readonly required: boolean;
  /** `remoteIp` is passed on to the provider when known; it helps it judge the answer. */
  verify(token: string, remoteIp: string | undefined): Promise<CaptchaResult>;
}

/**
 * The embedded default: every answer passes and none is required, so the product runs offline.
 * A token that is sent is still refused when it was used before (see `./guard.ts`).
 */
export class CaptchaOff implements CaptchaVerifier {
  readonly description = 'OFF because RECAPTCHA_SECRET is empty: public forms and the newsletter are accepted without a captcha (set RECAPTCHA_SECRET to check them with Google reCAPTCHA)';
  readonly required = false;

  async verify(): Promise<CaptchaResult> {
    return { ok: true };
  }
}

/**
 * Google reCAPTCHA v2 when its secret is set, otherwise off. A production server does not start with
 * its public forms unprotected by accident: without a secret it needs `CAPTCHA_DISABLED=true`, which
 * says that this is meant (a demonstration, or a proxy in front that screens the forms).
 */
export function createCaptchaVerifier(env: ServerEnv): CaptchaVerifier {
  if (env.RECAPTCHA_SECRET) return new RecaptchaVerifier({ secret: env.RECAPTCHA_SECRET });
  if (env.NODE_ENV === 'production' && !env.CAPTCHA_DISABLED)
    throw new Error(
      'Invalid configuration: RECAPTCHA_SECRET is empty, so public forms and the newsletter would take anything a script sends. Set RECAPTCHA_SECRET (and VITE_RECAPTCHA_SITE_KEY), or set CAPTCHA_DISABLED=true to run without a captcha on purpose.',
    );
  return new CaptchaOff();
}
