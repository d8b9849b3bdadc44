/** US phone numbers as spec section 9 shows them. The footer shows one on every page, so they load apart from format.ts. */

type Maybe<T> = T | null | undefined;

/** The ten national digits of a US number, or undefined when the input is not one. */
function usNationalDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/** `+15085550100`, `508-555-0100` or `(508) 555 0100` → `+1 (508) 555-0100`; anything else is returned as given. */
export function formatPhone(phone: Maybe<string>): string {
  if (!phone) return '';
  const digits = usNationalDigits(phone);
  if (!digits) return phone;
  return `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The `tel:` link of a US phone number in E.164 (`tel:+15085550100`). */
export function phoneHref(phone: string): string {
  const digits = usNationalDigits(phone);
  return `tel:${digits ? `+1${digits}` : phone.replace(/[^\d+]/g, '')}`;
}
