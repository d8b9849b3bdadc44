/**
 * How a visit's times read on the job page and in the reschedule dialog: always in the customer's
 * zone (the one the API client sends as X-Timezone), with the zone named, since the contractor works
 * on Southborough's clock and the customer may not be there.
 */

const LOCALE = 'en-US';

type Form = 'clock' | 'clockWithZone' | 'day' | 'longDay' | 'dayKey';
const FORMS: Record<Form, [locale: string, options: Intl.DateTimeFormatOptions]> = {
  clock: [LOCALE, { hour: 'numeric', minute: '2-digit', hour12: true }],
  clockWithZone: [LOCALE, { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' }],
  day: [LOCALE, { weekday: 'short', month: 'short', day: 'numeric' }],
  longDay: [LOCALE, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }],
  dayKey: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** One kept formatter per form and zone: a day of slots makes a few, not one per time it shows. */
function format(form: Form, timeZone: string): Intl.DateTimeFormat {
  const key = `${form}|${timeZone}`;
  let made = formats.get(key);
  if (!made) {
    const [locale, options] = FORMS[form];
    formats.set(key, (made = new Intl.DateTimeFormat(locale, { timeZone, ...options })));
  }
  return made;
}

/** `2:00 PM`, or with the zone `2:00 PM EST`. */
export function formatClock(instant: string | Date, timeZone: string, withZone = false): string {
  const p = format(withZone ? 'clockWithZone' : 'clock', timeZone).formatToParts(new Date(instant));
  return p
    .filter((x) => ['hour', 'minute', 'dayPeriod', 'timeZoneName', 'literal'].includes(x.type))
    .map((x) => x.value)
    .join('')
    .replace(/\u202f|\u00a0/g, ' ')
    .trim();
}

/** `Wed, Dec 2`. */
export function formatDay(instant: string | Date, timeZone: string): string {
  return format('day', timeZone).format(new Date(instant));
}

/** `Wednesday, December 2, 2026`. */
export function formatLongDay(instant: string | Date, timeZone: string): string {
  return format('longDay', timeZone).format(new Date(instant));
}

/** An arrival window: `Wednesday, December 2, 2026, 2:00 PM – 4:00 PM EST`. */
export function formatWindow(start: string, end: string, timeZone: string): string {
  return `${formatLongDay(start, timeZone)}, ${formatClock(start, timeZone)} – ${formatClock(end, timeZone, true)}`;
}

/** A moment: `Mon, Nov 30, 2:00 PM EST`. */
export function formatMoment(instant: string | Date, timeZone: string): string {
  return `${formatDay(instant, timeZone)}, ${formatClock(instant, timeZone, true)}`;
}

/** `YYYY-MM-DD` of an instant in a zone: the day the customer sees it on. */
export function dayKeyOf(instant: string | Date, timeZone: string): string {
  return format('dayKey', timeZone).format(new Date(instant));
}

/** `YYYY-MM-DD` `days` days after the day of `from` in a zone. */
export function dayKeyAfter(from: Date, days: number, timeZone: string): string {
  const [y, m, d] = dayKeyOf(from, timeZone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day as its slots show it: `Wed, Dec 2` (noon UTC names the same day in every zone). */
export function formatDayKey(day: string): string {
  return formatDay(`${day}T12:00:00Z`, 'UTC');
}
