import type { CaptchaResult, CaptchaVerifier } from './captcha';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaConfig {
  secret: string;
  fetch?: typeof fetch;
  /** How long to wait for Google before calling the check unavailable. */
  timeoutMs?: number;
}

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/verify). */
interface SiteverifyAnswer {
  success?: unknown;
  challenge_ts?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

const secretErrors = new Set(['missing-input-secret', 'invalid-input-secret']);

/** Checks reCAPTCHA v2 answers with Google's siteverify API. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly description = 'checked with Google reCAPTCHA v2 (RECAPTCHA_SECRET is set)';
  readonly required = true;

  constructor(private readonly config: RecaptchaConfig) {}

  async verify(token: string, remoteIp: string | undefined): Promise<CaptchaResult> {
    const doFetch = this.config.fetch ?? fetch;
    const body = new URLSearchParams({ secret: this.config.secret, response: token });
    if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
    let answer: SiteverifyAnswer;
    try {
      const res = await doFetch(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 5000),
      });
      if (!res.ok) return { ok: false, reason: 'unavailable', errorCodes: [`http-${res.status}`] };
      answer = (await res.json()) as SiteverifyAnswer;
    } catch (err) {
      return { ok: false, reason: 'unavailable', errorCodes: [(err as Error).name || 'fetch-failed'] };
    }
    if (typeof answer !== 'object' || answer === null || typeof answer.success !== 'boolean')
      return { ok: false, reason: 'unavailable', errorCodes: ['malformed-answer'] };

    if (answer.success)
      return {
        ok: true,
        ...(typeof answer.hostname === 'string' ? { hostname: answer.hostname } : {}),
        ...(typeof answer.challenge_ts === 'string' ? { challengeTs: answer.challenge_ts } : {}),
      };
    const errorCodes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((x): x is string => typeof x === 'string') : [];
    if (errorCodes.some((code) => secretErrors.has(code))) return { ok: false, reason: 'misconfigured', errorCodes };
    if (errorCodes.includes('timeout-or-duplicate')) return { ok: false, reason: 'expired-or-duplicate', errorCodes };
    return { ok: false, reason: 'rejected', errorCodes };
  }
}
