import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS,
  bookableSlots,
  bookingWindow,
  firstSlotFor,
  freeSlots,
  freeSlotsWithin,
  instantAt,
  slotsOn,
  slotStartMinutes,
  type TimeSpan,
  type WorkingHours,
} from './slots';

const weekdays = (from: number, to: number): WorkingHours[] => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: from * 60, endMinute: to * 60 }));
const starts = (slots: TimeSpan[]) => slots.map((s) => s.start.toISOString());
const span = (start: string, hours = 2): TimeSpan => ({ start: new Date(start), end: new Date(Date.parse(start) + hours * 3_600_000) });

describe('a wall-clock time in the provider’s zone', () => {
  it('is 8 AM in Southborough on both sides of the March change', () => {
    expect(instantAt('2026-03-06', 8 * 60).toISOString()).toBe('2026-03-06T13:00:00.000Z');
    expect(instantAt('2026-03-09', 8 * 60).toISOString()).toBe('2026-03-09T12:00:00.000Z');
  });

  it('is 8 AM in Southborough on both sides of the November change', () => {
    expect(instantAt('2026-10-30', 8 * 60).toISOString()).toBe('2026-10-30T12:00:00.000Z');
    expect(instantAt('2026-11-02', 8 * 60).toISOString()).toBe('2026-11-02T13:00:00.000Z');
  });

  it('is right on the days of the changes themselves, and in other zones', () => {
    expect(instantAt('2026-03-08', 8 * 60).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(instantAt('2026-11-01', 8 * 60).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(instantAt('2026-11-01', 0).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(instantAt('2026-01-05', 10 * 60, 'Europe/Vilnius').toISOString()).toBe('2026-01-05T08:00:00.000Z');
    expect(instantAt('2026-01-05', 0, 'Pacific/Auckland').toISOString()).toBe('2026-01-04T11:00:00.000Z');
  });
});

describe('the slot grid', () => {
  it('lays 2-hour windows from the top of the hour of the day’s start, each ending by its end', () => {
    expect(slotStartMinutes({ weekday: 1, startMinute: 8 * 60, endMinute: 17 * 60 })).toEqual([480, 600, 720, 840]);
    expect(slotStartMinutes({ weekday: 1, startMinute: 7 * 60 + 30, endMinute: 12 * 60 })).toEqual([480, 600]);
    expect(slotStartMinutes({ weekday: 6, startMinute: 9 * 60, endMinute: 10 * 60 })).toEqual([]);
  });

  it('follows the local clock across a DST change: the same local hours, an hour apart in UTC', () => {
    const week = weekdays(8, 17);
    expect(starts(slotsOn('2026-03-06', week))).toEqual(['2026-03-06T13:00:00.000Z', '2026-03-06T15:00:00.000Z', '2026-03-06T17:00:00.000Z', '2026-03-06T19:00:00.000Z']);
    expect(starts(slotsOn('2026-03-09', week))).toEqual(['2026-03-09T12:00:00.000Z', '2026-03-09T14:00:00.000Z', '2026-03-09T16:00:00.000Z', '2026-03-09T18:00:00.000Z']);
    expect(slotsOn('2026-03-09', week).every((s) => s.end.getTime() - s.start.getTime() === 2 * 3_600_000)).toBe(true);
    expect(slotsOn('2026-03-08', week)).toEqual([]);
  });

  it('leaves out a slot any visit overlaps, even one off the grid', () => {
    const week = weekdays(8, 17);
    const free = freeSlots(week, [span('2026-01-12T15:00:00Z'), span('2026-01-13T16:00:00Z', 1)], '2026-01-12', '2026-01-13');
    expect(starts(free)).toEqual([
      '2026-01-12T13:00:00.000Z',
      '2026-01-12T17:00:00.000Z',
      '2026-01-12T19:00:00.000Z',
      '2026-01-13T13:00:00.000Z',
      '2026-01-13T17:00:00.000Z',
      '2026-01-13T19:00:00.000Z',
    ]);
  });
});

describe('the booking window', () => {
  it('runs from tomorrow in Southborough, not in UTC, to the horizon', () => {
    // 10 PM on Jan 7 in Southborough is already Jan 8 in UTC.
    expect(bookingWindow(new Date('2026-01-08T03:00:00Z'))).toEqual({ first: '2026-01-08', last: '2026-02-04' });
    expect(BOOKING_HORIZON_DAYS).toBe(28);
  });

  it('clamps a customer’s days to it and reads them in the customer’s zone', () => {
    const now = new Date('2026-01-07T15:00:00Z');
    const week = weekdays(8, 17);
    const all = freeSlotsWithin(week, [], { from: '2025-12-01', to: '2026-12-31' }, now);
    // Nothing inside the change cutoff: 8 AM on Jan 8 is 22 hours away, 10 AM the first slot 24 hours out.
    expect(all[0]!.start.toISOString()).toBe('2026-01-08T15:00:00.000Z');
    expect(all.at(-1)!.start.toISOString()).toBe('2026-02-04T19:00:00.000Z');
    // Twenty weekdays of four slots, less Martin Luther King Jr. Day (Jan 19), when the provider is
    // closed, and the one slot inside the cutoff.
    expect(all).toHaveLength(19 * 4 - 1);
    expect(all.filter((slot) => slot.start.toISOString().startsWith('2026-01-19'))).toEqual([]);
    // Monday Jan 12 in Auckland (UTC+13) runs from 6 AM Sunday to 6 AM Monday in Southborough: no working hours.
    expect(freeSlotsWithin(week, [], { from: '2026-01-12', to: '2026-01-12', timeZone: 'Pacific/Auckland' }, now).map((s) => s.start.toISOString())).toEqual([]);
    // Tuesday Jan 13 in Auckland holds Monday Jan 12's Southborough slots, 2 AM to 10 AM there.
    expect(starts(freeSlotsWithin(week, [], { from: '2026-01-13', to: '2026-01-13', timeZone: 'Pacific/Auckland' }, now))).toEqual(starts(slotsOn('2026-01-12', week)));
    // A zone this runtime does not know reads as the provider's.
    expect(starts(freeSlotsWithin(week, [], { from: '2026-01-12', to: '2026-01-12', timeZone: 'Mars/Olympus' }, now))).toEqual(starts(slotsOn('2026-01-12', week)));
    expect(freeSlotsWithin(week, [], { from: '2026-03-01', to: '2026-03-31' }, now)).toEqual([]);
  });
});

describe('the slots a visit can be booked into', () => {
  it('start no sooner than their own change cutoff allows: one exactly 24 hours ahead is bookable, a moment later it is not', () => {
    const now = new Date('2026-01-07T15:00:00Z');
    // Thursday Jan 8: 8 AM in Southborough is 22 hours away, 10 AM exactly 24.
    expect(starts(bookableSlots(weekdays(8, 17), [], now)).slice(0, 2)).toEqual(['2026-01-08T15:00:00.000Z', '2026-01-08T17:00:00.000Z']);
    expect(starts(bookableSlots(weekdays(8, 17), [], new Date(now.getTime() + 1)))[0]).toBe('2026-01-08T17:00:00.000Z');
  });
});

describe('the slot a new visit takes', () => {
  const week = weekdays(8, 17);
  const window = { first: '2026-01-08', last: '2026-02-04' };

  it('is the first free one on the first preferred date that has one', () => {
    const busy = slotsOn('2026-01-14', week);
    expect(firstSlotFor(['2026-01-14', '2026-01-15', '2026-01-16'], week, [...busy, span('2026-01-15T13:00:00Z')], window)?.start.toISOString()).toBe(
      '2026-01-15T15:00:00.000Z',
    );
  });

  it('is the first free one from tomorrow when no preferred date has one in the window', () => {
    const got = firstSlotFor(['2026-01-04', '2026-01-10', '2026-03-02'], week, [span('2026-01-08T13:00:00Z')], window);
    expect(got?.start.toISOString()).toBe('2026-01-08T15:00:00.000Z');
  });

  it('is none when the window is full', () => {
    expect(firstSlotFor([], week, freeSlots(week, [], window.first, window.last), window)).toBeUndefined();
  });
});
