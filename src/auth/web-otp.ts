/**
 * The browser's WebOTP: with the user's consent, Chrome on Android hands a page the code of a text
 * message that ends in `@<the page's host> #<code>` (server/auth/sms.ts writes that line). Elsewhere
 * there is nothing to read and the code is typed, or filled in from the keyboard's suggestion
 * (`autocomplete="one-time-code"`).
 */

interface OtpCredential extends Credential {
  code: string;
}

type OtpRequest = CredentialRequestOptions & { otp: { transport: 'sms'[] } };

/**
 * The code of the next text for this site, once the user allows it; null where the browser has no
 * WebOTP. Rejects when the user declines, the browser gives up, or `signal` aborts (the code step was
 * left), which also closes the browser's prompt.
 */
export async function readSmsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return null;
  const request: OtpRequest = { otp: { transport: ['sms'] }, signal };
  const credential = (await navigator.credentials.get(request)) as OtpCredential | null;
  return credential?.code ?? null;
}
