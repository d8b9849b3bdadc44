import { addDays, dateIn, formattersByZone, PROVIDER_TIME_ZONE } from '../contract/forms';

/**
 * The provider's calendar as the job lifecycle machine reads it when a contractor offers times: the
 * length of a visit's window, how far ahead a visit is booked, and the hours of the day a time may be
 * offered in, on the provider's clock. The days the provider is closed are machines/closed-days.ts.
 */

/** The length of a visit's arrival window, and so the grid slots lie on. */
export const SLOT_MINUTES = 120;
/** How many days after today (in the provider's zone) a visit can be booked. */
export const BOOKING_HORIZON_DAYS = 28;

/**
 * When in the provider's day a contractor may offer a visit, as minutes after midnight: the earliest
 * any contractor's week starts and the evening's end. An offer is what a contractor whose calendar
 * is full adds beyond it, so it is not held to their own working hours, only to hours a customer
 * would open the door at (docs/decisions/097-offered-times-are-visit-windows-in-the-day.md).
 */
export const OFFERED_FROM_MINUTE = 7 * 60;
export const OFFERED_UNTIL_MINUTE = 21 * 60;

/** `OFFERED_FROM_MINUTE` to `OFFERED_UNTIL_MINUTE`, as a refusal says them. */
export const OFFERED_HOURS = '7:00 AM to 9:00 PM';

const wallClockIn = formattersByZone(
  (zone) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/** How far `zone`'s wall clock is ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
function offsetAt(zone: string, at: number): number {
  const parts = Object.fromEntries(wallClockIn(zone).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** `instantAt`'s answers in milliseconds: a calendar asks the same few hundred again and again, each two `formatToParts`. */
const instants = new Map<string, number>();

/**
 * The instant a wall clock in `zone` shows `minute` minutes after midnight of `date` (`YYYY-MM-DD`).
 * The offset is read at a first guess and again at the result, which settles it on either side of a
 * change; a time the spring change skips comes out an hour early, one the fall change repeats as its
 * first occurrence (working hours never start in that hour of a Sunday night).
 */
export function instantAt(date: string, minute: number, zone: string = PROVIDER_TIME_ZONE): Date {
  const key = `${zone} ${date} ${minute}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
    const guess = wall - offsetAt(zone, wall);
    instant = wall - offsetAt(zone, guess);
    if (instants.size >= 10_000) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** The first and last dates (provider's zone, inclusive) a visit can be booked on at `now`: from tomorrow, up to the horizon. */
export function bookingWindow(now: Date): { first: string; last: string } {
  const today = dateIn(PROVIDER_TIME_ZONE, now);
  return { first: addDays(today, 1), last: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** Whether this runtime knows `zone` as an IANA time zone. */
export function isKnownZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    wallClockIn(zone);
    return true;
  } catch {
    return false;
  }
}

/** Whether the window lies within the hours a visit is offered on the provider's clock, on the day it starts. */
export function isWithinOfferedHours(start: Date, end: Date): boolean {
  const day = dateIn(PROVIDER_TIME_ZONE, start);
  return start >= instantAt(day, OFFERED_FROM_MINUTE) && end <= instantAt(day, OFFERED_UNTIL_MINUTE);
}

// Made once: making a formatter costs some forty times what formatting with it does.
const visitTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: PROVIDER_TIME_ZONE,
  timeZoneName: 'short',
});

/**
 * A visit's time as a text or a refusal writes it: on the provider's clock (ARCHITECTURE.md,
 * "Timezone"), naming the zone, as they are read away from any page that shows the reader's own:
 * `Tue, Mar 10, 9:00 AM EDT`.
 */
export const visitTime = (at: Date | string) => visitTimeFormat.format(new Date(at));

/** A booked visit as the job's facts hold it: its window, and the steps its contractor reported on it. */
export interface VisitSteps {
  visitStartsAt: string | null;
  visitEndsAt: string | null;
  onMyWayAt: string | null;
  startedAt: string | null;
}

/** When a booked visit's arrival window ends (ms): its recorded end, else `SLOT_MINUTES` after its start; null without a visit. */
function visitWindowEndOf(visit: VisitSteps): number | null {
  if (visit.visitEndsAt) return Date.parse(visit.visitEndsAt);
  return visit.visitStartsAt ? Date.parse(visit.visitStartsAt) + SLOT_MINUTES * 60_000 : null;
}

/**
 * The end of a booked visit's arrival window (ms) when the contractor reported neither being on the
 * way nor starting before it: the moment the visit counts as missed. Null without a visit, or once a
 * step was reported in time. A step reported after the window does not count: the machine refuses
 * one since decision 103, but a visit's row may hold one reported before that.
 */
export function visitMissedFrom(visit: VisitSteps): number | null {
  const end = visitWindowEndOf(visit);
  const inTime = (step: string | null) => step !== null && Date.parse(step) < end!;
  return end === null || inTime(visit.onMyWayAt) || inTime(visit.startedAt) ? null : end;
}

/**
 * Whether the contractor missed the visit as of `at`: its arrival window has ended and they reported
 * neither being on the way nor starting within it (docs/decisions/099-a-missed-visit-is-canceled-with-the-deposit-back.md,
 * docs/decisions/103-a-missed-visit-closes-the-contractors-steps.md).
 */
export function isVisitMissed(visit: VisitSteps, at: string): boolean {
  const from = visitMissedFrom(visit);
  return from !== null && Date.parse(at) >= from;
}
