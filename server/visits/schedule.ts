import { and, eq, gte, ne } from 'drizzle-orm';
import { addDays, dateIn } from '../../contract/forms';
import type { Database } from '../db/client';
import { jobAppointments } from '../db/schema';
import { type LockedJob, moveJob, recordJobEvent, refreshFacts } from '../jobs/lifecycle';

const PROVIDER_TIME_ZONE = 'America/New_York';
/** Visits start at 9 AM, the provider's local time, and last two hours. */
const VISIT_START_HOUR = 9;
const VISIT_LENGTH_MS = 2 * 60 * 60 * 1000;
/** How far ahead a free morning is looked for. */
const DAYS_AHEAD = 366;

export type ScheduledVisit = typeof jobAppointments.$inferSelect;

/**
 * Books the first visit of a job whose contractor was just booked (the job is Accepted and locked):
 * the first morning from tomorrow, at 9 AM in the provider's time zone, on which the contractor has no
 * live visit. The job moves to Scheduled through the lifecycle machine (`visit.schedule`, by the
 * system) and its timeline says when; the customer can move the visit afterwards.
 */
export async function scheduleFirstVisit(
  tx: Database,
  job: LockedJob,
  booking: { contractorId: string; jobProposalId: string },
  now: Date,
): Promise<ScheduledVisit> {
  const firstDay = addDays(dateIn(PROVIDER_TIME_ZONE, now), 1);
  const from = zonedInstant(firstDay, VISIT_START_HOUR, PROVIDER_TIME_ZONE);
  const booked = await tx
    .select({ start: jobAppointments.scheduledStart })
    .from(jobAppointments)
    .where(and(eq(jobAppointments.contractorId, booking.contractorId), ne(jobAppointments.status, 'Canceled'), gte(jobAppointments.scheduledStart, from)));
  const taken = new Set(booked.map((b) => b.start.getTime()));
  let start = from;
  for (let day = 1; day < DAYS_AHEAD && taken.has(start.getTime()); day++) start = zonedInstant(addDays(firstDay, day), VISIT_START_HOUR, PROVIDER_TIME_ZONE);

  const [visit] = await tx
    .insert(jobAppointments)
    .values({
      jobRequestId: job.row.id,
      jobProposalId: booking.jobProposalId,
      contractorId: booking.contractorId,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + VISIT_LENGTH_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await refreshFacts(tx, job);
  await moveJob(tx, job, { type: 'visit.schedule', by: 'system' }, now);
  await recordJobEvent(tx, {
    jobRequestId: job.row.id,
    type: 'Scheduled',
    by: 'system',
    contractorId: booking.contractorId,
    data: { start: visit!.scheduledStart.toISOString(), end: visit!.scheduledEnd.toISOString() },
    at: now,
  });
  return visit!;
}

/** The instant at which the clock in `timeZone` reads `hour`:00 on `date` (`YYYY-MM-DD`). */
function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = wall - offsetMs(new Date(wall), timeZone);
  // Across a change of daylight saving time the offset at the answer may differ from the first guess.
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** How far the clock in `timeZone` is ahead of UTC at `at`. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}
