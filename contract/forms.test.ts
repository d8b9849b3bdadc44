import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn, DateFromToday, FAR_DATE, firstDayAccepted, lastDayAccepted, PAST_DATE } from './forms';

const messages = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.map((issue) => issue.message) ?? [];

describe('a date a visitor chooses (today or later)', () => {
  const date = DateFromToday(() => '2026-03-09');

  it('takes the first day and any later one', () => {
    expect(messages(date, '2026-03-09')).toEqual([]);
    expect(messages(date, '2027-01-01')).toEqual([]);
  });

  it('refuses an earlier day', () => {
    expect(messages(date, '2026-03-08')).toEqual([PAST_DATE]);
    expect(messages(date, '2020-01-01')).toEqual([PAST_DATE]);
  });

  it('takes a day up to a year ahead, and refuses a later one', () => {
    expect(messages(date, '2027-03-09')).toEqual([]);
    expect(messages(date, '2027-03-10')).toEqual([FAR_DATE]);
    expect(messages(date, '9999-12-31')).toEqual([FAR_DATE]);
    // The server's last day, with its own slack, when it names one.
    const judged = DateFromToday(() => '2026-03-08', () => '2027-03-10');
    expect(messages(judged, '2027-03-10')).toEqual([]);
    expect(messages(judged, '2027-03-11')).toEqual([FAR_DATE]);
  });

  it('gives a malformed or unreal date one message, about its form', () => {
    expect(messages(date, '01/01/2020')).toEqual(['Enter a date as YYYY-MM-DD.']);
    expect(messages(date, '2020-02-30')).toEqual(['Enter a real calendar date.']);
  });
});

describe('which day is today', () => {
  // 23:30 on 9 March 2026 in Massachusetts (EDT), 05:30 on 10 March in Vilnius.
  const at = new Date('2026-03-10T03:30:00Z');

  it('reads the date in a time zone, the provider\'s for one this runtime does not know', () => {
    expect(dateIn('America/New_York', at)).toBe('2026-03-09');
    expect(dateIn('Europe/Vilnius', at)).toBe('2026-03-10');
    expect(dateIn('Mars/Olympus_Mons', at)).toBe('2026-03-09');
    expect(dateIn(undefined, at)).toBe('2026-03-09');
  });

  it('lets the server accept from the day before today where the visitor says they are', () => {
    expect(firstDayAccepted('Europe/Vilnius', at)).toBe('2026-03-09');
    expect(firstDayAccepted(undefined, at)).toBe('2026-03-08');
  });

  it('lets the server accept up to a year and a day after today where the visitor says they are', () => {
    expect(lastDayAccepted('Europe/Vilnius', at)).toBe('2027-03-11');
    expect(lastDayAccepted(undefined, at)).toBe('2027-03-10');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
