import { and, eq, sql } from 'drizzle-orm';
import type { JobAppointment } from '../../contract/appointments';
import type { ContractorRef } from '../../contract/contractors';
import { dateIn } from '../../contract/forms';
import { formatUsPhoneNumber } from '../../contract/phone';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import { CHANGE_CUTOFF_HOURS, changeCutoffOf, type JobEvent, type JobFacts, jobAllows, jobRefusal, nextJobStatus, refusalMessage } from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import { jobAppointments, jobRequests, type RescheduleEntry } from '../db/schema';
import { jobFactsOf } from '../jobs/facts';
import { lockJob, moveJob, recordJobEvent } from '../jobs/lifecycle';
import { sentence, visitTime } from '../jobs/timeline';
import { ApiError, notFound } from '../lib/http';
import { enforce } from '../lib/rate-limit';
import { enqueueNotification } from '../notifications/outbox';
import { quotable } from '../notifications/quoted-words';
import { lockVisitContractor } from './contractor';
import { markBookingNew, SLOT_TAKEN_MESSAGE, SlotTaken, isSlotClash } from './schedule';
import { closedReason } from './closed-days';
import { bookingWindow, calendarOf, type DayRange, freeSlotsOf, freeSlotsWithin, isKnownZone, providerDatesFor, slotsOn, type TimeSpan, toSlot } from './slots';

type AppointmentRow = typeof jobAppointments.$inferSelect;

/**
 * How many moves one customer may make in an hour, over all their visits: each texts the contractor and
 * lengthens the visit's history. A changed plan takes one or two; tens are a flood.
 */
export const RESCHEDULES_PER_HOUR = 10;

const appointmentNotFound = () => notFound('The appointment');

/** What the customer reads once the cutoff has passed: the provider's phone (VITE_PROVIDER_PHONE, as the footer shows it), or "call us". */
export function pastCutoffMessage(providerPhone: string | undefined): string {
  const call = providerPhone ? `call us at ${formatUsPhoneNumber(providerPhone)}` : 'call us';
  return `A visit can be moved online until ${CHANGE_CUTOFF_HOURS} hours before it starts. To change this one, ${call}.`;
}

/**
 * Refuses with 409 a reschedule the lifecycle machine does not allow the customer at `at`, saying what
 * the job allows instead; when only the cutoff stands in the way (the same step would be allowed at
 * the cutoff), the message says whom to call.
 */
function assertReschedulable(status: JobRequestStatus, facts: JobFacts, at: string, providerPhone: string | undefined, startsAt?: string) {
  if (jobAllows(status, facts, 'consumer', at)('visit.reschedule')) {
    const event: JobEvent = { type: 'visit.reschedule', by: 'consumer', at, startsAt: startsAt ?? at };
    if (startsAt === undefined || nextJobStatus(status, facts, event)) return;
    throw new ApiError(409, jobRefusal(status, facts, event, at));
  }
  const cutoff = facts.visitStartsAt ? changeCutoffOf(facts.visitStartsAt).toISOString() : at;
  if (jobAllows(status, facts, 'consumer', cutoff)('visit.reschedule')) throw new ApiError(409, pastCutoffMessage(providerPhone));
  throw new ApiError(409, refusalMessage(status, facts, 'consumer', at));
}

/** The customer's appointment and its job's status and facts, or 404 for another user's or an unknown one. */
async function ownAppointment(db: Database, appointmentId: string, userId: string) {
  const [row] = await db
    .select({ appointment: jobAppointments, ownerUserId: jobRequests.userId, status: jobRequests.status })
    .from(jobAppointments)
    .innerJoin(jobRequests, eq(jobRequests.id, jobAppointments.jobRequestId))
    .where(eq(jobAppointments.id, appointmentId));
  if (!row || row.ownerUserId !== userId) throw appointmentNotFound();
  return row;
}

/**
 * The free slots a customer's visit could move to (GET /JobAppointments/{id}/reschedule-availability):
 * its contractor's, in the customer's days, from tomorrow up to the booking horizon. 409 when the visit
 * cannot be moved now (past the cutoff: the message says whom to call).
 */
export async function rescheduleAvailability(
  db: Database,
  args: { userId: string; appointmentId: string; range: DayRange; now: Date; providerPhone?: string },
): Promise<TimeSpan[]> {
  const { appointment, status } = await ownAppointment(db, args.appointmentId, args.userId);
  assertReschedulable(status, await jobFactsOf(db, appointment.jobRequestId, args.now), args.now.toISOString(), args.providerPhone);
  return freeSlotsOf(db, appointment.contractorId, args.range, args.now);
}

