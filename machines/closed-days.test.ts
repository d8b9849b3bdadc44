import { describe, expect, it } from 'vitest';
import { closedDayOf, closedDaysFrom } from './closed-days';

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

  it('find the closed day a visit falls on in Southborough: the day it starts, or the day it runs into', () => {
    const at = (iso: string) => new Date(iso);
    // 9 AM on Christmas Day in Southborough.
    expect(closedDayOf(at('2026-12-25T14:00:00Z'), at('2026-12-25T16:00:00Z'))).toEqual({ date: '2026-12-25', reason: 'Christmas Day' });
    // 11 PM on Christmas Eve to 1 AM: into Christmas Day.
    expect(closedDayOf(at('2026-12-25T04:00:00Z'), at('2026-12-25T06:00:00Z'))).toEqual({ date: '2026-12-25', reason: 'Christmas Day' });
    // 10 PM to midnight on Christmas Eve ends as Christmas begins: open.
    expect(closedDayOf(at('2026-12-25T03:00:00Z'), at('2026-12-25T05:00:00Z'))).toBeUndefined();
    // 7 PM on Christmas Day in Southborough is already the 26th in UTC: still Christmas where the work is.
    expect(closedDayOf(at('2026-12-26T00:00:00Z'), at('2026-12-26T02:00:00Z'))).toEqual({ date: '2026-12-25', reason: 'Christmas Day' });
    expect(closedDayOf(at('2026-12-26T14:00:00Z'), at('2026-12-26T16:00:00Z'))).toBeUndefined();
  });
});
