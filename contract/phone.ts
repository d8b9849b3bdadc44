/**
 * US phone numbers, the one definition the server, the machines and the SPA share (ARCHITECTURE.md:
 * phone numbers are US E.164; spec section 9: country digit, 3-digit area code, 3 digits, 4 digits).
 * No schema library here: the footer formats the provider's number on every page.
 */

/** The ten national digits of `508-555-0100`, `(508) 555 0100`, `+1 508 555 0100` or `15085550100`. */
function nationalDigits(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/**
 * A US number in any common form as E.164 (`+15085550100`), or undefined when it is not a valid US
 * number: stray characters, another country code, or an area code or exchange starting with 0 or 1.
 */
export function normalizeUsPhoneNumber(input: string): string | undefined {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  if (text.startsWith('+') && !text.replace(/\D/g, '').startsWith('1')) return undefined;
  const digits = nationalDigits(text);
  // North American numbering: neither the area code nor the exchange starts with 0 or 1.
  return digits && /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? `+1${digits}` : undefined;
}

/** Any written US number as `+1 (508) 555-0100`; anything else is returned as given. */
export function formatUsPhoneNumber(phone: string): string {
  const digits = nationalDigits(phone);
  return digits ? `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** The `tel:` link of a written US number (`tel:+15085550100`). */
export function phoneHref(phone: string): string {
  const digits = nationalDigits(phone);
  return `tel:${digits ? `+1${digits}` : phone.replace(/[^\d+]/g, '')}`;
}
