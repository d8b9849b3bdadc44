/**
 * Display formats of spec section 9: US numbers, USD, square feet, months, phone numbers, dates,
 * times and percentages. Every formatter answers '' for a missing or unreadable value, so templates
 * can call them without guards.
 */

import { distanceWords } from '../../contract/distance';
import { PROVIDER_TIME_ZONE } from '../../contract/forms';

type Maybe<T> = T | null | undefined;

// Phone numbers live in phone.ts: the footer needs them on every page, and nothing else from here.
export { formatPhone, phoneHref } from './phone';

const LOCALE = 'en-US';

const isNumber = (value: Maybe<number>): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * `abs` (≥ 0) rounded to `decimals` places as ICU rounds: half up on the shortest decimal that reads
 * back as the number (`1.005` → `1.01`), not on its binary value as `toFixed` does (`1.00`).
 */
function fixed(abs: number, decimals: number): string {
  const text = String(abs);
  // Exponent notation: below 1e-6, nothing shows at two places; from 1e21 on, no fraction is left.
  if (text.includes('e')) return abs.toFixed(decimals);
  const [whole = '', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(decimals + 1, '0');
  const rounded = (BigInt(whole + digits.slice(0, decimals)) + (digits.charAt(decimals) >= '5' ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  return decimals === 0 ? rounded : `${rounded.slice(0, -decimals)}.${rounded.slice(-decimals)}`;
}

/**
 * `value` as en-US `Intl.NumberFormat` writes it (`-1,234.5`, `-$1,234.50` with `currency`), written
 * by hand: making such a formatter loads ICU's number data, over 100 ms of one task on a slowed phone
 * CPU, which the landing page's plans and storage cards paid right after the page had painted.
 * `decimals` is exact for money and at most that many (trailing zeros dropped) otherwise.
 */
function enUs(value: number, decimals: 0 | 2, currency = false): string {
  const [whole = '', digits = ''] = fixed(Math.abs(value), decimals).split('.');
  const fraction = currency ? digits : digits.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${currency ? '$' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** `1234.567` → `1,234.57` (at most two decimals). */
export function formatNumber(value: Maybe<number>): string {
  return isNumber(value) ? enUs(value, 2) : '';
}

/** `1234.5` dollars → `$1,235`: prices in lists and cards. */
export function formatUsdFromDollars(dollars: Maybe<number>): string {
  return isNumber(dollars) ? enUs(dollars, 0, true) : '';
}

/** `123450` cents → `$1,235`. */
export function formatUsdFromCents(cents: Maybe<number>): string {
  return isNumber(cents) ? enUs(cents / 100, 0, true) : '';
}

/** `1234.5` dollars → `$1,234.50`: amounts to pay. */
export function formatUsdPreciseFromDollars(dollars: Maybe<number>): string {
  return isNumber(dollars) ? enUs(dollars, 2, true) : '';
}

/** `123450` cents → `$1,234.50`. */
export function formatUsdPreciseFromCents(cents: Maybe<number>): string {
  return isNumber(cents) ? enUs(cents / 100, 2, true) : '';
}

/** `1200` → `1,200 sq ft`. */
export function formatSquareFeet(value: Maybe<number>): string {
  return isNumber(value) ? `${enUs(value, 2)} sq ft` : '';
}

/** `1` → `1 month`, anything else → `N months`. */
export function formatMonths(count: Maybe<number>): string {
  if (!isNumber(count)) return '';
  return `${enUs(count, 2)} ${count === 1 ? 'month' : 'months'}`;
}

/** How far a contractor is from the customer, as a line of its own: `3.1 miles away`, `Based in your area`. */
export function formatDistance(miles: Maybe<number>): string {
  if (!isNumber(miles)) return '';
  const words = distanceWords(miles);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `0.125` → `12.5%`: the fraction times 100. */
export function formatPercent(fraction: Maybe<number>): string {
  if (!isNumber(fraction)) return '';
  // Scaling by 100 in floating point gives 0.07 * 100 = 7.000000000000001; round to the shown precision first.
  return `${enUs(Math.round(fraction * 100 * 100) / 100, 2)}%`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date from a Date, an ISO instant, or a `YYYY-MM-DD` calendar date (read as that local day, not UTC midnight). */
function toDate(value: Maybe<Date | string | number>): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const [, y, m, d] = DATE_ONLY.exec(value)!;
    date = new Date(Number(y), Number(m) - 1, Number(d));
  } else date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export interface DateFormatOptions {
  /** Add the 12-hour time: `03/07/2024 2:05 PM`. */
  withTime?: boolean;
  /** IANA zone to show the date in; the browser's own by default. */
  timeZone?: string;
  /**
   * Name the zone after the time (`03/07/2024 2:05 PM EST`): a visit's time is set on Southborough's
   * clock, and a browser elsewhere would otherwise show another hour with nothing to tell it apart.
   */
  withZone?: boolean;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One kept formatter per form of date: a list of a hundred dates makes one, not a hundred. */
function dateFormat(withTime: boolean, timeZone: string | undefined, withZone = false): Intl.DateTimeFormat {
  const key = `${withTime}|${timeZone ?? ''}|${withZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
      ...(withZone ? { timeZoneName: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * What `dateFormat` writes in the browser's own zone, from the date's local fields: the first
 * `Intl.DateTimeFormat` with fields builds the locale's date patterns, over 150 ms of one task on a
 * slowed phone CPU (the landing page's reviews paid it).
 */
function localDate(date: Date, withTime: boolean): string {
  const day = `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
  return withTime ? `${day} ${twelveHour(date.getHours(), twoDigits(date.getMinutes()))}` : day;
}

/** `date`'s calendar day in the browser's own zone, as `YYYY-MM-DD`, read from its local fields (see `localDate`). */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** `14`, `05` → `2:05 PM`. */
const twelveHour = (hours: number, minutes: string) => `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;

/** `2024-03-07T19:05:00Z` → `03/07/2024`, or `03/07/2024 2:05 PM` with `withTime` (in the browser's zone), `… 2:05 PM EST` with `withZone` too. */
export function formatDate(value: Maybe<Date | string | number>, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const withZone = (options.withTime ?? false) && (options.withZone ?? false);
  if (!options.timeZone && !withZone) return localDate(date, options.withTime ?? false);
  const parts = dateFormat(options.withTime ?? false, options.timeZone, withZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('month')}/${part('day')}/${part('year')}`;
  if (!options.withTime) return day;
  const time = `${day} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
  return withZone ? `${time} ${part('timeZoneName')}` : time;
}

/**
 * The day of a deadline the provider keeps on its own calendar (an estimate valid through a day, a
 * review due by one): the server sets and enforces it in Southborough's zone and its refusals name
 * that day, so the page names the same day wherever the browser is.
 */
export function formatProviderDay(value: Maybe<Date | string | number>): string {
  return formatDate(value, { timeZone: PROVIDER_TIME_ZONE });
}

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/;

/** A 24-hour `hh:mm:ss` (or `hh:mm`) time of day → `2:05 PM`. */
export function formatTime(value: Maybe<string>): string {
  const match = value ? TIME_OF_DAY.exec(value.trim()) : null;
  if (!match) return '';
  return twelveHour(Number(match[1]), match[2]!);
}

/**
 * A name as it reads inside a sentence: words written with only a capital initial are lowercased
 * ("Heat Pumps" → "heat pumps"); acronyms and other words with capitals inside keep their spelling
 * ("HVAC").
 */
export function inSentence(name: string): string {
  return name.replace(/\p{L}+/gu, (word) => (word.slice(1) === word.slice(1).toLowerCase() ? word.toLowerCase() : word));
}
