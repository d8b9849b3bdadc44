import { describe, expect, it } from 'vitest';
import { dayKeyAfter, dayKeyOf, formatClock, formatDayKey, formatMoment, formatWindow } from './visit-time';

describe('a visit’s times as the customer reads them', () => {
  it('writes an arrival window in the customer’s zone, with the zone named', () => {
    expect(formatWindow('2026-12-02T19:00:00Z', '2026-12-02T21:00:00Z', 'America/New_York')).toBe('Wednesday, December 2, 2026, 2:00 PM – 4:00 PM EST');
    expect(formatWindow('2026-12-02T19:00:00Z', '2026-12-02T21:00:00Z', 'Europe/Vilnius')).toBe('Wednesday, December 2, 2026, 9:00 PM – 11:00 PM GMT+2');
  });

  it('keeps each zone apart when the same forms are asked in turns', () => {
    const instant = '2026-07-01T23:30:00Z';
    for (let round = 0; round < 2; round++) {
      expect(formatMoment(instant, 'America/New_York')).toBe('Wed, Jul 1, 7:30 PM EDT');
      expect(formatMoment(instant, 'Europe/Vilnius')).toBe('Thu, Jul 2, 2:30 AM GMT+3');
      expect(formatClock(instant, 'America/Los_Angeles')).toBe('4:30 PM');
      expect(dayKeyOf(instant, 'America/New_York')).toBe('2026-07-01');
      expect(dayKeyOf(instant, 'Europe/Vilnius')).toBe('2026-07-02');
    }
  });

  it('counts days in the zone the customer is in', () => {
    expect(dayKeyAfter(new Date('2026-12-31T23:30:00Z'), 1, 'America/New_York')).toBe('2027-01-01');
    expect(dayKeyAfter(new Date('2026-12-31T23:30:00Z'), 1, 'Europe/Vilnius')).toBe('2027-01-02');
    expect(formatDayKey('2026-12-02')).toBe('Wed, Dec 2');
  });

  it('refuses a zone that is not one', () => {
    expect(() => formatClock('2026-12-02T19:00:00Z', 'Not/AZone')).toThrow(RangeError);
  });
});
