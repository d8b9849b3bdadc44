/**
 * Display formats of spec section 9: US numbers, USD, square feet, months, phone numbers, dates,
 * times and percentages. Every formatter answers '' for a missing or unreadable value, so templates
 * can call them without guards.
 */

type Maybe<T> = T | null | undefined;

// Phone numbers live in phone.ts: the footer needs them on every page, and nothing else from here.
export { formatPhone, phoneHref } from './phone';

const LOCALE = 'en-US';

/**
 * An `Intl` formatter made on first use and kept: making one costs far more than formatting with it
 * (tens of milliseconds for the first, on a phone), and this module loads with every page.
 */
const kept = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const numberFormat = kept(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }));
const usdWhole = kept(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }));
const usdPrecise = kept(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const percentFormat = kept(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }));

const isNumber = (value: Maybe<number>): value is number => typeof value === 'number' && Number.isFinite(value);

/** `1234.567` → `1,234.57` (at most two decimals). */
export function formatNumber(value: Maybe<number>): string {
  return isNumber(value) ? numberFormat().format(value) : '';
}

/** `1234.5` dollars → `$1,235`: prices in lists and cards. */
export function formatUsdFromDollars(dollars: Maybe<number>): string {
  return isNumber(dollars) ? usdWhole().format(dollars) : '';
}

/** `123450` cents → `$1,235`. */
export function formatUsdFromCents(cents: Maybe<number>): string {
  return isNumber(cents) ? usdWhole().format(cents / 100) : '';
}

/** `1234.5` dollars → `$1,234.50`: amounts to pay. */
export function formatUsdPreciseFromDollars(dollars: Maybe<number>): string {
  return isNumber(dollars) ? usdPrecise().format(dollars) : '';
}

/** `123450` cents → `$1,234.50`. */
export function formatUsdPreciseFromCents(cents: Maybe<number>): string {
  return isNumber(cents) ? usdPrecise().format(cents / 100) : '';
}

/** `1200` → `1,200 sq ft`. */
export function formatSquareFeet(value: Maybe<number>): string {
  return isNumber(value) ? `${numberFormat().format(value)} sq ft` : '';
}

/** `1` → `1 month`, anything else → `N months`. */
export function formatMonths(count: Maybe<number>): string {
  if (!isNumber(count)) return '';
  return `${numberFormat().format(count)} ${count === 1 ? 'month' : 'months'}`;
}

/** `0.125` → `12.5%`: the fraction times 100. */
export function formatPercent(fraction: Maybe<number>): string {
  if (!isNumber(fraction)) return '';
  // Scaling by 100 in floating point gives 0.07 * 100 = 7.000000000000001; round to the shown precision first.
  return `${percentFormat().format(Math.round(fraction * 100 * 100) / 100)}%`;
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
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One kept formatter per form of date: a list of a hundred dates makes one, not a hundred. */
function dateFormat(withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${withTime}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** `2024-03-07T19:05:00Z` → `03/07/2024`, or `03/07/2024 2:05 PM` with `withTime` (in the browser's zone). */
export function formatDate(value: Maybe<Date | string | number>, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = dateFormat(options.withTime ?? false, options.timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('month')}/${part('day')}/${part('year')}`;
  return options.withTime ? `${day} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}` : day;
}

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/;

/** A 24-hour `hh:mm:ss` (or `hh:mm`) time of day → `2:05 PM`. */
export function formatTime(value: Maybe<string>): string {
  const match = value ? TIME_OF_DAY.exec(value.trim()) : null;
  if (!match) return '';
  const hours = Number(match[1]);
  const minutes = match[2]!;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A name as it reads inside a sentence: words written with only a capital initial are lowercased
 * ("Heat Pumps" → "heat pumps"); acronyms and other words with capitals inside keep their spelling
 * ("HVAC").
 */
export function inSentence(name: string): string {
  return name.replace(/\p{L}+/gu, (word) => (word.slice(1) === word.slice(1).toLowerCase() ? word.toLowerCase() : word));
}
