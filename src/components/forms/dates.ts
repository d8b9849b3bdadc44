import { dateIn, lastDayFrom } from '../../../contract/forms';
import { browserTimeZone, DEFAULT_TIME_ZONE } from '../../api/client';
import { localIsoDate } from '../../lib/format';

/**
 * Today where the visitor is (the zone the API is told in X-Timezone): the first day a form's date may
 * be. A zone the browser named is the one `Date`'s own fields read in, so they tell it: a formatter for
 * a named zone builds the locale's date patterns first, over 100 ms of one task on a slowed phone CPU,
 * which Book A Job's form paid as it first drew. Only the default, sent when the browser names no zone,
 * needs the formatter.
 */
export function todayHere(): string {
  const zone = browserTimeZone();
  const now = new Date();
  return zone === DEFAULT_TIME_ZONE ? dateIn(zone, now) : localIsoDate(now);
}

/** The last day a form's date may be: a year after today where the visitor is, as the contract allows. */
export const lastDayHere = () => lastDayFrom(todayHere());
