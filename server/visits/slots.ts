import { and, gt, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { addDays, PROVIDER_TIME_ZONE } from '../../contract/forms';
import type { Database } from '../db/client';
import { contractorWorkingHours, jobAppointments } from '../db/schema';
import { isOutsideItsCutoff } from '../../machines/job-lifecycle.machine';
import { bookingWindow, instantAt, isKnownZone, SLOT_MINUTES } from '../../machines/visit-calendar';
import { closedReason } from './closed-days';

/**
 * When a contractor can take a visit. Visits are arrival windows of a fixed length on a grid that
 * starts at the top of the hour of each working day's start, laid out in the provider's zone: a window
 * at 8 AM is 8 AM in Southborough on both sides of a daylight-saving change, so its UTC instant moves
 * with the clocks. Answers are UTC instants; callers show them in the customer's zone.
 */

// The calendar's constants and clock arithmetic are the lifecycle machine's, which judges offered times with them.
export { BOOKING_HORIZON_DAYS, bookingWindow, instantAt, isKnownZone, SLOT_MINUTES } from '../../machines/visit-calendar';

/** One day of a contractor's week (contractor_working_hours): 0 is Sunday; minutes after local midnight. */
export interface WorkingHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A span of time: a slot, or a visit already booked. */
export interface TimeSpan {
  start: Date;
  end: Date;
}

/** A slot as the API answers it (contract/appointments.ts TimeSlot). */
export interface Slot {
  start: string;
  end: string;
}

export const toSlot = (span: TimeSpan): Slot => ({ start: span.start.toISOString(), end: span.end.toISOString() });



/** The weekday (0 is Sunday) of a calendar date, wherever it is. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The minutes after midnight that slots of a working day start at: on the hour from its start, each ending by its end. */
export function slotStartMinutes(hours: WorkingHours): number[] {
  const starts: number[] = [];
  for (let minute = Math.ceil(hours.startMinute / 60) * 60; minute + SLOT_MINUTES <= hours.endMinute; minute += SLOT_MINUTES) starts.push(minute);
  return starts;
}

/** Every slot of a contractor's working hours on one date of the provider's zone, free or not; none on a day the provider is closed. */
export function slotsOn(date: string, week: WorkingHours[]): TimeSpan[] {
  if (closedReason(date)) return [];
  const weekday = weekdayOf(date);
  return week
    .filter((day) => day.weekday === weekday)
    .flatMap(slotStartMinutes)
    .sort((a, b) => a - b)
    .map((minute) => ({ start: instantAt(date, minute), end: instantAt(date, minute + SLOT_MINUTES) }));
}

const overlaps = (a: TimeSpan, b: TimeSpan) => a.start < b.end && b.start < a.end;


/** The dates from `first` to `last`, inclusive. */
function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** A contractor's free slots on the provider's dates `first` to `last` (inclusive), in time order: their grid less what overlaps a visit. */
export function freeSlots(week: WorkingHours[], busy: TimeSpan[], first: string, last: string): TimeSpan[] {
  return datesFrom(first, last).flatMap((date) => slotsOn(date, week).filter((slot) => !busy.some((visit) => overlaps(slot, visit))));
}

/** Days as a customer names them: `from` and `to` (inclusive, either open) in their own zone. */
export interface DayRange {
  from?: string;
  to?: string;
  /** The customer's IANA zone (X-Timezone); the provider's when missing or unknown. */
  timeZone?: string;
}

/**
 * The provider's dates to lay slots out on, and the instants they must start within, for a range of
 * the customer's days clamped to the booking window. Zones are less than two days apart, so a day
 * either side of the customer's dates covers every slot that starts within them.
 */
export function providerDatesFor(range: DayRange, now: Date): { first: string; last: string; startsFrom: Date; startsBefore: Date } | undefined {
  const zone = isKnownZone(range.timeZone) ? range.timeZone : PROVIDER_TIME_ZONE;
  const window = bookingWindow(now);
  const first = range.from && addDays(range.from, -1) > window.first ? addDays(range.from, -1) : window.first;
  const last = range.to && addDays(range.to, 1) < window.last ? addDays(range.to, 1) : window.last;
  if (first > last) return undefined;
  return {
    first,
    last,
    startsFrom: range.from ? instantAt(range.from, 0, zone) : new Date(-8.64e15),
    startsBefore: range.to ? instantAt(addDays(range.to, 1), 0, zone) : new Date(8.64e15),
  };
}

/**
 * A contractor's free slots within a customer's range of days, from tomorrow to the horizon at most,
 * and none inside its own change cutoff: a visit booked there could not be moved from the start.
 */
export function freeSlotsWithin(week: WorkingHours[], busy: TimeSpan[], range: DayRange, now: Date): TimeSpan[] {
  const dates = providerDatesFor(range, now);
  if (!dates) return [];
  return freeSlots(week, busy, dates.first, dates.last).filter(
    (slot) => slot.start >= dates.startsFrom && slot.start < dates.startsBefore && isOutsideItsCutoff(slot.start, now),
  );
}

/** A contractor's week and the live visits they have between two provider dates, as the slot functions take them. */
export async function calendarOf(
  db: Database,
  contractorId: string,
  first: string,
  last: string,
  options: { exceptAppointmentId?: string } = {},
): Promise<{ week: WorkingHours[]; busy: TimeSpan[] }> {
  return (await calendarsOf(db, [contractorId], first, last, options)).get(contractorId)!;
}

/**
 * `calendarOf` each contractor, in one query however many: their working hours and their live visits in
 * the dates, as rows of one shape (an hour's row has no visit times, a visit's no weekday).
 */
async function calendarsOf(
  db: Database,
  contractorIds: string[],
  first: string,
  last: string,
  options: { exceptAppointmentId?: string } = {},
): Promise<Map<string, { week: WorkingHours[]; busy: TimeSpan[] }>> {
  const a = jobAppointments;
  const h = contractorWorkingHours;
  const from = instantAt(first, 0);
  // A visit lasts a day at most (job_appointments_within_a_day), so one that ends after `from` starts
  // after the day before it: the index is read over the dates, not over the contractor's history.
  const earliestStart = new Date(from.getTime() - 86_400_000);
  // The first select types and decodes the rows of both: its nulls stand for a visit's columns.
  const rows = await db
    .select({
      contractorId: h.contractorId,
      weekday: sql<number | null>`${h.weekday}`,
      startMinute: sql<number | null>`${h.startMinute}`,
      endMinute: sql<number | null>`${h.endMinute}`,
      start: sql`null`.mapWith(a.scheduledStart) as SQL<Date | null>,
      end: sql`null`.mapWith(a.scheduledEnd) as SQL<Date | null>,
    })
    .from(h)
    .where(inArray(h.contractorId, contractorIds))
    .unionAll(
      db
        .select({
          contractorId: a.contractorId,
          weekday: sql<number | null>`null`,
          startMinute: sql<number | null>`null`,
          endMinute: sql<number | null>`null`,
          start: a.scheduledStart,
          end: a.scheduledEnd,
        })
        .from(a)
        .where(
          and(
            inArray(a.contractorId, contractorIds),
            ne(a.status, 'Canceled'),
            options.exceptAppointmentId ? ne(a.id, options.exceptAppointmentId) : undefined,
            gt(a.scheduledStart, earliestStart),
            lt(a.scheduledStart, instantAt(addDays(last, 1), 0)),
            gt(a.scheduledEnd, from),
          ),
        ),
    );
  const calendars = new Map(contractorIds.map((id) => [id, { week: [] as WorkingHours[], busy: [] as TimeSpan[] }]));
  for (const { contractorId, weekday, startMinute, endMinute, start, end } of rows) {
    const calendar = calendars.get(contractorId)!;
    if (start !== null && end !== null) calendar.busy.push({ start, end });
    else if (weekday !== null && startMinute !== null && endMinute !== null) calendar.week.push({ weekday, startMinute, endMinute });
  }
  return calendars;
}

/** A contractor's free slots within a customer's range of days, read from the database. */
export async function freeSlotsOf(db: Database, contractorId: string, range: DayRange, now: Date): Promise<TimeSpan[]> {
  const dates = providerDatesFor(range, now);
  if (!dates) return [];
  const { week, busy } = await calendarOf(db, contractorId, dates.first, dates.last);
  return freeSlotsWithin(week, busy, range, now);
}

/**
 * The slot a new visit is booked into: the first free one on the first of the customer's preferred
 * dates (best first, read as dates in the provider's zone, where the work is) that has one within the
 * booking window, else the first free one from tomorrow on; undefined when the window has none.
 */
export function firstSlotFor(preferredDates: string[], week: WorkingHours[], busy: TimeSpan[], window: { first: string; last: string }): TimeSpan | undefined {
  for (const date of preferredDates) {
    if (date < window.first || date > window.last) continue;
    const [slot] = freeSlots(week, busy, date, date);
    if (slot) return slot;
  }
  return freeSlots(week, busy, window.first, window.last)[0];
}

/**
 * The slots a visit can be booked into at `now`: free, within the booking window, and starting late
 * enough that its own change cutoff is still ahead, so a visit is never born unmovable.
 */
export function bookableSlots(week: WorkingHours[], busy: TimeSpan[], now: Date): TimeSpan[] {
  const window = bookingWindow(now);
  return freeSlots(week, busy, window.first, window.last).filter((slot) => isOutsideItsCutoff(slot.start, now));
}

/** A contractor's bookable slots at `now`, read from the database. */
export async function bookableSlotsOf(db: Database, contractorId: string, now: Date): Promise<TimeSpan[]> {
  return (await bookableSlotsOfContractors(db, [contractorId], now)).get(contractorId) ?? [];
}

/** `bookableSlotsOf` each contractor, with their calendars read together. */
export async function bookableSlotsOfContractors(db: Database, contractorIds: string[], now: Date): Promise<Map<string, TimeSpan[]>> {
  const ids = [...new Set(contractorIds)];
  if (ids.length === 0) return new Map();
  const window = bookingWindow(now);
  const calendars = await calendarsOf(db, ids, window.first, window.last);
  return new Map(ids.map((id) => [id, bookableSlots(calendars.get(id)!.week, calendars.get(id)!.busy, now)]));
}

