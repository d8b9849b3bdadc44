import { type Dispatch, type SetStateAction, useCallback, useMemo, useRef, useState } from 'react';
import { env } from '../../config/env';

export type CaptchaTrouble = 'code' | 'google';

/** What the shown check lets a form do to it. */
export interface CaptchaControls {
  /** Shows a fresh box. */
  reset(): void;
  focus(): void;
}

/**
 * The state of one form's captcha (spec sections 1 and 7: reCAPTCHA v2, answer sent in
 * `X-Recaptcha-Token`). Without a site key there is no widget and `enabled` is false: the form sends
 * without a token, which the server accepts while its own captcha is off.
 */
export interface Captcha {
  enabled: boolean;
  siteKey: string;
  /** The answer of the ticked box; undefined until ticked, and again once expired or spent. */
  token: string | undefined;
  /**
   * Why the box cannot be ticked, if it cannot: the widget's own code did not come (`code`: it loads
   * again by itself once the browser is back online), or Google's script did not load or answer, or
   * the box cannot reach Google (`google`: only the phone is left).
   */
  unavailable: CaptchaTrouble | undefined;
  /** Answers are single-use: forget this one and show a fresh box. */
  reset(): void;
  /** Moves focus to the check, for a form sent before it was ticked. */
  focus(): void;
  /** For `CaptchaField`: the shown check registers its controls, and reports answers. */
  attach(controls: CaptchaControls | null): void;
  setToken(token: string | undefined): void;
  setUnavailable: Dispatch<SetStateAction<CaptchaTrouble | undefined>>;
}

export function useCaptcha(siteKey: string = env.VITE_RECAPTCHA_SITE_KEY): Captcha {
  const [token, setToken] = useState<string | undefined>();
  const [unavailable, setUnavailable] = useState<CaptchaTrouble>();
  const controls = useRef<CaptchaControls | null>(null);
  const reset = useCallback(() => {
    controls.current?.reset();
    setToken(undefined);
  }, []);
  const focus = useCallback(() => controls.current?.focus(), []);
  const attach = useCallback((next: CaptchaControls | null) => {
    controls.current = next;
  }, []);
  return useMemo(
    () => ({ enabled: siteKey !== '', siteKey, token, unavailable, reset, focus, attach, setToken, setUnavailable }),
    [siteKey, token, unavailable, reset, focus, attach],
  );
}

/** The header a public form sends its captcha answer in; empty when there is none. */
export const captchaHeader = (token: string | undefined): { 'x-recaptcha-token'?: string } => (token ? { 'x-recaptcha-token': token } : {});
