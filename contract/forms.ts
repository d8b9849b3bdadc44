import * as v from 'valibot';
import { PhoneNumber } from './authentication';
import { IsoDate, linesText, nameText } from './common';

/** Field schemas shared by the public forms; their messages are what the visitor reads. */
export const PersonName = (label: string) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    nameText(label),
    v.maxLength(100, `${label} must be 100 characters or fewer.`),
  );

export const Phone = PhoneNumber;

export const Message = (label = 'Message', max = 4000) =>
  v.pipe(v.string(`${label} is required.`), v.trim(), v.nonEmpty(`${label} is required.`), linesText(label), v.maxLength(max, `${label} must be ${max} characters or fewer.`));

/**
 * The provider's time zone (ARCHITECTURE.md, "Timezone"): local dates are read here when the visitor's
 * is unknown, and contractors' working hours and visit slots are laid out in it.
 */
export const PROVIDER_TIME_ZONE = 'America/New_York';

/**
 * Formatters of one kind by time zone, each made once (making one costs some forty times what formatting
 * with it does); `make` throws for a name that is not a zone, before anything is kept. Zone names are
 * matched without regard to case, so they are kept by the name in lower case: kept by spelling, the 2^n
 * spellings of one name a client can send in X-Timezone would each keep a formatter, some 28 KB of the
 * runtime's memory apiece. Links and aliases still give a zone several names, so at most `max` are
 * kept, the oldest dropped first.
 */
export function formattersByZone(make: (zone: string) => Intl.DateTimeFormat, max = 100): (zone: string) => Intl.DateTimeFormat {
  const kept = new Map<string, Intl.DateTimeFormat>();
  return (zone) => {
    const key = zone.toLowerCase();
    let format = kept.get(key);
    if (!format) {
      format = make(zone);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(key, format);
    }
    return format;
  };
}

const dayFormatIn = formattersByZone((zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar date (`YYYY-MM-DD`) at `at` in an IANA time zone; in the provider's for a zone this runtime does not know. */
export function dateIn(timeZone: string | undefined, at: Date): string {
  try {
    return dayFormatIn(timeZone || PROVIDER_TIME_ZONE).format(at);
  } catch {
    return dayFormatIn(PROVIDER_TIME_ZONE).format(at);
  }
}

/** The `YYYY-MM-DD` date `days` days after (or, negative, before) another. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const PAST_DATE = 'Choose today or a later date.';

/**
 * How far ahead a visitor may choose a day for work or a move: a year, as long as a contractor's
 * estimate can stay open. Work planned further out is asked for nearer the time.
 */
const DAYS_AHEAD = 365;
export const FAR_DATE = 'Choose a date no more than a year from today.';

/**
 * The first day the server accepts: today in the visitor's time zone (X-Timezone; the provider's when
 * none is given), less a day of slack, so a date that is today where the visitor is is never refused
 * when the zone sent is not theirs (a browser that names none sends the spec's default, Europe/Vilnius).
 */
export const firstDayAccepted = (timeZone: string | undefined, now: Date) => addDays(dateIn(timeZone, now), -1);

/** The last day the server accepts: a year after today in the visitor's time zone, with the same day of slack the other way. */
export const lastDayAccepted = (timeZone: string | undefined, now: Date) => addDays(dateIn(timeZone, now), DAYS_AHEAD + 1);

/** The last day a form offers, a year after `today`. */
export const lastDayFrom = (today: string) => addDays(today, DAYS_AHEAD);

/**
 * A day the visitor chooses for work or a move (Book A Job's preferred date, a storage move-in date):
 * `firstDay()` to `lastDay()`, where `firstDay` says which date is today for this visitor and `lastDay`,
 * unless given, is a year after it. Judged only once the date itself is right, so a malformed date gets
 * one message.
 */
export const DateFromToday = (firstDay: () => string, lastDay: () => string = () => lastDayFrom(firstDay())) =>
  v.pipe(
    IsoDate,
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.issues) return;
      if (dataset.value < firstDay()) addIssue({ message: PAST_DATE });
      else if (dataset.value > lastDay()) addIssue({ message: FAR_DATE });
    }),
  );

/** A `YYYY-MM-DD` date as the forms show it (spec section 9: month/day/year). */
const shownDate = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

/**
 * Refuses a day given twice in a list of days the visitor chooses (the preferred dates of a job), at
 * the repeat: each counts against the few allowed, and a form whose date pickers let the same day be
 * picked again shows the message at the picker that repeated it.
 */
export const EachDateOnce = v.rawCheck<string[]>(({ dataset, addIssue }) => {
  // A date refused for itself is fixed first: its repeat may go with it.
  if (!dataset.typed || dataset.issues) return;
  const input = dataset.value;
  input.forEach((date, key) => {
    if (input.indexOf(date) === key) return;
    addIssue({
      message: `${shownDate(date)} is chosen twice: choose each preferred date once.`,
      path: [{ type: 'array', origin: 'value', input, key, value: date }],
    });
  });
});

/**
 * The reCAPTCHA answer of a public form (spec section 7). Optional in the contract because captcha
 * is off until RECAPTCHA_SECRET is configured; the server then requires it.
 */
export const CaptchaHeaders = v.object({
  'x-recaptcha-token': v.optional(
    v.pipe(
      v.string(),
      v.maxLength(4000, 'Must be 4000 characters or fewer.'),
      v.description(
        'The reCAPTCHA v2 answer. Required when the server checks captchas; blank or the placeholder `recaptcha-token` counts as none. Each answer is accepted once.',
      ),
    ),
  ),
});
