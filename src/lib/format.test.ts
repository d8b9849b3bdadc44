import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDistance,
  formatMonths,
  formatNumber,
  formatPercent,
  formatPhone,
  formatProviderDay,
  formatSquareFeet,
  formatTime,
  formatUsdFromCents,
  formatUsdFromDollars,
  formatUsdPreciseFromCents,
  formatUsdPreciseFromDollars,
  inSentence,
  phoneHref,
} from './format';

describe('numbers', () => {
  it('group thousands the US way and keep at most two decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1500)).toBe('-1,500');
  });

  it('answer empty text for missing or unreadable values', () => {
    for (const format of [formatNumber, formatUsdFromDollars, formatUsdFromCents, formatUsdPreciseFromDollars, formatUsdPreciseFromCents, formatSquareFeet, formatMonths, formatDistance, formatPercent]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format(Number.NaN)).toBe('');
      expect(format(Number.POSITIVE_INFINITY)).toBe('');
    }
  });
});

describe('US dollars', () => {
  it('show whole dollars, rounding half away from zero', () => {
    expect(formatUsdFromDollars(1234.5)).toBe('$1,235');
    expect(formatUsdFromDollars(99.49)).toBe('$99');
    expect(formatUsdFromDollars(0)).toBe('$0');
    expect(formatUsdFromDollars(-20)).toBe('-$20');
  });

  it('read cents as hundredths of a dollar', () => {
    expect(formatUsdFromCents(123450)).toBe('$1,235');
    expect(formatUsdFromCents(199)).toBe('$2');
    expect(formatUsdFromCents(0)).toBe('$0');
  });

  it('show cents in the precise form', () => {
    expect(formatUsdPreciseFromDollars(1234.5)).toBe('$1,234.50');
    expect(formatUsdPreciseFromDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsdPreciseFromDollars(12)).toBe('$12.00');
    expect(formatUsdPreciseFromCents(123450)).toBe('$1,234.50');
    expect(formatUsdPreciseFromCents(1)).toBe('$0.01');
    expect(formatUsdPreciseFromCents(-2599)).toBe('-$25.99');
  });

  it('write what the en-US number formats write', () => {
    const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const precise = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const values = [0, -0, 0.5, -0.5, -0.4, 1.005, 2.675, 999.995, 999_999.5, 1_234_567_890.126, -98_765.4321, 1e15 + 0.5];
    let seed = 1;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 500; i++) values.push((i % 2 ? -1 : 1) * (Math.round(next() * 10 ** (i % 12)) / 1000));
    for (const value of values) {
      expect(formatUsdFromDollars(value)).toBe(whole.format(value));
      expect(formatUsdPreciseFromDollars(value)).toBe(precise.format(value));
      expect(formatNumber(value)).toBe(decimal.format(value));
    }
  });
});

