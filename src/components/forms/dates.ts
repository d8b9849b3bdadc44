import { dateIn } from '../../../contract/forms';
import { browserTimeZone } from '../../api/client';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The zone `Date`'s own fields read in, or undefined when the browser names none. */
function ownZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Today where the visitor is (the zone the API is told in X-Timezone): the first day a form's date may
 * be. In the browser's own zone, as it nearly always is, `Date`'s fields tell it: a formatter for a
 * named zone builds the locale's date patterns first, over 100 ms of one task on a slowed phone CPU,
 * which Book A Job's form paid as it first drew.
 */
export function todayHere(): string {
  const zone = browserTimeZone();
  const now = new Date();
  if (zone !== ownZone()) return dateIn(zone, now);
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