/** The customer's day of a slot and the free slots on it: what a refused booking answers with. */
async function freshSlotsOnDayOf(db: Database, contractorId: string, start: Date, timeZone: string | undefined, now: Date) {
  const day = dateIn(isKnownZone(timeZone) ? timeZone : undefined, start);
  return (await freeSlotsOf(db, contractorId, { from: day, to: day, timeZone }, now)).map(toSlot);
}

export interface RescheduleArgs {
  userId: string;
  appointmentId: string;
  start: string;
  end: string;
  reason: string;
  /** The customer's X-Timezone: which day the fresh slots of a refusal are on. */
  timeZone?: string;
  now: Date;
  providerPhone?: string;
}

/**
 * Moves a customer's visit to one of its contractor's free slots (POST /JobAppointments/{id}/reschedule),
 * through the lifecycle machine (`visit.reschedule`, only before the change cutoff). The job is locked
 * first, then the contractor, so of two customers racing for one slot the second reads the first's
 * booking and is refused with 409 `SlotTaken` and nothing changed. The move is kept in the visit's
 * history and on the timeline, and the contractor is texted and sees the booking as new again.
 */
export async function rescheduleVisit(db: Database, args: RescheduleArgs): Promise<JobAppointment> {
  const { now, userId } = args;
  const wanted = { start: new Date(args.start), end: new Date(args.end) };
  /** The visit's contractor, once read: whose free slots a refusal shows. */
  let contractorId: string | undefined;
  try {
    const moved = await db.transaction(async (tx) => {
      // Counted with the move, so that a move refused (a slot taken, the cutoff passed) never counts.
      await enforce(
        tx,
        [{ key: `reschedule:user:${userId}`, limit: RESCHEDULES_PER_HOUR, windowMs: 60 * 60_000 }],
        now,
        'You have moved your visits many times in a short time. Please wait before moving one again.',
      );
      // The visit's job, if it is the customer's, found in the statement that locks it: another's answers 404 as an unknown one does.
      const owned = tx
        .select({ id: jobAppointments.jobRequestId })
        .from(jobAppointments)
        .innerJoin(jobRequests, eq(jobRequests.id, jobAppointments.jobRequestId))
        .where(and(eq(jobAppointments.id, args.appointmentId), eq(jobRequests.userId, userId)));
      const job = await lockJob(tx, sql`(${owned})`, args.now);
      if (!job || job.row.userId !== userId) throw appointmentNotFound();
      // The contractor's lock comes with the visit's row: a refusal below lets it go with the transaction.
      const held = await lockVisitContractor(tx, args.appointmentId);
      if (!held) throw appointmentNotFound();
      const { visit } = held;
      contractorId = visit.contractorId;
      const at = now.toISOString();
      assertReschedulable(job.row.status, job.facts, at, args.providerPhone, wanted.start.toISOString());
      await moveJob(tx, job, { type: 'visit.reschedule', by: 'consumer', at, startsAt: wanted.start.toISOString() }, now);
      if (visit.status !== 'Scheduled') throw new ApiError(409, 'This visit can no longer be moved.');
      // Most often the same move confirmed again from another tab: the day's free times let the customer choose again.
      if (visit.scheduledStart.getTime() === wanted.start.getTime() && visit.scheduledEnd.getTime() === wanted.end.getTime())
        throw new SlotTaken(
          'Your visit is already at that time. Choose another time to move it to.',
          await freshSlotsOnDayOf(tx, visit.contractorId, wanted.start, args.timeZone, now),
        );

      await assertFree(tx, visit.contractorId, wanted, args);
      return { visit: await moveVisit(tx, visit, wanted, held.contact, { ...args, jobName: job.row.name, city: job.row.city }), contractor: held.contractor };
    });
    // The move is kept even when its contractor cannot be named: the refusal comes after the commit.
    if (!moved.contractor) throw appointmentNotFound();
    return toJobAppointment(moved.visit, moved.contractor);
  } catch (err) {
    // The index caught a clash the lock did not (a booking made without it): the transaction is gone, so the slots are read after.
    if (isSlotClash(err) && contractorId) throw new SlotTaken(SLOT_TAKEN_MESSAGE, await freshSlotsOnDayOf(db, contractorId, wanted.start, args.timeZone, now));
    throw err;
  }
}

