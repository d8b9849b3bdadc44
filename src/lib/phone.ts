import { formatUsPhoneNumber } from '../../contract/phone';

export { phoneHref } from '../../contract/phone';

/** The hint under every phone field, and under the stand-ins that hold a phone field's place. */
export const PHONE_HINT = 'For example (508) 555-0100.';

/** `+15085550100`, `508-555-0100` or `(508) 555 0100` → `+1 (508) 555-0100`; anything else is returned as given. */
export function formatPhone(phone: string | null | undefined): string {
  return phone ? formatUsPhoneNumber(phone) : '';
}
