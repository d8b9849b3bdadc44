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