/** Refuses a slot that is not one of the contractor's free ones now: taken meanwhile, or never offered. */
async function assertFree(tx: Database, contractorId: string, wanted: TimeSpan, args: RescheduleArgs) {
  const window = bookingWindow(args.now);
  const day = dateIn(isKnownZone(args.timeZone) ? args.timeZone : undefined, wanted.start);
  const range = { from: day, to: day, timeZone: args.timeZone };
  // Only the visits of the provider's dates around the customer's day bear on its free slots, not the
  // whole window's; a day outside the window has no free slot, and its refusal reads only the working hours.
  const dates = providerDatesFor(range, args.now) ?? window;
  const { week, busy } = await calendarOf(tx, contractorId, dates.first, dates.last);
  const same = (slot: TimeSpan) => slot.start.getTime() === wanted.start.getTime() && slot.end.getTime() === wanted.end.getTime();
  const free = freeSlotsWithin(week, busy, range, args.now);
  if (free.some(same)) return;
  // On the contractor's grid within the window, but not free: someone else has it.
  const providerDay = dateIn(undefined, wanted.start);
  const offered = providerDay >= window.first && providerDay <= window.last && slotsOn(providerDay, week).some(same);
  const closed = closedReason(providerDay);
  const refusal = closed ? `We are closed that day${closed === 'closed' ? '' : ` (${closed})`}. Choose one of the times shown.` : 'That time is not one your contractor offers. Choose one of the times shown.';
  throw new SlotTaken(offered ? SLOT_TAKEN_MESSAGE : refusal, free.map(toSlot));
}

/** Moves the visit, and texts its contractor at `contact` (none when undefined); answers the visit as moved. */
async function moveVisit(
  tx: Database,
  visit: AppointmentRow,
  to: TimeSpan,
  contact: { userId: string; phoneNumber: string } | undefined,
  args: RescheduleArgs & { jobName: string; city: string },
): Promise<AppointmentRow> {
  const { now } = args;
  const entry: RescheduleEntry = {
    fromStart: visit.scheduledStart.toISOString(),
    fromEnd: visit.scheduledEnd.toISOString(),
    toStart: to.start.toISOString(),
    toEnd: to.end.toISOString(),
    requestedBy: 'Consumer',
    reason: args.reason,
    at: now.toISOString(),
  };
  // A contractor on the way to the old time is not on the way to the new one.
  const changes = { scheduledStart: to.start, scheduledEnd: to.end, rescheduleHistory: [...visit.rescheduleHistory, entry], onMyWayAt: null, updatedAt: now };
  await tx.update(jobAppointments).set(changes).where(eq(jobAppointments.id, visit.id));
  await markBookingNew(tx, visit.jobRequestId, visit.contractorId, now);
  await recordJobEvent(tx, {
    jobRequestId: visit.jobRequestId,
    type: 'Rescheduled',
    by: 'consumer',
    contractorId: visit.contractorId,
    note: args.reason || null,
    data: { fromStart: entry.fromStart, fromEnd: entry.fromEnd, toStart: entry.toStart, toEnd: entry.toEnd },
    at: now,
  });
  if (contact) {
    const why = args.reason && quotable(args.reason);
    await enqueueNotification(tx, {
      userId: contact.userId,
      channel: 'sms',
      to: contact.phoneNumber,
      kind: 'VisitRescheduled',
      body: `The customer moved "${quotable(args.jobName)}" in ${quotable(args.city)} from ${visitTime(visit.scheduledStart)} to ${visitTime(to.start)}.${why ? ` Reason: ${sentence(why)}` : ''} Open the Southborough Home Services app to see it.`,
      data: { jobRequestId: visit.jobRequestId, jobAppointmentId: visit.id },
    });
  }
  // The visit's job is locked and no trigger writes the row: it is what was read with what was set.
  return { ...visit, ...changes };
}

/** An appointment as the API answers it (contract/appointments.ts JobAppointment). */
function toJobAppointment(row: AppointmentRow, contractor: ContractorRef): JobAppointment {
  return {
    id: row.id,
    jobRequestId: row.jobRequestId,
    jobProposalId: row.jobProposalId,
    contractor,
    scheduledStart: row.scheduledStart.toISOString(),
    scheduledEnd: row.scheduledEnd.toISOString(),
    status: row.status,
    changeCutoff: changeCutoffOf(row.scheduledStart.toISOString()).toISOString(),
    rescheduleHistory: row.rescheduleHistory,
  };
}
