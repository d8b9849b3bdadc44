import { describe, expect, it } from 'vitest';
import { closedDaysFrom } from './closed-days';

describe('the provider’s closed days', () => {
  it('are the US federal holidays by default, on the day and on the weekday observed', () => {
    const federal = closedDaysFrom('us-federal');
    expect(federal.reasonFor('2026-12-25')).toBe('Christmas Day');
    expect(federal.reasonFor('2026-11-26')).toBe('Thanksgiving Day');
    expect(federal.reasonFor('2026-01-19')).toBe('Birthday of Martin Luther King, Jr.');
    // July 4, 2026 is a Saturday: closed then, and on Friday the 3rd when it is observed.
    expect(federal.reasonFor('2026-07-04')).toBe('Independence Day');
    expect(federal.reasonFor('2026-07-03')).toBe('Independence Day (observed)');
    // New Year's Day 2028 is a Saturday, observed on the last day of 2027.
    expect(federal.reasonFor('2027-12-31')).toBe("New Year's Day (observed)");
    expect(federal.reasonFor('2026-12-24')).toBeUndefined();
    expect(federal.reasonFor('2026-12-28')).toBeUndefined();
  });

  it('take days of every year and single dates, or none at all', () => {
    const days = closedDaysFrom('us-federal, 12-24 ,2027-01-02');
    expect(days.reasonFor('2026-12-24')).toBe('closed');
    expect(days.reasonFor('2030-12-24')).toBe('closed');
    expect(days.reasonFor('2027-01-02')).toBe('closed');
    expect(days.reasonFor('2028-01-02')).toBeUndefined();
    expect(closedDaysFrom('12-24').reasonFor('2026-12-25')).toBeUndefined();
    expect(closedDaysFrom('none').reasonFor('2026-12-25')).toBeUndefined();
  });
});
