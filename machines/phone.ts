/**
 * US phone numbers for the sign-in flow (ARCHITECTURE.md: phone numbers are US E.164; spec section 9:
 * country digit, 3-digit area code, 3 digits, 4 digits). US-only numbers need no phone library.
 */

export const PHONE_NUMBER_HINT = 'Enter a valid US phone number, e.g. (508) 555-0100.';

/**
 * A US number in any common form (`508-555-0100`, `(508) 555-0100`, `+1 508 555 0100`, `15085550100`)
 * as E.164 (`+15085550100`); undefined when it is not a valid US number.
 */
export function normalizeUsPhone(input: string): string | undefined {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+') && !digits.startsWith('1')) return undefined;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  // North American numbering: neither the area code nor the exchange starts with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return `+1${digits}`;
}

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

/** `+15085550100` → `+1 (508) 555-0100`; anything else unchanged. */
export function formatUsPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/** Login codes are 6 digits; paste and one-time-code autofill may bring spaces or dashes. */
export function normalizeLoginCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

export const isCompleteLoginCode = (code: string) => /^\d{6}$/.test(code);
