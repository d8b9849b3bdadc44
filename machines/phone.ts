/**
 * US phone numbers for the sign-in flow (ARCHITECTURE.md: phone numbers are US E.164; spec section 9:
 * country digit, 3-digit area code, 3 digits, 4 digits). US-only numbers need no phone library; the
 * rules that say what a valid number is live in contract/phone.ts, shared with the server.
 */

export const PHONE_NUMBER_HINT = 'Enter a valid US phone number, e.g. (508) 555-0100.';

/** The shared US rules (contract/phone.ts), under the names the sign-in flows use. */
export { formatUsPhoneNumber as formatUsPhone, normalizeUsPhoneNumber as normalizeUsPhone } from '../contract/phone';

/**
 * What the phone field shows while the user types: `508555` → `+1 (508) 555`, a full number →
 * `+1 (508) 555-0100`. A leading 1 is the country digit (no US area code starts with 1); digits past
 * the tenth are dropped.
 */
export function formatUsPhoneInput(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national = (digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
  if (!national) return digits ? '+1' : '';
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  const line = national.slice(6);
  if (!exchange) return `+1 (${area}`;
  if (!line) return `+1 (${area}) ${exchange}`;
  return `+1 (${area}) ${exchange}-${line}`;
}

/** Login codes are 6 digits; paste and one-time-code autofill may bring spaces or dashes. */
export function normalizeLoginCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

export const isCompleteLoginCode = (code: string) => /^\d{6}$/.test(code);