describe('units', () => {
  it('suffix areas with square feet', () => {
    expect(formatSquareFeet(1200)).toBe('1,200 sq ft');
    expect(formatSquareFeet(37.5)).toBe('37.5 sq ft');
  });

  it('say a distance as a line of its own, in the words of the contract (contract/distance.ts)', () => {
    expect(formatDistance(3.14)).toBe('3.1 miles away');
    expect(formatDistance(0.4)).toBe('Based in your area');
    expect(formatDistance(undefined)).toBe('');
  });

  it('say month for one and months otherwise', () => {
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(0)).toBe('0 months');
    expect(formatMonths(2)).toBe('2 months');
    expect(formatMonths(12)).toBe('12 months');
  });

  it('show percentages as the fraction times 100', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(0.07)).toBe('7%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.0625)).toBe('6.25%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('phone numbers', () => {
  it('format US numbers as +1 (AAA) EEE-NNNN from any common spelling', () => {
    expect(formatPhone('+15085550100')).toBe('+1 (508) 555-0100');
    expect(formatPhone('5085550100')).toBe('+1 (508) 555-0100');
    expect(formatPhone('1-508-555-0100')).toBe('+1 (508) 555-0100');
    expect(formatPhone('(508) 555 0100')).toBe('+1 (508) 555-0100');
  });

  it('leave anything that is not a US number as given', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0100')).toBe('555-0100');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });

  it('link to the number in E.164', () => {
    expect(phoneHref('+1 (508) 555-0100')).toBe('tel:+15085550100');
    expect(phoneHref('5085550100')).toBe('tel:+15085550100');
  });
});

describe('dates', () => {
  it('show month/day/year with leading zeros', () => {
    expect(formatDate('2024-03-07T12:00:00Z', { timeZone: 'America/New_York' })).toBe('03/07/2024');
    expect(formatDate(new Date(Date.UTC(2023, 11, 31, 15)), { timeZone: 'UTC' })).toBe('12/31/2023');
  });

  it('show the day in the given zone', () => {
    expect(formatDate('2024-03-08T02:00:00Z', { timeZone: 'America/New_York' })).toBe('03/07/2024');
    expect(formatDate('2024-03-08T02:00:00Z', { timeZone: 'Europe/Vilnius' })).toBe('03/08/2024');
  });

  it('read a calendar date as that day wherever the browser is', () => {
    expect(formatDate('2024-03-07')).toBe('03/07/2024');
  });

  it('add the 12-hour time on request', () => {
    expect(formatDate('2024-03-07T19:05:00Z', { withTime: true, timeZone: 'UTC' })).toBe('03/07/2024 7:05 PM');
    expect(formatDate('2024-03-07T00:30:00Z', { withTime: true, timeZone: 'UTC' })).toBe('03/07/2024 12:30 AM');
    expect(formatDate('2024-03-07T12:00:00Z', { withTime: true, timeZone: 'UTC' })).toBe('03/07/2024 12:00 PM');
  });

  it('write in the browser\'s zone what the en-US date format writes there', () => {
    const local = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true });
    for (let hour = 0; hour < 48; hour += 1) {
      const date = new Date(Date.UTC(2024, 2, 9 + Math.floor(hour / 24), hour % 24, hour * 7 % 60));
      expect(formatDate(date, { withTime: true })).toBe(local.format(date).replace(',', '').replace(/\s+/g, ' '));
      expect(formatDate(date)).toBe(local.format(date).split(',')[0]);
    }
  });

  it('name the zone of a time when asked, in the browser\'s zone or the one given', () => {
    expect(formatDate('2024-03-07T19:05:00Z', { withTime: true, withZone: true, timeZone: 'America/New_York' })).toBe('03/07/2024 2:05 PM EST');
    expect(formatDate('2024-07-07T19:05:00Z', { withTime: true, withZone: true, timeZone: 'America/Chicago' })).toBe('07/07/2024 2:05 PM CDT');
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date('2024-03-07T19:05:00Z')).find((p) => p.type === 'timeZoneName')!.value;
    expect(formatDate('2024-03-07T19:05:00Z', { withTime: true, withZone: true })).toBe(`${formatDate('2024-03-07T19:05:00Z', { withTime: true })} ${zone}`);
    expect(formatDate('2024-03-07T19:05:00Z', { withZone: true, timeZone: 'UTC' })).toBe('03/07/2024');
  });

  it('write a deadline on the provider\'s day, whatever the browser\'s zone', () => {
    // An estimate valid through January 2 ends at midnight in Southborough: January 3 in UTC and Europe.
    expect(formatProviderDay('2027-01-03T04:59:59.999Z')).toBe('01/02/2027');
    expect(formatProviderDay('2027-01-03T05:00:00.000Z')).toBe('01/03/2027');
    expect(formatProviderDay(null)).toBe('');
  });

  it('answer empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('times of day', () => {
  it('read 24-hour hh:mm:ss and show 12-hour time', () => {
    expect(formatTime('14:05:00')).toBe('2:05 PM');
    expect(formatTime('00:00:00')).toBe('12:00 AM');
    expect(formatTime('12:30:59')).toBe('12:30 PM');
    expect(formatTime('09:15')).toBe('9:15 AM');
    expect(formatTime('23:59:59.123')).toBe('11:59 PM');
  });

  it('answer empty text for anything else', () => {
    expect(formatTime('24:00:00')).toBe('');
    expect(formatTime('2 PM')).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('names inside a sentence', () => {
  it('lowercase ordinary words and keep acronyms as they are written', () => {
    expect(inSentence('Heat Pumps')).toBe('heat pumps');
    expect(inSentence('Equipment Rental')).toBe('equipment rental');
    expect(inSentence('HVAC')).toBe('HVAC');
    expect(inSentence('HVAC Repair')).toBe('HVAC repair');
    expect(inSentence('Mini-Splits')).toBe('mini-splits');
  });
});
