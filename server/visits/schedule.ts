import { and, eq } from 'drizzle-orm';
import { dateIn, PROVIDER_TIME_ZONE } from '../../contract/forms';
import { earliestAutoBookedStart } from '../../machines/job-lifecycle.machine';
import { BOOKING_HORIZON_DAYS, bookableSlots, bookingWindow, calendarOf, isKnownZone, type Slot, toSlot } from './slots';
import type { Database } from '../db/client';
import { assignedJobAppointments, jobAppointments, jobProposals } from '../db/schema';
import { type LockedJob, moveJob, recordJobEvent, refreshFacts } from '../jobs/lifecycle';
import { ApiError, notFound } from '../lib/http';
import { lockContractor } from './contractor';

/** What a customer reads when the time they chose went to someone else a moment before. */
export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Choose another time.';

/**
 * A booking refused because its slot is not free: 409 with the message and the contractor's free
 * slots as they are now (contract/appointments.ts SlotTaken), so the customer can choose again.
 */
export class SlotTaken extends ApiError {
  constructor(
    message: string,
    readonly slots: Slot[],
  ) {
    super(409, message);
    this.name = 'SlotTaken';
  }
}

const ONE_VISIT_PER_SLOT = 'job_appointments_one_visit_per_slot';

/**
 * Whether `err` is the database refusing a second live visit of one contractor in one slot. The lock
 * on the contractor keeps this from happening; the unique index is what holds if a path ever books
 * without it. The driver's error may be wrapped (drizzle's DrizzleQueryError keeps it as `cause`).
 */
export function isSlotClash(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && (e.constraint === ONE_VISIT_PER_SLOT || e.message?.includes(ONE_VISIT_PER_SLOT))) return true;
  }
  return false;
}

/**
 * Books the visit of a job whose contractor was just booked (the deposit paid, or none due): the first
 * free slot on the first of the job's preferred dates that has one, else the first free slot, none
 * earlier than the machine's `AUTO_BOOKED_LEAD_HOURS` ahead; the job moves to Scheduled (`visit.schedule`, by the system), the contractor's
 * assignment shows the booking as new, and the timeline says so.
 *
 * Runs in the caller's transaction with the job locked (`lockJob`), and locks the contractor before it
 * reads their calendar, so two bookings of one contractor never take one slot: the second reads what
 * the first booked. Refused (the transaction should end): 409 `SlotTaken` when the contractor has no
 * free slot within the booking window, or when the `start` chosen is not free, with the times still
 * bookable on its day in `timeZone` (the customer's X-Timezone; the provider's when unknown), as a move
 * refused answers; 409 from the lifecycle when the job is not Accepted. A caller
 * that must keep its own work when no time is free runs this in a savepoint (`tx.transaction(...)`)
 * and catches `SlotTaken`: the job then stays Accepted for the customer to choose a time.
 */
export async function scheduleFirstVisit(
  tx: Database,
  job: LockedJob,
  args: { contractorId: string; jobProposalId: string; start?: string | undefined; by?: 'consumer' | 'system'; offered?: Slot[]; timeZone?: string | undefined },
  now: Date,
): Promise<typeof jobAppointments.$inferSelect> {
  const { contractorId, jobProposalId } = args;
  const [proposal] = await tx
    .select({ id: jobProposals.id })
    .from(jobProposals)
    .where(and(eq(jobProposals.id, jobProposalId), eq(jobProposals.jobRequestId, job.row.id), eq(jobProposals.contractorId, contractorId)));
  if (!proposal) throw notFound('The proposal');
  if (!(await lockContractor(tx, contractorId))) throw notFound('The contractor');

  const window = bookingWindow(now);
  const { week, busy } = await calendarOf(tx, contractorId, window.first, window.last);
  // The offered times the job's facts held were read before the contractor's lock: another customer's
  // choice of an overlapping time may have taken one since, so they are checked against the calendar read under it.
  const offered = (args.offered ?? [])
    .map((t) => ({ start: new Date(t.start), end: new Date(t.end) }))
    .filter((t) => !busy.some((b) => b.start < t.end && t.start < b.end));
  const bookable = args.offered?.length ? offered : bookableSlots(week, busy, now);
  // The machine's lead for a visit booked on its own: the system's `visit.schedule` refuses an earlier one.
  const earliestAutomatic = earliestAutoBookedStart(now);
  const automatic = bookable.filter((s) => s.start >= earliestAutomatic);
  const slot = args.start
    ? bookable.find((s) => s.start.getTime() === Date.parse(args.start!))
    : (job.row.preferredDates.map((date) => automatic.find((s) => dateIn(PROVIDER_TIME_ZONE, s.start) === date)).find(Boolean) ?? automatic[0]);
  if (!slot && args.start) {
    // The customer chose on a day of their calendar: its times left are what they choose from again.
    const zone = isKnownZone(args.timeZone) ? args.timeZone : undefined;
    const day = dateIn(zone, new Date(args.start));
    throw new SlotTaken(SLOT_TAKEN_MESSAGE, bookable.filter((s) => dateIn(zone, s.start) === day).map(toSlot));
  }
  if (!slot) throw new SlotTaken(`Your contractor has no free time in the next ${BOOKING_HORIZON_DAYS / 7} weeks. Call us and we will find a time.`, []);
  await moveJob(tx, job, { type: 'visit.schedule', by: args.by ?? 'system', at: now.toISOString(), startsAt: slot.start.toISOString() }, now);

  let row: typeof jobAppointments.$inferSelect;
  try {
    [row] = (await tx
      .insert(jobAppointments)
      .values({ jobRequestId: job.row.id, jobProposalId, contractorId, scheduledStart: slot.start, scheduledEnd: slot.end, createdAt: now, updatedAt: now })
      .returning()) as [typeof jobAppointments.$inferSelect];
  } catch (err) {
    if (isSlotClash(err)) throw new SlotTaken(SLOT_TAKEN_MESSAGE, []);
    throw err;
  }
  await refreshFacts(tx, job);
  await markBookingNew(tx, job.row.id, contractorId, now);
  await recordJobEvent(tx, {
    jobRequestId: job.row.id,
    type: 'Scheduled',
    by: 'system',
    contractorId,
    data: { start: slot.start.toISOString(), end: slot.end.toISOString() },
    at: now,
  });
  return row;
}

/** The contractor's inbox shows the job as newly booked until they mark the booking read: a new or moved visit is news. */
export async function markBookingNew(tx: Database, jobRequestId: string, contractorId: string, now: Date): Promise<void> {
  await tx
    .update(assignedJobAppointments)
    .set({ isNewlyBooked: true, bookingReadAt: null, updatedAt: now })
    .where(and(eq(assignedJobAppointments.jobRequestId, jobRequestId), eq(assignedJobAppointments.contractorId, contractorId)));
}
