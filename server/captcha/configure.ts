import type { ServerEnv } from '../env';
import { CaptchaOff, type CaptchaVerifier } from './captcha';
import { RecaptchaVerifier } from './recaptcha';

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
