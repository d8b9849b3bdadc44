import { allForYear } from '@18f/us-federal-holidays';
import { dateIn, PROVIDER_TIME_ZONE } from '../contract/forms';

/**
 * The days the provider is closed: no visit is offered or booked on them, whatever a contractor's
 * working hours say. `CLOSED_DAYS` names them, comma-separated: `us-federal` (the US federal holidays,
 * on the day itself and, when it falls on a weekend, on the weekday it is observed), `MM-DD` (that day
 * every year), `YYYY-MM-DD` (that date), or `none`. By default: `us-federal`.
 *
 * One calendar for the whole process, set once at start (`useClosedDays`, server/main.ts): the job
 * lifecycle machine refuses a time offered on a closed day by it, and the server's slot functions
 * (server/visits/slots.ts) are called from many places that know nothing of the configuration.
 */

export interface ClosedDays {
  /** Why the provider is closed on `date` (`YYYY-MM-DD` in its zone), e.g. "Christmas Day"; undefined when open. */
  reasonFor(date: string): string | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The package writes `2026-7-3`; we write `2026-07-03`. */
const isoOf = (dateString: string) => {
  const [y, m, d] = dateString.split('-').map(Number);
  return `${y}-${pad(m!)}-${pad(d!)}`;
};

const federalByYear = new Map<number, Map<string, string>>();
/** The federal holidays of a year, by date: each on its own date and on the weekday observed. */
function federalHolidays(year: number): Map<string, string> {
  let days = federalByYear.get(year);
  if (!days) {
    days = new Map();
    for (const shift of [false, true]) {
      for (const holiday of allForYear(year, { shiftSaturdayHolidays: shift, shiftSundayHolidays: shift })) {
        const date = isoOf(holiday.dateString);
        if (!days.has(date)) days.set(date, shift ? `${holiday.name} (observed)` : holiday.name);
      }
    }
    federalByYear.set(year, days);
  }
  return days;
}

/** The calendar `CLOSED_DAYS` describes (already checked by server/env.ts). */
export function closedDaysFrom(setting: string): ClosedDays {
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const federal = entries.includes('us-federal');
  const dates = new Set(entries.filter((entry) => /^\d{4}-/.test(entry)));
  const yearly = new Set(entries.filter((entry) => /^\d{2}-\d{2}$/.test(entry)));
  return {
    reasonFor(date) {
      // New Year's Day on a Saturday is observed on the Friday before, in the year before.
      const federalName = federal ? (federalHolidays(Number(date.slice(0, 4))).get(date) ?? federalHolidays(Number(date.slice(0, 4)) + 1).get(date)) : undefined;
      if (federalName) return federalName;
      if (dates.has(date) || yearly.has(date.slice(5))) return 'closed';
      return undefined;
    },
  };
}

let calendar: ClosedDays = closedDaysFrom('us-federal');

/** Sets the process's closed days from CLOSED_DAYS; called once at start. */
export function useClosedDays(setting: string): void {
  calendar = closedDaysFrom(setting);
}

/** Why the provider is closed on `date`, or undefined. */
export const closedReason = (date: string) => calendar.reasonFor(date);

/**
 * The closed day a visit from `start` to `end` falls on, in the provider's zone, with why: its start's
 * date, else its end's (a window that runs past midnight into a holiday); undefined when both are open.
 * A visit lasts a day at most (job_appointments_within_a_day), so no day lies between the two.
 */
export function closedDayOf(start: Date, end: Date): { date: string; reason: string } | undefined {
  // A window ending at midnight ends on the day it started.
  for (const date of new Set([dateIn(PROVIDER_TIME_ZONE, start), dateIn(PROVIDER_TIME_ZONE, new Date(Math.max(start.getTime(), end.getTime() - 1)))])) {
    const reason = calendar.reasonFor(date);
    if (reason) return { date, reason };
  }
  return undefined;
}
